/**
 * The Site health view's figures (issue 29), computed from the daily bucket counts (`aggregate.ts`): per
 * template, each Web Vital's p75 and its good / needs improvement / poor shares, with p75 per day for the
 * chart; time on page and scroll depth; and the failures readers' pages counted, by metric and tag. Pure.
 *
 * A percentile read from buckets is the upper bound of the bucket it falls in (what Prometheus'
 * `histogram_quantile` would interpolate inside it); the buckets include each vital's "good" and "poor"
 * thresholds, so the shares are exact.
 */
import { METRICS, type MetricName } from '@/services/metrics/registry'
import { MAX_SCROLL_METRIC, type ReaderStatRow, TIME_ON_PAGE_METRIC } from './aggregate'

/** The Web Vitals' thresholds (web.dev's): at or under `good` is good, over `poor` is poor. */
export const VITAL_THRESHOLDS = {
  'webvitals.lcp': { good: 2_500, poor: 4_000, unit: 'ms', label: 'Largest Contentful Paint' },
  'webvitals.inp': { good: 200, poor: 500, unit: 'ms', label: 'Interaction to Next Paint' },
  'webvitals.cls': { good: 0.1, poor: 0.25, unit: '', label: 'Cumulative Layout Shift' },
  'webvitals.fcp': { good: 1_800, poor: 3_000, unit: 'ms', label: 'First Contentful Paint' },
  'webvitals.ttfb': { good: 800, poor: 1_800, unit: 'ms', label: 'Time to First Byte' },
} as const
export type VitalName = keyof typeof VITAL_THRESHOLDS
export const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[]

/** The failure metrics the view lists (the registry's increments that say something broke). */
export const FAILURE_METRICS = [
  'ui.fetch.error',
  'client.error.chunk',
  'client.error.deploy',
  'newsletter.error',
  'drivers.not_found',
  'ads.decision.timeout',
  'drugCostSavings.copay.timeout',
] as const satisfies readonly MetricName[]

export const ENGAGEMENT_METRICS = [TIME_ON_PAGE_METRIC, MAX_SCROLL_METRIC] as const

export type VitalSummary = {
  metric: VitalName
  /** Page views that reported it. */
  count: number
  /** Null with no page views. */
  p75: number | null
  good: number
  needsImprovement: number
  poor: number
  rating: 'good' | 'needs improvement' | 'poor' | null
}

export type TemplateHealth = {
  /** The row's key in the view's table: the template. */
  key: string
  template: string
  views: number
  vitals: VitalSummary[]
  /** Median time on page, seconds (a bucket's upper bound), and the share that read three quarters. */
  medianTimeOnPage: number | null
  readMostShare: number | null
}

export type FailureRow = { key: string; metric: string; tag: string; count: number; help: string }

export type SiteHealthReport = {
  days: number
  since: string
  templates: TemplateHealth[]
  /** Per day: each vital's p75 over every template (the chart). */
  daily: ({ day: string } & Partial<Record<VitalName, number | null>>)[]
  failures: FailureRow[]
}

const bucketOfTag = (tag: string): number | null => {
  const match = /^le=(.+)$/.exec(tag)
  const value = match ? Number(match[1]) : Number.NaN
  return Number.isFinite(value) ? value : null
}

