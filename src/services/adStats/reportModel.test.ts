import { PARTNER_CAMPAIGN_ID } from '@/services/ads/shared'
import type { AdStatRow } from './aggregate'
import { type AdNames, buildAdReport, PARTNER_REPORT_NAME, positionName } from './reportModel'

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
const request = (position: string, requests: number, day = '2026-11-23') =>
  row({ day, campaignId: '', creativeId: '', position, requests })

const names: AdNames = {
  campaigns: new Map([
    ['c1', { name: 'Walking shoes', advertiser: 'Stride Co' }],
    ['c2', { name: 'House: newsletter', advertiser: '' }],
  ]),
  creatives: new Map([
    ['k1', { name: 'Shoes 300x250' }],
    ['k2', { name: 'Shoes 728x90' }],
    ['k3', { name: 'Newsletter rectangle' }],
  ]),
}
const range = { from: '2026-11-21', to: '2026-11-23' }

const rows: AdStatRow[] = [
  request('DMR1', 40),
  request('DLB1', 100),
  request('DLB1', 50, '2026-11-22'),
  row({ fills: 30, viewables: 20, clicks: 1 }),
  row({ creativeId: 'k2', position: 'DLB1', fills: 90, viewables: 60, clicks: 3 }),
  row({ day: '2026-11-22', creativeId: 'k2', position: 'DLB1', fills: 40, viewables: 40, clicks: 1 }),
  row({ campaignId: 'c2', creativeId: 'k3', fills: 5, viewables: 0 }),
  row({ campaignId: 'gone', creativeId: 'k9', position: 'MMR1', fills: 2, viewables: 2 }),
  // Page views whose ads a blocker hid: the day's, in no campaign, creative or position row.
  row({ campaignId: '', creativeId: '', position: '', blocked: 7 }),
  // Before the report's first day: left out.
  row({ day: '2026-11-01', fills: 1000, viewables: 1000 }),
]

describe('the ad report', () => {
  const report = buildAdReport(rows, names, range)

  it('totals: requests, fills and their rate, viewable impressions, clicks and click-through', () => {
    expect(report.totals).toEqual({
      requests: 190,
      fills: 167,
      // 167 of 190 slots asked for were filled.
      fillRate: 87.9,
      viewables: 122,
      clicks: 5,
      // Clicks per viewable impression.
      ctr: 4.1,
      blockedPageViews: 7,
    })
    expect(report.from).toBe('2026-11-21')
    expect(report.to).toBe('2026-11-23')
  })

  it('a daily series of every day in the range, zeros included, oldest first', () => {
    expect(report.daily).toEqual([
      { day: '2026-11-21', fills: 0, viewables: 0, clicks: 0 },
      { day: '2026-11-22', fills: 40, viewables: 40, clicks: 1 },
      { day: '2026-11-23', fills: 127, viewables: 82, clicks: 4 },
    ])
  })

  it('per campaign: named with its advertiser and edit link, most viewable first; deleted ones say so', () => {
    expect(report.byCampaign).toEqual([
      {
        key: 'c1',
        campaign: 'Walking shoes',
        advertiser: 'Stride Co',
        href: '/admin/collections/ad-campaigns/c1',
        fills: 160,
        viewables: 120,
        clicks: 5,
        ctr: 4.2,
        viewableRate: 75,
      },
      {
        key: 'gone',
        campaign: 'Deleted campaign (gone)',
        advertiser: '',
        href: null,
        fills: 2,
        viewables: 2,
        clicks: 0,
        ctr: 0,
        viewableRate: 100,
      },
      {
        key: 'c2',
        campaign: 'House: newsletter',
        advertiser: '',
        href: '/admin/collections/ad-campaigns/c2',
        fills: 5,
        viewables: 0,
        clicks: 0,
        // No viewable impression: no click-through to speak of.
        ctr: null,
        viewableRate: 0,
      },
    ])
  })

  it('per creative, with its campaign; a creative of a deleted campaign still shows', () => {
    expect(report.byCreative.map((r) => [r.creative, r.href, r.campaign, r.viewables])).toEqual([
      ['Shoes 728x90', '/admin/collections/ad-creatives/k2', 'Walking shoes', 100],
      ['Shoes 300x250', '/admin/collections/ad-creatives/k1', 'Walking shoes', 20],
      ['Deleted creative (k9)', null, 'Deleted campaign (gone)', 2],
      ['Newsletter rectangle', '/admin/collections/ad-creatives/k3', 'House: newsletter', 0],
    ])
    expect(report.byCreative[0]?.campaignHref).toBe('/admin/collections/ad-campaigns/c1')
  })

  it('per position: requests, fills and fill rate, most requested first', () => {
    expect(report.byPosition.map((r) => [r.key, r.requests, r.fills, r.fillRate, r.ctr])).toEqual([
      ['DLB1', 150, 130, 86.7, 4],
      ['DMR1', 40, 35, 87.5, 5],
      // Filled without a request counted (a request is lost with its beacon): no rate to speak of.
      ['MMR1', 0, 2, null, 0],
    ])
    expect(report.byPosition[0]?.position).toBe('DLB1: Top leaderboard (under the header, 768 px and wider)')
  })

  it('nothing counted: zeros, no rates, empty tables, and still every day', () => {
    const empty = buildAdReport([], names, range)
    expect(empty.totals).toEqual({
      requests: 0,
      fills: 0,
      fillRate: null,
      viewables: 0,
      clicks: 0,
      ctr: null,
      blockedPageViews: 0,
    })
    expect(empty.daily).toHaveLength(3)
    expect([empty.byCampaign, empty.byCreative, empty.byPosition]).toEqual([[], [], []])
  })

  it('names a position that no longer exists', () => {
    expect(positionName('MMR1')).toBe('MMR1: First in-page rectangle on phones')
    expect(positionName('XLB9')).toBe('XLB9 (no longer a position)')
  })
})

describe('the programmatic partner in the ad report', () => {
  it('is a row of its own, named, with no edit link and no creative rows', () => {
    const report = buildAdReport(
      [row({ campaignId: PARTNER_CAMPAIGN_ID, creativeId: '', position: 'MMR2', fills: 4, viewables: 3 })],
      names,
      range,
    )
    expect(report.byCampaign).toEqual([
      expect.objectContaining({
        key: PARTNER_CAMPAIGN_ID,
        campaign: PARTNER_REPORT_NAME,
        href: null,
        fills: 4,
        viewables: 3,
      }),
    ])
    expect(report.byCreative).toEqual([])
  })
})
