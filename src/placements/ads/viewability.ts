/*
 * When an ad counts as seen, and when a slot may show another (issue 28). Pure state fed by an
 * IntersectionObserver's ratios and the time:
 * - viewable (the MRC's display rule): at least half the ad in view for one continuous second, counted once per
 *   fill;
 * - refresh: only while in view, no sooner than 30 s after the slot last filled, and only once the slot has
 *   stayed in view for the refresh measure (001 §9: 2000 ms), so a reader scrolling past triggers nothing.
 */
import { AD_REFRESH_MIN_INTERVAL_MS, AD_SLOT_REFRESH_MEASURE_MS } from '@/lib/ads'

export const VIEWABLE_RATIO = 0.5
export const VIEWABLE_MS = 1000

export type SlotView = {
  /** When the current fill arrived. */
  filledAt: number
  /** Since when at least half the ad has been in view, or null. */
  inViewSince: number | null
  /** Whether this fill was counted as a viewable impression. */
  counted: boolean
}

export function filled(now: number): SlotView {
  return { filledAt: now, inViewSince: null, counted: false }
}

/** The slot's visible ratio changed at `now`. */
export function seen(view: SlotView, ratio: number, now: number): SlotView {
  const inView = ratio >= VIEWABLE_RATIO
  if (inView && view.inViewSince === null) return { ...view, inViewSince: now }
  if (!inView && view.inViewSince !== null) return { ...view, inViewSince: null }
  return view
}

/**
 * At `now`: whether to count the viewable impression (once per fill), and the state after. The runtime asks on
 * a timer set for `inViewSince + VIEWABLE_MS`.
 */
export function viewableAt(view: SlotView, now: number): { count: boolean; view: SlotView } {
  const count = !view.counted && view.inViewSince !== null && now - view.inViewSince >= VIEWABLE_MS
  return { count, view: count ? { ...view, counted: true } : view }
}

/** Whether the slot may ask for another ad at `now`. */
export function mayRefresh(view: SlotView, now: number): boolean {
  return (
    view.inViewSince !== null &&
    now - view.filledAt >= AD_REFRESH_MIN_INTERVAL_MS &&
    now - view.inViewSince >= AD_SLOT_REFRESH_MEASURE_MS
  )
}
