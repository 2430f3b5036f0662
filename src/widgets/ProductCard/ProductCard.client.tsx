'use client'

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '@/ui/useFirstView'
import kit from '../commerce/commerce.module.css'
import { CarouselArrowButtons } from './CarouselArrowButtons'
import { carouselEdges, carouselStep, carouselTarget } from './carousel'
import styles from './ProductCard.module.css'
import { reviewState } from './reviewCollapse'

/**
 * The review block's collapse (001 §4 "Review block"): the review is measured once it is on the page and
 * again when its width changes; taller than 154 px it is clipped to 150 px (155 px from the first widget
 * breakpoint) with a fade and a Read more / Show less toggle, otherwise it is fully open and the toggle goes.
 *
 * The server HTML holds the whole review. Until it is measured ('pending'), CSS clips it only where
 * JavaScript runs (`@media (scripting: enabled)`), so a long review does not jump when it collapses and a
 * reader without JavaScript reads it in full; a review the server judged short enough for wide screens
 * (`fitsWide`) is not clipped there while it waits.
 */
export function ReviewCollapse({
  id,
  subject,
  fitsWide = false,
  children,
}: {
  /** The id of the clipped region (the toggle's `aria-controls`). */
  id: string
  /** What the toggle opens, for screen readers: "Read more – Our review of Calmleaf Gummies". */
  subject: string
  /** The server's estimate: short enough not to collapse from the second widget breakpoint up. */
  fitsWide?: boolean
  children: ReactNode
}) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | null>(null)
  const [expanded, setExpanded] = useState(false)

  useEffect(() => {
    const content = contentRef.current
    if (!content) return
    const measure = () => setHeight(content.getBoundingClientRect().height || content.scrollHeight)
    measure()
    // A link inside the clipped part that gets keyboard focus opens the review, so focus is never hidden.
    const reveal = () => setExpanded(true)
    content.addEventListener('focusin', reveal)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(content)
    return () => {
      content.removeEventListener('focusin', reveal)
      observer?.disconnect()
    }
  }, [])

  const state = height === null ? 'pending' : reviewState(height, expanded)
  return (
    <div className={styles.collapse} data-state={state} data-fits-wide={fitsWide || undefined}>
      <div id={id} className={styles.collapseClip}>
        <div ref={contentRef}>{children}</div>
      </div>
      {state === 'open' ? null : (
        <button
          type="button"
          className={`${kit.textButton} ${styles.collapseToggle}`}
          aria-expanded={state === 'expanded'}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {state === 'expanded' ? 'Show less' : 'Read more'}
          <span className="visually-hidden"> – {subject}</span>
        </button>
      )}
    </div>
  )
}

/**
 * An animated image (GIF, APNG) in a review (001 §4): a click or Enter/Space on it toggles between playing
 * and a still of the current frame. The still is drawn on a canvas laid over the image, so the image (and its
 * description) stays where it is. Readers who ask for reduced motion get the still first.
 */
export function AnimatedImage({
  src,
  alt,
  width,
  height,
}: {
  src: string
  alt: string
  width?: number
  height?: number
}) {
  const imageRef = useRef<HTMLImageElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  const freeze = useCallback((): boolean => {
    const image = imageRef.current
    const canvas = canvasRef.current
    if (!image || !canvas || !image.complete || image.naturalWidth === 0) return false
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) return false
    context.drawImage(image, 0, 0)
    return true
  }, [])

  useEffect(() => {
    if (!reducedMotion) return
    const image = imageRef.current
    const stop = () => {
      if (freeze()) setPaused(true)
    }
    if (image?.complete) stop()
    else image?.addEventListener('load', stop, { once: true })
    return () => image?.removeEventListener('load', stop)
  }, [reducedMotion, freeze])

  const toggle = () => {
    if (paused) setPaused(false)
    else if (freeze()) setPaused(true)
  }

  return (
    <figure className={styles.animated} data-paused={paused}>
      <img ref={imageRef} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      <span className={styles.animatedStill} aria-hidden="true">
        <canvas ref={canvasRef} />
      </span>
      <button type="button" className={styles.animatedToggle} aria-pressed={paused} onClick={toggle}>
        <span className={styles.animatedBadge} aria-hidden="true">
          {paused ? (
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
              <path d="M5 3.5v9l7-4.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
              <path d="M5 3.5v9M11 3.5v9" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          )}
        </span>
        <span className="visually-hidden">Pause animation</span>
      </button>
    </figure>
  )
}

/**
 * The carousel's arrows, made to work (000 §4, §9): each press scrolls the cards by one page (at least
 * 300 px; the snap points settle on a card); an arrow is inactive at its end, within 5 px. Loaded when the
 * group comes near the viewport (`ProductCard.lazy.client.tsx`).
 */
export function CarouselArrows({ trackId }: { trackId: string }) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })
  const reducedMotion = usePrefersReducedMotion()
  // Where the last press was heading while its smooth scroll runs, so quick presses each move a page.
  const pending = useRef<number | null>(null)

  useEffect(() => {
    const track = document.getElementById(trackId)
    if (!track) return
    const update = () => setEdges(carouselEdges(track))
    // When a scroll ends, or the reader scrolls the cards themselves, the next press counts from where they are.
    const settle = () => {
      pending.current = null
    }
    update()
    track.addEventListener('scroll', update, { passive: true })
    track.addEventListener('scrollend', settle)
    track.addEventListener('pointerdown', settle, { passive: true })
    track.addEventListener('wheel', settle, { passive: true })
    window.addEventListener('resize', update)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(track)
    return () => {
      track.removeEventListener('scroll', update)
      track.removeEventListener('scrollend', settle)
      track.removeEventListener('pointerdown', settle)
      track.removeEventListener('wheel', settle)
      window.removeEventListener('resize', update)
      observer?.disconnect()
    }
  }, [trackId])

  const move = (direction: -1 | 1) => {
    const track = document.getElementById(trackId)
    if (!track) return
    const target = carouselTarget({
      current: track.scrollLeft,
      pending: pending.current,
      direction,
      step: carouselStep(track.clientWidth),
      maxScroll: track.scrollWidth - track.clientWidth,
    })
    pending.current = target
    track.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' })
  }

  return (
    <CarouselArrowButtons
      trackId={trackId}
      atStart={edges.atStart}
      atEnd={edges.atEnd}
      onBack={() => move(-1)}
      onForward={() => move(1)}
    />
  )
}
