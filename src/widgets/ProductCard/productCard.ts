import type { Product } from '@/cms/payload-types'
import { productIdFrom, showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { readableBackground } from '@/lib/color'
import { isInternalHref, safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { colors } from '@/lib/tokens'
import { DEFAULT_CTA_TEXT, withThousands } from '../commerce/rules'

/** The data layer category of everything a product card tracks (views, clicks, opened accordions). */
export const TRACK_CATEGORY = 'product card'

/** The shop button's words when the product has none (000 §3, 001 §3). */

/** The commission notes used when "Show the commission note" is ticked but neither note is written. */
export const DEFAULT_MOBILE_DISCLAIMER = 'We may earn a commission.'
export const DEFAULT_DESKTOP_DISCLAIMER = 'We may earn a commission when you buy through links on this page.'

/** Rating shown with one decimal; null when missing or the product hides its rating. */
export function ratingText(product: Pick<Product, 'rating' | 'noProductRating'>): string | null {
  if (product.noProductRating || typeof product.rating !== 'number' || !Number.isFinite(product.rating))
    return null
  return Math.min(Math.max(product.rating, 0), 5).toFixed(1)
}

/**
 * The card's background override (`block.bgColor || product.bgColor`) as `#rrggbb`, or null for none (the
 * card keeps `--color-paper`). The editor's value goes through the same sanitiser as the announcement bar's
 * colours (`@/lib/color`: hex, `rgb()` and named colours only), and is used only when the card's text colour,
 * the ink and muted ink tokens, read at 4.5:1 or better on it.
 */
export function cardBackground(value: unknown): string | null {
  // Every text colour on the card must stay readable: the ink and the muted ink (brand, counts).
  const bg = readableBackground(value, colors.ink)
  return bg && readableBackground(bg, colors.inkMuted) ? bg : null
}

/**
 * The element id of the card at `ordinal` (its 1-based position among the article's product cards):
 * "product-1-3". Quick-look links and the JSON-LD `@id`s point at it (000 §2: "anchor built from page and
 * card number"; one page per article, so the page number is 1).
 */
export function productAnchorId(ordinal: number | undefined): string {
  const n = typeof ordinal === 'number' && Number.isInteger(ordinal) && ordinal > 0 ? ordinal : 1
  return `product-1-${n}`
}

/** "3,412 ratings" / "1 rating"; null when there is no usable count. */
export function ratingCountText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return null
  const whole = Math.floor(count)
  return `${whole.toLocaleString('en-US')} ${whole === 1 ? 'rating' : 'ratings'}`
}

/** How much of the five-star row is filled, in percent (4.8 → 96). */
export function starFill(rating: number): number {
  return Math.round((Math.min(Math.max(rating, 0), 5) / 5) * 1000) / 10
}

export type CardHighlight = { label: string; value: string; tooltip: string | null; linkUrl: string | null }

const isPriceLabel = (label: string) => label.trim().toLowerCase() === 'price'

/**
 * The highlights as the card shows them (000 §3, 001 §3, 002 §3.7): rows without a label or value are left
 * out; the 'Price' value gets thousands separators and, without an explanation of its own, the product's
 * price explanation. With no 'Price' highlight, the product's price field is shown first as one. A link
 * (a 'COA' row's lab certificate, say) is kept when it is a safe address.
 */
export function cardHighlights(
  product: Pick<Product, 'highlights'> & Partial<Pick<Product, 'price' | 'tooltip'>>,
): CardHighlight[] {
  const rows = Array.isArray(product.highlights) ? product.highlights : []
  const priceTooltip = textOf(product.tooltip) || null
  const highlights = rows.flatMap((row): CardHighlight[] => {
    if (typeof row !== 'object' || row === null) return []
    const label = textOf(row.label)
    const value = textOf(row.value)
    if (!label || !value) return []
    const price = isPriceLabel(label)
    return [
      {
        label,
        value: price ? withThousands(value) : value,
        tooltip: textOf(row.tooltip) || (price ? priceTooltip : null),
        linkUrl: safeHref(row.linkUrl),
      },
    ]
  })
  const price = textOf(product.price)
  if (price && !highlights.some((h) => isPriceLabel(h.label))) {
    highlights.unshift({
      label: 'Price',
      value: withThousands(price),
      tooltip: priceTooltip,
      linkUrl: null,
    })
  }
  return highlights
}

/**
 * How a link on the card is rendered: 'internal' (our own pages, an ordinary link), 'partner' (any other
 * web address: through `AffiliateLink`, never a raw link to a partner), or null (not a web address).
 */
export function linkKind(href: unknown, siteHost: string): 'internal' | 'partner' | null {
  const safe = safeHref(href)
  if (!safe) return null
  if (isInternalHref(safe, siteHost)) return 'internal'
  return /^https?:\/\//i.test(safe) ? 'partner' : null
}

/** The shop button's words: the product's, or "SHOP NOW". */
export function ctaText(value: string | null | undefined): string {
  return textOf(value) || DEFAULT_CTA_TEXT
}

/**
 * The commission note (000 §5, 001 §3): only when "Show the commission note" is ticked AND the shop button
 * leads to one of the recognised partner domains (site settings). The phone note shows below 768 px, the
 * larger-screen note from 768 px; one written note serves both, and the standard notes stand in when the box
 * is ticked but both are empty (the disclosure never silently disappears). Null: no note.
 */
export function cardDisclaimer(
  product: Pick<Product, 'showDisclaimer' | 'mobileDisclaimer' | 'desktopDisclaimer'> & { ctaUrl?: unknown },
  partnerDomains: readonly string[],
): { mobile: string; desktop: string } | null {
  if (product.showDisclaimer !== true) return null
  const href = safeHref(product.ctaUrl)
  if (!href || !showsAffiliateDisclaimer(href, partnerDomains)) return null
  const mobile = textOf(product.mobileDisclaimer)
  const desktop = textOf(product.desktopDisclaimer)
  if (!mobile && !desktop) return { mobile: DEFAULT_MOBILE_DISCLAIMER, desktop: DEFAULT_DESKTOP_DISCLAIMER }
  return { mobile: mobile || desktop, desktop: desktop || mobile }
}

export type CardFlagKey = 'bestOverall' | 'editorPick' | 'brandApproved' | 'featuredPartner'

const FLAGS: { key: CardFlagKey; field: keyof Product; label: string }[] = [
  { key: 'bestOverall', field: 'isBestOverall', label: 'Best overall' },
  { key: 'editorPick', field: 'isEditorPick', label: 'Editor’s pick' },
  { key: 'brandApproved', field: 'isBrandApproved', label: 'Brand approved' },
  { key: 'featuredPartner', field: 'isFeaturedPartner', label: 'Featured partner' },
]

/** The card's flags as visible labels (000 §3, 001 §3), in a fixed order; only those ticked. */
export function cardFlags(
  product: Partial<Pick<Product, 'isBestOverall' | 'isEditorPick' | 'isBrandApproved' | 'isFeaturedPartner'>>,
): { key: CardFlagKey; label: string }[] {
  return FLAGS.filter((f) => (product as Record<string, unknown>)[f.field] === true).map(
    ({ key, label }) => ({
      key,
      label,
    }),
  )
}

/**
 * The featured-partner explanation (site settings) as the note beside the "Featured partner" label: a
 * leading "Featured partner:" is dropped (the label already says it) and the rest starts with a capital.
 */
export function featuredPartnerNote(explanation: string): string {
  const rest = explanation
    .trim()
    .replace(/^featured partner\s*[:—–-]?\s*/i, '')
    .trim()
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

export type BadgeTag = NonNullable<Product['hesiBadgeTags']>[number]

/** The six founder badges (001 §3), in the CMS's order. */
export const BADGE_TAGS = [
  'AAPI-Founded',
  'Black-Founded',
  'LGBTQIA+-Founded',
  'Small Business-Founded',
  'Veteran-Founded',
  'Women-Founded',
] as const satisfies readonly BadgeTag[]

/** The product's founder badges that the card knows, once each, in the stored order. */
export function badgeTags(value: unknown): BadgeTag[] {
  if (!Array.isArray(value)) return []
  const known = new Set<string>(BADGE_TAGS)
  return [...new Set(value.filter((v): v is BadgeTag => typeof v === 'string' && known.has(v)))]
}

/** The product's tags: trimmed, non-empty, once each (ignoring case). */
export function cardTags(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  return value.flatMap((v) => {
    const tag = textOf(v)
    if (!tag || seen.has(tag.toLowerCase())) return []
    seen.add(tag.toLowerCase())
    return [tag]
  })
}

/**
 * The product id the data layer reports: the one the shop link carries (`rvo_prodid`, `rvo_subid`, `subid`,
 * 001 §5), else the retailer's product id, else our own id.
 */
export function trackingProductId(product: Pick<Product, 'id' | 'pid'> & { ctaUrl?: unknown }): string {
  const href = safeHref(product.ctaUrl)
  return (href ? productIdFrom(href) : null) ?? (textOf(product.pid) || String(product.id))
}
