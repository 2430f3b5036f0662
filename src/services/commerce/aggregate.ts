import type { CommerceEvent, ReportRow } from './shared'

/** One row of the daily counts: a product at a position on an article, on a day (UTC). */
export type CountKey = { day: string; articlePath: string; productId: string; position: number }
export type CountRow = CountKey & { impressions: number; clicks: number }

/** The UTC day of a time, "2026-11-23". */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10)

const keyOf = (k: CountKey) => `${k.day}\u0000${k.articlePath}\u0000${k.productId}\u0000${k.position}`

/**
 * Counts a batch of events until it is written: one row per day, article, product and position, so a
 * thousand impressions cost one row of one database write. Pure apart from its own map.
 */
export class CountBuffer {
  private rows = new Map<string, CountRow>()

  add(event: CommerceEvent, time: number): void {
    const key: CountKey = {
      day: dayOf(time),
      articlePath: event.articlePath,
      productId: event.productId,
      position: event.position,
    }
    const id = keyOf(key)
    const row = this.rows.get(id) ?? { ...key, impressions: 0, clicks: 0 }
    if (event.kind === 'impression') row.impressions += 1
    else row.clicks += 1
    this.rows.set(id, row)
  }

  get size(): number {
    return this.rows.size
  }

  /** Everything counted so far, and an empty buffer. */
  drain(): CountRow[] {
    const rows = [...this.rows.values()]
    this.rows = new Map()
    return rows
  }

  /** Adds counted rows: a row of a key already held adds to it. */
  addRows(rows: readonly CountRow[]): void {
    for (const row of rows) {
      const id = keyOf(row)
      const current = this.rows.get(id)
      if (current) {
        current.impressions += row.impressions
        current.clicks += row.clicks
      } else this.rows.set(id, { ...row })
    }
  }
}

/**
 * Rows with one row per key: rows of the same day, article, product and position add up (one multi-row
 * `INSERT … ON CONFLICT DO UPDATE` may not touch a row twice).
 */
export function mergeRows(rows: readonly CountRow[]): CountRow[] {
  const buffer = new CountBuffer()
  buffer.addRows(rows)
  return buffer.drain()
}

/**
 * Rows in one fixed order (day, article, product, position; positions as numbers). Every instance writes its
 * batch in this order, so two statements updating the same rows take their row locks in the same order and
 * wait for each other instead of deadlocking (Postgres aborts one of two statements that lock A then B and B
 * then A: its beacons would get a 503).
 */
export function inLockOrder(rows: readonly CountRow[]): CountRow[] {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...rows].sort(
    (a, b) =>
      text(a.day, b.day) ||
      text(a.articlePath, b.articlePath) ||
      text(String(a.productId), String(b.productId)) ||
      Number(a.position) - Number(b.position),
  )
}

/** Click-through rate in percent, one decimal; 0 without impressions. */
export function clickThrough(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0
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
