/**
 * The product card's review block and accordions (001 §3, §4 "Product card accordions", "Review block";
 * 002 §3.7): titles, scores, the review body (rich text, or sanitised HTML still stored from before the
 * rich-text migration) and the lists. Pure; server-side only (it sanitises HTML).
 */
import type { Product } from '@/cms/payload-types'
import { isRecord, type LexicalNode, plainTextOfNodes, rootChildren } from '@/content/lexical'
import { safeHref } from '@/lib/links'
import { sanitizeBlockHtml } from '@/lib/sanitize'
import { textOf } from '@/lib/text'
import { REVIEW_COLLAPSE_THRESHOLD_PX } from './reviewCollapse'

/** The review block's title for featured partners (001 §4), instead of the product's own review title. */
export const EDITORS_TAKE = "Editor's take"

/** The accordions' titles (001 §4), verbatim. */
export const ACCORDION_TITLES = {
  handsOnReview: 'What our tester says',
  prosAndCons: 'Pros & cons',
  productDetails: 'Product details',
} as const

/** "Editor's take" for a featured partner; otherwise "Our review of <short name, else the card's title>". */
export function reviewTitle(
  product: Pick<Product, 'productTitle'> & Partial<Pick<Product, 'productName' | 'isFeaturedPartner'>>,
): string {
  if (product.isFeaturedPartner === true) return EDITORS_TAKE
  return `Our review of ${textOf(product.productName) || textOf(product.productTitle)}`
}

type ScoreRow = { scoreCriteriaName?: unknown; scoreCriteriaValue?: unknown }

const rowsOf = (value: unknown): ScoreRow[] =>
  Array.isArray(value) ? value.filter((r): r is ScoreRow => typeof r === 'object' && r !== null) : []

const clampScore = (n: number) => Math.min(Math.max(n, 0), 5)

const isOverall = (name: string) => name.toLowerCase() === 'overall'

/** The headline score: the criterion named "Overall" (any case), out of 5; null when there is none. */
export function overallScore(reviews: unknown): number | null {
  const row = rowsOf(reviews).find((r) => isOverall(textOf(r.scoreCriteriaName)))
  const value = row?.scoreCriteriaValue
  return typeof value === 'number' && Number.isFinite(value) ? clampScore(value) : null
}

export type ScoreBar = { name: string; value: number; percent: number }

/** The breakdown: every other named, scored criterion, out of 5, with its bar width (score / 5). */
export function scoreBreakdown(reviews: unknown): ScoreBar[] {
  return rowsOf(reviews).flatMap((r): ScoreBar[] => {
    const name = textOf(r.scoreCriteriaName)
    const raw = r.scoreCriteriaValue
    if (!name || isOverall(name) || typeof raw !== 'number' || !Number.isFinite(raw)) return []
    const value = clampScore(raw)
    return [{ name, value, percent: Math.round((value / 5) * 1000) / 10 }]
  })
}

/** A score as shown: one decimal. */
export function scoreText(score: number): string {
  return clampScore(score).toFixed(1)
}

export type ReviewBody =
  | { kind: 'richText'; nodes: LexicalNode[]; text: string }
  | { kind: 'html'; html: string; text: string }

/** Plain text of sanitised HTML: block ends become spaces, tags go, the common entities are decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<\/?(p|li|ul|ol|br|h\d|blockquote|figure|figcaption|img)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

const hasUpload = (nodes: LexicalNode[]): boolean =>
  nodes.some((n) => n.type === 'upload' || hasUpload(Array.isArray(n.children) ? n.children : []))

/**
 * A stored review ({product}Reviews / productReview, handsOnReview): rich text as its nodes, or (a value
 * still stored as HTML) the HTML sanitised; with its plain text. Null when there is nothing to show.
 */
export function reviewBody(value: unknown): ReviewBody | null {
  if (typeof value === 'string') {
    const html = sanitizeBlockHtml(value).trim()
    const plain = htmlText(html)
    return plain || /<img\b/i.test(html) ? { kind: 'html', html, text: plain } : null
  }
  const nodes = rootChildren(value)
  if (!nodes || nodes.length === 0) return null
  const plain = plainTextOfNodes(nodes)
  return plain || hasUpload(nodes) ? { kind: 'richText', nodes, text: plain } : null
}

