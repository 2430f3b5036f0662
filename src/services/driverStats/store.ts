import 'server-only'
import type { Payload } from 'payload'
import { upsertCounts } from '@/platform/counts/upsert'
import { DRIVER_COUNTS, type DriverStatRow } from './aggregate'

/**
 * Adds counted rows to the daily driver counts (`driver_stats`) in ONE statement, `INSERT … ON CONFLICT (day,
 * driver_id, placement) DO UPDATE SET fills = fills + excluded.fills …`: stored together or not at all, atomic
 * increments so several app instances add up, merged and in lock order (day, driver, placement) so concurrent
 * writes queue rather than deadlock. The same SQL on SQLite and Postgres (`upsertCounts`, as the product
 * counts). Resolves once the statement has committed.
 */
export async function addDriverCounts(payload: Payload, rows: readonly DriverStatRow[]): Promise<void> {
  await upsertCounts(payload, { table: 'driver_stats', label: 'driver counts' }, DRIVER_COUNTS, rows)
}

/** The daily driver counts from `sinceDay` on (UTC, today included). */
export async function readDriverCounts(payload: Payload, sinceDay: string): Promise<DriverStatRow[]> {
  const found = await payload.find({
    collection: 'driver-stats',
    where: { day: { greater_than_equal: sinceDay } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({
    day: d.day,
    driverId: d.driverId,
    placement: d.placement,
    // Stored as numeric columns: read back as numbers whatever the adapter returns.
    fills: Number(d.fills),
    misses: Number(d.misses),
    impressions: Number(d.impressions),
    clicks: Number(d.clicks),
    signups: Number(d.signups),
  }))
}
