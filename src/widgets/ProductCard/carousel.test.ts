import {
  CAROUSEL_END_TOLERANCE_PX,
  CAROUSEL_PAGE_STEP_PX,
  carouselEdges,
  carouselStep,
  carouselTarget,
  showsCarousel,
} from './carousel'

describe('carouselEdges', () => {
  it('uses the 5 px end-of-scroll tolerance from the spec', () => {
    expect(CAROUSEL_END_TOLERANCE_PX).toBe(5)
  })

  it.each([
    // scrollLeft, clientWidth, scrollWidth → atStart, atEnd
    [0, 300, 900, true, false],
    [5, 300, 900, true, false],
    [6, 300, 900, false, false],
    [300, 300, 900, false, false],
    [594, 300, 900, false, false],
    [595, 300, 900, false, true],
    [600, 300, 900, false, true],
    // sub-pixel scroll positions, as browsers report them at some zoom levels
    [594.6, 300, 900, false, false],
    [599.5, 300, 900, false, true],
    [4.99, 300, 900, true, false],
    // everything fits: both ends at once
    [0, 300, 300, true, true],
    [0, 300, 302, true, true],
  ])(
    'scrollLeft %s of %s in %s → start %s, end %s',
    (scrollLeft, clientWidth, scrollWidth, atStart, atEnd) => {
      expect(carouselEdges({ scrollLeft, clientWidth, scrollWidth })).toEqual({ atStart, atEnd })
    },
  )

  it('treats a negative (overscrolled or right-to-left) position by its distance from the start', () => {
    expect(carouselEdges({ scrollLeft: -3, clientWidth: 300, scrollWidth: 900 })).toEqual({
      atStart: true,
      atEnd: false,
    })
    expect(carouselEdges({ scrollLeft: -600, clientWidth: 300, scrollWidth: 900 })).toEqual({
      atStart: false,
      atEnd: true,
    })
  })

  it.each([
    ['not numbers', { scrollLeft: Number.NaN, clientWidth: 300, scrollWidth: 900 }],
    ['no width yet', { scrollLeft: 0, clientWidth: 0, scrollWidth: 0 }],
  ])('disables both arrows when the sizes are unusable (%s)', (_label, sizes) => {
    expect(carouselEdges(sizes)).toEqual({ atStart: true, atEnd: true })
  })
})

describe('carouselStep', () => {
  it.each([
    [700, 700],
    [320, 320],
    [300, 300],
    [200, CAROUSEL_PAGE_STEP_PX],
    [0, CAROUSEL_PAGE_STEP_PX],
    [Number.NaN, CAROUSEL_PAGE_STEP_PX],
  ])('one page of %s px moves %s px', (pageWidth, step) => {
    expect(carouselStep(pageWidth)).toBe(step)
  })
})

describe('showsCarousel', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%s cards → %s', (count, expected) => {
    expect(showsCarousel(count)).toBe(expected)
  })
})

describe('carouselTarget', () => {
  it.each([
    [{ current: 0, pending: null, direction: 1, step: 335, maxScroll: 1400 }, 335],
    // A second press while the first is still scrolling counts from where the first was going.
    [{ current: 120, pending: 335, direction: 1, step: 335, maxScroll: 1400 }, 670],
    [{ current: 1300, pending: 1340, direction: 1, step: 335, maxScroll: 1400 }, 1400],
    [{ current: 100, pending: null, direction: -1, step: 335, maxScroll: 1400 }, 0],
    [{ current: 0, pending: null, direction: 1, step: 335, maxScroll: -5 }, 0],
  ] as const)('%j → %d', (args, expected) => {
    expect(carouselTarget(args)).toBe(expected)
  })
})
