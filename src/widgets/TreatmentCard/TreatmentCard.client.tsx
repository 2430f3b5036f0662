'use client'

import type { ReactNode } from 'react'
import { Glyph } from '@/content/Glyph'
import { cx } from '@/lib/cx'
import { showsToggle } from '../collapse/collapse'
import collapse from '../collapse/collapse.module.css'
import { useCollapse } from '../collapse/useCollapse'
import kit from '../commerce/commerce.module.css'
import styles from './TreatmentCard.module.css'
import { SUMMARY_TOGGLE_THRESHOLD_PX } from './treatmentCard'

/**
 * The treatment description with its "Show more" toggle (000 §4 "Treatment card summary").
 *
 * The server HTML holds the whole description. Where scripts run, CSS clips it to the collapsed height from
 * the first paint (`@media (scripting: enabled)`), so collapsing it later moves nothing; without JavaScript it
 * is never clipped. This leaf measures the content before the browser paints its own render (the collapse kit,
 * `useCollapse`): content taller than 172 px stays clipped, now with a fade and the toggle laid over the fade
 * (no shift); shorter content is released. If this leaf never runs, the CSS releases the clip by itself after a
 * few seconds.
 */
export function TreatmentSummary({ id, children }: { id: string; children: ReactNode }) {
  const { state, clipRef, contentRef, toggle } = useCollapse({ threshold: SUMMARY_TOGGLE_THRESHOLD_PX })
  return (
    <div className={styles.summary} data-state={state === 'pending' ? undefined : state}>
      <div id={id} ref={clipRef} className={cx(collapse.clip, styles.summaryClip)}>
        <div ref={contentRef}>{children}</div>
      </div>
      {showsToggle(state) ? (
        <button
          type="button"
          className={cx(kit.textButton, collapse.toggle, styles.toggle)}
          aria-expanded={state === 'expanded'}
          aria-controls={id}
          onClick={toggle}
        >
          {state === 'expanded' ? 'Show less' : 'Show more'}
          <Glyph className={collapse.toggleIcon} d="M6 9l6 6 6-6" box={24} strokeWidth={2.2} />
        </button>
      ) : null}
    </div>
  )
}
