import type { Payload } from 'payload'
import { EventsWriter, readAudienceCounts } from '@/services/events'
import { loggedEvents, rowsOfBatch } from '@/services/events/aggregate'
import type { EventsBatch } from '@/services/events/schema'
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
