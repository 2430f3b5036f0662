import { childNodes, isRecord, type LexicalNode, plainTextOfNodes, rootChildren } from '@/content/lexical'
import { partnerOf, showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { DEFAULT_CTA_TEXT, placedProduct } from '../commerce/rules'

/** The scroll area's greatest height, px (000 §9 "Table scroll max height"). */
export const TABLE_MAX_HEIGHT_PX = 1100
/** Each column's width, px (000 §9 "Table column width"). */
export const COLUMN_WIDTH_PX = 100
/** The sticky row-header column is wider than the others, so product names fit on two lines (px). */
export const ROW_HEADER_WIDTH_PX = 140
/** Under the table when one of its links goes to a listed partner (000 §5 affiliate disclaimer). */
export const COMMISSION_NOTE = 'We may earn a commission when you buy through links in this table.'
/** The words of a shop link when neither the cell nor its product gives any. */
export const DEFAULT_LINK_TEXT = DEFAULT_CTA_TEXT

/** A cell's link out to a shop (always rendered through `AffiliateLink`). */
export type CellLink = { href: string; text: string; brand: string | null }

/** One cell, ready to render: its rich text (or a plain text), and an optional shop link. */
export type TableCell = {
  key: string
  /** The cell's rich text; empty when the cell has no text of its own. */
  nodes: LexicalNode[]
  /** Plain text: of the rich text, or the picked product's name when the cell has none. */
  text: string
  link: CellLink | null
  /** Nothing to show: no text and no link. */
  empty: boolean
}

export type TableRow = {
  key: string
  /** 1-based among the table's rows under the header (tracking positions). */
  position: number
  /** The first cell: names the row (a sticky row header). */
  header: TableCell
  /** Every cell, the first included. */
  cells: TableCell[]
}

export type ComparisonTableModel = {
  caption: string
  columnCount: number
  /** The first row: names the columns (a sticky header). */
  header: TableCell[]
  rows: TableRow[]
}

/** A web address (http or https), or null: shop links never go to site paths, mail or scripts. */
function webHref(value: unknown): string | null {
  const href = safeHref(value)
  return href && /^https?:\/\//i.test(href) ? href : null
}

/**
 * One stored cell, read tolerantly: its rich text, or the picked product's name when it has none; its shop
 * link from the typed address, else the picked product's shop link; the typed link words, else the product's
 * button words, else "SHOP NOW". Unusable parts are left out; this never throws.
 */
export function cellOf(raw: unknown, key: string): TableCell {
  const stored = isRecord(raw) ? raw : {}
  const rich = rootChildren(stored.content) ?? []
  const richText = plainTextOfNodes(rich)
  const product = placedProduct(stored.product)
  const productName = product ? textOf(product.productTitle) : ''
  const href = webHref(stored.affiliateUrl) ?? webHref(product?.ctaUrl)
  const link: CellLink | null = href
    ? {
        href,
        text: textOf(stored.affiliateText) || textOf(product?.ctaText) || DEFAULT_LINK_TEXT,
        brand: textOf(product?.productBrand) || null,
      }
    : null
  const nodes = richText ? rich : []
  const cellText = richText || productName
  return { key, nodes, text: cellText, link, empty: !cellText && !link }
}

const emptyCell = (key: string): TableCell => ({ key, nodes: [], text: '', link: null, empty: true })

/**
 * The table an editor built (000 §3 "Comparison table": rows of columns), or null when there is nothing a
 * reader could use. Wholly empty rows are dropped; the first remaining row is the header, and at least one
 * row must follow it. Every row gets as many cells as the widest row has up to its last non-empty cell
 * (short rows are padded with empty cells, trailing empty columns dropped).
 */
export function comparisonTableModel(block: unknown): ComparisonTableModel | null {
  if (!isRecord(block) || !Array.isArray(block.rows)) return null
  const parsed = block.rows.flatMap((row, r) => {
    if (!isRecord(row)) return []
    const rowKey = textOf(row.id) || `row-${r}`
    const stored = Array.isArray(row.columns) ? row.columns : []
    const cells = stored.map((raw, c) => cellOf(raw, (isRecord(raw) && textOf(raw.id)) || `${rowKey}-${c}`))
    return cells.some((cell) => !cell.empty) ? [{ key: rowKey, cells }] : []
  })
  if (parsed.length < 2) return null
  const columnCount = Math.max(
    ...parsed.map((row) => row.cells.reduce((last, cell, i) => (cell.empty ? last : i + 1), 0)),
  )
  const sized = parsed.map((row) => ({
    key: row.key,
    cells: Array.from({ length: columnCount }, (_, i) => row.cells[i] ?? emptyCell(`${row.key}-pad-${i}`)),
  }))
  const [header, ...rows] = sized
  return {
    caption: textOf(block.title),
    columnCount,
    header: header!.cells,
    rows: rows.map((row, i) => ({ key: row.key, position: i + 1, header: row.cells[0]!, cells: row.cells })),
  }
}

/**
 * Whether a link goes to a shop partner, so it must be an affiliate link (new tab, attribution, click
 * tracking): one of the recognised partner hosts (001 "Affiliate link rules"), or a domain site settings list
 * as a partner family.
 */
export function isAffiliateHref(href: string, partnerDomains: readonly string[]): boolean {
  if (!/^https?:\/\//i.test(href)) return false
  return partnerOf(href) !== null || showsAffiliateDisclaimer(href, partnerDomains)
}

/** The address of a rich-text link node typed by the editor (links to articles have none), or null. */
export function customLinkHref(node: LexicalNode): string | null {
  if (node.type !== 'link' && node.type !== 'autolink') return null
  const fields = isRecord(node.fields) ? node.fields : {}
  if (fields.linkType === 'internal') return null
  return safeHref(fields.url ?? node.url)
}

/** Every typed link address in a rich-text tree, in reading order. */
export function linkHrefsOf(nodes: LexicalNode[]): string[] {
  return nodes.flatMap((node) => {
    const href = customLinkHref(node)
    return [...(href ? [href] : []), ...linkHrefsOf(childNodes(node))]
  })
}

/**
 * Whether the table carries the commission note: only when one of its links (a cell's shop link, or a link in
 * a cell's text) goes to a partner family listed in site settings (000 §5).
 */
export function needsCommissionNote(model: ComparisonTableModel, partnerDomains: readonly string[]): boolean {
  const cells = [...model.header, ...model.rows.flatMap((row) => row.cells)]
  return cells.some((cell) =>
    [...(cell.link ? [cell.link.href] : []), ...linkHrefsOf(cell.nodes)].some((href) =>
      showsAffiliateDisclaimer(href, partnerDomains),
    ),
  )
}
