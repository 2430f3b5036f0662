import { PLACEMENTS } from '@/lib/placements'
import { dayOf, percent, type TallySpec } from '@/platform/counts/tally'
import type { DriverCount, DriverCountKind, DriverPlacementRow, DriverReport, PlacementRow } from './shared'

/** One row of the daily counts (`driver_stats`): a driver at a placement on a day (UTC); driver "" = misses. */
export type DriverStatRow = {
  day: string
  driverId: string
  placement: string
  fills: number
  misses: number
  impressions: number
  clicks: number
  signups: number
}

/** A row's key (in lock order: day, driver, placement) and its counts. */
export const DRIVER_COUNTS: TallySpec<DriverStatRow> = {
  keys: ['day', 'driverId', 'placement'],
  counts: ['fills', 'misses', 'impressions', 'clicks', 'signups'],
}

/** The column each kind of count adds to. */
const COLUMN: Record<DriverCountKind, 'fills' | 'misses' | 'impressions' | 'clicks' | 'signups'> = {
  fill: 'fills',
  miss: 'misses',
  impression: 'impressions',
  click: 'clicks',
  signup: 'signups',
}

/** The row one beacon entry adds, on the day of `time`. */
export function rowOfCount(count: DriverCount, time: number): DriverStatRow {
  const row: DriverStatRow = {
    day: dayOf(time),
    // A miss belongs to the placement, whatever id came with it.
    driverId: count.kind === 'miss' ? '' : count.driverId,
    placement: count.placement,
    fills: 0,
    misses: 0,
    impressions: 0,
    clicks: 0,
    signups: 0,
  }
  row[COLUMN[count.kind]] = count.count
  return row
}

/** A driver as the report names it: its name and CMS id (for the edit link). */
export type DriverName = { name: string; docId: string | number }

const positionOf = (placement: string): string =>
  PLACEMENTS.find((p) => p.value === placement)?.label ?? `${placement} (no longer a position)`

type Sums = { fills: number; misses: number; impressions: number; clicks: number; signups: number }
const zero = (): Sums => ({ fills: 0, misses: 0, impressions: 0, clicks: 0, signups: 0 })
const add = (to: Sums, r: Sums) => {
  to.fills += r.fills
  to.misses += r.misses
  to.impressions += r.impressions
  to.clicks += r.clicks
  to.signups += r.signups
}
const fillRate = (s: Sums): number | null =>
  s.fills + s.misses > 0 ? percent(s.fills, s.fills + s.misses) : null

/**
 * The promotions report from the daily counts (pure): one row per driver and placement (most impressions
 * first), one per placement with its fill rate (fills per page view that asked for it; most asked first), and
 * the totals. Misses (driver "") count only for their placement. A driver no longer in the CMS is named as
 * deleted, with its id, so its past counts still show.
 */
export function buildDriverReport(
  rows: readonly DriverStatRow[],
  drivers: ReadonlyMap<string, DriverName>,
  { from, to }: { from: string; to: string },
): DriverReport {
  const perDriver = new Map<string, Sums & { driverId: string; placement: string }>()
  const perPlacement = new Map<string, Sums>()
  const total = zero()
  for (const r of rows) {
    add(total, r)
    const p = perPlacement.get(r.placement) ?? zero()
    add(p, r)
    perPlacement.set(r.placement, p)
    if (r.driverId === '') continue
    const key = `${r.driverId}\u0000${r.placement}`
    const d = perDriver.get(key) ?? { ...zero(), driverId: r.driverId, placement: r.placement }
    add(d, r)
    perDriver.set(key, d)
  }
  const byDriver: DriverPlacementRow[] = [...perDriver.entries()]
    .map(([key, d]) => {
      const known = drivers.get(d.driverId)
      return {
        key,
        driverId: d.driverId,
        driver: known?.name ?? `Deleted driver (${d.driverId})`,
        docId: known?.docId ?? null,
        placement: d.placement,
        position: positionOf(d.placement),
        fills: d.fills,
        impressions: d.impressions,
        clicks: d.clicks,
        ctr: percent(d.clicks, d.impressions),
        signups: d.signups,
      }
    })
    .sort(
      (a, b) =>
        b.impressions - a.impressions ||
        b.fills - a.fills ||
        a.driver.localeCompare(b.driver) ||
        a.position.localeCompare(b.position),
    )
  const byPlacement: PlacementRow[] = [...perPlacement.entries()]
    .map(([placement, s]) => ({
      key: placement,
      position: positionOf(placement),
      asked: s.fills + s.misses,
      fills: s.fills,
      misses: s.misses,
      fillRate: fillRate(s),
      impressions: s.impressions,
      clicks: s.clicks,
      ctr: percent(s.clicks, s.impressions),
      signups: s.signups,
    }))
    .sort(
      (a, b) => b.asked - a.asked || b.impressions - a.impressions || a.position.localeCompare(b.position),
    )
  return {
    from,
    to,
    totals: {
      asked: total.fills + total.misses,
      fills: total.fills,
      impressions: total.impressions,
      clicks: total.clicks,
      ctr: percent(total.clicks, total.impressions),
      signups: total.signups,
      fillRate: fillRate(total),
    },
    byDriver,
    byPlacement,
  }
}
