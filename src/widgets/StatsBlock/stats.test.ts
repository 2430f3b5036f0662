import { describe, expect, it } from 'vitest'
import {
  decimalsOf,
  formatStat,
  nextStepAt,
  STATS_DURATION_MS,
  STATS_PLACEHOLDER,
  STATS_STAGGER_MS,
  STATS_START_RATIO,
  STATS_STEPS,
  statFrame,
  statItems,
  statStartDelay,
  statStepAt,
  statsTotalMs,
} from './stats'

describe('constants', () => {
  it('match the spec', () => {
    expect([STATS_STEPS, STATS_DURATION_MS, STATS_STAGGER_MS, STATS_START_RATIO]).toEqual([
      60, 2000, 2000, 0.8,
    ])
    expect(STATS_PLACEHOLDER).toBe('Stats Block Placeholder - No data found')
  })
})

describe('decimalsOf', () => {
  it.each([
    [12, 0],
    [12000, 0],
    [4.5, 1],
    [0.25, 2],
    [-3.75, 2],
    [0, 0],
    [1e21, 0],
    [1.5e-3, 4],
    [0.1 + 0.2, 6],
    [Number.NaN, 0],
  ])('decimalsOf(%d) → %i', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals)
  })
})

describe('statFrame', () => {
  it.each([
    // value, step, shown
    [100, 0, 80],
    [100, 30, 90],
    [100, 59, 100], // 99.67 rounds to the value's 0 decimals
    [100, 60, 100],
    [12000, 0, 9600],
    [12000, 1, 9640],
    [12000, 45, 11400],
    [4.5, 0, 3.6],
    [4.5, 60, 4.5],
    [4.5, 20, 3.9],
    [0.25, 0, 0.2],
    [0.25, 60, 0.25],
    [0, 0, 0],
    [0, 60, 0],
    [-50, 0, -40],
    [-50, 30, -45],
    [-50, 60, -50],
    [7, 0, 6], // 5.6 rounds to a whole number, like the value
    [100, -5, 80], // before the start
    [100, 99, 100], // past the end
  ])('statFrame(%d, %i) → %d', (value, step, shown) => {
    expect(statFrame(value, step)).toBe(shown)
  })

  it.each([0.7, 3, 4.5, 99.99, 12000, 123456.789, -42.5])(
    'ends exactly on %d and never overshoots',
    (value) => {
      expect(statFrame(value, STATS_STEPS)).toBe(value)
      for (let step = 0; step <= STATS_STEPS; step += 1) {
        expect(Math.abs(statFrame(value, step))).toBeLessThanOrEqual(Math.abs(value))
      }
    },
  )

  it('never rises backwards', () => {
    let previous = -Infinity
    for (let step = 0; step <= STATS_STEPS; step += 1) {
      const frame = statFrame(987.65, step)
      expect(frame).toBeGreaterThanOrEqual(previous)
      previous = frame
    }
  })
})

describe('formatStat', () => {
  it.each([
    [12000, 0, '12,000'],
    [1234567.891, 2, '1,234,567.89'],
    [4.5, 1, '4.5'],
    [4, 1, '4.0'],
    [999, 0, '999'],
    [0, 0, '0'],
    [0, 2, '0.00'],
    [-1200, 0, '-1,200'],
    [-0.4, 0, '0'],
    [-0, 1, '0.0'],
  ])('formatStat(%d, %i) → %s', (value, decimals, text) => {
    expect(formatStat(value, decimals)).toBe(text)
  })
})

describe('timing', () => {
  it.each([
    [0, 0],
    [1, 2000],
    [2, 4000],
    [-1, 0],
  ])('item %i starts after %i ms', (index, delay) => {
    expect(statStartDelay(index)).toBe(delay)
  })

  it.each([
    // index, elapsed ms, step
    [0, 0, 0],
    [0, 33, 0],
    [0, 34, 1],
    [0, 1000, 30],
    [0, 1999, 59],
    [0, 2000, 60],
    [0, 9000, 60],
    [1, 1000, 0],
    [1, 2000, 0],
    [1, 3000, 30],
    [1, 4000, 60],
    [2, 5000, 30],
  ])('item %i at %i ms shows step %i', (index, elapsed, step) => {
    expect(statStepAt(index, elapsed)).toBe(step)
  })

  it.each([
    [0, 2000 / 60],
    [33, 2000 / 60],
    [34, 4000 / 60],
    [1999, 2000],
    [2000, 2000 + 2000 / 60],
  ])('after %d ms the next step begins at %d ms', (elapsed, next) => {
    expect(nextStepAt(elapsed)).toBeCloseTo(next, 9)
  })

  it.each([
    [0, 0],
    [1, 2000],
    [3, 6000],
  ])('%i items finish after %i ms', (count, total) => {
    expect(statsTotalMs(count)).toBe(total)
  })
})

describe('statItems', () => {
  it('keeps items with a finite number and formats the final value', () => {
    expect(
      statItems([
        { number: 12000, prefix: '$', suffix: null, text: ' saved a year ' },
        { number: Number.NaN, text: 'broken' },
        { number: 4.5, suffix: ' million', text: 'readers' },
      ]),
    ).toEqual([
      { value: 12000, decimals: 0, final: '12,000', prefix: '$', suffix: '', text: 'saved a year' },
      { value: 4.5, decimals: 1, final: '4.5', prefix: '', suffix: ' million', text: 'readers' },
    ])
  })

  it.each([[null], [undefined], [[]]])('returns nothing for %j', (items) => {
    expect(statItems(items)).toEqual([])
  })
})

describe('statFrame rounding edge cases', () => {
  it.each([
    // halves round away from zero, on the decimal value the reader sees
    [4.5, 30, 4.1], // 4.05
    [-4.5, 30, -4.1],
    [1e21, 0, 8e20],
    [1e21, 60, 1e21],
    [-0, 0, 0], // never -0
    [-0.4, 0, -0.3],
  ])('statFrame(%d, %i) → %d', (value, step, shown) => {
    const frame = statFrame(value, step)
    expect(frame).toBe(shown)
    expect(Object.is(frame, -0)).toBe(false)
  })
})
