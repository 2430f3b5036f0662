import { METRICS } from '@/services/metrics/registry'
import type { ReaderStatRow } from './aggregate'
import {
  quantileOfBuckets,
  siteHealthReport,
  summarizeVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
} from './reportModel'

const row = (
  metric: string,
  tag: string,
  count: number,
  extra: Partial<ReaderStatRow> = {},
): ReaderStatRow => ({
  day: '2026-11-29',
  metric,
  template: 'article',
  formfactor: 'mobile',
  tag,
  count,
  ...extra,
})

describe('quantileOfBuckets', () => {
  it('is the upper bound of the bucket the quantile falls in', () => {
    const buckets = new Map([
      [1000, 50],
      [2500, 25],
      [4000, 25],
    ])
    expect(quantileOfBuckets(buckets, 0.5)).toBe(1000)
    expect(quantileOfBuckets(buckets, 0.75)).toBe(2500)
    expect(quantileOfBuckets(buckets, 0.76)).toBe(4000)
    expect(quantileOfBuckets(new Map(), 0.75)).toBeNull()
  })
})

describe('summarizeVital', () => {
  it('gives p75, a rating and exact shares (the thresholds are bucket bounds)', () => {
    for (const name of VITAL_NAMES) {
      const buckets = METRICS[name].buckets as readonly number[]
      expect(buckets).toContain(VITAL_THRESHOLDS[name].good)
      expect(buckets).toContain(VITAL_THRESHOLDS[name].poor)
    }
    const lcp = summarizeVital(
      'webvitals.lcp',
      new Map([
        [1800, 6],
        [3000, 3],
        [6000, 1],
      ]),
    )
    expect(lcp).toEqual({
      metric: 'webvitals.lcp',
      count: 10,
      p75: 3000,
      good: 60,
      needsImprovement: 30,
      poor: 10,
      rating: 'needs improvement',
    })
    expect(summarizeVital('webvitals.cls', new Map([[0.01, 4]])).rating).toBe('good')
    expect(summarizeVital('webvitals.inp', new Map()).rating).toBeNull()
  })
})

describe('siteHealthReport', () => {
  it('summarises per template, per day and the failures', () => {
    const rows = [
      row('webvitals.lcp', 'le=1800', 3),
      row('webvitals.lcp', 'le=6000', 1),
      row('webvitals.lcp', 'le=1000', 2, { template: 'home' }),
      row('webvitals.lcp', 'le=4000', 2, { day: '2026-11-28' }),
      row('engagement.timeOnPage', 'le=60', 3),
      row('engagement.timeOnPage', 'le=600', 1),
      row('engagement.maxScroll', 'le=100', 1),
      row('engagement.maxScroll', 'le=25', 3),
      row('ui.fetch.error', 'status=503', 2),
      row('ui.fetch.error', 'status=503', 3, { template: 'home' }),
      row('drivers.not_found', 'placement=headerNewsletter', 1),
    ]
    const report = siteHealthReport(rows, '2026-11-28', 2)
    const article = report.templates.find((t) => t.template === 'article')!
    expect(article.vitals.find((v) => v.metric === 'webvitals.lcp')).toMatchObject({ count: 6, p75: 4000 })
    expect(article.medianTimeOnPage).toBe(60)
    expect(article.readMostShare).toBe(25)
    expect(report.templates.map((t) => t.template)).toEqual(['article', 'home'])
    expect(report.daily).toEqual([
      { day: '2026-11-28', 'webvitals.lcp': 4000 },
      { day: '2026-11-29', 'webvitals.lcp': 1800 },
    ])
    expect(report.failures.map((f) => [f.metric, f.tag, f.count])).toEqual([
      ['ui.fetch.error', 'status=503', 5],
      ['drivers.not_found', 'placement=headerNewsletter', 1],
    ])
  })
})
