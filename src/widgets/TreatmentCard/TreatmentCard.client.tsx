'use client'

import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Glyph } from '@/content/Glyph'
import kit from '../commerce/commerce.module.css'
import styles from './TreatmentCard.module.css'
import {
  focusNeedsExpanding,
  type SummaryState,
  summaryStateAfterMeasuring,
  toggledSummaryState,
} from './treatmentCard'

/**
 * The treatment description with its "Show more" toggle (000 §4 "Treatment card summary").
 *
 * The server HTML holds the whole description. Where scripts run, CSS clips it to the collapsed height from
 * the first paint (`@media (scripting: enabled)`), so collapsing it later moves nothing; without JavaScript it
 * is never clipped. This leaf measures the content before the browser paints its own render: content
 * taller than 172 px stays clipped, now with a fade and the toggle laid over the fade (no shift); shorter
 * content is released. If this leaf never runs, the CSS releases the clip by itself after a few seconds.
 */
export function TreatmentSummary({ id, children }: { id: string; children: ReactNode }) {
  const clipRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SummaryState>('unmeasured')

  const measure = useCallback(() => {
    const clip = clipRef.current
    if (!clip) return
    const height = clip.scrollHeight
    setState((current) => summaryStateAfterMeasuring(current, height))
  }, [])

  // Before paint: the first render after hydration already shows the settled state.
  useLayoutEffect(() => {
    measure()
    const content = contentRef.current
    if (!content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => measure())
    observer.observe(content)
    return () => observer.disconnect()
  }, [measure])

  // Keyboard focus on a link hidden under the fold opens the description (nothing focused is out of sight).
  useEffect(() => {
    const clip = clipRef.current
    if (!clip || state !== 'collapsed') return
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return
      const bottom = event.target.getBoundingClientRect().bottom - clip.getBoundingClientRect().top
      if (focusNeedsExpanding(bottom, clip.clientHeight)) setState('expanded')
    }
    clip.addEventListener('focusin', onFocusIn)
    return () => clip.removeEventListener('focusin', onFocusIn)
  }, [state])

  const toggle = state === 'collapsed' || state === 'expanded'
  return (
    <div className={styles.summary} data-state={state === 'unmeasured' ? undefined : state}>
      <div id={id} ref={clipRef} className={styles.summaryClip}>
        <div ref={contentRef}>{children}</div>
      </div>
      {toggle ? (
        <button
          type="button"
          className={`${kit.textButton} ${styles.toggle}`}
          aria-expanded={state === 'expanded'}
          aria-controls={id}
          onClick={() => setState(toggledSummaryState)}
        >
          {state === 'expanded' ? 'Show less' : 'Show more'}
          <Glyph className={styles.toggleIcon} d="M6 9l6 6 6-6" box={24} strokeWidth={2.2} />
        </button>
      ) : null}
    </div>
  )
}
