/**
 * Pure rules for following a reader through an article and the articles appended below it (001 §9):
 * virtual page views at least 6000 ms apart, scroll depth thresholds 0/25/50/75/100 per article, scroll
 * handling throttled to 500 ms, and which article counts as the one being read.
 */

/** Infinite-scroll depth thresholds, in percent of an article read (001 §9). */
export const SCROLL_DEPTH_THRESHOLDS = [0, 25, 50, 75, 100] as const

/** Scroll events are handled at most once per this many milliseconds (001 §9): the page's one rule, in lib. */
export { SCROLL_THROTTLE_MS } from '@/lib/tracking'

/** Minimum time between two counted virtual page views (001 §9). */
export const PAGE_VIEW_MIN_INTERVAL_MS = 6000

/** A virtual page view counts when none has been counted yet, or the last one is at least 6000 ms old. */
export function shouldCountPageView(now: number, lastCountedAt: number | null): boolean {
  return lastCountedAt === null || now - lastCountedAt >= PAGE_VIEW_MIN_INTERVAL_MS
}

/**
 * The thresholds newly reached when the furthest point read moves from `previousMax` to `percent`: each
 * threshold above the old maximum and at or below the new one. Start with `previousMax = -1` (nothing
 * reported), so reaching the article's start reports 0. Moving back reports nothing.
 */
export function crossedThresholds(previousMax: number, percent: number): number[] {
  return SCROLL_DEPTH_THRESHOLDS.filter((t) => t > previousMax && t <= percent)
}

/** The part of the viewport an element's box takes, from its client rect. */
export type Box = { top: number; bottom: number }

/**
 * How much of an article the reader has reached, in percent: how far the bottom of the viewport has gone
 * through it. -1 while the article starts below the viewport; 0 when its top enters; 100 once its end is
 * in view.
 */
export function readPercent(box: Box, viewportHeight: number): number {
  if (box.top >= viewportHeight) return -1
  const height = box.bottom - box.top
  if (height <= 0 || box.bottom <= viewportHeight) return 100
  return Math.max(0, Math.min(100, ((viewportHeight - box.top) / height) * 100))
}

/** The index of the box that takes most of the viewport, or -1 when none is in view. Ties go to the first. */
export function mostInView(boxes: readonly Box[], viewportHeight: number): number {
  let best = -1
  let bestVisible = 0
  boxes.forEach((box, index) => {
    const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0)
    if (visible > bestVisible) {
      best = index
      bestVisible = visible
    }
  })
  return best
}

export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void }

/**
 * Calls `fn` at most once per `waitMs`: at once when the last call is old enough, otherwise once at the end
 * of the wait with the latest arguments, so the final position after a burst of scroll events is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): Throttled<A> {
  let lastCall = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null

  const invoke = (args: A) => {
    lastCall = now()
    fn(...args)
  }

  const throttled = (...args: A) => {
    const remaining = waitMs - (now() - lastCall)
    if (remaining <= 0 && timer === null) {
      invoke(args)
      return
    }
    pending = args
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null
          const latest = pending
          pending = null
          if (latest) invoke(latest)
        },
        Math.max(0, remaining),
      )
    }
  }
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
