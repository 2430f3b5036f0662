import type { Payload } from 'payload'
import { AdCounter, type AdStatCount, readAdCounts } from '@/services/adStats'
import { addAdCounts } from '@/services/adStats/store'
import { createTestPayload, dbTargets } from './helpers'

/**
 * First-party ad counts (issue 28): rows per day, campaign, creative and position in `ad_stats`, added to
 * with atomic increments (its unique index is the upsert's conflict target), so counters on several app
 * instances add up; on SQLite and Postgres.
 */
describe.each(dbTargets())('ad counts on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  const day = new Date().toISOString().slice(0, 10)

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  const count = (over: Partial<AdStatCount> = {}): AdStatCount => ({
    kind: 'viewable',
    campaignId: '7',
    creativeId: '21',
    position: 'DMR1',
    count: 1,
    ...over,
  })

  it('two instances’ counters add up in one row per day, campaign, creative and position', async () => {
    const a = new AdCounter(async () => payload, { windowMs: 5 })
    const b = new AdCounter(async () => payload, { windowMs: 5 })
    await Promise.all([
      a.record([count(), count({ kind: 'fill', count: 2 }), count({ kind: 'request', count: 3 })]),
      b.record([count({ count: 4 }), count({ kind: 'click' }), count({ position: 'MMR1', kind: 'fill' })]),
    ])
    await b.record([count({ kind: 'request', position: 'DMR1', count: 2 })])
    // Page views whose ads a blocker hid: the day's row, from both instances.
    const blocked = count({ kind: 'blocked', campaignId: '', creativeId: '', position: '' })
    await Promise.all([a.record([blocked]), b.record([blocked])])
    const rows = (await readAdCounts(payload, day))
      .map(({ campaignId, creativeId, position, requests, fills, viewables, clicks, blocked }) => ({
        campaignId,
        creativeId,
        position,
        requests,
        fills,
        viewables,
        clicks,
        blocked,
      }))
      .sort((x, y) => x.campaignId.localeCompare(y.campaignId) || x.position.localeCompare(y.position))
    const none = { requests: 0, fills: 0, viewables: 0, clicks: 0, blocked: 0 }
    expect(rows).toEqual([
      { ...none, campaignId: '', creativeId: '', position: '', blocked: 2 },
      { ...none, campaignId: '', creativeId: '', position: 'DMR1', requests: 5 },
      { ...none, campaignId: '7', creativeId: '21', position: 'DMR1', fills: 2, viewables: 5, clicks: 1 },
      { ...none, campaignId: '7', creativeId: '21', position: 'MMR1', fills: 1 },
    ])
    await Promise.all([a.stop(), b.stop()])
  })

  it('reads the counts of the campaigns asked for only, from a day on', async () => {
    await addAdCounts(payload, [
      {
        day,
        campaignId: '8',
        creativeId: '30',
        position: 'DLB1',
        requests: 0,
        fills: 1,
        viewables: 9,
        clicks: 0,
        blocked: 0,
      },
      {
        day: '2020-01-01',
        campaignId: '8',
        creativeId: '30',
        position: 'DLB1',
        requests: 0,
        fills: 1,
        viewables: 100,
        clicks: 0,
        blocked: 0,
      },
    ])
    const rows = await readAdCounts(payload, day, ['8'])
    expect(rows.map((r) => [r.campaignId, r.viewables])).toEqual([['8', 9]])
    expect(await readAdCounts(payload, day, [])).toEqual([])
  })
})
