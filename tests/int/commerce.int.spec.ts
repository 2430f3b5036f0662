import type { Payload } from 'payload'
import { CommerceCounter } from '@/services/commerce'
import { handleCommerceEvents } from '@/services/commerce/http'
import { commerceReport } from '@/services/commerce/report'
import { readCounts } from '@/services/commerce/store'
import { createTestPayload, dbTargets } from './helpers'

/**
 * First-party product counts: beacons are validated, counted in memory and written in batches with atomic
 * increments (two app instances writing the same row add up), and the editors' report reads them, on SQLite
 * and Postgres.
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

  const allow = {
    consume: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
    reset: async () => {},
  }
  const post = (body: unknown, counter: CommerceCounter, type = 'text/plain') =>
    handleCommerceEvents(
      new Request('http://localhost/api/commerce/events', {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      allow,
      (events) => counter.record(events),
    )

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
    await Promise.all([a.flush(), b.flush()])
    // Written again: the counts add up (atomic increments), they are not replaced.
    a.record([impression])
    await a.flush()
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
    a.stop()
    b.stop()
  })

  it.each([
    ['not json', 'The body is not valid JSON.'],
    [{ events: [] }, 'events must hold at least one event'],
    [{ events: [{ kind: 'view', productId: '1', articlePath: '/health/a', position: 1 }] }, 'events.0.kind'],
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
        headers: { 'content-type': 'text/plain' },
      }),
      {
        consume: async () => ({ allowed: false, remaining: 0, retryAfterSeconds: 42 }),
        reset: async () => {},
      },
      (events) => counter.record(events),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
  })
})
