/**
 * Pure rules of the collapse kit: text sent whole, clipped to a height behind a toggle ("Show more" / "Show
 * less") only when the browser measures it taller than the widget's threshold. No React: the hook
 * (`useCollapse.ts`) applies them.
 */

/**
 * Where a collapsible text stands:
 * - `pending`: the server HTML, before the browser has measured it (the widget's CSS may clip it already where
 *   scripts run, so settling moves nothing);
 * - `short`: measured no taller than the threshold: shown whole, no toggle;
 * - `collapsed`: taller, clipped with a fade, the toggle offers more;
 * - `expanded`: opened by the reader, the toggle offers less.
 */
export type CollapseState = 'pending' | 'short' | 'collapsed' | 'expanded'

/** Whether a text this tall (px) gets the toggle: only when it is taller than `threshold` (and measurable). */
export function offersToggle(contentHeight: number, threshold: number): boolean {
  return Number.isFinite(contentHeight) && contentHeight > threshold
}

/**
 * The state after (re)measuring: short text has no toggle; tall text starts collapsed and then keeps the
 * reader's choice across later measurements (a resize, a late font).
 */
export function stateAfterMeasuring(
  current: CollapseState,
  contentHeight: number,
  threshold: number,
): CollapseState {
  if (!offersToggle(contentHeight, threshold)) return 'short'
  return current === 'expanded' ? 'expanded' : 'collapsed'
}

/** The state after pressing the toggle. */
export function toggledState(state: CollapseState): CollapseState {
  if (state === 'collapsed') return 'expanded'
  if (state === 'expanded') return 'collapsed'
  return state
}

/** Whether the toggle is there in a state: only once measured tall. */
export function showsToggle(state: CollapseState): boolean {
  return state === 'collapsed' || state === 'expanded'
}

/**
 * Whether an element that got keyboard focus inside the collapsed text ends below what is shown
 * (`elementBottom` measured from the top of the clip): the text then opens, so focus is never out of sight.
 */
export function focusNeedsExpanding(elementBottom: number, shownHeight: number): boolean {
  return elementBottom > shownHeight
}
