import type { MetricsBody, UnloadBody } from '@/services/metrics/schema'
import { MAX_SCROLL_METRIC, rowsOfMetrics, rowsOfUnload, TIME_ON_PAGE_METRIC, tagKey } from './aggregate'

const page = {
  build: 'b',
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  formfactor: 'mobile',
  site: 's',
} as const
const noon = Date.UTC(2026, 10, 29, 12)

describe('rowsOfMetrics', () => {
  it('keeps one row per metric: increments by their tags, histograms by their bucket, never the path', () => {
    const body = {
      ...page,
      path: '/health/atorvastatin',
      metrics: [
        { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
        { type: 'increment', name: 'ads.decision.timeout' },
        { type: 'histogram', name: 'webvitals.lcp', duration: 2_500 },
      ],
    } as MetricsBody
    const rows = rowsOfMetrics(body, noon)
    expect(rows).toEqual([
      {
        day: '2026-11-29',
        metric: 'ui.fetch.error',
        template: 'article',
        formfactor: 'mobile',
        tag: 'status=503',
        count: 1,
      },
      {
        day: '2026-11-29',
        metric: 'ads.decision.timeout',
        template: 'article',
        formfactor: 'mobile',
        tag: '',
        count: 1,
      },
      {
        day: '2026-11-29',
        metric: 'webvitals.lcp',
        template: 'article',
        formfactor: 'mobile',
        tag: 'le=2500',
        count: 1,
      },
    ])
    expect(JSON.stringify(rows)).not.toContain('atorvastatin')
  })

  it('writes tags in one order', () => {
    expect(tagKey({ visibility: 'hidden', timeout: 'true' })).toBe('timeout=true,visibility=hidden')
    expect(tagKey(undefined)).toBe('')
  })
})

describe('rowsOfUnload', () => {
  it('keeps time on page and scroll depth in their buckets', () => {
    const rows = rowsOfUnload({ ...page, timeOnPage: 95_000, maxScroll: 60 } as UnloadBody, noon)
    expect(rows.map((r) => [r.metric, r.tag])).toEqual([
      [TIME_ON_PAGE_METRIC, 'le=180'],
      [MAX_SCROLL_METRIC, 'le=75'],
    ])
  })
})
