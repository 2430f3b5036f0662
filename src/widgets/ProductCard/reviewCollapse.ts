/**
 * Review block collapse rules (001 §4 "Review block", §9). Pure and tiny: the review's client leaf imports
 * this module, nothing else of the widget.
 */

/** A review whose content is taller than this (px) is collapsed and offered a toggle. */
export const REVIEW_COLLAPSE_THRESHOLD_PX = 154

/** The collapsed review's height (px): on phones, and from the first widget breakpoint up. */
export const REVIEW_COLLAPSED_HEIGHT_PX = { mobile: 150, larger: 155 } as const

/** Whether a review whose content measures `heightPx` collapses. Unmeasurable heights never do. */
export function collapsesAt(heightPx: number): boolean {
  return Number.isFinite(heightPx) && heightPx > REVIEW_COLLAPSE_THRESHOLD_PX
}

/**
 * The review block's state after measuring: 'open' (short: no toggle), 'collapsed' (clipped, with a toggle)
 * or 'expanded' (tall, opened by the reader; the toggle closes it again).
 */
export type ReviewState = 'open' | 'collapsed' | 'expanded'

export function reviewState(heightPx: number, expandedByReader: boolean): ReviewState {
  if (!collapsesAt(heightPx)) return 'open'
  return expandedByReader ? 'expanded' : 'collapsed'
}
