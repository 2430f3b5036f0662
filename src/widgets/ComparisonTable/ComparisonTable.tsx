import type { CSSProperties, ReactNode } from 'react'
import type { ComparisonTableBlock } from '@/cms/payload-types'
import { childNodes, type LexicalNode, plainTextOfNodes } from '@/content/lexical'
import { RichTextNodes } from '@/content/RichText'
import { cx } from '@/lib/cx'
import { trackView } from '@/lib/trackingAttrs'
import { AffiliateLink } from '@/ui/AffiliateLink'
import { CommissionNote } from '../commerce/Item'
import prose from '../prose/prose.module.css'
import type { WidgetContext, WidgetProps } from '../types'
import styles from './ComparisonTable.module.css'
import {
  COLUMN_WIDTH_PX,
  COMMISSION_NOTE,
  comparisonTableModel,
  customLinkHref,
  isAffiliateHref,
  needsCommissionNote,
  TABLE_MAX_HEIGHT_PX,
  type TableCell,
} from './comparisonTable'

/** What every link in a cell needs to know about where it sits: the placement and the row's name. */
type LinkScope = { context: WidgetContext; position: number; location: string; name: string }

const IN_CONTENT = 'in-content affiliate link'

function hasAffiliateLink(nodes: LexicalNode[], partnerDomains: readonly string[]): boolean {
  return nodes.some((node) => {
    const href = customLinkHref(node)
    return (
      (href !== null && isAffiliateHref(href, partnerDomains)) ||
      hasAffiliateLink(childNodes(node), partnerDomains)
    )
  })
}

/**
 * A cell's rich text. Links to shop partners in it become affiliate links (new tab, attribution, click
 * tracking as in-content affiliate links); everything else renders as the site's rich text does (internal
 * and external links through `src/lib/links.ts`).
 */
function CellNodes({ nodes, scope }: { nodes: LexicalNode[]; scope: LinkScope }): ReactNode {
  const { context } = scope
  if (!hasAffiliateLink(nodes, context.commerce.partnerDomains))
    return <RichTextNodes nodes={nodes} siteHost={context.siteHost} />
  return nodes.map((node, i) => <CellNode key={i} node={node} scope={scope} />)
}

function CellNode({ node, scope }: { node: LexicalNode; scope: LinkScope }): ReactNode {
  const { context } = scope
  const href = customLinkHref(node)
  const kids = <CellNodes nodes={childNodes(node)} scope={scope} />
  if (href && isAffiliateHref(href, context.commerce.partnerDomains)) {
    return (
      <AffiliateLink
        href={href}
        placement={{ widget: 'comparisonTable', position: scope.position }}
        clickTrackingHosts={context.commerce.clickTrackingHosts}
        track={{
          category: IN_CONTENT,
          location: scope.location,
          name: scope.name,
          text: plainTextOfNodes(childNodes(node)),
        }}
      >
        {kids}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </AffiliateLink>
    )
  }
  if (!hasAffiliateLink([node], context.commerce.partnerDomains))
    return <RichTextNodes nodes={[node]} siteHost={context.siteHost} />
  switch (node.type) {
    case 'paragraph':
      return <p>{kids}</p>
    case 'list':
      return node.listType === 'number' || node.tag === 'ol' ? <ol>{kids}</ol> : <ul>{kids}</ul>
    case 'listitem':
      return <li>{kids}</li>
    case 'quote':
      return <blockquote>{kids}</blockquote>
    default:
      return <span>{kids}</span>
  }
}

/**
 * What a screen reader hears after a shop link's words, so that every "SHOP NOW" in the table says which
 * product it is for: "for Cardiona Wrist, Example Shop " (the row's name, then the cell's own text).
 */
function linkContext(rowName: string, cellText: string): string {
  const parts = [rowName, cellText].filter((part, i, all) => part && all.indexOf(part) === i)
  return parts.length ? `for ${parts.join(', ')} ` : ''
}

