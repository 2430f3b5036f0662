import {
  collapsesAt,
  REVIEW_COLLAPSE_THRESHOLD_PX,
  REVIEW_COLLAPSED_HEIGHT_PX,
  reviewState,
} from './reviewCollapse'

describe('collapsesAt', () => {
  it('uses the spec constants: taller than 154 px collapses, to 150 px on phones and 155 px on larger screens', () => {
    expect(REVIEW_COLLAPSE_THRESHOLD_PX).toBe(154)
    expect(REVIEW_COLLAPSED_HEIGHT_PX).toEqual({ mobile: 150, larger: 155 })
  })

  it.each([
    [0, false],
    [100, false],
    [154, false],
    [154.4, true],
    [155, true],
    [600, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [-20, false],
  ])('%s px → %s', (height, expected) => {
    expect(collapsesAt(height)).toBe(expected)
  })
})

describe('reviewState', () => {
  it.each([
    // measured height, reader expanded it → state
    [400, false, 'collapsed'],
    [400, true, 'expanded'],
    [120, false, 'open'],
    [120, true, 'open'],
    [154, false, 'open'],
  ] as const)('%s px, expanded by the reader %s → %s', (height, expanded, state) => {
    expect(reviewState(height, expanded)).toBe(state)
  })
})
