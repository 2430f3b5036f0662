/** Pure rules for the paid-media card (001 §3 "Paid-media card", §5). No React. */
import type { PaidMediaCardBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { textOf } from '@/lib/text'
import {
  DEFAULT_CTA_TEXT,
  discountLayout,
  itemImage,
  itemProductId,
  placedProduct,
  placementPosition,
  ratingWord,
  shopHref,
  withThousands,
} from '../commerce/rules'

/** The button's words when the editor leaves them empty (000 §5). */
export const DEFAULT_PAID_MEDIA_CTA = DEFAULT_CTA_TEXT

/**
 * A text split after its first two words (001 §5: the paid-media card's hero rating word and CTA text), so
 * design can break the line there: ["Shop now", "at Calmleaf"]. Runs of spaces become one.
 */
export function splitAfterTwoWords(text: string): [string, string] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  return [words.slice(0, 2).join(' '), words.slice(2).join(' ')]
}

/** A stored rating as a number from 0 to 5, or null when missing or not a number. */
export function ratingOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return Math.min(Math.max(value, 0), 5)
}

export type PaidMediaCardView = {
  title: string
  brand: string
  image: ImageView | null
  /** The shop link, decoded (paid-media links arrive with `&#038;`); null: no button. */
  href: string | null
  /** The product id clicks and impressions are counted under; null when none is known. */
  productId: string | null
  variantId: string
  /** 1-based position for tracking and the product counter. */
  position: number
  rating: { value: number; text: string; word: [string, string]; count: string | null } | null
  highlights: { label: string; value: string }[]
  discount: { text: string; long: boolean } | null
  /** The button's words, split after the first two. */
  cta: [string, string]
  ctaText: string
  featuredPartner: boolean
}

/**
 * What the card shows, from the block, with what is left empty taken from the picked product. Null when
 * there is no product name at all (the card then renders nothing).
 */
export function paidMediaCardView(block: PaidMediaCardBlock, ordinal: number): PaidMediaCardView | null {
  const product = placedProduct(block.product)
  const title = textOf(block.productTitle) || textOf(product?.productTitle)
  if (!title) return null

  const ownRating = ratingOf(block.rating)
  const value = ownRating ?? (product?.noProductRating ? null : ratingOf(product?.rating))
  const count =
    ownRating !== null ? block.numberOfRatings : (block.numberOfRatings ?? product?.numberOfRatings)
  const rating =
    value === null
      ? null
      : {
          value,
          text: value.toFixed(1),
          word: splitAfterTwoWords(ratingWord(value)),
          count:
            typeof count === 'number' && Number.isFinite(count) && count > 0
              ? Math.round(count).toLocaleString('en-US')
              : null,
        }

  const rows =
    Array.isArray(block.highlights) && block.highlights.length ? block.highlights : product?.highlights
  const highlights = (Array.isArray(rows) ? rows : [])
    .map((h) => ({ label: textOf(h?.label), value: withThousands(textOf(h?.value)) }))
    .filter((h) => h.label && h.value)

  const discountText = textOf(block.discount) || textOf(product?.discount)
  const ctaText = textOf(block.ctaText) || textOf(product?.ctaText) || DEFAULT_PAID_MEDIA_CTA
  const href = shopHref(block.ctaUrl, { paidMedia: true }) ?? shopHref(product?.ctaUrl)
  const variantId = textOf(block.variantId) || textOf(product?.variantId)

  return {
    title,
    brand: textOf(block.productBrand) || textOf(product?.productBrand),
    image: itemImage({
      upload: block.image,
      src: block.imgSrc,
      alt: block.imageAlt,
      product,
      fallbackAlt: title,
    }),
    href,
    productId: itemProductId({ href, variantId, product, paidMedia: true }),
    variantId,
    position: placementPosition(block.position, ordinal),
    rating,
    highlights,
    discount: discountText
      ? { text: discountText, long: discountLayout(discountText).align === 'left' }
      : null,
    cta: splitAfterTwoWords(ctaText),
    ctaText,
    featuredPartner: block.isFeaturedPartner === true,
  }
}
