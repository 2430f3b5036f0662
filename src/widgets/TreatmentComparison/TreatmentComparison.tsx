import type { CSSProperties } from 'react'
import type { TreatmentComparisonBlock } from '@/cms/payload-types'
import { textOf } from '@/lib/text'
import { trackView } from '@/lib/trackingAttrs'
import { widgetDomId } from '../commerce/rules'
import type { WidgetProps } from '../types'
import { TreatmentComparisonFrame } from './TreatmentComparison.lazy.client'
import styles from './TreatmentComparison.module.css'
import { comparisonTable } from './treatmentComparison'

export const TREATMENT_COMPARISON_CATEGORY = 'treatment comparison'
export const DEFAULT_TOOL_NAME = 'Treatment comparison'

/**
 * Treatment comparison tool (000 §2, §3, §4, §7): treatments side by side, one column each, compared row by
 * row. The table is server HTML with real headers (<th scope="col"> per treatment, <th scope="row"> per
 * attribute), readable without JavaScript; the frame around it (a small client leaf) adds the sticky header
 * and the one decision-tool view event. Renders nothing with fewer than two treatments or no rows.
 */
export function TreatmentComparison({ block, context, ordinal = 1 }: WidgetProps<TreatmentComparisonBlock>) {
  const table = comparisonTable(block.treatments, block.rows)
  if (!table) return null
  const title = textOf(block.title)
  const intro = textOf(block.intro)
  const footnote = textOf(block.footnote)
  const toolName = textOf(block.toolName) || title || DEFAULT_TOOL_NAME
  const caption = title || toolName
  const id = widgetDomId('treatment-comparison', block.id, ordinal)
  const topic = textOf(context.keywords[0]) || null

  return (
    <div
      className={styles.root}
      style={{ '--treatments': table.columns.length } as CSSProperties}
      {...trackView({ category: TREATMENT_COMPARISON_CATEGORY, name: toolName, position: ordinal })}
    >
      {title ? (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <TreatmentComparisonFrame
        toolName={toolName}
        topic={topic}
        label={caption}
        rowHeader=""
        columns={table.columns.map(({ name, note }) => ({ name, note }))}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            <col className={styles.labelCol} />
            {table.columns.map((column) => (
              <col key={column.key} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td className={styles.corner} />
              {table.columns.map((column) => (
                <th key={column.key} scope="col" className={styles.columnHeader}>
                  <span className={styles.columnName}>{column.name}</span>
                  {column.note ? <span className={styles.columnNote}>{column.note}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.rowHeader}>
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className={styles.cell}>
                    {cell || (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">Not listed</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TreatmentComparisonFrame>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </div>
  )
}
