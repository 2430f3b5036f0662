/**
 * Readers' metrics kept for the admin's Site health view (issue 29, ADR 27 §7): daily counts per metric,
 * page template, form factor and tag, aggregated on write so that a year of them reads fast. A Web Vital is
 * kept as the count of page views in each of its buckets (the browser sent the bucket, never the value), so
 * the view computes p75 and the good / needs improvement / poor shares from counts alone. Pure.
 */
import { dayOf, type TallySpec } from '@/platform/counts/tally'
import { MAX_SCROLL_BUCKETS, TIME_ON_PAGE_BUCKETS_S } from '@/services/metrics/registry'
import type { MetricsBody, UnloadBody } from '@/services/metrics/schema'

/** One row of `reader_stats`: how many times `metric` was seen with `tag` on a day, template and form factor. */
export type ReaderStatRow = {
  day: string
  metric: string
  template: string
  formfactor: string
  /** An increment's tags ("status=503", "" with none), or a histogram's bucket ("le=2500"). */
  tag: string
  count: number
}

export const READER_COUNTS: TallySpec<ReaderStatRow> = {
  keys: ['day', 'metric', 'template', 'formfactor', 'tag'],
  counts: ['count'],
}

/** The unload beacon's two observations, kept as histograms of their own. */
export const TIME_ON_PAGE_METRIC = 'engagement.timeOnPage'
export const MAX_SCROLL_METRIC = 'engagement.maxScroll'

/** Tags written in one order, so one tag set is one row. */
export function tagKey(tags: Readonly<Record<string, string>> | undefined): string {
  if (!tags) return ''
  return Object.keys(tags)
    .sort()
    .map((k) => `${k}=${tags[k]}`)
    .join(',')
}

const bucketTag = (bucket: number) => `le=${bucket}`

/** The rows a metrics beacon adds (one per metric: the schema already checked each against the registry). */
export function rowsOfMetrics(body: MetricsBody, time: number): ReaderStatRow[] {
  const day = dayOf(time)
  return body.metrics.map((metric) => ({
    day,
    metric: metric.name,
    template: body.pageTemplate,
    formfactor: body.formfactor,
    tag: metric.type === 'histogram' ? bucketTag(metric.duration ?? 0) : tagKey(metric.tags),
    count: 1,
  }))
}

const bucketFor = (buckets: readonly number[], value: number): number =>
  buckets.find((b) => value <= b) ?? buckets[buckets.length - 1]!

/** The rows an unload beacon adds: its time on page and its deepest scroll, each in its bucket. */
export function rowsOfUnload(body: UnloadBody, time: number): ReaderStatRow[] {
  const day = dayOf(time)
  const page = { day, template: body.pageTemplate, formfactor: body.formfactor, count: 1 }
  return [
    {
      ...page,
      metric: TIME_ON_PAGE_METRIC,
      tag: bucketTag(bucketFor(TIME_ON_PAGE_BUCKETS_S, body.timeOnPage / 1000)),
    },
    { ...page, metric: MAX_SCROLL_METRIC, tag: bucketTag(bucketFor(MAX_SCROLL_BUCKETS, body.maxScroll)) },
  ]
}
