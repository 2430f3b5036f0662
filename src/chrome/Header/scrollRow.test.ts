import { scrollButtonsFor } from './scrollRow'

describe('scrollButtonsFor', () => {
  it.each([
    [0, 300, 300, { left: false, right: false }],
    [0, 300, 600, { left: false, right: true }],
    [150, 300, 600, { left: true, right: true }],
    [300, 300, 600, { left: true, right: false }],
    [299.5, 300, 600, { left: true, right: false }],
  ])('scrollLeft %d, width %d of %d → %o', (left, width, total, expected) => {
    expect(scrollButtonsFor(left, width, total)).toEqual(expected)
  })
})
