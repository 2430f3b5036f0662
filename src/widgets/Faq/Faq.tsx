import type { FaqBlock } from '@/cms/payload-types'
import { RichText } from '@/content/RichText'
import type { WidgetProps } from '@/widgets/types'
import styles from './Faq.module.css'
import { faqItemId, isInitiallyOpen } from './faq'

/** The open/closed indicator: decoration only (the <details> state is announced by assistive technology). */
function Chevron() {
  return (
    <svg
      className={styles.chevron}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
    >
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

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
                <Chevron />
              </span>
            </summary>
            <RichText data={item.answer} className={styles.answer} headingOffset={1} />
          </details>
        ))}
      </div>
    </div>
  )
}
