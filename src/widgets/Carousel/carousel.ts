/*
 * Pure rules for the carousels (spec 000 §3 "Carousel cards", §4 "Carousel", §5, §9; 002 §9 carousel
 * slides, transition and swipe). No React, no DOM here.
 */
import { textOf } from '@/lib/text'
import { breakpoints, contentWidth } from '@/lib/tokens'

import { CAROUSEL_END_TOLERANCE_PX, CAROUSEL_PAGE_STEP_PX } from '../carousels/constants'

/**
 * One page of the carousel is this many pixels of scroll when the layout gives no width to measure (and a card
 * with its gap is this wide); within CAROUSEL_END_TOLERANCE_PX of the end of the scroll, the last page is the
 * active one.
 */
export { CAROUSEL_END_TOLERANCE_PX, CAROUSEL_PAGE_STEP_PX }
/** Paging (arrows, dots, keys, swipes) and the card flip take this long (none under reduced motion). */
export const CAROUSEL_TRANSITION_MS = 400
/** A mouse drag pages the carousel when it moved at least this far sideways… */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 25
/** …at an angle under this many degrees from the horizontal. */
export const CAROUSEL_SWIPE_MAX_ANGLE_DEG = 45
/** Up to this many cards sit in one row on wide screens, without carousel controls. */
export const CAROUSEL_MAX_ROW_CARDS = 3
/** Exactly this many cards make a 2 × 2 grid on wide screens. */
export const CAROUSEL_GRID_CARDS = 4
/** A daily-dose card shows at most this many lessons on its back. */
export const DAILY_DOSE_MAX_LESSONS = 3

/** The spec's carousel breakpoints (002 §9): tablet from 658 px, desktop from 1100 px. */
export const CAROUSEL_BASE_BREAKPOINTS = { tablet: 658, desktop: 1100 } as const
/**
 * The widths the carousel's media queries use: the spec's base widths widened by twice the page margin, as
 * every widget of the first group does (`breakpoints.widgetGroupA` in src/lib/tokens.ts: 690 and 1132).
 */
export const CAROUSEL_BREAKPOINTS = {
  tablet: breakpoints.widgetGroupA[0],
  desktop: breakpoints.widgetGroupA[2],
} as const

export type Breakpoint = 'mobile' | 'tablet' | 'desktop'

/**
 * Cards visible at once in a carousel as wide as the page (002 §9; the fraction shows the next card peeking
 * in). At the breakpoints these and 000's 300 px step agree (658 / 2.2 ≈ 300, 1100 / 3.4 ≈ 324).
 */
export const SLIDES_PER_VIEW: Record<Breakpoint, number> = { mobile: 1.1, tablet: 2.2, desktop: 3.4 }
/**
 * Cards visible at once in the article's column, where the carousels sit: each card and its gap take the
 * spec's 300 px step (000 §9), so a wide screen's 720 px column shows 2.4 of them, not 3.4 squeezed to 213 px;
 * a phone keeps 1.1 (its column is narrower than 1.1 steps below 342 px), a tablet 2.2 at its narrowest.
 */
export const COLUMN_SLIDES_PER_VIEW: Record<Breakpoint, number> = {
  mobile: SLIDES_PER_VIEW.mobile,
  tablet: SLIDES_PER_VIEW.tablet,
  desktop: contentWidth / CAROUSEL_PAGE_STEP_PX,
}
/** Cards one page moves: 2 at the middle breakpoint, 1 otherwise. */
export const CAROUSEL_CARDS_PER_PAGE: Record<Breakpoint, number> = { mobile: 1, tablet: 2, desktop: 1 }

