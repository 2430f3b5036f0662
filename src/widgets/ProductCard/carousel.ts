/**
 * Product-card carousel rules (000 §4 "Product card carousel", §9 "Carousel"). Pure and tiny: the arrows'
 * client leaf imports this module, nothing else of the widget.
 */

import { CAROUSEL_END_TOLERANCE_PX, CAROUSEL_PAGE_STEP_PX } from '../carousels/constants'

/**
 * How close to either end (px) counts as being at that end (its arrow is disabled), and the shortest move of
 * one arrow press (px; a wider page moves by its own width): the carousels' constants.
 */
export { CAROUSEL_END_TOLERANCE_PX, CAROUSEL_PAGE_STEP_PX }

export type ScrollSizes = { scrollLeft: number; clientWidth: number; scrollWidth: number }

/**
 * Whether the carousel's scroll position is at its start and at its end, within the 5 px tolerance (sub-pixel
 * positions and rounding never leave an arrow enabled that does nothing). Unusable sizes (not laid out yet)
 * count as both ends, so both arrows stay disabled.
 */
export function carouselEdges({ scrollLeft, clientWidth, scrollWidth }: ScrollSizes): {
  atStart: boolean
  atEnd: boolean
} {
  if (![scrollLeft, clientWidth, scrollWidth].every(Number.isFinite) || clientWidth <= 0) {
    return { atStart: true, atEnd: true }
  }
  // Right-to-left scrollers report negative positions; the distance from the start is what counts.
  const position = Math.abs(scrollLeft)
  return {
    atStart: position <= CAROUSEL_END_TOLERANCE_PX,
    atEnd: position + clientWidth >= scrollWidth - CAROUSEL_END_TOLERANCE_PX,
  }
}

/** How far one arrow press scrolls: one page (the width of a card slot), at least 300 px. */
export function carouselStep(pageWidth: number): number {
  return Number.isFinite(pageWidth) && pageWidth > CAROUSEL_PAGE_STEP_PX ? pageWidth : CAROUSEL_PAGE_STEP_PX
}

/** The carousel shows only with more than one card (000 §4). */
export function showsCarousel(cardCount: number): boolean {
  return cardCount > 1
}

/**
 * Where one arrow press takes the carousel: one step from where the previous press was heading (so quick
 * presses during a smooth scroll each count), or from the current position; never past either end.
 */
export function carouselTarget(args: {
  current: number
  pending: number | null
  direction: -1 | 1
  step: number
  maxScroll: number
}): number {
  const from = args.pending ?? Math.abs(args.current)
  return Math.min(Math.max(from + args.direction * args.step, 0), Math.max(args.maxScroll, 0))
}
