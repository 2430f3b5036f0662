/*
 * Pure rules for the paid-media driver card (000 §1, §2 "Paid media driver card"; the driver's fields in
 * 001 §3): a sponsored card with its sponsor named, a picture, a headline, body copy and a sponsored link.
 * No React.
 */
import type { ImageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { itemImage, itemProductId, shopHref } from '../commerce/rules'

export const PAID_MEDIA_DRIVER_CATEGORY = 'paid media driver'
/** The label every driver card carries, before the sponsor's name. */
export const SPONSORED_LABEL = 'Sponsored'
/** The button's words when the editor typed none. */
export const DEFAULT_DRIVER_CTA = 'Learn more'

export const DRIVER_BRAND_MAX = 60
export const DRIVER_WHISPER_MAX = 60
export const DRIVER_HEADLINE_MAX = 100
export const DRIVER_BODY_MAX = 400
export const DRIVER_CTA_MAX = 40

/** "Sponsored by Pulsewise", or just "Sponsored" when the sponsor's name is missing. */
export function sponsorLine(brand: unknown): string {
  const name = textOf(brand)
  return name ? `${SPONSORED_LABEL} by ${name}` : SPONSORED_LABEL
}

/** The body copy's paragraphs: split at blank lines, single line breaks read as spaces, empty ones left out. */
export function bodyParagraphs(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
}

/** What the block stores (all optional: stored content may be incomplete or malformed). */
export type PaidMediaDriverInput = {
  brand?: unknown
  whisper?: unknown
  headline?: unknown
  bodyCopy?: unknown
  image?: unknown
  imageUrl?: unknown
  imageAlt?: unknown
  callToAction?: unknown
  callToActionURL?: unknown
}

export type PaidMediaDriverView = {
  /** The sponsored label with the sponsor's name. */
  sponsor: string
  brand: string
  whisper: string
  headline: string
  paragraphs: string[]
  image: ImageView | null
  /** The partner link, paid-media escapes decoded; null when unusable (no button then). */
  href: string | null
  ctaText: string
  /** The product id the link carries (`rvo_prodid`, else `subid`), for the first-party counter. */
  productId: string | null
  position: number
}

/** The card as readers see it; null without a headline. */
export function paidMediaDriverView(
  block: PaidMediaDriverInput,
  ordinal: number,
): PaidMediaDriverView | null {
  const headline = textOf(block.headline)
  if (!headline) return null
  const href = shopHref(block.callToActionURL, { paidMedia: true })
  return {
    sponsor: sponsorLine(block.brand),
    brand: textOf(block.brand),
    whisper: textOf(block.whisper),
    headline,
    paragraphs: bodyParagraphs(block.bodyCopy),
    image: itemImage({
      upload: block.image,
      src: block.imageUrl,
      alt: block.imageAlt,
      fallbackAlt: headline,
    }),
    href,
    ctaText: textOf(block.callToAction) || DEFAULT_DRIVER_CTA,
    productId: href ? itemProductId({ href, paidMedia: true }) : null,
    position: ordinal,
  }
}
