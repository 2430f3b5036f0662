import {
  type CollapseState,
  focusNeedsExpanding,
  offersToggle,
  showsToggle,
  stateAfterMeasuring,
  toggledState,
} from './collapse'

describe('offersToggle (only text taller than the threshold)', () => {
  it.each([
    [0, 75, false],
    [40, 75, false],
    [75, 75, false],
    [75.5, 75, true],
    [600, 75, true],
    [172, 172, false],
    [172.5, 172, true],
    [Number.NaN, 75, false],
    [Number.POSITIVE_INFINITY, 75, false],
    [-10, 75, false],
  ])('%s px with a threshold of %s px → %s', (height, threshold, offered) => {
    expect(offersToggle(height, threshold)).toBe(offered)
  })
})

describe('stateAfterMeasuring (threshold 75 px)', () => {
  it.each<[CollapseState, number, CollapseState]>([
    // Before the first measurement: tall text starts collapsed, short text is shown whole.
    ['pending', 300, 'collapsed'],
    ['pending', 60, 'short'],
    ['pending', 75, 'short'],
    ['pending', Number.NaN, 'short'], // unmeasurable: never hide anything
    // A later measurement (a resize, a late font) keeps the reader's choice while the toggle is offered…
    ['collapsed', 300, 'collapsed'],
    ['expanded', 300, 'expanded'],
    // …text that became short loses its toggle; text that became tall gains it, collapsed.
    ['collapsed', 60, 'short'],
    ['expanded', 60, 'short'],
    ['short', 300, 'collapsed'],
  ])('%s, measured %s px → %s', (current, height, next) => {
    expect(stateAfterMeasuring(current, height, 75)).toBe(next)
  })
})

describe('toggledState and showsToggle', () => {
  it.each<[CollapseState, CollapseState, boolean]>([
    ['collapsed', 'expanded', true],
    ['expanded', 'collapsed', true],
    ['short', 'short', false],
    ['pending', 'pending', false],
  ])('%s → %s (toggle shown: %s)', (state, next, shown) => {
    expect(toggledState(state)).toBe(next)
    expect(showsToggle(state)).toBe(shown)
  })
})

describe('focusNeedsExpanding (keyboard focus on something under the fold)', () => {
  it.each([
    // bottom of the focused element (from the top of the clip), height shown → expand?
    [40, 75, false],
    [75, 75, false],
    [76, 75, true],
    [151, 150, true],
    [300, 75, true],
  ])('element ending at %s px, %s px shown → %s', (bottom, shown, expand) => {
    expect(focusNeedsExpanding(bottom, shown)).toBe(expand)
  })
})
