'use client'

import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { usePrefersReducedMotion } from '@/ui/useFirstView'
import { CarouselFrame } from './CarouselFrame'
import {
  activePage,
  type Breakpoint,
  breakpointAt,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_CARDS_PER_PAGE,
  CAROUSEL_TRANSITION_MS,
  pageTarget,
  type ScrollGeometry,
  scrollAt,
  scrollGeometry,
  swipeDirection,
} from './carousel'
import type { CarouselCard, CarouselKind } from './carouselCards'

export type CarouselPlayerProps = { id: string; kind: CarouselKind; cards: CarouselCard[] }

const TABLET_QUERY = `(min-width: ${CAROUSEL_BREAKPOINTS.tablet}px)`
const DESKTOP_QUERY = `(min-width: ${CAROUSEL_BREAKPOINTS.desktop}px)`
/** A mouse press becomes a drag once it has moved this far sideways (a shorter wobble is still a click). */
const DRAG_START_PX = 5

/** The breakpoint the page's CSS is at (the same media queries). */
function currentBreakpoint(): Breakpoint {
  if (typeof window === 'undefined') return 'mobile'
  if (typeof window.matchMedia !== 'function') return breakpointAt(window.innerWidth)
  if (window.matchMedia(DESKTOP_QUERY).matches) return 'desktop'
  if (window.matchMedia(TABLET_QUERY).matches) return 'tablet'
  return 'mobile'
}

function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(currentBreakpoint)
  useEffect(() => {
    const update = () => setBreakpoint(currentBreakpoint())
    update()
    if (typeof window.matchMedia !== 'function') {
      window.addEventListener('resize', update)
      return () => window.removeEventListener('resize', update)
    }
    const queries = [TABLET_QUERY, DESKTOP_QUERY].map((query) => window.matchMedia(query))
    for (const query of queries) query.addEventListener?.('change', update)
    return () => {
      for (const query of queries) query.removeEventListener?.('change', update)
    }
  }, [])
  return breakpoint
}

type Drag = { x: number; y: number; scroll: number; page: number; moved: boolean; pointerId: number }

/**
 * The carousel once its leaf has loaded: the server's markup, plus
 * - the active page, following the scroll position (however the reader scrolls: touch, trackpad, keys);
 * - arrows and dots (buttons; the active dot has aria-current) that page it in 400 ms, or at once under
 *   reduced motion;
 * - the arrow keys, Home and End on the focused row or the controls;
 * - mouse drags: the row follows the pointer, and a swipe (25 px, under 45°) moves one page;
 * - the flip of question and daily-dose cards (the face not shown is inert).
 * Touch swipes are the browser's own scrolling, snapped by CSS.
 */
