'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import styles from './TreatmentComparison.module.css'
import {
  decisionToolViewEvent,
  isSeen,
  type MarkerPosition,
  markerPosition,
  stickyHeaderOn,
} from './treatmentComparison'

/** Visibility steps at which the view check runs (fine enough for tables many screens tall). */
const VIEW_THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20)

function randomId(): string {
  try {
    return crypto.randomUUID()
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
  }
}

let pageView: { path: string; id: string } | null = null

/** One random correlation id per page view (a new page path is a new view), shared by the tools on it. */
function pageViewCorrelationId(): string {
  const path = typeof window === 'undefined' ? '' : window.location.pathname
  if (!pageView || pageView.path !== path) pageView = { path, id: randomId() }
  return pageView.id
}

type Column = { name: string; note: string }

/**
 * The comparison table's frame (000 §4 "Treatment comparison sticky header", §7 "Treatment comparison view
 * event"), around the server-rendered table:
 *
 * - a copy of the header row (hidden from assistive technology, which reads the table's own header) sticks
 *   to the top of the screen while the reader is inside the table: on when the top marker has scrolled out
 *   above the viewport, off once the bottom marker has too. It overlays the table, so nothing shifts, and
 *   follows the table's sideways scroll;
 * - the first time the tool is seen, one decision-tool exposure goes to the first-party data layer (never to
 *   a third party): the page view's correlation id, the tool's name and the page's topic.
 */
export function TreatmentComparisonFrame({
  toolName,
  topic,
  label,
  rowHeader,
  columns,
  children,
}: {
  toolName: string
  topic: string | null
  /** The table's name, for the scrollable region. */
  label: string
  /** The header of the first column (over the row labels). */
  rowHeader: string
  columns: Column[]
  children: ReactNode
}) {
  const frameRef = useRef<HTMLDivElement>(null)
  const topRef = useRef<HTMLDivElement>(null)
  const bottomRef = useRef<HTMLDivElement>(null)
  const barRowRef = useRef<HTMLDivElement>(null)
  const recorded = useRef(false)
  const [sticky, setSticky] = useState(false)

  useEffect(() => {
    const top = topRef.current
    const bottom = bottomRef.current
    if (!top || !bottom || typeof IntersectionObserver === 'undefined') return
    const positions = new Map<Element, MarkerPosition>([
      [top, 'below'],
      [bottom, 'below'],
    ])
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        positions.set(
          entry.target,
          markerPosition({
            isIntersecting: entry.isIntersecting,
            top: entry.boundingClientRect.top,
            rootTop: entry.rootBounds?.top ?? 0,
          }),
        )
      }
      setSticky(stickyHeaderOn(positions.get(top) ?? 'below', positions.get(bottom) ?? 'below'))
    })
    observer.observe(top)
    observer.observe(bottom)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const frame = frameRef.current
    if (!frame || recorded.current) return
    const record = () => {
      if (recorded.current) return
      recorded.current = true
      track(decisionToolViewEvent({ toolName, topic, correlationId: pageViewCorrelationId() }))
    }
    if (typeof IntersectionObserver === 'undefined') {
      record()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen =
            entry.isIntersecting &&
            isSeen({
              ratio: entry.intersectionRatio,
              visibleHeight: entry.intersectionRect?.height ?? 0,
              viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
            })
          if (seen) {
            record()
            observer.disconnect()
          }
        }
      },
      { threshold: VIEW_THRESHOLDS },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [toolName, topic])

  return (
    <div ref={frameRef} className={styles.frame} data-sticky={sticky ? 'on' : 'off'}>
      <div ref={topRef} className={styles.markerTop} data-marker="top" aria-hidden="true" />
      <div className={styles.stickyAnchor} aria-hidden="true">
        <div className={styles.stickyBar} data-sticky-header="">
          <div ref={barRowRef} className={styles.stickyRow}>
            <div className={styles.stickyCorner}>{rowHeader}</div>
            {columns.map((column, i) => (
              <div key={i} className={styles.stickyCell}>
                <span className={styles.columnName}>{column.name}</span>
                {column.note ? <span className={styles.columnNote}>{column.note}</span> : null}
              </div>
            ))}
          </div>
        </div>
      </div>
      <section
        className={styles.scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus so keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(event) => {
          const row = barRowRef.current
          if (row) row.style.transform = `translateX(${-event.currentTarget.scrollLeft}px)`
        }}
      >
        {children}
      </section>
      <div ref={bottomRef} className={styles.markerBottom} data-marker="bottom" aria-hidden="true" />
    </div>
  )
}
