import { inLockOrder, mergeRows, Tally } from '@/platform/counts/tally'
import {
  buildDriverReport,
  DRIVER_COUNTS,
  type DriverName,
  type DriverStatRow,
  rowOfCount,
} from './aggregate'
import type { DriverCount } from './shared'

const t = Date.parse('2026-11-23T10:00:00Z')
const count = (over: Partial<DriverCount> = {}): DriverCount => ({
  kind: 'impression',
  driverId: 'd1',
  placement: 'articlePlacement',
  count: 1,
  ...over,
})
const row = (over: Partial<DriverStatRow> = {}): DriverStatRow => ({
  day: '2026-11-23',
  driverId: 'd1',
  placement: 'articlePlacement',
  fills: 0,
  misses: 0,
  impressions: 0,
  clicks: 0,
  signups: 0,
  ...over,
})

describe('counting beacon entries', () => {
  it.each<[DriverCount['kind'], Partial<DriverStatRow>]>([
    ['fill', { fills: 3 }],
    ['impression', { impressions: 3 }],
    ['click', { clicks: 3 }],
    ['signup', { signups: 3 }],
  ])('a %s adds its count to its column, on the UTC day', (kind, counted) => {
    expect(rowOfCount(count({ kind, count: 3 }), t)).toEqual(row(counted))
  })

  it('a miss is the placement’s: counted under driver ""', () => {
    expect(rowOfCount(count({ kind: 'miss', driverId: '' }), t)).toEqual(row({ driverId: '', misses: 1 }))
  })

  it('one row per day, driver and placement: a thousand impressions are one row', () => {
    const tally = new Tally(DRIVER_COUNTS)
    for (let i = 0; i < 1000; i++) tally.addRow(rowOfCount(count(), t))
    tally.addRow(rowOfCount(count({ kind: 'click' }), t))
    tally.addRow(rowOfCount(count({ kind: 'fill', placement: 'articlePlacement2' }), t))
    tally.addRow(rowOfCount(count({ kind: 'fill' }), t + 86_400_000))
    expect(tally.drain()).toEqual([
      row({ impressions: 1000, clicks: 1 }),
      row({ placement: 'articlePlacement2', fills: 1 }),
      row({ day: '2026-11-24', fills: 1 }),
    ])
  })

  it('merges and orders rows by day, driver and placement for the write', () => {
    const rows = [
      row({ day: '2026-11-24', fills: 1 }),
      row({ driverId: 'd2', fills: 1 }),
      row({ driverId: '', misses: 2 }),
      row({ fills: 1 }),
      row({ fills: 2, clicks: 1 }),
    ]
    const written = inLockOrder(DRIVER_COUNTS, mergeRows(DRIVER_COUNTS, rows))
    expect(written.map((r) => [r.day, r.driverId, r.fills, r.misses, r.clicks])).toEqual([
      ['2026-11-23', '', 0, 2, 0],
      ['2026-11-23', 'd1', 3, 0, 1],
      ['2026-11-23', 'd2', 1, 0, 0],
      ['2026-11-24', 'd1', 1, 0, 0],
    ])
  })
})

describe('the promotions report', () => {
  const names = new Map<string, DriverName>([
    ['d1', { name: 'Heart newsletter', docId: 4 }],
    ['d2', { name: 'Sleep quiz', docId: 9 }],
  ])
  const days = { from: '2026-10-25', to: '2026-11-23' }
  const rows = [
    row({ fills: 100, impressions: 80, clicks: 4, signups: 2 }),
    row({ day: '2026-11-22', fills: 50, impressions: 40, clicks: 2, signups: 1 }),
    row({ driverId: 'd2', fills: 30, impressions: 30, clicks: 3 }),
    row({ driverId: '', misses: 20 }),
    row({ driverId: 'd1', placement: 'headerNewsletter', fills: 10, impressions: 10, signups: 5 }),
    row({ driverId: 'gone', placement: 'wBw2ndPagePopup', fills: 1, impressions: 1 }),
    row({ driverId: '', placement: 'drugCopay', misses: 7 }),
  ]
  const report = buildDriverReport(rows, names, days)

  it('one row per driver and placement, named from the CMS, most impressions first', () => {
    expect(report.byDriver).toEqual([
      {
        key: 'd1\u0000articlePlacement',
        driverId: 'd1',
        driver: 'Heart newsletter',
        docId: 4,
        placement: 'articlePlacement',
        position: 'In the article: first marked position',
        fills: 150,
        impressions: 120,
        clicks: 6,
        ctr: 5,
        signups: 3,
      },
      expect.objectContaining({
        driver: 'Sleep quiz',
        docId: 9,
        fills: 30,
        impressions: 30,
        clicks: 3,
        ctr: 10,
      }),
      expect.objectContaining({
        driver: 'Heart newsletter',
        position: 'Header: Subscribe dialog',
        impressions: 10,
        ctr: 0,
        signups: 5,
      }),
      expect.objectContaining({
        driver: 'Deleted driver (gone)',
        docId: null,
        position: 'Pop-up on a reader’s second page',
      }),
    ])
  })

  it('misses count for their placement only, never as a driver', () => {
    expect(report.byDriver.some((r) => r.driverId === '')).toBe(false)
  })

  it('per placement: asked = fills + misses, and the fill rate', () => {
    expect(report.byPlacement).toEqual([
      {
        key: 'articlePlacement',
        position: 'In the article: first marked position',
        asked: 200,
        fills: 180,
        misses: 20,
        fillRate: 90,
        impressions: 150,
        clicks: 9,
        ctr: 6,
        signups: 3,
      },
      expect.objectContaining({ key: 'headerNewsletter', asked: 10, fillRate: 100 }),
      expect.objectContaining({ key: 'drugCopay', asked: 7, fills: 0, fillRate: 0 }),
      expect.objectContaining({ key: 'wBw2ndPagePopup', asked: 1, fillRate: 100 }),
    ])
  })

  it('totals over everything', () => {
    expect(report).toMatchObject({
      from: '2026-10-25',
      to: '2026-11-23',
      totals: { asked: 218, fills: 191, impressions: 161, clicks: 9, ctr: 5.6, signups: 8, fillRate: 87.6 },
    })
  })

  it('a placement seen but never asked for has no fill rate (not 0 %)', () => {
    const only = buildDriverReport([row({ impressions: 3 })], names, days)
    expect(only.byPlacement[0]?.fillRate).toBeNull()
    expect(only.totals.fillRate).toBeNull()
  })

  it('a placement the site no longer has keeps its counts, named as such', () => {
    const old = buildDriverReport([row({ placement: 'sidebarOld', fills: 1 })], names, days)
    expect(old.byPlacement[0]?.position).toBe('sidebarOld (no longer a position)')
  })

  it('nothing counted: empty tables and zero totals', () => {
    expect(buildDriverReport([], names, days)).toEqual({
      ...days,
      totals: { asked: 0, fills: 0, impressions: 0, clicks: 0, ctr: 0, signups: 0, fillRate: null },
      byDriver: [],
      byPlacement: [],
    })
  })
})
