import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { vi } from 'vitest'
import { CommerceCounter, FLUSH_AT_ROWS, type WriteCounts } from '@/services/commerce'
import type { CountRow } from '@/services/commerce/aggregate'
import { handleCommerceEvents, NOT_STORED_MESSAGE } from '@/services/commerce/http'
import { commerceReport } from '@/services/commerce/report'
import type { CommerceEvent } from '@/services/commerce/shared'
import { addCounts, readCounts } from '@/services/commerce/store'
import { captureLogs } from '../unit/log-capture'
import { createTestPayload, dbTargets } from './helpers'

/** The site's origin: its pages' beacons carry it. */
const SITE = 'http://localhost'

/**
 * First-party product counts: beacons are validated, and answered 204 only once their counts are stored
 * (a group commit: beacons arriving together share one write, with atomic increments, so several app
 * instances writing the same row add up); a failed write answers 503 and stores nothing. The editors' report
 * reads the counts, on SQLite and Postgres.
 */
describe.each(dbTargets())('commerce counts on $kind', (target) => {
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
  const post = (
    body: unknown,
    counter: CommerceCounter,
    type = 'text/plain',
    record = (events: CommerceEvent[]) => counter.record(events),
  ) =>
    handleCommerceEvents(
      new Request('http://localhost/api/commerce/events', {
        method: 'POST',
        headers: { 'content-type': type, origin: SITE },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      allow,
      record,
    )
  const event = (
    productId: string,
    position = 1,
    kind: CommerceEvent['kind'] = 'impression',
  ): CommerceEvent => ({
    kind,
    productId,
    articlePath: '/health/best-cbd-gummies',
    position,
  })
  const countsOf = async (productId: string) =>
    (await readCounts(payload, day))
      .filter((r) => r.productId === productId)
      .sort((x, y) => x.position - y.position)
      .map(({ position, impressions, clicks }) => ({ position, impressions, clicks }))
  /** The real `addCounts`, with every batch it is given noted (how many writes, how many rows each). */
  const notedWrites = () => {
    const batches: CountRow[][] = []
    const write: WriteCounts = async (p, rows) => {
      batches.push([...rows])
      await addCounts(p, rows)
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

  it('counts beacons from two instances into one row per day, article, product and position', async () => {
    const product = await payload.create({
      collection: 'products',
      data: {
        productTitle: 'Counted Gummies',
        productBrand: 'Countwell',
        ctaUrl: 'https://shop.example.com/countwell',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const id = String(product.id)
    const a = new CommerceCounter(async () => payload)
    const b = new CommerceCounter(async () => payload)
    const impression = {
      kind: 'impression' as 'impression' | 'click',
      productId: id,
      articlePath: '/health/best-cbd-gummies',
      position: 1,
    }
    for (let i = 0; i < 30; i++) expect((await post({ events: [impression] }, a)).status).toBe(204)
    expect(
      (
        await post(
          { events: [impression, { ...impression, kind: 'click' }, { ...impression, position: 2 }] },
          b,
          'application/json',
        )
      ).status,
    ).toBe(204)
    // Written again: the counts add up (atomic increments), they are not replaced.
    await a.record([impression])
    const rows = await readCounts(payload, day)
    expect(rows.filter((r) => r.productId === id).sort((x, y) => x.position - y.position)).toEqual([
      {
        day,
        articlePath: '/health/best-cbd-gummies',
        productId: id,
        position: 1,
        impressions: 32,
        clicks: 1,
      },
      { day, articlePath: '/health/best-cbd-gummies', productId: id, position: 2, impressions: 1, clicks: 0 },
    ])
    const report = await commerceReport(payload)
    expect(report.byProduct).toContainEqual({
      key: id,
      label: 'Counted Gummies',
      impressions: 33,
      clicks: 1,
      ctr: 3,
    })
    expect(report.byArticle[0]).toMatchObject({ key: '/health/best-cbd-gummies' })
    expect(report.daily).toHaveLength(30)
    await Promise.all([a.stop(), b.stop()])
  })

  it("stores a beacon's events before answering it 204", async () => {
    const counter = new CommerceCounter(async () => payload)
    const res = await post(
      { events: [event('on-204'), event('on-204'), event('on-204', 1, 'click'), event('on-204', 2)] },
      counter,
    )
    expect(res.status).toBe(204)
    // No flush: the answer itself means the counts are in the database.
    expect(await countsOf('on-204')).toEqual([
      { position: 1, impressions: 2, clicks: 1 },
      { position: 2, impressions: 1, clicks: 0 },
    ])
    await counter.stop()
  })

  it('counts 50 beacons arriving at once on three instances exactly, in a few writes', async () => {
    const { batches, write } = notedWrites()
    const counters = [0, 1, 2].map(() => new CommerceCounter(async () => payload, { write }))
    const beacons = Array.from({ length: 50 }, (_, i) => [
      event('burst', (i % 4) + 1),
      ...(i % 10 === 0 ? [event('burst', (i % 4) + 1, 'click')] : []),
    ])
    const answers = await Promise.all(
      beacons.map((events, i) => post({ events }, counters[i % 3] as CommerceCounter, 'application/json')),
    )
    expect(answers.map((r) => r.status)).toEqual(beacons.map(() => 204))
    // Beacon i shows the product at position i % 4 + 1; beacons 0, 10, 20, 30, 40 also click it.
    expect(await countsOf('burst')).toEqual([
      { position: 1, impressions: 13, clicks: 3 },
      { position: 2, impressions: 13, clicks: 0 },
      { position: 3, impressions: 12, clicks: 2 },
      { position: 4, impressions: 12, clicks: 0 },
    ])
    // Each instance gathered its beacons into one write (two if one window closed mid-burst), not 50.
    expect(batches.length).toBeGreaterThanOrEqual(3)
    expect(batches.length).toBeLessThanOrEqual(6)
    await Promise.all(counters.map((c) => c.stop()))
  })

  it('gathers the beacons that arrive while a write is in flight into the next write', async () => {
    const { batches, write } = notedWrites()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The first write waits until released; the real addCounts then stores every batch.
    let calls = 0
    const counter = new CommerceCounter(async () => payload, {
      write: async (p, rows) => {
        calls += 1
        if (calls === 1) await held
        await write(p, rows)
      },
    })
    let recorded = 0
    const record = (events: CommerceEvent[]) => {
      recorded += 1
      return counter.record(events)
    }
    const first = post({ events: [event('in-flight', 1)] }, counter, 'text/plain', record)
    await vi.waitFor(() => expect(recorded).toBe(1))
    const later = Array.from({ length: 20 }, () =>
      post({ events: [event('in-flight', 2)] }, counter, 'text/plain', record),
    )
    await vi.waitFor(() => expect(recorded).toBe(21))
    // Longer than the window: the later beacons' batch is due, but waits for the write in flight.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls).toBe(1)
    expect(batches).toHaveLength(0)
    expect(await countsOf('in-flight')).toEqual([])
    release()
    expect((await first).status).toBe(204)
    expect((await Promise.all(later)).map((r) => r.status)).toEqual(later.map(() => 204))
    expect(batches.map((rows) => rows.map((r) => [r.position, r.impressions]))).toEqual([[[1, 1]], [[2, 20]]])
    expect(await countsOf('in-flight')).toEqual([
      { position: 1, impressions: 1, clicks: 0 },
      { position: 2, impressions: 20, clicks: 0 },
    ])
    await counter.stop()
  })

  it('writes a batch as soon as it holds FLUSH_AT_ROWS rows, without waiting for its window', async () => {
    const { batches, write } = notedWrites()
    // A window far longer than the test: only a full batch (or flush) is written.
    const counter = new CommerceCounter(async () => payload, { write, windowMs: 600_000 })
    // Each beacon adds 100 distinct rows (one per product); five fill a batch, the sixth starts the next.
    const beacon = (n: number) => ({
      events: Array.from({ length: 100 }, (_, k) => event(`full-${k}`, n)),
    })
    const full = await Promise.race([
      Promise.all([1, 2, 3, 4, 5].map((n) => post(beacon(n), counter))),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
    ])
    expect(full === 'waited' ? full : full.map((r) => r.status)).toEqual([204, 204, 204, 204, 204])
    let recorded = false
    const sixth = post(beacon(6), counter, 'text/plain', (events) => {
      recorded = true
      return counter.record(events)
    })
    await vi.waitFor(() => expect(recorded).toBe(true))
    // Its batch waits for the window; flush writes it now.
    await counter.flush()
    expect((await sixth).status).toBe(204)
    expect(batches.map((rows) => rows.length)).toEqual([FLUSH_AT_ROWS, 100])
    const stored = (await readCounts(payload, day)).filter((r) => r.productId.startsWith('full-'))
    expect(stored).toHaveLength(600)
    expect(stored.every((r) => r.impressions === 1 && r.clicks === 0)).toBe(true)
    await counter.stop()
  })

  it('answers 503 and stores nothing when the write fails', async () => {
    const { batches, write } = notedWrites()
    const counter = new CommerceCounter(async () => payload, { write })
    const errors = captureLogs()
    // A real failure: the table the counts go to is not there.
    await runSql('ALTER TABLE "commerce_stats" RENAME TO "commerce_stats_away"')
    let answers: Response[]
    let logged: number
    try {
      answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post({ events: [event('failed', 1), event('failed', 1, 'click')] }, counter),
        ),
      )
    } finally {
      await runSql('ALTER TABLE "commerce_stats_away" RENAME TO "commerce_stats"')
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
    expect((await post({ events: [event('failed', 1)] }, counter)).status).toBe(204)
    expect(await countsOf('failed')).toEqual([{ position: 1, impressions: 1, clicks: 0 }])
    await counter.stop()
  })

  it('answers 503 once its counter is stopped (shutting down), storing nothing', async () => {
    const counter = new CommerceCounter(async () => payload)
    await counter.stop()
    const res = await post({ events: [event('stopped', 1)] }, counter)
    expect(res.status).toBe(503)
    expect(await countsOf('stopped')).toEqual([])
  })

  it.each([
    ['not json', 'The body is not valid JSON.'],
    [{ events: [] }, 'events must hold at least one event'],
    [
      { events: [{ kind: 'view', productId: '1', articlePath: '/health/a', position: 1 }] },
      'events[0].kind must be',
    ],
    [
      { events: [{ kind: 'click', productId: '1', articlePath: 'https://evil.example/x', position: 1 }] },
      'articlePath must be an article address',
    ],
    [
      { events: [{ kind: 'click', productId: '<x>', articlePath: '/health/a', position: 1 }] },
      'productId must be a product id',
    ],
    [{ events: [{ kind: 'click', productId: '1', articlePath: '/health/a', position: 0 }] }, 'position'],
  ])('refuses %j with a 400 and a message', async (body, message) => {
    const counter = new CommerceCounter(async () => payload)
    const res = await post(body, counter)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(message)
  })

  it('refuses a flood with 429', async () => {
    const counter = new CommerceCounter(async () => payload)
    const res = await handleCommerceEvents(
      new Request('http://localhost/api/commerce/events', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain', origin: SITE },
      }),
      {
        trustedOrigins: [SITE],
        limiter: {
          consume: async () => ({ allowed: false, remaining: 0, retryAfterSeconds: 42 }),
          reset: async () => {},
        },
      },
      (events) => counter.record(events),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
  })
})