/** The `q` quantile of bucket counts: the upper bound of the bucket it falls in (null with none). */
export function quantileOfBuckets(buckets: ReadonlyMap<number, number>, q: number): number | null {
  const bounds = [...buckets.keys()].sort((a, b) => a - b)
  const total = bounds.reduce((sum, b) => sum + (buckets.get(b) ?? 0), 0)
  if (total === 0) return null
  const rank = q * total
  let seen = 0
  for (const bound of bounds) {
    seen += buckets.get(bound) ?? 0
    if (seen >= rank) return bound
  }
  return bounds[bounds.length - 1] ?? null
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

/** A vital's summary from its bucket counts. */
export function summarizeVital(metric: VitalName, buckets: ReadonlyMap<number, number>): VitalSummary {
  const { good, poor } = VITAL_THRESHOLDS[metric]
  let count = 0
  let inGood = 0
  let inPoor = 0
  for (const [bound, n] of buckets) {
    count += n
    if (bound <= good) inGood += n
    else if (bound > poor) inPoor += n
  }
  const p75 = quantileOfBuckets(buckets, 0.75)
  return {
    metric,
    count,
    p75,
    good: share(inGood, count),
    needsImprovement:
      count > 0 ? Math.round((100 - share(inGood, count) - share(inPoor, count)) * 10) / 10 : 0,
    poor: share(inPoor, count),
    rating: p75 === null ? null : p75 <= good ? 'good' : p75 > poor ? 'poor' : 'needs improvement',
  }
}

function addTo(map: Map<number, number>, bound: number, n: number) {
  map.set(bound, (map.get(bound) ?? 0) + n)
}

/** The whole report from the rows of `days` days since `since`. */
export function siteHealthReport(
  rows: readonly ReaderStatRow[],
  since: string,
  days: number,
): SiteHealthReport {
  const byTemplate = new Map<string, Map<string, Map<number, number>>>()
  const byDay = new Map<string, Map<VitalName, Map<number, number>>>()
  const failures = new Map<string, FailureRow>()
  for (const row of rows) {
    if ((FAILURE_METRICS as readonly string[]).includes(row.metric)) {
      const key = `${row.metric}|${row.tag}`
      const current = failures.get(key)
      if (current) current.count += row.count
      else
        failures.set(key, {
          key,
          metric: row.metric,
          tag: row.tag,
          count: row.count,
          help: METRICS[row.metric as MetricName].help,
        })
      continue
    }
    const bound = bucketOfTag(row.tag)
    if (bound === null) continue
    const metrics = byTemplate.get(row.template) ?? new Map<string, Map<number, number>>()
    byTemplate.set(row.template, metrics)
    const buckets = metrics.get(row.metric) ?? new Map<number, number>()
    metrics.set(row.metric, buckets)
    addTo(buckets, bound, row.count)
    if (row.metric in VITAL_THRESHOLDS) {
      const vitals = byDay.get(row.day) ?? new Map<VitalName, Map<number, number>>()
      byDay.set(row.day, vitals)
      const dayBuckets = vitals.get(row.metric as VitalName) ?? new Map<number, number>()
      vitals.set(row.metric as VitalName, dayBuckets)
      addTo(dayBuckets, bound, row.count)
    }
  }
  const templates: TemplateHealth[] = [...byTemplate.entries()].map(([template, metrics]) => {
    const vitals = VITAL_NAMES.map((name) => summarizeVital(name, metrics.get(name) ?? new Map()))
    const time = metrics.get(TIME_ON_PAGE_METRIC)
    const scroll = metrics.get(MAX_SCROLL_METRIC)
    const scrolled = scroll ? [...scroll.values()].reduce((a, b) => a + b, 0) : 0
    const readMost = scroll
      ? [...scroll.entries()].filter(([b]) => b >= 75).reduce((a, [, n]) => a + n, 0)
      : 0
    return {
      key: template,
      template,
      views: Math.max(0, ...vitals.map((v) => v.count), scrolled),
      vitals,
      medianTimeOnPage: time ? quantileOfBuckets(time, 0.5) : null,
      readMostShare: scrolled > 0 ? share(readMost, scrolled) : null,
    }
  })
  templates.sort((a, b) => b.views - a.views || a.template.localeCompare(b.template))
  const daily = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, vitals]) => {
      const point: { day: string } & Partial<Record<VitalName, number | null>> = { day }
      for (const name of VITAL_NAMES) {
        const buckets = vitals.get(name)
        if (buckets) point[name] = quantileOfBuckets(buckets, 0.75)
      }
      return point
    })
  return {
    days,
    since,
    templates,
    daily,
    failures: [...failures.values()].sort((a, b) => b.count - a.count || a.metric.localeCompare(b.metric)),
  }
}
