import { driverCountsBody } from './schema'
import { MAX_COUNT, MAX_COUNTS_PER_BEACON } from './shared'

const uuid = '3f2b8c1e-9a4d-4f6e-8b7a-1c2d3e4f5a6b'
const first = (input: unknown) => {
  const result = driverCountsBody.safeParse(input)
  if (result.success) return 'ok'
  const issue = result.error.issues[0]
  return `${issue?.path.join('.')}: ${issue?.message}`
}

describe('driver counts body', () => {
  it('takes every kind, a miss with driver "", and counts one when no count is given', () => {
    const body = {
      counts: [
        { kind: 'fill', driverId: uuid, placement: 'articlePlacement' },
        { kind: 'miss', driverId: '', placement: 'articlePlacement2', count: 2 },
        { kind: 'impression', driverId: uuid, placement: 'headerNewsletter', count: MAX_COUNT },
        { kind: 'click', driverId: 'seed_driver-1', placement: 'wBw2ndPagePopup' },
        { kind: 'signup', driverId: uuid, placement: 'headerNewsletter' },
      ],
    }
    const parsed = driverCountsBody.parse(body)
    expect(parsed.counts.map((c) => c.count)).toEqual([1, 2, MAX_COUNT, 1, 1])
  })

  it.each<[string, unknown, string]>([
    ['no counts', { counts: [] }, 'counts: counts must hold at least one count'],
    [
      'too many counts',
      {
        counts: Array.from({ length: MAX_COUNTS_PER_BEACON + 1 }, () => ({
          kind: 'fill',
          driverId: uuid,
          placement: 'articlePlacement',
        })),
      },
      `counts: counts may hold at most ${MAX_COUNTS_PER_BEACON} counts`,
    ],
    [
      'another kind',
      { counts: [{ kind: 'view', driverId: uuid, placement: 'articlePlacement' }] },
      'counts.0.kind',
    ],
    [
      'a placement the site does not have',
      { counts: [{ kind: 'fill', driverId: uuid, placement: 'sidebar' }] },
      'counts.0.placement: placement must be a position name: articlePlacement',
    ],
    [
      'a miss with a driver',
      { counts: [{ kind: 'miss', driverId: uuid, placement: 'articlePlacement' }] },
      'counts.0.driverId: driverId must be empty for a miss',
    ],
    [
      'a fill without a driver',
      { counts: [{ kind: 'fill', driverId: '', placement: 'articlePlacement' }] },
      'counts.0.driverId: driverId must be a driver id',
    ],
    [
      'a driver id with markup',
      { counts: [{ kind: 'click', driverId: '<img>', placement: 'articlePlacement' }] },
      'counts.0.driverId: driverId must be a driver id',
    ],
    [
      'a count of 0',
      { counts: [{ kind: 'click', driverId: uuid, placement: 'articlePlacement', count: 0 }] },
      'counts.0.count: count must be at least 1',
    ],
    [
      'a count too large',
      { counts: [{ kind: 'click', driverId: uuid, placement: 'articlePlacement', count: MAX_COUNT + 1 }] },
      `counts.0.count: count may be at most ${MAX_COUNT}`,
    ],
    [
      'a fractional count',
      { counts: [{ kind: 'click', driverId: uuid, placement: 'articlePlacement', count: 1.5 }] },
      'counts.0.count: count must be a whole number',
    ],
    [
      'a field the counter does not know (a reader id, say)',
      { counts: [{ kind: 'click', driverId: uuid, placement: 'articlePlacement', readerId: 'r1' }] },
      'counts.0',
    ],
    [
      'another top-level field',
      { counts: [{ kind: 'click', driverId: uuid, placement: 'articlePlacement' }], page: '/x' },
      '',
    ],
  ])('refuses %s', (_, body, message) => {
    const result = first(body)
    expect(result).not.toBe('ok')
    expect(result).toContain(message)
  })
})
