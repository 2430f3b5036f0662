import { isRecord } from '@/content/lexical'
import { partnerOf, showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { isInternalHref, safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'

/** The article's page number in product-card anchors (000 §2: an anchor built from page and card number). */
export const ARTICLE_PAGE = 1
/** A line's link words when it jumps to a product card and the editor gave none. */
export const DEFAULT_JUMP_TEXT = 'Jump to review'
/** A line's link words when it leads elsewhere and the editor gave none. */
export const DEFAULT_LINK_TEXT = 'Learn more'

/** The id of the `cardNumber`-th product card of the article: `product-1-3` for the third. */
export function productAnchor(cardNumber: number, page: number = ARTICLE_PAGE): string {
  return `product-${page}-${cardNumber}`
}

const positiveInteger = (n: number): number | null => (Number.isInteger(n) && n > 0 ? n : null)

/**
 * The number of the product card a line jumps to, from what the editor stored in `hashRoute`: empty means the
 * line's own position (line 2 → card 2); a number; or an anchor copied from the page ("#product-1-3"). Null
 * when it cannot be read (000 §5: a parse failure shows nothing).
 */
export function cardNumberOf(hashRoute: unknown, position: number): number | null {
  if (hashRoute === null || hashRoute === undefined) return positiveInteger(position)
  if (typeof hashRoute === 'number') return positiveInteger(hashRoute)
  if (typeof hashRoute !== 'string') return null
  const value = hashRoute.trim()
  if (!value) return positiveInteger(position)
  if (/^\d+$/.test(value)) return positiveInteger(Number(value))
  const anchor = /^#?product-(\d+)-(\d+)$/.exec(value)
  if (anchor && Number(anchor[1]) === ARTICLE_PAGE) return positiveInteger(Number(anchor[2]))
  return null
}

/** Where a line leads: a product card on this page, a page of this site, another site, or a shop partner. */
export type QuickLookKind = 'anchor' | 'internal' | 'external' | 'affiliate'

export type QuickLookItem = {
  key: string
  /** 1-based among the lines shown (tracking). */
  position: number
  title: string
  superlative: string | null
  linkText: string
  href: string
  kind: QuickLookKind
  variantId: string | null
}

function kindOf(href: string, siteHost: string, partnerDomains: readonly string[]): QuickLookKind {
  if (isInternalHref(href, siteHost)) return 'internal'
  if (/^https?:\/\//i.test(href) && (partnerOf(href) || showsAffiliateDisclaimer(href, partnerDomains)))
    return 'affiliate'
  return 'external'
}

/**
 * The lines of a quick-look list (000 §3 "Quick-look links"). Each line jumps to a product card in the
 * article (`#product-1-{card}`), or, when the editor gave a usable link, leads there instead. Lines without
 * a title, or with neither a readable card number nor a usable link, are skipped; anything that is not a list
 * gives no lines (and the widget shows nothing).
 */
export function quickLookItems(
  itemLinks: unknown,
  page: { siteHost: string; partnerDomains: readonly string[] },
): QuickLookItem[] {
  if (!Array.isArray(itemLinks)) return []
  const lines = itemLinks.flatMap((raw, index) => {
    if (!isRecord(raw)) return []
    const title = textOf(raw.title)
    if (!title) return []
    const link = safeHref(raw.link)
    const card = cardNumberOf(raw.hashRoute, index + 1)
    const href = link ?? (card === null ? null : `#${productAnchor(card)}`)
    if (!href) return []
    const kind: QuickLookKind = link ? kindOf(link, page.siteHost, page.partnerDomains) : 'anchor'
    return [
      {
        key: textOf(raw.id) || `item-${index}`,
        title,
        superlative: textOf(raw.superlative) || null,
        linkText: textOf(raw.linkTitle) || (kind === 'anchor' ? DEFAULT_JUMP_TEXT : DEFAULT_LINK_TEXT),
        href,
        kind,
        variantId: textOf(raw.variantId) || null,
      },
    ]
  })
  return lines.map((line, i) => ({ ...line, position: i + 1 }))
}
