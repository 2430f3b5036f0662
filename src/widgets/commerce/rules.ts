/**
 * The commerce kit's rules, defined once for every commerce widget (product card, scorecard, shopping product,
 * paid-media card and widget, affiliate ad, featured-partner offers, treatment card and comparison, comparison
 * table): reading an item's product, image, shop link and the product id it is counted under; prices, ratings
 * and discounts as readers see them. Pure, no React.
 */
import type { Product } from '@/cms/payload-types'
import { addressImageView, type ImageView, imageView } from '@/content/image'
import { productIdFrom } from '@/lib/affiliate/links'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { commerceCount } from '@/lib/trackingAttrs'

/** A picked product, populated; null for an unpopulated id, a deleted product or anything else. */
export function placedProduct(value: unknown): Product | null {
  return typeof value === 'object' && value !== null && typeof (value as Product).productTitle === 'string'
    ? (value as Product)
    : null
}

/** The shop button's words when neither the block nor its product has any (000 §3, §5; 001 §3). */
export const DEFAULT_CTA_TEXT = 'SHOP NOW'

/** The words of the link to how brands and products are vetted, after every commission note (001 §3). */
export const VETTING_LINK_TEXT = 'How we vet brands and products'

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
  if (src) return addressImageView(src, typedAlt || input.fallbackAlt)
  const product = placedProduct(input.product)
  if (!product) return null
  const productAlt = textOf(product.imgAlt) || product.productTitle
  const photo = imageView(product.image, productAlt)
  if (photo) return { ...photo, alt: textOf(photo.alt) || productAlt }
  return addressImageView(safeHref(product.imgSrc), productAlt)
}

/** Dollar amounts get thousands separators (000 §3 price highlights, §5): "$1299" → "$1,299". */
export function withThousands(value: string): string {
  return value.replace(/\$(\d{4,})(\.\d+)?/g, (_m, whole: string, cents = '') => {
    return `$${Number(whole).toLocaleString('en-US')}${cents}`
  })
}

/** The rating in words (001 §5): 4.8 or more EXCELLENT, 4.5 or more GREAT, 3.9 or more VERY GOOD, else GOOD. */
export function ratingWord(rating: number): 'EXCELLENT' | 'GREAT' | 'VERY GOOD' | 'GOOD' {
  if (rating >= 4.8) return 'EXCELLENT'
  if (rating >= 4.5) return 'GREAT'
  if (rating >= 3.9) return 'VERY GOOD'
  return 'GOOD'
}

export type DiscountPart = { text: string; highlight: boolean }

/**
 * A discount text split into runs, with what the reader acts on highlighted (000 §5): quoted codes
 * ("SLEEP20", 'SLEEP20', “SLEEP20”), and the patterns "$N off", "N% off" and "N percent off". Dollar amounts
 * get thousands separators. Pure; `formatDiscount` reports a failure and falls back to the raw text.
 */
export function discountParts(text: string): DiscountPart[] {
  const withSeparators = withThousands(text)
  const pattern =
    /(["“'‘][A-Z0-9][A-Z0-9_-]{1,29}["”'’])|(\$\d[\d,]*(?:\.\d+)?\s+off\b)|(\b\d+(?:\.\d+)?\s*%\s+off\b)|(\b\d+(?:\.\d+)?\s+percent\s+off\b)/gi
  const parts: DiscountPart[] = []
  let last = 0
  for (const match of withSeparators.matchAll(pattern)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ text: withSeparators.slice(last, start), highlight: false })
    parts.push({ text: match[0], highlight: true })
    last = start + match[0].length
  }
  if (last < withSeparators.length) parts.push({ text: withSeparators.slice(last), highlight: false })
  return parts
}

/** Discount text over 35 characters is left-aligned; over 60 it uses a lighter weight (000 §5, 001 §5). */
export function discountLayout(text: string): { align: 'center' | 'left'; light: boolean } {
  return { align: text.length > 35 ? 'left' : 'center', light: text.length > 60 }
}

/**
 * `discountParts`, or the raw text when formatting fails; the failure goes to `report` (the page's problem
 * log) so nothing is lost on the page.
 */
export function formatDiscount(text: string, report: (error: unknown) => void): DiscountPart[] {
  try {
    return discountParts(text)
  } catch (error) {
    report(error)
    return [{ text, highlight: false }]
  }
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

/**
 * What a screen reader hears after a shop button's words: what the button is for, whether the link is
 * sponsored, and that it opens a new tab (" — Calmleaf Gummies (sponsored link, opens in a new tab)").
 */
export function shopLinkHint({ about, sponsored }: { about?: string; sponsored?: boolean }): string {
  const what = textOf(about)
  return `${what ? ` — ${what}` : ''} (${sponsored ? 'sponsored link, ' : ''}opens in a new tab)`
}
