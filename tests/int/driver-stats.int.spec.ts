import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { DriverCounter, type WriteDriverCounts } from '@/services/driverStats'
import type { DriverStatRow } from '@/services/driverStats/aggregate'
import { handleDriverEvents, MAX_BODY_BYTES, NOT_STORED_MESSAGE } from '@/services/driverStats/http'
import { driverReport } from '@/services/driverStats/report'
import type { DriverCount } from '@/services/driverStats/shared'
import { addDriverCounts, readDriverCounts } from '@/services/driverStats/store'
import { captureLogs } from '../unit/log-capture'
import { createTestPayload, dbTargets } from './helpers'

/** The site's origin: its pages' beacons carry it. */
const SITE = 'http://localhost'

/**
 * First-party driver counts (issue 17): beacons from the pages' queues are validated, and answered 204 only
 * once their counts are stored (the product counter's group commit: beacons arriving together share one write,
 * atomic increments, so several app instances add up); a failed write answers 503 and stores nothing. The
 * editors' report reads the counts with the drivers' names, on SQLite and Postgres.
 */
describe.each(dbTargets())('driver counts on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  const day = new Date().toISOString().slice(0, 10)

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  // The route's gate, from the site's page, with a limit that always allows.
  const allow = {
    trustedOrigins: [SITE],
    limiter: {
      consume: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
      reset: async () => {},
    },
  }
  const request = (body: unknown, type = 'text/plain') =>
    new Request('http://localhost/api/drivers/events', {
      method: 'POST',
      headers: { 'content-type': type, origin: SITE },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const post = (
    body: unknown,
    counter: DriverCounter,
    type = 'text/plain',
    record = (counts: DriverCount[]) => counter.record(counts),
  ) => handleDriverEvents(request(body, type), allow, record)
  const count = (
    driverId: string,
    kind: DriverCount['kind'] = 'impression',
    placement: DriverCount['placement'] = 'articlePlacement',
    n = 1,
  ): DriverCount => ({ kind, driverId: kind === 'miss' ? '' : driverId, placement, count: n })
  const countsOf = async (driverId: string) =>
    (await readDriverCounts(payload, day))
      .filter((r) => r.driverId === driverId)
      .sort((x, y) => x.placement.localeCompare(y.placement))
      .map(({ placement, fills, misses, impressions, clicks, signups }) => ({
        placement,
        fills,
        misses,
        impressions,
        clicks,
        signups,
      }))
  const zero = { fills: 0, misses: 0, impressions: 0, clicks: 0, signups: 0 }
  /** The real `addDriverCounts`, with every batch it is given noted. */
  const notedWrites = () => {
    const batches: DriverStatRow[][] = []
    const write: WriteDriverCounts = async (p, rows) => {
      batches.push([...rows])
      await addDriverCounts(p, rows)
    }
    return { batches, write }
  }
  const runSql = async (statement: string) => {
    const db = (
      payload.db as unknown as {
        drizzle: { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }
      }
    ).drizzle
    if (db.execute) await db.execute(sql.raw(statement))
    else await db.run?.(sql.raw(statement))
  }

  it('counts beacons from two instances into one row per day, driver and placement, and reports them', async () => {
    const driver = await payload.create({
      collection: 'drivers',
      data: {
        name: 'Counted heart banner',
        driverType: 'banner',
        headline: 'Know your numbers',
        articlePlacement: ['articlePlacement', 'wBw2ndPagePopup'],
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const id = String((driver as { _uuid?: string | null })._uuid)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const a = new DriverCounter(async () => payload)
    const b = new DriverCounter(async () => payload)
    for (let i = 0; i < 30; i++) {
      expect((await post({ counts: [count(id, 'fill'), count(id, 'impression')] }, a)).status).toBe(204)
    }
    expect(
      (
        await post(
          {
            counts: [
              count(id, 'click', 'articlePlacement', 3),
              count(id, 'fill', 'wBw2ndPagePopup'),
              count('', 'miss', 'articlePlacement', 10),
            ],
          },
          b,
          'application/json',
        )
      ).status,
    ).toBe(204)
    // Written again: the counts add up (atomic increments), they are not replaced.
    await a.record([count(id, 'signup', 'articlePlacement', 2), count(id, 'fill')])
    expect(await countsOf(id)).toEqual([
      { ...zero, placement: 'articlePlacement', fills: 31, impressions: 30, clicks: 3, signups: 2 },
      { ...zero, placement: 'wBw2ndPagePopup', fills: 1 },
    ])
    expect(await countsOf('')).toEqual([{ ...zero, placement: 'articlePlacement', misses: 10 }])

    const report = await driverReport(payload)
    expect(report.byDriver).toContainEqual({
      key: `${id}\u0000articlePlacement`,
      driverId: id,
      driver: 'Counted heart banner',
      docId: driver.id,
      placement: 'articlePlacement',
      position: 'In the article: first marked position',
      fills: 31,
      impressions: 30,
      clicks: 3,
      ctr: 10,
      signups: 2,
    })
    // 31 fills and 10 misses: the placement was filled on 31 of 41 page views.
    expect(report.byPlacement.find((p) => p.key === 'articlePlacement')).toMatchObject({
      asked: 41,
      fills: 31,
      misses: 10,
      fillRate: 75.6,
    })
    await Promise.all([a.stop(), b.stop()])
  })

  it("stores a beacon's counts before answering it 204", async () => {
    const counter = new DriverCounter(async () => payload)
    const res = await post(
      { counts: [count('on-204', 'fill'), count('on-204', 'impression', 'articlePlacement', 2)] },
      counter,
    )
    expect(res.status).toBe(204)
    // No flush: the answer itself means the counts are in the database.
    expect(await countsOf('on-204')).toEqual([
      { ...zero, placement: 'articlePlacement', fills: 1, impressions: 2 },
    ])
    await counter.stop()
  })

  it('counts 50 beacons arriving at once on three instances exactly, in a few writes', async () => {
    const { batches, write } = notedWrites()
    const counters = [0, 1, 2].map(() => new DriverCounter(async () => payload, { write }))
    const placements = [
      'articlePlacement',
      'articlePlacement2',
      'headerNewsletter',
      'wBw2ndPagePopup',
    ] as const
    const beacons = Array.from({ length: 50 }, (_, i) => [
      count('burst', 'fill', placements[i % 4]),
      ...(i % 10 === 0 ? [count('burst', 'click', placements[i % 4])] : []),
    ])
    const answers = await Promise.all(
      beacons.map((counts, i) => post({ counts }, counters[i % 3] as DriverCounter, 'application/json')),
    )
    expect(answers.map((r) => r.status)).toEqual(beacons.map(() => 204))
    // Beacon i fills placement i % 4; beacons 0, 10, 20, 30, 40 are also clicked.
    expect(await countsOf('burst')).toEqual([
      { ...zero, placement: 'articlePlacement', fills: 13, clicks: 3 },
      { ...zero, placement: 'articlePlacement2', fills: 13 },
      { ...zero, placement: 'headerNewsletter', fills: 12, clicks: 2 },
      { ...zero, placement: 'wBw2ndPagePopup', fills: 12 },
    ])
    // Each instance gathered its beacons into one write (two if one window closed mid-burst), not 50.
    expect(batches.length).toBeGreaterThanOrEqual(3)
    expect(batches.length).toBeLessThanOrEqual(6)
    await Promise.all(counters.map((c) => c.stop()))
  })

  it('answers 503 and stores nothing when the write fails', async () => {
    const { batches, write } = notedWrites()
    const counter = new DriverCounter(async () => payload, { write })
    const errors = captureLogs()
    // A real failure: the table the counts go to is not there.
    await runSql('ALTER TABLE "driver_stats" RENAME TO "driver_stats_away"')
    let answers: Response[]
    let logged: number
    try {
      answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post({ counts: [count('failed', 'fill'), count('failed', 'click')] }, counter),
        ),
      )
    } finally {
      await runSql('ALTER TABLE "driver_stats_away" RENAME TO "driver_stats"')
      errors.restore()
      logged = errors.lines.filter((l) => l.level === 'error').length
    }
    for (const res of answers) {
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(await res.json()).toEqual({ error: NOT_STORED_MESSAGE })
    }
    // Logged once per failed write (the five beacons shared one or two), not once per beacon.
    expect(logged).toBe(batches.length)
    expect(await countsOf('failed')).toEqual([])
    // The failed counts are dropped, not kept for a later write: the next beacon stores only its own.
    expect((await post({ counts: [count('failed', 'fill')] }, counter)).status).toBe(204)
    expect(await countsOf('failed')).toEqual([{ ...zero, placement: 'articlePlacement', fills: 1 }])
    await counter.stop()
  })

  it('answers 503 once its counter is stopped (shutting down), storing nothing', async () => {
    const counter = new DriverCounter(async () => payload)
    await counter.stop()
    const res = await post({ counts: [count('stopped', 'fill')] }, counter)
    expect(res.status).toBe(503)
    expect(await countsOf('stopped')).toEqual([])
  })

  it.each([
    ['not json', 'The body is not valid JSON.'],
    [{ counts: [] }, 'counts must hold at least one count'],
    [
      { counts: [{ kind: 'view', driverId: 'd1', placement: 'articlePlacement' }] },
      'counts[0].kind must be "fill"',
    ],
    [
      { counts: [{ kind: 'fill', driverId: 'd1', placement: 'sidebar' }] },
      'placement must be a position name',
    ],
    [
      { counts: [{ kind: 'miss', driverId: 'd1', placement: 'articlePlacement' }] },
      'driverId must be empty for a miss',
    ],
    [
      { counts: [{ kind: 'click', driverId: '<x>', placement: 'articlePlacement' }] },
      'driverId must be a driver id',
    ],
    [
      { counts: [{ kind: 'click', driverId: 'd1', placement: 'articlePlacement', count: 0 }] },
      'count must be at least 1',
    ],
  ])('refuses %j with a 400 and a message, storing nothing', async (body, message) => {
    const counter = new DriverCounter(async () => payload)
    const before = (await readDriverCounts(payload, day)).length
    const res = await post(body, counter)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain(message)
    expect((await readDriverCounts(payload, day)).length).toBe(before)
  })

  it('refuses a body that is too large (413) or of another type (415)', async () => {
    const counter = new DriverCounter(async () => payload)
    const large = await post(`{"counts":[],"pad":"${'x'.repeat(MAX_BODY_BYTES)}"}`, counter)
    expect(large.status).toBe(413)
    expect(await large.json()).toEqual({ error: `The body is larger than ${MAX_BODY_BYTES} bytes.` })
    const form = await post({ counts: [count('d1', 'fill')] }, counter, 'application/x-www-form-urlencoded')
    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({ error: 'Send application/json or text/plain.' })
  })

  it('refuses a flood with 429, per client address', async () => {
    const counter = new DriverCounter(async () => payload)
    const asked: string[] = []
    const res = await handleDriverEvents(
      new Request('http://localhost/api/drivers/events', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain', [CLIENT_IP_HEADER]: '203.0.113.9', origin: SITE },
      }),
      {
        trustedOrigins: [SITE],
        limiter: {
          consume: async (key: string) => {
            asked.push(key)
            return { allowed: false, remaining: 0, retryAfterSeconds: 42 }
          },
          reset: async () => {},
        },
      },
      (counts) => counter.record(counts),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
    expect(await res.json()).toEqual({ error: 'Too many counts.' })
    expect(asked).toEqual(['203.0.113.9'])
  })
})
