import type { FaqBlock } from '@/cms/payload-types'
import { Chevron } from '@/content/Chevron'
import { RichText } from '@/content/RichText'
import { cx } from '@/lib/cx'
import type { WidgetProps } from '@/widgets/types'
import prose from '../prose/prose.module.css'
import styles from './Faq.module.css'
import { faqItemId, isInitiallyOpen } from './faq'

/**
 * FAQ accordion (002 §3.6, §4.6): an optional heading and one native <details> per question, so it opens and
 * closes with mouse, keyboard (Enter/Space) and screen readers and ships no JavaScript. Answers are always in
 * the HTML (crawlers and find-in-page see them). The FAQPage JSON-LD is built by the page, not here.
 */
export function Faq({ block }: WidgetProps<FaqBlock>) {
  const items = (block.items ?? [])
    .map((item, index) => ({
      id: faqItemId(block.id, index),
      question: typeof item.question === 'string' ? item.question.trim() : '',
      answer: item.answer,
    }))
    .filter((item) => item.question)
  if (items.length === 0) return null

  const title = block.title?.trim()

  return (
    <div className={styles.faq}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.items}>
        {items.map((item, position) => (
          <details
            key={item.id}
            id={item.id}
            className={styles.item}
            open={isInitiallyOpen(block.initialState, position)}
          >
            <summary className={styles.summary}>
              <span className={styles.question}>
                <span className={styles.questionText}>{item.question}</span>
                <Chevron className={styles.chevron} size={24} />
              </span>
            </summary>
            <RichText data={item.answer} className={cx(prose.text, styles.answer)} headingOffset={1} />
          </details>
        ))}
      </div>
    </div>
  )
}
