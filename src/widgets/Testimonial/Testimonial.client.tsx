'use client'

import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '@/ui/useFirstView'
import { type EntrancePhase, QuoteList } from './QuoteList'
import styles from './Testimonial.module.css'
import {
  entranceTotalMs,
  nextViewCount,
  type QuoteView,
  shouldAnimate,
  TESTIMONIAL_VIEW_MARGIN,
} from './testimonial'

/**
 * The quotes' one-time entrance (000 §4): the same cards as the server's, always visible. The leaf counts how
 * many times the widget comes into view during this page view; once it has come into view twice and the quotes
 * are in view, the cards rise and fade in, 840 ms apart, once. Never under prefers-reduced-motion; without
 * IntersectionObserver nothing is counted and nothing moves. Loaded when the widget nears the viewport
 * (`Testimonial.lazy.client.tsx`).
 */
export function TestimonialQuotes({ quotes }: { quotes: QuoteView[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [viewCount, setViewCount] = useState(0)
  const [quotesInView, setQuotesInView] = useState(false)
  const [phase, setPhase] = useState<EntrancePhase>('idle')
  const waiting = phase === 'idle'
  const count = quotes.length

  // Counts the widget's views and follows the quotes area, until the entrance has played.
  useEffect(() => {
    const area = ref.current
    if (!waiting || !area || typeof IntersectionObserver === 'undefined') return
    const widget = area.closest('[data-testimonial]') ?? area
    let views = 0
    let widgetInView = false
    const options = { rootMargin: TESTIMONIAL_VIEW_MARGIN }
    const widgetObserver = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        views = nextViewCount(views, widgetInView, entry.isIntersecting)
        widgetInView = entry.isIntersecting
      }
      setViewCount(views)
    }, options)
    const quotesObserver = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1]
      if (latest) setQuotesInView(latest.isIntersecting)
    }, options)
    widgetObserver.observe(widget)
    quotesObserver.observe(area)
    return () => {
      widgetObserver.disconnect()
      quotesObserver.disconnect()
    }
  }, [waiting])

  // Starts the entrance once its moment has come.
  useEffect(() => {
    if (waiting && shouldAnimate(viewCount, quotesInView, reducedMotion)) setPhase('playing')
  }, [waiting, viewCount, quotesInView, reducedMotion])

  // Ends it when the last card is in place, or at once if reduced motion is switched on meanwhile.
  useEffect(() => {
    if (phase !== 'playing') return
    if (reducedMotion) {
      setPhase('done')
      return
    }
    const timer = setTimeout(() => setPhase('done'), entranceTotalMs(count))
    return () => clearTimeout(timer)
  }, [phase, reducedMotion, count])

  return (
    <div ref={ref} className={styles.quotesArea}>
      <QuoteList quotes={quotes} phase={phase} />
    </div>
  )
}
