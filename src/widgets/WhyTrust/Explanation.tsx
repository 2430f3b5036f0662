import type { ReactNode, Ref } from 'react'
import { Chevron } from '@/content/Chevron'
import { cx } from '@/lib/cx'
import { type CollapseState, showsToggle } from '../collapse/collapse'
import collapse from '../collapse/collapse.module.css'
import kit from '../commerce/commerce.module.css'
import styles from './WhyTrust.module.css'
import { toggleWords } from './whyTrust'

/**
 * The explanation's markup in every state, shared by the server HTML (`pending`) and the collapse leaf, so
 * the leaf taking over moves nothing:
 *
 * - the clip (`id`, the toggle's `aria-controls`) holds the whole text in every state; collapsed, CSS clips
 *   it to 75 px (`overflow: hidden`, the collapse kit's fade over the last line). Nothing is hidden from screen readers: the
 *   clipped text stays in the accessibility tree and in reading order;
 * - the toggle row under it keeps the button's height from the first paint where scripts run (empty while
 *   `pending`), so the button appearing shifts nothing. The button itself exists only once the leaf runs
 *   (never a button that does nothing), and stays the same element across states, so focus stays on it.
 */
export function Explanation({
  id,
  state,
  subject,
  clipRef,
  contentRef,
  buttonRef,
  onToggle,
  children,
}: {
  id: string
  state: CollapseState
  /** What the toggle opens, for screen readers ("Read more – Why you can trust Wellread"). */
  subject: string
  clipRef?: Ref<HTMLDivElement>
  contentRef?: Ref<HTMLDivElement>
  buttonRef?: Ref<HTMLButtonElement>
  onToggle?: () => void
  children: ReactNode
}) {
  const toggle = showsToggle(state)
  return (
    <div className={styles.explanation} data-state={state}>
      <div id={id} ref={clipRef} className={cx(collapse.clip, styles.clip)}>
        <div ref={contentRef}>{children}</div>
      </div>
      {state === 'short' ? null : (
        <div className={styles.toggleRow}>
          {toggle ? (
            <button
              ref={buttonRef}
              type="button"
              className={cx(kit.textButton, collapse.toggle, styles.toggle)}
              aria-expanded={state === 'expanded'}
              aria-controls={id}
              onClick={onToggle}
            >
              {toggleWords(state)}
              {subject ? <span className="visually-hidden"> – {subject}</span> : null}
              <Chevron className={cx(collapse.toggleIcon, styles.chevron)} />
            </button>
          ) : null}
        </div>
      )}
    </div>
  )
}
