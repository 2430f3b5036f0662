import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryKeyValueStore, memoryRateLimiter } from '@/platform/state/adapters/memory'
import { rowsOfBatch } from './aggregate'
import { EVENTS_NOT_STORED_MESSAGE, type EventsDependencies, handleEvents } from './http'
import { dailySalt, readerHash } from './reader'
import type { EventsBatch } from './schema'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const PAGE = { article: '42', template: 'article', formfactor: 'mobile' }
const SITE = 'http://site.test'

function post(
  body: unknown,
  {
    type = 'text/plain;charset=UTF-8',
    ip = '203.0.113.9',
    ua = CHROME,
    origin = SITE,
  }: { type?: string; ip?: string; ua?: string; origin?: string } = {},
): Request {
  return new Request('http://site.test/api/events', {
    method: 'POST',
    headers: { 'content-type': type, [CLIENT_IP_HEADER]: ip, 'user-agent': ua, origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error
}

/** Dependencies that keep what they are given, with an in-memory limiter and salt store. */
function deps(points = 5): EventsDependencies & { kept: [EventsBatch, string][]; drops: number } {
  const store = memoryKeyValueStore()
  const out = {
    kept: [] as [EventsBatch, string][],
    drops: 0,
    gate: {
      trustedOrigins: [SITE],
      limiter: memoryRateLimiter({ name: `events-test-${Math.random()}`, points, durationSeconds: 60 }),
    },
    readerOf: async (address: string, ua: string) =>
      readerHash(await dailySalt(store, '2026-11-30'), address, ua),
    keep: async (batch: EventsBatch, reader: string) => {
      out.kept.push([batch, reader])
    },
    dropped: () => {
      out.drops += 1
    },
  }
  return out
}

describe('POST /api/events (issue 30)', () => {
  it('keeps a beacon of registry events and answers 204', async () => {
    const d = deps()
    const res = await handleEvents(
      post({
        v: 1,
        page: PAGE,
        events: [
          { event: 'page_view' },
          { event: 'scroll', percent_scrolled: 25 },
          { event: 'select_item', category: 'product card', productId: '7', position: 2, brand: 'Acme' },
        ],
      }),
      d,
    )
    expect(res.status).toBe(204)
    expect(d.kept).toHaveLength(1)
    const [batch, reader] = d.kept[0]!
    expect(batch.events.map((e) => e.event)).toEqual(['page_view', 'scroll', 'select_item'])
    expect(reader).toMatch(/^[\w-]{16}$/)
    expect(reader).not.toContain('203.0.113.9')
  })

  it('refuses an unknown event, an unknown field and a path with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [
        { v: 1, page: PAGE, events: [{ event: 'reader.condition' }] },
        'events[0].event: unknown event "reader.condition"',
      ],
      [
        {
          v: 1,
          page: PAGE,
          events: [{ event: 'page_view' }, { event: 'page_view', title: 'Living with diabetes' }],
        },
        'events[1].title: page_view has no field "title"',
      ],
      [{ v: 1, page: { ...PAGE, path: '/health/diabetes' }, events: [{ event: 'page_view' }] }, 'page'],
      [
        { v: 1, page: { ...PAGE, article: '/health/diabetes' }, events: [{ event: 'page_view' }] },
        'page.article',
      ],
      [{ v: 1, page: PAGE, events: [] }, 'events must hold at least one event'],
      [{ v: 2, page: PAGE, events: [{ event: 'page_view' }] }, 'v must be 1'],
    ]
    for (const [body, message] of cases) {
      const d = deps(100)
      const res = await handleEvents(post(body), d)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res)).toContain(message)
      expect(d.kept).toHaveLength(0)
    }
  })

  it('refuses a body that is not JSON (400), too large (413) or of another type (415)', async () => {
    const d = deps(100)
    expect((await handleEvents(post('{not json'), d)).status).toBe(400)
    const many = {
      v: 1,
      page: PAGE,
      events: Array.from({ length: 50 }, () => ({
        event: 'select_item',
        category: 'x'.repeat(80),
        text: 'y'.repeat(200),
        linkUrl: 'https://e.example/'.padEnd(400, 'z'),
      })),
    }
    expect((await handleEvents(post(many), d)).status).toBe(413)
    expect((await handleEvents(post('v=1', { type: 'application/x-www-form-urlencoded' }), d)).status).toBe(
      415,
    )
    expect(d.kept).toHaveLength(0)
  })

  it('answers a crawler 204 and keeps nothing of it', async () => {
    const d = deps()
    const res = await handleEvents(
      post({ v: 1, page: PAGE, events: [{ event: 'page_view' }] }, { ua: GOOGLEBOT }),
      d,
    )
    expect(res.status).toBe(204)
    expect(d.kept).toHaveLength(0)
    expect(d.drops).toBe(1)
  })

  it('refuses a batch from another site’s page (403), keeping nothing', async () => {
    const d = deps()
    const body = { v: 1, page: PAGE, events: [{ event: 'page_view' }] }
    const refused = await handleEvents(post(body, { origin: 'https://evil.example' }), d)
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toBe('This request must come from a page of this site.')
    expect(d.kept).toHaveLength(0)
  })

  it('limits each address (429 with Retry-After), others go on', async () => {
    const d = deps(2)
    const body = { v: 1, page: PAGE, events: [{ event: 'page_view' }] }
    expect((await handleEvents(post(body), d)).status).toBe(204)
    expect((await handleEvents(post(body), d)).status).toBe(204)
    const refused = await handleEvents(post(body), d)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handleEvents(post(body, { ip: '198.51.100.7' }), d)).status).toBe(204)
  })

  it('answers 503 with Retry-After when the batch could not be kept, never 500', async () => {
    const d = deps()
    d.keep = async () => {
      throw new Error('database away')
    }
    const res = await handleEvents(post({ v: 1, page: PAGE, events: [{ event: 'page_view' }] }), d)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBeTruthy()
    expect(await errorOf(res)).toBe(EVENTS_NOT_STORED_MESSAGE)
  })

  it('hands only a kept batch to the GA4 relay, with the reader’s hash and the request’s headers', async () => {
    const forwarded: [EventsBatch, string, string | null][] = []
    const d = {
      ...deps(),
      forward: (batch: EventsBatch, reader: string, headers: Pick<Headers, 'get'>) => {
        forwarded.push([batch, reader, headers.get('user-agent')])
      },
    }
    const body = { v: 1, page: PAGE, events: [{ event: 'page_view' }] }
    expect((await handleEvents(post(body), d)).status).toBe(204)
    expect((await handleEvents(post(body, { ua: GOOGLEBOT }), d)).status).toBe(204)
    expect((await handleEvents(post({ ...body, events: [{ event: 'nope' }] }), d)).status).toBe(400)
    d.keep = async () => {
      throw new Error('database away')
    }
    expect((await handleEvents(post(body), d)).status).toBe(503)
    expect(forwarded).toHaveLength(1)
    expect(forwarded[0]![1]).toBe(d.kept[0]![1])
    expect(forwarded[0]![2]).toBe(CHROME)
  })
})

