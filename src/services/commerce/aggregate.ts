import {
  dayOf,
  inLockOrder as inLockOrderOf,
  mergeRows as mergeRowsOf,
  percent,
  Tally,
  type TallySpec,
} from '@/platform/counts/tally'
import type { CommerceEvent, ReportRow } from './shared'

export { dayOf }

/** One row of the daily counts: a product at a position on an article, on a day (UTC). */
export type CountKey = { day: string; articlePath: string; productId: string; position: number }
export type CountRow = CountKey & { impressions: number; clicks: number }

/** A row's key (in lock order: day, article, product, position; positions as numbers) and its counts. */
export const COMMERCE_COUNTS: TallySpec<CountRow> = {
  keys: ['day', 'articlePath', 'productId', 'position'],
  numericKeys: ['position'],
  counts: ['impressions', 'clicks'],
}

/** The row one event adds: an impression or a click of a product at a position, on the day of `time`. */
export function rowOfEvent(event: CommerceEvent, time: number): CountRow {
  return {
    day: dayOf(time),
    articlePath: event.articlePath,
    productId: event.productId,
    position: event.position,
    impressions: event.kind === 'impression' ? 1 : 0,
    clicks: event.kind === 'click' ? 1 : 0,
  }
}

/**
 * Counts a batch of events until it is written: one row per day, article, product and position, so a
 * thousand impressions cost one row of one database write. Pure apart from its own map.
 */
export class CountBuffer extends Tally<CountRow> {
  constructor() {
    super(COMMERCE_COUNTS)
  }

  add(event: CommerceEvent, time: number): void {
    this.addRow(rowOfEvent(event, time))
  }
}

/**
 * Rows with one row per key: rows of the same day, article, product and position add up (one multi-row
 * `INSERT … ON CONFLICT DO UPDATE` may not touch a row twice).
 */
export function mergeRows(rows: readonly CountRow[]): CountRow[] {
  return mergeRowsOf(COMMERCE_COUNTS, rows)
}

/**
 * Rows in one fixed order (day, article, product, position; positions as numbers), so concurrent writes of
 * the same rows lock them in the same order (see the shared `inLockOrder`).
 */
export function inLockOrder(rows: readonly CountRow[]): CountRow[] {
  return inLockOrderOf(COMMERCE_COUNTS, rows)
}

/** Click-through rate in percent, one decimal; 0 without impressions. */
export function clickThrough(impressions: number, clicks: number): number {
  return percent(clicks, impressions)
}

/** Totals per product or per article, most impressions first. */
export function totalsBy(
  rows: readonly CountRow[],
  by: 'productId' | 'articlePath',
  label: (key: string) => string = (k) => k,
): ReportRow[] {
  const totals = new Map<string, { impressions: number; clicks: number }>()
  for (const r of rows) {
    const t = totals.get(String(r[by])) ?? { impressions: 0, clicks: 0 }
    t.impressions += r.impressions
    t.clicks += r.clicks
    totals.set(String(r[by]), t)
  }
  return [...totals.entries()]
    .map(([key, t]) => ({ key, label: label(key), ...t, ctr: clickThrough(t.impressions, t.clicks) }))
    .sort((a, b) => b.impressions - a.impressions || a.label.localeCompare(b.label))
}

/** Totals per day over `days` days ending `today` (days without counts are zeros), oldest first. */
export function dailySeries(
  rows: readonly CountRow[],
  today: string,
  days = 30,
): { day: string; impressions: number; clicks: number }[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  const series = Array.from({ length: days }, (_, i) => ({
    day: dayOf(end - (days - 1 - i) * 86_400_000),
    impressions: 0,
    clicks: 0,
  }))
  const index = new Map(series.map((s, i) => [s.day, i]))
  for (const r of rows) {
    const i = index.get(r.day)
    if (i === undefined) continue
    const point = series[i] as (typeof series)[number]
    point.impressions += r.impressions
    point.clicks += r.clicks
  }
  return series
}