/** A cell's content: its text (rich, or the product's name) and its shop link under it. */
function CellContent({ cell, scope }: { cell: TableCell; scope: LinkScope }) {
  const { context } = scope
  return (
    <>
      {cell.nodes.length > 0 ? (
        <div className={cx(prose.text, styles.cellText)}>
          <CellNodes nodes={cell.nodes} scope={scope} />
        </div>
      ) : cell.text ? (
        <span className={styles.cellText}>{cell.text}</span>
      ) : null}
      {cell.link ? (
        <AffiliateLink
          className={styles.shopLink}
          href={cell.link.href}
          placement={{ widget: 'comparisonTable', position: scope.position }}
          clickTrackingHosts={context.commerce.clickTrackingHosts}
          track={{
            category: IN_CONTENT,
            location: scope.location,
            name: scope.name,
            brand: cell.link.brand ?? undefined,
            text: cell.link.text,
          }}
        >
          {cell.link.text}
          <span className="visually-hidden">{` ${linkContext(scope.name, cell.text)}(opens in a new tab)`}</span>
        </AffiliateLink>
      ) : null}
    </>
  )
}

/**
 * Comparison table (000 §2, §3, §9): a semantic table (caption, column headers, row headers) in a scroll area
 * at most 1100 px tall that scrolls both ways, with the header row and the first column sticky. The scroll
 * area is focusable and named by the caption, so keyboard users scroll it with the arrow keys. Shop links
 * (typed, a product's, or partner links in a cell's text) are affiliate links tracked as in-content
 * affiliate links; the commission note shows when one goes to a listed partner. No JavaScript.
 */
export function ComparisonTable({ block, context, ordinal = 1 }: WidgetProps<ComparisonTableBlock>) {
  const model = comparisonTableModel(block)
  if (!model) return null
  const captionId = `comparison-${block.id ?? ordinal}-caption`
  const sizes = {
    '--columns': model.columnCount,
    '--column-width': `${COLUMN_WIDTH_PX}px`,
    '--scroll-max-height': `${TABLE_MAX_HEIGHT_PX}px`,
  } as CSSProperties
  const headerScope = (i: number, cell: TableCell): LinkScope => ({
    context,
    position: i + 1,
    location: 'comparison table header',
    name: cell.text,
  })
  return (
    <div
      className={styles.comparison}
      {...trackView({ category: 'comparison table', name: model.caption, position: ordinal })}
    >
      <section
        className={styles.scroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus so keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
        {...(model.caption ? { 'aria-labelledby': captionId } : { 'aria-label': 'Comparison table' })}
        style={sizes}
      >
        <table className={styles.table}>
          {model.caption ? (
            <caption id={captionId} className={styles.caption}>
              <span className={styles.captionText}>{model.caption}</span>
            </caption>
          ) : null}
          <colgroup>
            <col className={styles.rowHeaderColumn} />
            {model.header.slice(1).map((cell) => (
              <col key={cell.key} className={styles.column} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {model.header.map((cell, i) => {
                const className = i === 0 ? styles.corner : styles.columnHeader
                return cell.empty ? (
                  <td key={cell.key} className={className} />
                ) : (
                  <th key={cell.key} scope="col" className={className}>
                    <CellContent cell={cell} scope={headerScope(i, cell)} />
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => {
              const scope: LinkScope = {
                context,
                position: row.position,
                location: 'comparison table',
                name: row.header.text,
              }
              return (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => {
                    if (i > 0)
                      return (
                        <td key={cell.key} className={styles.cell}>
                          <CellContent cell={cell} scope={scope} />
                        </td>
                      )
                    return cell.empty ? (
                      <td key={cell.key} className={styles.rowHeader} />
                    ) : (
                      <th key={cell.key} scope="row" className={styles.rowHeader}>
                        <CellContent cell={cell} scope={scope} />
                      </th>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
      {needsCommissionNote(model, context.commerce.partnerDomains) ? (
        <CommissionNote className={styles.note} text={COMMISSION_NOTE} context={context} />
      ) : null}
    </div>
  )
}
