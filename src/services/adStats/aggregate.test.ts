import { inLockOrder, mergeRows, Tally } from '@/platform/counts/tally'
import { AD_COUNTS, type AdStatCount, type AdStatRow, deliveredByCampaign, rowOfCount } from './aggregate'

const t = Date.parse('2026-11-23T10:00:00Z')
const count = (over: Partial<AdStatCount> = {}): AdStatCount => ({
  kind: 'viewable',
  campaignId: 'c1',
  creativeId: 'k1',
  position: 'DMR1',
  count: 1,
  ...over,
})
const row = (over: Partial<AdStatRow> = {}): AdStatRow => ({
  day: '2026-11-23',
  campaignId: 'c1',
  creativeId: 'k1',
  position: 'DMR1',
  requests: 0,
  fills: 0,
  viewables: 0,
  clicks: 0,
  blocked: 0,
  ...over,
})

describe('counting ad events', () => {
  it.each<[AdStatCount['kind'], Partial<AdStatRow>]>([
    ['fill', { fills: 3 }],
    ['viewable', { viewables: 3 }],
    ['click', { clicks: 3 }],
  ])('a %s adds its count to its column, on the UTC day', (kind, counted) => {
    expect(rowOfCount(count({ kind, count: 3 }), t)).toEqual(row(counted))
  })

  it('a request is the position’s: counted under campaign and creative ""', () => {
    expect(rowOfCount(count({ kind: 'request', campaignId: 'c1', creativeId: 'k1', count: 2 }), t)).toEqual(
      row({ campaignId: '', creativeId: '', requests: 2 }),
    )
  })

  it('a blocked page view is the day’s: campaign, creative and position ""', () => {
    expect(
      rowOfCount(count({ kind: 'blocked', campaignId: '', creativeId: '', position: '', count: 1 }), t),
    ).toEqual(row({ campaignId: '', creativeId: '', position: '', blocked: 1 }))
  })

  it('the day is UTC: just before midnight UTC is still that day', () => {
    expect(rowOfCount(count(), Date.parse('2026-11-23T23:59:59Z')).day).toBe('2026-11-23')
    expect(rowOfCount(count(), Date.parse('2026-11-24T00:00:00Z')).day).toBe('2026-11-24')
  })

  it('one row per day, campaign, creative and position: a thousand viewables are one row', () => {
    const tally = new Tally(AD_COUNTS)
    for (let i = 0; i < 1000; i++) tally.addRow(rowOfCount(count(), t))
    tally.addRow(rowOfCount(count({ kind: 'click' }), t))
    tally.addRow(rowOfCount(count({ kind: 'fill', position: 'MMR1' }), t))
    tally.addRow(rowOfCount(count({ kind: 'fill', creativeId: 'k2' }), t))
    tally.addRow(rowOfCount(count({ kind: 'fill' }), t + 86_400_000))
    expect(tally.drain()).toEqual([
      row({ viewables: 1000, clicks: 1 }),
      row({ position: 'MMR1', fills: 1 }),
      row({ creativeId: 'k2', fills: 1 }),
      row({ day: '2026-11-24', fills: 1 }),
    ])
  })

  it('merges and orders rows by day, campaign, creative and position for the write', () => {
    const rows = [
      row({ day: '2026-11-24', fills: 1 }),
      row({ campaignId: 'c2', fills: 1 }),
      row({ campaignId: '', creativeId: '', requests: 4 }),
      row({ position: 'DLB1', fills: 1 }),
      row({ fills: 1 }),
      row({ fills: 2, clicks: 1 }),
    ]
    const written = inLockOrder(AD_COUNTS, mergeRows(AD_COUNTS, rows))
    expect(written.map((r) => [r.day, r.campaignId, r.position, r.requests, r.fills, r.clicks])).toEqual([
      ['2026-11-23', '', 'DMR1', 4, 0, 0],
      ['2026-11-23', 'c1', 'DLB1', 0, 1, 0],
      ['2026-11-23', 'c1', 'DMR1', 0, 3, 1],
      ['2026-11-23', 'c2', 'DMR1', 0, 1, 0],
      ['2026-11-24', 'c1', 'DMR1', 0, 1, 0],
    ])
  })
})

describe('delivered impressions per campaign', () => {
  const rows = [
    row({ day: '2026-11-20', viewables: 5 }),
    row({ day: '2026-11-21', viewables: 7 }),
    row({ day: '2026-11-21', position: 'MMR1', viewables: 3 }),
    row({ day: '2026-11-22', campaignId: 'c2', viewables: 11 }),
    row({ day: '2026-11-22', campaignId: 'c3', viewables: 13 }),
    row({ campaignId: '', creativeId: '', requests: 50 }),
  ]

  it('sums viewable impressions from each campaign’s first day on, and only the campaigns asked for', () => {
    const since = new Map([
      ['c1', '2026-11-21'],
      ['c2', '2026-11-01'],
    ])
    expect(deliveredByCampaign(rows, since)).toEqual(
      new Map([
        ['c1', 10],
        ['c2', 11],
      ]),
    )
  })

  it('nothing counted yet: no entry (the catalog reads that as 0)', () => {
    expect(deliveredByCampaign([], new Map([['c1', '2026-11-01']]))).toEqual(new Map())
  })
})
