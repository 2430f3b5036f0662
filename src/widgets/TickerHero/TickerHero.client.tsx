'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import { Glyph } from '@/content/Glyph'
import { usePrefersReducedMotion } from '@/ui/useFirstView'
import { TickerHeadlineView } from './TickerHeadline'
import styles from './TickerHero.module.css'
import {
  nextTickerIndex,
  TICKER_ITEM_MS,
  TICKER_PAUSE_LABEL,
  type TickerHeadlineData,
  tickerAnimates,
  tickerRuns,
} from './tickerHero'

/** Whether the element is in the viewport now (true again each time it comes back). */
function useInView<T extends Element>(ref: RefObject<T | null>): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInView(last.isIntersecting)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return inView
}

/** Whether the page's tab is shown (false while the reader is in another tab or the window is minimised). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden')
    update()
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return visible
}

/**
 * The ticker: the server's headline, whose changing phrase takes turns every 2500 ms (the next one fading in
 * over 150 ms) while the headline is in view and the tab is shown, with a button to pause it. Under reduced
 * motion nothing moves and there is no button. Loaded when the hero nears the viewport
 * (`TickerHero.lazy.client.tsx`).
 */
export function TickerHeadline({ id, headline }: { id: string; headline: TickerHeadlineData }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const inView = useInView(ref)
  const pageVisible = usePageVisible()
  const reducedMotion = usePrefersReducedMotion()
  const [active, setActive] = useState(0)
  const [changed, setChanged] = useState(false)
  const [paused, setPaused] = useState(false)
  const count = headline.items.length
  const runs = tickerRuns({ count, reducedMotion, inView, pageVisible, paused })

  useEffect(() => {
    if (!runs) return
    // One turn every 2500 ms while it runs. A pause (leaving the viewport, hiding the tab, the button, reduced
    // motion) keeps the phrase on screen; the next turn comes a full 2500 ms after the run resumes.
    let timer: ReturnType<typeof setTimeout> | undefined
    const scheduleTurn = () => {
      timer = setTimeout(() => {
        setActive((index) => nextTickerIndex(index, count))
        setChanged(true)
        scheduleTurn()
      }, TICKER_ITEM_MS)
    }
    scheduleTurn()
    return () => clearTimeout(timer)
  }, [runs, count])

  return (
    <>
      <TickerHeadlineView
        id={id}
        headline={headline}
        active={active}
        fading={changed && !reducedMotion}
        headingRef={ref}
      />
      {tickerAnimates(count, reducedMotion) ? (
        <button
          type="button"
          className={styles.pause}
          aria-label={TICKER_PAUSE_LABEL}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          <Glyph d={paused ? 'M5 3.5l7.5 4.5L5 12.5z' : 'M5.5 3.5v9M10.5 3.5v9'} size={16} />
        </button>
      ) : null}
    </>
  )
}
