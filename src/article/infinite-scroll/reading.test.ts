import {
  crossedThresholds,
  mostInView,
  PAGE_VIEW_MIN_INTERVAL_MS,
  readPercent,
  SCROLL_DEPTH_THRESHOLDS,
  SCROLL_THROTTLE_MS,
  shouldCountPageView,
  throttle,
} from './reading'

describe('the spec’s constants', () => {
  it('match 001 §9', () => {
    expect(SCROLL_DEPTH_THRESHOLDS).toEqual([0, 25, 50, 75, 100])
    expect(SCROLL_THROTTLE_MS).toBe(500)
    expect(PAGE_VIEW_MIN_INTERVAL_MS).toBe(6000)
  })
})

describe('shouldCountPageView', () => {
  it.each([
    ['the first virtual page view', 1_000, null, true],
    ['5999 ms after the last', 15_999, 10_000, false],
    ['exactly 6000 ms after the last', 16_000, 10_000, true],
    ['long after the last', 90_000, 10_000, true],
    ['at the same moment', 10_000, 10_000, false],
    ['with a clock that went backwards', 9_000, 10_000, false],
  ])('%s → %s', (_label, now, last, expected) => {
    expect(shouldCountPageView(now, last)).toBe(expected)
  })
})

describe('crossedThresholds', () => {
  it.each([
    ['nothing reported, still above the article', -1, -1, []],
    ['nothing reported, top of the article in view', -1, 0, [0]],
    ['nothing reported, a third read', -1, 33, [0, 25]],
    ['nothing reported, jumped to the end', -1, 100, [0, 25, 50, 75, 100]],
    ['25 reported, now at 49', 25, 49, []],
    ['25 reported, now at exactly 50', 25, 50, [50]],
    ['50 reported, now at 80', 50, 80, [75]],
    ['75 reported, moved back to 10', 75, 10, []],
    ['everything reported', 100, 100, []],
  ])('%s', (_label, previousMax, percent, expected) => {
    expect(crossedThresholds(previousMax, percent)).toEqual(expected)
  })
})

describe('readPercent', () => {
  const vh = 800
  it.each([
    ['article below the viewport', { top: 900, bottom: 2900 }, -1],
    ['top exactly at the viewport bottom', { top: 800, bottom: 2800 }, -1],
    ['top just entered', { top: 800 - 1, bottom: 2799 }, 0.05],
    ['a quarter read', { top: 300, bottom: 2300 }, 25],
    ['half read (top above the viewport)', { top: -200, bottom: 1800 }, 50],
    ['end in view', { top: -1500, bottom: 500 }, 100],
    ['scrolled past', { top: -3000, bottom: -1000 }, 100],
    ['short article fully in view', { top: 100, bottom: 300 }, 100],
  ])('%s', (_label, box, expected) => {
    expect(readPercent(box, vh)).toBeCloseTo(expected, 2)
  })
})

describe('mostInView', () => {
  const vh = 1000
  it.each([
    ['nothing', [], -1],
    ['the only article, filling the viewport', [{ top: -500, bottom: 3000 }], 0],
    [
      'the first while the next has barely started',
      [
        { top: -2000, bottom: 700 },
        { top: 700, bottom: 4000 },
      ],
      0,
    ],
    [
      'the next once it takes most of the viewport',
      [
        { top: -2000, bottom: 300 },
        { top: 300, bottom: 4000 },
      ],
      1,
    ],
    [
      'the first of two taking equal parts',
      [
        { top: -2000, bottom: 500 },
        { top: 500, bottom: 4000 },
      ],
      0,
    ],
    ['none when everything is out of view', [{ top: -3000, bottom: -10 }], -1],
  ])('%s', (_label, boxes, expected) => {
    expect(mostInView(boxes, vh)).toBe(expected)
  })
})

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the first call at once', () => {
    const fn = vi.fn()
    const t = throttle(fn, 500)
    t(1)
    expect(fn).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('runs a burst of calls at most once per 500 ms, ending with the latest arguments', () => {
    const fn = vi.fn()
    const t = throttle(fn, 500)
    t(1)
    vi.advanceTimersByTime(100)
    t(2)
    vi.advanceTimersByTime(100)
    t(3)
    expect(fn.mock.calls).toEqual([[1]])
    vi.advanceTimersByTime(299)
    expect(fn.mock.calls).toEqual([[1]])
    vi.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([[1], [3]])
  })

  it.each([
    [100, 1],
    [490, 1],
    [500, 2],
    [1000, 3],
    [2600, 6],
  ])('continuous calls every 10 ms for %i ms run it %i times', (duration, expected) => {
    const fn = vi.fn()
    const t = throttle(fn, 500)
    for (let elapsed = 0; elapsed < duration; elapsed += 10) {
      t(elapsed)
      vi.advanceTimersByTime(10)
    }
    expect(fn).toHaveBeenCalledTimes(expected)
  })

  it('runs at once again after a quiet period', () => {
    const fn = vi.fn()
    const t = throttle(fn, 500)
    t('a')
    vi.advanceTimersByTime(2000)
    t('b')
    expect(fn.mock.calls).toEqual([['a'], ['b']])
  })

  it('cancel drops a pending trailing call', () => {
    const fn = vi.fn()
    const t = throttle(fn, 500)
    t(1)
    t(2)
    t.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn.mock.calls).toEqual([[1]])
  })
})