/** The breakpoint of a viewport width in CSS pixels. */
export function breakpointAt(width: number): Breakpoint {
  if (width >= CAROUSEL_BREAKPOINTS.desktop) return 'desktop'
  if (width >= CAROUSEL_BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

/** Cards per page at a viewport width. */
export function cardsPerPage(width: number): number {
  return CAROUSEL_CARDS_PER_PAGE[breakpointAt(width)]
}

/** Cards visible at once in the article column at a viewport width. */
export function slidesPerView(width: number): number {
  return COLUMN_SLIDES_PER_VIEW[breakpointAt(width)]
}

/**
 * How `count` cards are laid out at a breakpoint: in a row when they all fit (1 on phones, 2 on tablets, up to
 * 3 on wide screens), exactly 4 as a 2 × 2 grid on wide screens, otherwise a carousel with controls.
 */
export type CarouselLayout = 'row' | 'grid' | 'carousel'
export function layoutFor(count: number, breakpoint: Breakpoint): CarouselLayout {
  if (breakpoint === 'desktop') {
    if (count <= CAROUSEL_MAX_ROW_CARDS) return 'row'
    if (count === CAROUSEL_GRID_CARDS) return 'grid'
    return 'carousel'
  }
  return count <= Math.floor(COLUMN_SLIDES_PER_VIEW[breakpoint]) ? 'row' : 'carousel'
}

/** The layout at each breakpoint (the server writes all three; CSS media queries pick one). */
export function layoutsFor(count: number): Record<Breakpoint, CarouselLayout> {
  return {
    mobile: layoutFor(count, 'mobile'),
    tablet: layoutFor(count, 'tablet'),
    desktop: layoutFor(count, 'desktop'),
  }
}

/**
 * Pages from the number of cards, before the carousel can measure itself: the first page shows
 * `COLUMN_SLIDES_PER_VIEW` cards, each further page `CAROUSEL_CARDS_PER_PAGE` more, the last one up to the end.
 */
export function pageCount(count: number, breakpoint: Breakpoint): number {
  if (count < 1) return 0
  if (layoutFor(count, breakpoint) !== 'carousel') return 1
  const remaining = (count - COLUMN_SLIDES_PER_VIEW[breakpoint]) / CAROUSEL_CARDS_PER_PAGE[breakpoint]
  // The epsilon keeps 0.1 / 0.1 from becoming 1.0000000000000002 pages.
  return Math.ceil(remaining - 1e-9) + 1
}

/**
 * Pages from the measured scroll: one per `step` of scroll, the last one at the end of the scroll (a rest
 * within the end tolerance is not a page of its own).
 */
export function pagesForScroll(maxScroll: number, step = CAROUSEL_PAGE_STEP_PX): number {
  if (!(maxScroll > CAROUSEL_END_TOLERANCE_PX) || !(step > 0)) return 1
  return Math.ceil((maxScroll - CAROUSEL_END_TOLERANCE_PX) / step) + 1
}

export type ScrollGeometry = {
  /** Pixels of scroll between the starts of two pages. */
  step: number
  /** How far the row scrolls (scrollWidth − clientWidth). */
  maxScroll: number
  pages: number
}

/**
 * The carousel's geometry from what the browser measured: the step is the distance between the first card
 * and the first card of the second page (the spec's 300 px when it cannot be measured); pages come from
 * the scroll. When nothing is laid out (no width at all), pages come from the number of cards.
 */
export function scrollGeometry(measured: {
  count: number
  breakpoint: Breakpoint
  scrollWidth: number
  clientWidth: number
  /** offsetLeft of the first card of page 2 minus that of the first card; 0 when unknown. */
  pageOffset: number
}): ScrollGeometry {
  const step = measured.pageOffset > 0 ? measured.pageOffset : CAROUSEL_PAGE_STEP_PX
  if (!(measured.scrollWidth > 0) || !(measured.clientWidth > 0)) {
    const pages = Math.max(1, pageCount(measured.count, measured.breakpoint))
    return { step, maxScroll: (pages - 1) * step, pages }
  }
  const maxScroll = Math.max(0, measured.scrollWidth - measured.clientWidth)
  return { step, maxScroll, pages: pagesForScroll(maxScroll, step) }
}

/** The active page (0-based) for a scroll position: the nearest page start, or the last page at the end. */
export function activePage(scrollLeft: number, geometry: ScrollGeometry): number {
  const { pages, maxScroll, step } = geometry
  if (pages <= 1) return 0
  if (scrollLeft >= maxScroll - CAROUSEL_END_TOLERANCE_PX) return pages - 1
  return clamp(Math.round(Math.max(0, scrollLeft) / (step > 0 ? step : CAROUSEL_PAGE_STEP_PX)), 0, pages - 1)
}

/** Where to scroll to show a page: its start, or the end of the scroll for the last page. */
export function pageTarget(page: number, geometry: ScrollGeometry): number {
  const { pages, maxScroll, step } = geometry
  const index = clamp(Math.trunc(page), 0, Math.max(0, pages - 1))
  if (index >= pages - 1) return maxScroll
  return Math.min(index * step, maxScroll)
}

export type SwipeDirection = 'next' | 'previous'

/**
 * A drag is a swipe when it moved at least 25 px sideways at an angle under 45° from the horizontal: to the
 * left shows the next page, to the right the previous one. Anything else (a tap, a vertical scroll) is not.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null
  if (Math.abs(dx) < CAROUSEL_SWIPE_THRESHOLD_PX) return null
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI
  if (angle >= CAROUSEL_SWIPE_MAX_ANGLE_DEG) return null
  return dx < 0 ? 'next' : 'previous'
}

/** Ease in and out (cubic): 0 → 0, 0.5 → 0.5, 1 → 1. */
export function easeInOut(t: number): number {
  const x = clamp(t, 0, 1)
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

/** The scroll position `elapsed` ms into a paging transition from `from` to `to`. */
export function scrollAt(
  from: number,
  to: number,
  elapsed: number,
  duration = CAROUSEL_TRANSITION_MS,
): number {
  if (!(duration > 0) || elapsed >= duration) return to
  if (elapsed <= 0) return from
  return from + (to - from) * easeInOut(elapsed / duration)
}

/** A daily-dose card's lessons: their texts, trimmed, empty ones left out, at most 3. */
export function capLessons(lessons: unknown): string[] {
  if (!Array.isArray(lessons)) return []
  return lessons
    .map((lesson) => textOf(isRecord(lesson) ? lesson.text : lesson))
    .filter((text) => text !== '')
    .slice(0, DAILY_DOSE_MAX_LESSONS)
}

/** The editor's check on a daily-dose card's lessons: one to three. */
export function lessonsProblem(value: unknown): string | true {
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (count < 1) return 'Add at least one lesson to the back of this daily-dose card.'
  if (count > DAILY_DOSE_MAX_LESSONS) {
    const extra = count - DAILY_DOSE_MAX_LESSONS
    return `A daily-dose card shows at most ${DAILY_DOSE_MAX_LESSONS} lessons; this one has ${count}. Remove ${extra}.`
  }
  return true
}

/** Items with distinct keys, in order: the first of each key is kept (an image added twice shows once). */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** What a flip card's button says: before flipping, and when the back shows. */
export const FLIP_LABELS = {
  question: { front: 'Show answer', back: 'Show question' },
  dose: { front: 'Show lessons', back: 'Show picture' },
} as const

/** A slide's name for screen readers: "2 of 5". */
export const slideLabel = (index: number, count: number) => `${index + 1} of ${count}`
/** A dot's name: "Go to page 2". */
export const dotLabel = (page: number) => `Go to page ${page + 1}`
export const PREVIOUS_LABEL = 'Previous page'
export const NEXT_LABEL = 'Next page'

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