/**
 * Text measures of the review: characters per line on the narrowest card (a 320 px phone; with two lines to
 * spare) and from the second widget breakpoint (932 px, where the card is the content column's full width,
 * about 85 characters a line; 72 leaves room for wide letters).
 */
const CHARS_PER_LINE = { narrow: 30, wide: 72 } as const
const LINE_HEIGHT_PX = 26
const PARAGRAPH_GAP_PX = 12

/** The review's estimated height at `charsPerLine`, from its text alone. */
function estimatedHeight(body: ReviewBody, charsPerLine: number): number {
  const paragraphs =
    body.kind === 'html'
      ? htmlText(body.html.replace(/<\/(p|li|h\d|blockquote)>/gi, '\n')).split(/\n| {2,}/)
      : body.text.split('\n')
  const blocks = paragraphs.map((p) => p.trim()).filter(Boolean)
  const lines = blocks.reduce((sum, p) => sum + Math.ceil(p.length / charsPerLine), 0)
  return lines * LINE_HEIGHT_PX + Math.max(blocks.length - 1, 0) * PARAGRAPH_GAP_PX
}

/**
 * What the server can tell about a review's height before it is measured, judged from its text with room to
 * spare: 'always' (no taller than the collapse threshold on any screen: it renders open, with no toggle and
 * no JavaScript), 'wide' (fits from the second widget breakpoint up: there it is not clipped while it waits
 * to be measured) or 'measure' (the browser decides, `collapsesAt`). A review with an image is measured.
 */
export function reviewFit(body: ReviewBody): 'always' | 'wide' | 'measure' {
  if (body.kind === 'html' ? /<img\b/i.test(body.html) : hasUpload(body.nodes)) return 'measure'
  if (estimatedHeight(body, CHARS_PER_LINE.narrow) <= REVIEW_COLLAPSE_THRESHOLD_PX - 2 * LINE_HEIGHT_PX) {
    return 'always'
  }
  if (estimatedHeight(body, CHARS_PER_LINE.wide) <= REVIEW_COLLAPSE_THRESHOLD_PX) return 'wide'
  return 'measure'
}

export type AnimatedImageView = { src: string; alt: string; width?: number; height?: number }

const ANIMATED_TYPES = new Set(['image/gif', 'image/apng'])

/**
 * An uploaded animated image (GIF or APNG) in a review, which the reader can pause on a still and play again
 * (001 §4); null for any other node, a still image, or an upload that is not populated.
 */
export function animatedImage(node: LexicalNode): AnimatedImageView | null {
  if (node.type !== 'upload' || !isRecord(node.value)) return null
  const media = node.value
  const mime = textOf(media.mimeType).toLowerCase()
  const file = textOf(media.filename).toLowerCase()
  if (!ANIMATED_TYPES.has(mime) && !file.endsWith('.gif')) return null
  const src = safeHref(media.url)
  if (!src) return null
  return {
    src,
    alt: textOf(media.alt),
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
  }
}

const points = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((row) => {
        const t = isRecord(row) ? textOf(row.text) : ''
        return t ? [t] : []
      })
    : []

/** The "Pros & cons" lists, trimmed, without empty points. */
export function prosAndCons(product: Partial<Pick<Product, 'pros' | 'cons'>>): {
  pros: string[]
  cons: string[]
} {
  return { pros: points(product.pros), cons: points(product.cons) }
}

export type DetailRow = { label: string; value: string; linkUrl: string | null }

/** The "Product details" rows: labelled, with a value; a link kept when it is a safe address. */
export function productDetailRows(product: Partial<Pick<Product, 'productDetails'>>): DetailRow[] {
  const rows = Array.isArray(product.productDetails) ? product.productDetails : []
  return rows.flatMap((row): DetailRow[] => {
    if (!isRecord(row)) return []
    const label = textOf(row.label)
    const value = textOf(row.value)
    return label && value ? [{ label, value, linkUrl: safeHref(row.linkUrl) }] : []
  })
}
