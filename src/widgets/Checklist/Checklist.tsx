import type { ChecklistBlock } from '@/cms/payload-types'
import { sanitizeInlineHtml } from '@/lib/sanitize'
import type { WidgetProps } from '@/widgets/types'
import { ChecklistReveal } from './Checklist.client'
import styles from './Checklist.module.css'
import { isBlankHtml } from './checklist'

/** The check-mark bullet: decoration only, hidden from assistive technology. */
function CheckMark() {
  return (
    <svg
      className={styles.mark}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
    >
      <circle cx="12" cy="12" r="12" className={styles.markDisc} />
      <path
        d="M6.5 12.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** One item's visible content: the check mark and the sanitised inline HTML. */
function ItemBody({ html }: { html: string }) {
  return (
    <span className={styles.itemBody}>
      <CheckMark />
      <span className={styles.itemText} dangerouslySetInnerHTML={{ __html: html }} />
    </span>
  )
}

/**
 * Checklist (000 §3 "Checklist", §4): a heading and a list of check-marked items (inline HTML, sanitised here).
 * Items are always in the server HTML. With `revealInSequence` the list is handed to a small client leaf that
 * reveals the items 500 ms apart once the list is in view; otherwise the widget ships no JavaScript.
 */
export function Checklist({ block }: WidgetProps<ChecklistBlock>) {
  const items = (block.items ?? [])
    .map((item, index) => ({
      key: item.id ?? `item-${index}`,
      html: typeof item.html === 'string' ? sanitizeInlineHtml(item.html) : '',
    }))
    .filter((item) => !isBlankHtml(item.html))
  if (items.length === 0) return null

  const header = block.header?.trim()

  return (
    <div className={styles.checklist}>
      {header ? <h2 className={styles.header}>{header}</h2> : null}
      {block.revealInSequence ? (
        <ChecklistReveal>
          {items.map((item) => (
            <ItemBody key={item.key} html={item.html} />
          ))}
        </ChecklistReveal>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <ItemBody html={item.html} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