export function CarouselPlayer({ id, kind, cards }: CarouselPlayerProps) {
  const trackRef = useRef<HTMLDivElement>(null)
  const breakpoint = useBreakpoint()
  const reducedMotion = usePrefersReducedMotion()
  const count = cards.length

  const initialGeometry = () =>
    scrollGeometry({ count, breakpoint: currentBreakpoint(), scrollWidth: 0, clientWidth: 0, pageOffset: 0 })
  const [geometry, setGeometry] = useState<ScrollGeometry>(initialGeometry)
  const geometryRef = useRef<ScrollGeometry>(geometry)
  const [active, setActive] = useState(0)
  const [flipped, setFlipped] = useState<boolean[]>(() => cards.map(() => false))
  const [dragging, setDragging] = useState(false)

  const frameRef = useRef<number | null>(null)
  const animating = useRef(false)
  const drag = useRef<Drag | null>(null)
  const suppressClick = useRef(false)

  /** Reads the row's geometry from the layout (pages, step, end of scroll) and the page it is at. */
  const measure = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    const first = track.children[0] as HTMLElement | undefined
    const nextPage = track.children[CAROUSEL_CARDS_PER_PAGE[breakpoint]] as HTMLElement | undefined
    const next = scrollGeometry({
      count,
      breakpoint,
      scrollWidth: track.scrollWidth,
      clientWidth: track.clientWidth,
      pageOffset: first && nextPage ? nextPage.offsetLeft - first.offsetLeft : 0,
    })
    const previous = geometryRef.current
    geometryRef.current = next
    if (
      next.step !== previous.step ||
      next.pages !== previous.pages ||
      next.maxScroll !== previous.maxScroll
    ) {
      setGeometry(next)
    }
    if (!animating.current) setActive(activePage(track.scrollLeft, next))
  }, [breakpoint, count])

  useEffect(() => {
    measure()
    const track = trackRef.current
    if (!track) return
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => measure())
      observer.observe(track)
      return () => observer.disconnect()
    }
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const stopAnimation = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current)
    frameRef.current = null
    animating.current = false
    if (trackRef.current) trackRef.current.style.scrollSnapType = ''
  }, [])

  /** Scrolls the row to `left`: over 400 ms (snapping paused meanwhile), or at once under reduced motion. */
  const scrollRowTo = useCallback(
    (left: number) => {
      const track = trackRef.current
      if (!track) return
      stopAnimation()
      const from = track.scrollLeft
      if (reducedMotion || typeof requestAnimationFrame !== 'function' || Math.abs(left - from) < 1) {
        track.scrollLeft = left
        return
      }
      animating.current = true
      track.style.scrollSnapType = 'none'
      const startedAt = performance.now()
      const step = () => {
        const elapsed = performance.now() - startedAt
        track.scrollLeft = scrollAt(from, left, elapsed)
        if (elapsed < CAROUSEL_TRANSITION_MS) {
          frameRef.current = requestAnimationFrame(step)
          return
        }
        stopAnimation()
        setActive(activePage(track.scrollLeft, geometryRef.current))
      }
      frameRef.current = requestAnimationFrame(step)
    },
    [reducedMotion, stopAnimation],
  )

  const goTo = useCallback(
    (page: number) => {
      const { pages } = geometryRef.current
      const index = Math.min(Math.max(page, 0), pages - 1)
      setActive(index)
      scrollRowTo(pageTarget(index, geometryRef.current))
    },
    [scrollRowTo],
  )

  // The active page follows the scroll, whoever scrolls; the reader's own wheel or touch stops a transition.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const onScroll = () => {
      if (animating.current || drag.current?.moved) return
      setActive(activePage(track.scrollLeft, geometryRef.current))
    }
    const onReaderScroll = () => {
      if (animating.current) stopAnimation()
    }
    track.addEventListener('scroll', onScroll, { passive: true })
    track.addEventListener('wheel', onReaderScroll, { passive: true })
    track.addEventListener('touchstart', onReaderScroll, { passive: true })
    return () => {
      track.removeEventListener('scroll', onScroll)
      track.removeEventListener('wheel', onReaderScroll)
      track.removeEventListener('touchstart', onReaderScroll)
    }
  }, [stopAnimation])

  useEffect(() => stopAnimation, [stopAnimation])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const track = trackRef.current
    const target = event.target as Node
    const { pages } = geometryRef.current
    // Keys inside a card (its flip button) keep their own meaning; the row and the controls page.
    if (!track || pages <= 1 || (target !== track && track.contains(target))) return
    const page =
      event.key === 'ArrowRight'
        ? active + 1
        : event.key === 'ArrowLeft'
          ? active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? pages - 1
              : null
    if (page === null || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    goTo(page)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (animating.current) stopAnimation()
    const track = trackRef.current
    if (!track || event.pointerType !== 'mouse' || event.button !== 0 || geometryRef.current.pages <= 1)
      return
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      scroll: track.scrollLeft,
      page: active,
      moved: false,
      pointerId: event.pointerId,
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current
    const current = drag.current
    if (!track || !current) return
    const dx = event.clientX - current.x
    if (!current.moved) {
      if (Math.abs(dx) < DRAG_START_PX) return
      current.moved = true
      setDragging(true)
      track.style.scrollSnapType = 'none'
      try {
        track.setPointerCapture?.(current.pointerId)
      } catch {
        // The pointer is already gone: the drag ends on pointerup as usual.
      }
    }
    track.scrollLeft = current.scroll - dx
  }

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    drag.current = null
    if (!current?.moved) return
    setDragging(false)
    try {
      trackRef.current?.releasePointerCapture?.(current.pointerId)
    } catch {
      // Not captured any more.
    }
    // The click that ends a drag is not a press of a card's button.
    suppressClick.current = true
    setTimeout(() => {
      suppressClick.current = false
    }, 0)
    const direction = swipeDirection(event.clientX - current.x, event.clientY - current.y)
    goTo(direction === 'next' ? current.page + 1 : direction === 'previous' ? current.page - 1 : current.page)
  }

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  const onFlip = (index: number) => setFlipped((all) => all.map((value, i) => (i === index ? !value : value)))

  return (
    <CarouselFrame
      id={id}
      kind={kind}
      cards={cards}
      live={{
        trackRef,
        pages: geometry.pages,
        active: Math.min(active, Math.max(0, geometry.pages - 1)),
        flipped,
        reducedMotion,
        dragging,
        onFlip,
        onGoTo: goTo,
        onKeyDown,
        onPointerDown,
        onPointerMove,
        onPointerUp,
        onClickCapture,
      }}
    />
  )
}
