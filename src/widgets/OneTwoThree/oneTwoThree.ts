/** Pure rules for the paid-media widget of up to three items (000 §3, §5; 001 §3, §5 "One-two-three"). No React. */
import type { OneTwoThreeBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { itemImage, itemProductId, placedProduct, shopHref } from '../commerce/rules'

/** The editor cannot add a fourth item; stored content with more shows the first three. */
export const MAX_ITEMS = 3

/** The button's words when the editor leaves them empty. */
export const ONE_TWO_THREE_DEFAULT_CTA = 'Learn more'

/**
 * Each item's width, split by the number of items shown (000 §5): 100% for one, 50% for two, 33.33% for
 * three. (001 §5 says "auto" for three; a third keeps the three the same width.)
 */
export function itemWidth(count: number): '100%' | '50%' | '33.33%' {
  if (count >= 3) return '33.33%'
  return count === 2 ? '50%' : '100%'
}

export type OneTwoThreeItem = {
  key: string
  image: ImageView
  name: string
  title: string
  ctaLabel: string
  href: string
  productId: string | null
  /** 1-based place among the items shown. */
  position: number
}

/**
 * The items shown: only those with both a picture and a web address to lead to (000 §5, 001 §5), with what
 * is left empty taken from a picked product, at most three, in order.
 */
export function oneTwoThreeItems(items: OneTwoThreeBlock['items']): OneTwoThreeItem[] {
  const shown: OneTwoThreeItem[] = []
  for (const [index, raw] of (Array.isArray(items) ? items : []).entries()) {
    if (shown.length === MAX_ITEMS) break
    if (typeof raw !== 'object' || raw === null) continue
    const product = placedProduct(raw.product)
    const name = textOf(raw.name) || textOf(product?.productBrand)
    const title = textOf(raw.title) || textOf(product?.productTitle)
    const image = itemImage({
      upload: raw.image,
      src: raw.imageSrc,
      alt: raw.imageAlt,
      product,
      fallbackAlt: name || title || 'Sponsored product',
    })
    const href = shopHref(raw.ctaUrl, { paidMedia: true }) ?? shopHref(product?.ctaUrl)
    if (!image || !href) continue
    shown.push({
      key: textOf(raw.id) || `item-${index}`,
      image,
      name,
      title,
      ctaLabel: textOf(raw.ctaLabel) || ONE_TWO_THREE_DEFAULT_CTA,
      href,
      productId: itemProductId({ href, product, paidMedia: true }),
      position: shown.length + 1,
    })
  }
  return shown
}
