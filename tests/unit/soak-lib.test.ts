import { describe, expect, it } from 'vitest'
import { flatness, slope, storedOnce, windowsOf } from '../../scripts/soak-lib.mjs'

describe('slope', () => {
  it('is the least-squares slope of a line and of noisy points', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBe(2)
    expect(
      slope([
        [0, 10],
        [1, 12],
        [2, 10],
        [3, 12],
      ]),
    ).toBeCloseTo(0.4, 5)
  })

  it('is 0 for one point or one x', () => {
    expect(slope([[3, 9]])).toBe(0)
    expect(
      slope([
        [1, 2],
        [1, 5],
      ]),
    ).toBe(0)
  })
})

describe('windowsOf', () => {
  it('cuts answers by due time and counts failures (errors and 5xx, not 4xx)', () => {
    const answers = [
      { due: 100, latencyMs: 5, status: 200, error: null },
      { due: 9_999, latencyMs: 50, status: 404, error: null },
      { due: 10_000, latencyMs: 7, status: 502, error: null },
      { due: 15_000, latencyMs: 9, status: 0, error: 'timeout' },
      { due: 35_000, latencyMs: 1, status: 204, error: null },
    ]
    expect(windowsOf(answers, 10)).toEqual([
      { fromSeconds: 0, requests: 2, perSecond: 0.2, p99Ms: 50, failed: 0 },
      { fromSeconds: 10, requests: 2, perSecond: 0.2, p99Ms: 9, failed: 2 },
      { fromSeconds: 30, requests: 1, perSecond: 0.1, p99Ms: 1, failed: 0 },
    ])
  })
})

describe('flatness', () => {
  it('calls a series flat when its line moves by at most the share of its mean', () => {
    const steady = Array.from({ length: 30 }, (_, m) => [m, 400 + (m % 2 ? 3 : -3)] as [number, number])
    expect(flatness(steady, { share: 0.1, floor: 5 }).flat).toBe(true)
    const leaking = Array.from({ length: 30 }, (_, m) => [m, 400 + 4 * m] as [number, number])
    const verdict = flatness(leaking, { share: 0.1, floor: 5 })
    expect(verdict.flat).toBe(false)
    expect(verdict.perTenMinutes).toBe(40)
    expect(verdict.overRun).toBe(116)
  })

  it('allows the floor for small values (a p99 of a few milliseconds)', () => {
    const p99 = Array.from({ length: 30 }, (_, m) => [m, 8 + m * 0.1] as [number, number])
    expect(flatness(p99, { share: 0.1, floor: 5 }).flat).toBe(true)
    expect(flatness(p99, { share: 0.1, floor: 1 }).flat).toBe(false)
  })

  it('a falling series is flat (memory given back)', () => {
    const falling = Array.from({ length: 10 }, (_, m) => [m, 500 - 10 * m] as [number, number])
    expect(flatness(falling, { share: 0.05, floor: 0 }).flat).toBe(true)
  })
})

describe('storedOnce', () => {
  it('is ok only when exactly the acknowledged items are stored', () => {
    expect(storedOnce({ accepted: 100, sentInAll: 110, stored: 100 }).ok).toBe(true)
    expect(storedOnce({ accepted: 100, sentInAll: 110, stored: 99 })).toMatchObject({ ok: false, missing: 1 })
    expect(storedOnce({ accepted: 100, sentInAll: 110, stored: 104 })).toMatchObject({
      ok: false,
      extra: 4,
      neverMoreThanSent: true,
    })
    expect(storedOnce({ accepted: 100, sentInAll: 110, stored: 120 }).neverMoreThanSent).toBe(false)
  })
})
