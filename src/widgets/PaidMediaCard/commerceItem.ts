/**
 * Pure rules shared by the commerce widgets (paid-media card, paid-media widget, affiliate ad, featured-partner
 * offers, treatment card): reading an item's product, image, shop link and the product id it is counted
 * under. No React. (They belong beside `src/lib/affiliate/links.ts` once the affiliate work settles.)
 */
import type { Product } from '@/cms/payload-types'
import { type ImageView, imageView } from '@/content/image'
import { productIdFrom } from '@/lib/affiliate/links'
import { safeHref } from '@/lib/links'
import { commerceCount } from '@/lib/trackingAttrs'

/** A trimmed string, or '' for anything that is not a string (malformed stored content). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A picked product, populated; null for an unpopulated id, a deleted product or anything else. */
export function placedProduct(value: unknown): Product | null {
  return typeof value === 'object' && value !== null && typeof (value as Product).productTitle === 'string'
    ? (value as Product)
    : null
}

/** What the first-party product counter accepts (`parseCommerceCount`): 1 to 64 letters, digits, _ and -. */
const COMMERCE_ID = /^[A-Za-z0-9_-]{1,64}$/
/** The counter keeps positions of up to three digits. */
export const COUNTED_POSITION_MAX = 999

/** An id the product counter can take, or null: a short code, or a whole positive number. */
export function commerceId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? String(value) : null
  const text = textOf(value)
  return COMMERCE_ID.test(text) ? text : null
}

/** Paid-media links arrive HTML-escaped: `&#038;` (also `&#38;` and `&amp;`) stands for `&`. */
export function decodePaidMediaHref(href: string): string {
  return href.replace(/&(?:#0*38|amp);/gi, '&')
}

/** The product id of a paid-media link (001 §5): `&#038;` decoded first, then `rvo_prodid`, else `subid`. */
export function paidMediaProductId(href: string): string | null {
  let url: URL
  try {
    url = new URL(decodePaidMediaHref(href))
  } catch {
    return null
  }
  return url.searchParams.get('rvo_prodid') || url.searchParams.get('subid') || null
}

/**
 * The product id an item is tracked and counted under: the one its shop link carries (`rvo_prodid`,
 * `rvo_subid`, `subid`; for paid media `rvo_prodid`, else `subid`, after decoding), else its own variant id,
 * else the picked product's. Null when none is one the counter can take.
 */
export function itemProductId(input: {
  href?: string | null
  variantId?: string | null
  product?: unknown
  paidMedia?: boolean
}): string | null {
  const href = textOf(input.href)
  const fromLink = href ? (input.paidMedia ? paidMediaProductId(href) : productIdFrom(href)) : null
  return (
    commerceId(fromLink) ??
    commerceId(input.variantId) ??
    commerceId(placedProduct(input.product)?.variantId) ??
    null
  )
}

/** The editor's position when it is a whole number from 1 to 999, else `fallback` (the block's place). */
export function placementPosition(position: unknown, fallback: number): number {
  return typeof position === 'number' &&
    Number.isInteger(position) &&
    position >= 1 &&
    position <= COUNTED_POSITION_MAX
    ? position
    : fallback
}

/** The product counter's attribute for a known product (`commerceCount`), or nothing. */
export function commerceAttrs(productId: string | null, position: number): Record<string, string> {
  return productId ? commerceCount({ productId, position }) : {}
}

/**
 * A shop link ready for `AffiliateLink`: trimmed, paid-media escapes decoded, and only a web address (a path
 * on this site or any other scheme is no shop link). Null when unusable: the item then shows no button.
 */
export function shopHref(href: unknown, opts: { paidMedia?: boolean } = {}): string | null {
  const text = textOf(href)
  const safe = safeHref(opts.paidMedia ? decodePaidMediaHref(text) : text)
  return safe && /^https?:\/\//i.test(safe) ? safe : null
}

/**
 * An item's picture: its uploaded image, else the address typed for it, else the picked product's photo
 * (uploaded, else its address). The description typed for the item wins; then the image's own; then
 * `fallbackAlt` (the item's name). Null when there is no usable picture.
 */
export function itemImage(input: {
  upload?: unknown
  src?: unknown
  alt?: unknown
  product?: unknown
  fallbackAlt: string
}): ImageView | null {
  const typedAlt = textOf(input.alt)
  const uploaded = imageView(input.upload, input.fallbackAlt)
  if (uploaded) return { ...uploaded, alt: typedAlt || uploaded.alt }
  const src = safeHref(input.src)
  if (src) return { src, alt: typedAlt || input.fallbackAlt }
  const product = placedProduct(input.product)
  if (!product) return null
  const productAlt = textOf(product.imgAlt) || product.productTitle
  const photo = imageView(product.image, productAlt)
  if (photo) return { ...photo, alt: textOf(photo.alt) || productAlt }
  const productSrc = safeHref(product.imgSrc)
  return productSrc ? { src: productSrc, alt: productAlt } : null
}

/** Dollar amounts get thousands separators (000 §5): "$1299" → "$1,299". */
export function withThousands(value: string): string {
  return value.replace(/\$(\d{4,})(\.\d+)?/g, (_m, whole: string, cents = '') => {
    return `$${Number(whole).toLocaleString('en-US')}${cents}`
  })
}

/** A discount over 35 characters is long: it is left-aligned (001 §5). */
export function isLongDiscount(text: string): boolean {
  return text.length > 35
}

/**
 * The Featured Partner explanation (site settings → Commerce) as shown beside the "Featured Partner" label:
 * a leading "Featured Partner:" is dropped so the label is not said twice.
 */
export function partnerExplanation(text: string): string {
  const rest = text.trim().replace(/^featured partners?\s*[:—–-]\s*/i, '')
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/** A stable element id for a widget's parts (aria-labelledby, aria-controls): from its block id, else its place. */
export function widgetDomId(prefix: string, blockId: unknown, ordinal: number): string {
  const block = textOf(blockId).replace(/[^A-Za-z0-9_-]+/g, '-')
  return `${prefix}-${block || `n${ordinal}`}`
}