describe('the reader’s daily hash', () => {
  it('is the same for one reader on one day, differs by address, browser and day', async () => {
    const store = memoryKeyValueStore()
    const monday = await dailySalt(store, '2026-11-30')
    expect(await dailySalt(store, '2026-11-30')).toBe(monday)
    const tuesday = await dailySalt(store, '2026-12-01')
    expect(tuesday).not.toBe(monday)
    const a = readerHash(monday, '203.0.113.9', CHROME)
    expect(readerHash(monday, '203.0.113.9', CHROME)).toBe(a)
    expect(readerHash(monday, '203.0.113.10', CHROME)).not.toBe(a)
    expect(readerHash(monday, '203.0.113.9', `${CHROME} Edg/131`)).not.toBe(a)
    expect(readerHash(tuesday, '203.0.113.9', CHROME)).not.toBe(a)
  })

  it('two instances sharing a store agree on the day’s salt', async () => {
    const store = memoryKeyValueStore()
    const [one, two] = await Promise.all([dailySalt(store, '2026-11-30'), dailySalt(store, '2026-11-30')])
    expect(one).toBe(two)
  })
})

describe('the counts a batch adds', () => {
  it('counts views, reads, engaged time, widget and product clicks by position, and conversions', () => {
    const time = Date.UTC(2026, 10, 30, 12)
    const rows = rowsOfBatch(
      {
        v: 1,
        page: { article: '42', template: 'article', formfactor: 'mobile' },
        events: [
          { event: 'page_view' },
          { event: 'scroll', percent_scrolled: 75 },
          { event: 'user_engagement', engagement_time_sec: 90 },
          { event: 'select_item', category: 'product card', productId: '7', position: 2 },
          { event: 'view_promotion', category: 'driver', placement: 'inline-1' },
          { event: 'generate_lead', placement: 'header', status: 'pending' },
          { event: 'generate_lead', placement: 'header', status: 'failed' },
          { event: 'form_submit', form: 'coupon', ok: true },
          { event: 'scroll', percent_scrolled: 30, fine: true },
        ],
      },
      time,
    )
    const base = { day: '2026-11-30', article: '42' }
    expect(rows).toEqual([
      { ...base, metric: 'view', subject: 'page', key: '', position: 0, count: 1 },
      { ...base, metric: 'read75', subject: 'page', key: '', position: 0, count: 1 },
      { ...base, metric: 'engaged_s', subject: 'page', key: '', position: 0, count: 90 },
      { ...base, metric: 'click', subject: 'widget', key: 'product card', position: 2, count: 1 },
      { ...base, metric: 'click', subject: 'product', key: '7', position: 2, count: 1 },
      { ...base, metric: 'impression', subject: 'driver', key: 'inline-1', position: 0, count: 1 },
      { ...base, metric: 'signup', subject: 'form', key: 'newsletter', position: 0, count: 1 },
      { ...base, metric: 'submit', subject: 'form', key: 'coupon', position: 0, count: 1 },
      { ...base, metric: 'scroll_fine', subject: 'page', key: '30', position: 0, count: 1 },
    ])
  })
})
