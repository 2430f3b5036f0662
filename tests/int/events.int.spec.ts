import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { runTogether, upsertCounts } from '@/platform/counts/upsert'
import { serverMetrics } from '@/platform/prometheus.mjs'
import { EventsWriter, readAudienceCounts } from '@/services/events'
import { AUDIENCE_COUNTS, loggedEvents, rowsOfBatch } from '@/services/events/aggregate'
import { readAudienceReport } from '@/services/events/report'
import { audienceReport } from '@/services/events/reportModel'
import type { EventsBatch } from '@/services/events/schema'
import type { AudienceRow } from '@/services/events/shared'
import { createTestPayload, dbTargets } from './helpers'

/**
 * The analytics events ingest's store (issue 30): each batch appended to `analytics_events` and added to the
 * daily `audience_stats` counts with atomic increments, so writers on several app instances add up; on SQLite
 * and Postgres.
 */
describe.each(dbTargets())('analytics events on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  const batch = (article: string, events: EventsBatch['events']): EventsBatch => ({
    v: 1,
    page: { article, template: 'article', formfactor: 'mobile' },
    events,
  })
  const keep = (writer: EventsWriter, b: EventsBatch, reader: string) => {
    const time = Date.now()
    return writer.record([{ events: loggedEvents(b, reader, time), counts: rowsOfBatch(b, time) }])
  }

  it('two instances’ writers log every event and add up one count per day, article, metric, subject and position', async () => {
    const a = new EventsWriter(async () => payload, { windowMs: 5 })
    const b = new EventsWriter(async () => payload, { windowMs: 5 })
    const view = batch('42', [
      { event: 'page_view' },
      { event: 'scroll', percent_scrolled: 25 },
      { event: 'select_item', category: 'product card', productId: '7', position: 2 },
    ])
    await Promise.all([
      keep(a, view, 'reader-one'),
      keep(b, view, 'reader-two'),
      keep(a, batch('43', [{ event: 'page_view' }]), 'reader-one'),
    ])
    const today = new Date().toISOString().slice(0, 10)
    const counts = (await readAudienceCounts(payload, today))
      .map(
        ({ article, metric, subject, key, position, count }) =>
          `${article} ${metric} ${subject} ${key} ${position} ${count}`,
      )
      .sort()
    expect(counts).toEqual([
      '42 click product 7 2 2',
      '42 click widget product card 2 2',
      '42 read25 page  0 2',
      '42 view page  0 2',
      '43 view page  0 1',
    ])
    const logged = await payload.find({
      collection: 'analytics-events',
      where: { article: { equals: '42' } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(logged.docs).toHaveLength(6)
    const click = logged.docs.find((d) => d.event === 'select_item')
    expect(JSON.parse(click?.fields ?? '{}')).toEqual({
      category: 'product card',
      productId: '7',
      position: 2,
    })
    expect(new Set(logged.docs.map((d) => d.reader))).toEqual(new Set(['reader-one', 'reader-two']))
    await Promise.all([a.stop(), b.stop()])
  })

  it('a write is all or nothing: when the counts cannot be stored, no event of the batches is logged either (503)', async () => {
    const writer = new EventsWriter(async () => payload, { windowMs: 5 })
    const rename = (from: string, to: string) =>
      runTogether(payload, 'test', [sql.raw(`ALTER TABLE "${from}" RENAME TO "${to}"`)])
    await rename('audience_stats', 'audience_stats_away')
    try {
      const kept = keep(
        writer,
        batch('all-or-nothing', [{ event: 'page_view' }, { event: 'page_view' }]),
        'r',
      )
      await expect(kept).rejects.toThrow('could not be stored')
    } finally {
      await rename('audience_stats_away', 'audience_stats')
    }
    const logged = await payload.count({
      collection: 'analytics-events',
      where: { article: { equals: 'all-or-nothing' } },
      overrideAccess: true,
    })
    expect(logged.totalDocs).toBe(0)
    await writer.stop()
  })

  it('a burst of full batches past what one statement binds is kept whole, in one write', async () => {
    const writes = async () =>
      (await serverMetrics().countsWrites.get()).values
        .filter((v) => v.labels.counter === 'events' && v.labels.outcome === 'ok')
        .reduce((sum, v) => sum + v.value, 0)
    const before = await writes()
    const writer = new EventsWriter(async () => payload, { windowMs: 50 })
    const full = (i: number) =>
      batch(`burst-${i % 7}`, [
        ...Array.from({ length: 49 }, (_, n) => ({
          event: 'scroll' as const,
          percent_scrolled: [25, 50, 75][n % 3] as 25,
        })),
        { event: 'page_view' as const },
      ])
    // 100 batches of 50 events: 5,000 log rows, more than one INSERT binds (3,555 on these columns).
    await Promise.all(Array.from({ length: 100 }, (_, i) => keep(writer, full(i), `reader-${i}`)))
    const logged = await payload.count({
      collection: 'analytics-events',
      where: { article: { like: 'burst-' } },
      overrideAccess: true,
    })
    expect(logged.totalDocs).toBe(5_000)
    const today = new Date().toISOString().slice(0, 10)
    const views = (await readAudienceCounts(payload, today))
      .filter((r) => r.article.startsWith('burst-') && r.metric === 'view')
      .reduce((sum, r) => sum + r.count, 0)
    expect(views).toBe(100)
    expect((await writes()) - before).toBe(1)
    await writer.stop()
  })

  it('a year of daily counts: the database’s sums give the report the row-by-row model gives', async () => {
    // 365 days × 6 articles × 6 counts (views, reads, engaged time, a widget's clicks, a product's clicks by
    // position, sign-ups): 13,140 rows, summed by the database into one row per article and count.
    const now = Date.parse('2027-06-30T12:00:00Z')
    const rows: AudienceRow[] = []
    for (let d = 0; d < 365; d++) {
      const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10)
      for (let a = 1; a <= 6; a++) {
        const article = `y${a}`
        const n = (d * 7 + a * 13) % 50
        rows.push(
          { day, article, metric: 'view', subject: 'page', key: '', position: 0, count: n + 10 },
          { day, article, metric: 'read75', subject: 'page', key: '', position: 0, count: n },
          { day, article, metric: 'engaged_s', subject: 'page', key: '', position: 0, count: n * 30 },
          {
            day,
            article,
            metric: 'click',
            subject: 'widget',
            key: 'productCard',
            position: 1 + (a % 3),
            count: n % 7,
          },
          {
            day,
            article,
            metric: 'click',
            subject: 'product',
            key: `p${a % 4}`,
            position: 1 + (d % 2),
            count: 1,
          },
          { day, article, metric: 'signup', subject: 'form', key: 'newsletter', position: 0, count: a % 2 },
        )
      }
    }
    for (let i = 0; i < rows.length; i += 3000)
      await upsertCounts(
        payload,
        { table: 'audience_stats', label: 'test' },
        AUDIENCE_COUNTS,
        rows.slice(i, i + 3000),
      )
    const started = performance.now()
    const report = await readAudienceReport(payload, { days: 365, now })
    const tookMs = performance.now() - started
    const since = new Date(now - 364 * 86_400_000).toISOString().slice(0, 10)
    const startedByRow = performance.now()
    const counted = await readAudienceCounts(payload, since)
    const byRowMs = performance.now() - startedByRow
    const byRow = audienceReport(counted, {
      since,
      days: 365,
      period: 'week',
    })
    const strip = (r: typeof report) => ({
      totals: r.totals,
      series: r.series,
      widgets: r.widgets,
      products: r.products.map((p) => [p.key, p.impressions, p.clicks]),
      articles: r.articles.map((x) => [x.article, x.views, x.read75, x.engagedSeconds, x.clicks, x.signups]),
    })
    expect(strip(report)).toEqual(strip(byRow))
    expect(report.articles.filter((x) => x.article.startsWith('y'))).toHaveLength(6)
    console.log(
      `audience report over a year (${rows.length} daily rows) on ${target.kind}: ${tookMs.toFixed(0)} ms; the same rows read one by one through Payload: ${byRowMs.toFixed(0)} ms`,
    )
  })

  it('nobody can add, change or delete a row through the API, and only administrators read them', async () => {
    await expect(
      payload.create({
        collection: 'audience-stats',
        data: {
          day: '2026-11-30',
          article: '1',
          metric: 'view',
          subject: 'page',
          key: '',
          position: 0,
          count: 5,
        },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'analytics-events', overrideAccess: false })).rejects.toThrow()
  })
})
