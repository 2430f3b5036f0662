import 'server-only'
import type { Payload } from 'payload'
import { maxRowsPerWrite, upsertCounts } from '@/platform/counts/upsert'
import { COMMERCE_COUNTS, type CountRow } from './aggregate'

/** Rows one write may hold: 8 parameters a row stays under SQLite's 32,766 and Postgres's 65,535. */
export const MAX_ROWS_PER_WRITE = maxRowsPerWrite(COMMERCE_COUNTS)

/**
 * Adds counted rows to the daily counts (`commerce_stats`) in ONE statement, a multi-row `INSERT … ON
 * CONFLICT DO UPDATE SET impressions = impressions + excluded.impressions …`: the rows are stored together or
 * not at all, and several app instances can add to the same row at once (atomic increments). Rows of the same
 * key are merged first and written in one order (`inLockOrder`), so concurrent writes to the same rows queue
 * behind each other rather than deadlock. The same SQL runs on SQLite and Postgres (`upsertCounts`).
 * Resolves once the statement has committed.
 */
export async function addCounts(payload: Payload, rows: readonly CountRow[]): Promise<void> {
  await upsertCounts(payload, { table: 'commerce_stats', label: 'commerce counts' }, COMMERCE_COUNTS, rows)
}

/** The daily counts of the last `days` days (UTC, today included). */
export async function readCounts(payload: Payload, sinceDay: string): Promise<CountRow[]> {
  const found = await payload.find({
    collection: 'commerce-stats',
    where: { day: { greater_than_equal: sinceDay } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({
    day: d.day,
    articlePath: d.articlePath,
    productId: d.productId,
    position: d.position,
    impressions: d.impressions,
    clicks: d.clicks,
  }))
}
