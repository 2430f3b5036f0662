import type { ChecklistBlock } from '@/cms/payload-types'
import { RichTextNodes } from '@/content/RichText'
import { cx } from '@/lib/cx'
import type { WidgetProps } from '@/widgets/types'
import prose from '../prose/prose.module.css'
import { ChecklistReveal } from './Checklist.lazy.client'
import styles from './Checklist.module.css'
import { type ItemContent, itemContent } from './checklistItems'

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

/**
 * One item's visible content: the check mark and the item's text, inline (its paragraphs' content, without
 * paragraph margins), or for items saved before rich text their sanitised HTML.
 */
function ItemBody({ content, siteHost }: { content: ItemContent; siteHost: string }) {
  return (
    <span className={styles.itemBody}>
      <CheckMark />
      {content.kind === 'richText' ? (
        <span className={cx(prose.links, styles.itemText)}>
          <RichTextNodes nodes={content.nodes} siteHost={siteHost} />
        </span>
      ) : (
        <span
          className={cx(prose.links, styles.itemText)}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      )}
    </span>
  )
}

/**
 * Checklist (000 §3 "Checklist", §4): a heading and a list of check-marked items (rich text; items saved
 * before that as sanitised inline HTML). Items are always in the server HTML. With `revealInSequence` the
 * list is handed to a small client leaf that reveals the items 500 ms apart once the list is in view;
 * otherwise the widget ships no JavaScript.
 */
export function Checklist({ block, context }: WidgetProps<ChecklistBlock>) {
  const items = (block.items ?? []).flatMap((item, index) => {
    const content = itemContent(item)
    return content ? [{ key: item.id ?? `item-${index}`, content }] : []
  })
  if (items.length === 0) return null

  const header = block.header?.trim()

  return (
    <div className={styles.checklist}>
      {header ? <h2 className={styles.header}>{header}</h2> : null}
      {block.revealInSequence ? (
        <ChecklistReveal>
          {items.map((item) => (
            <ItemBody key={item.key} content={item.content} siteHost={context.siteHost} />
          ))}
        </ChecklistReveal>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <ItemBody content={item.content} siteHost={context.siteHost} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
