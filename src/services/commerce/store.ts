import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { type CountRow, inLockOrder, mergeRows } from './aggregate'

type Db = {
  execute?: (query: unknown) => Promise<unknown>
  run?: (query: unknown) => Promise<unknown>
}

/** Rows one write may hold: 8 parameters a row stays under SQLite's 32,766 and Postgres's 65,535. */
export const MAX_ROWS_PER_WRITE = 4_000

/**
 * Adds counted rows to the daily counts in ONE statement, a multi-row `INSERT … ON CONFLICT DO UPDATE SET
 * impressions = impressions + excluded.impressions …`: the rows are stored together or not at all, and
 * several app instances can add to the same row at once (atomic increments). Rows of the same key are merged
 * first (one statement may not update a row twice) and written in one order (`inLockOrder`), so concurrent
 * writes to the same rows queue behind each other rather than deadlock. The same SQL runs on SQLite and Postgres.
 * Resolves once the statement has committed.
 */
export async function addCounts(payload: Payload, rows: readonly CountRow[]): Promise<void> {
  const merged = inLockOrder(mergeRows(rows))
  if (merged.length === 0) return
  if (merged.length > MAX_ROWS_PER_WRITE) {
    throw new Error(`commerce counts: ${merged.length} rows in one write (at most ${MAX_ROWS_PER_WRITE})`)
  }
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const now = new Date().toISOString()
  const values = sql.join(
    merged.map(
      (r) =>
        sql`(${r.day}, ${r.articlePath}, ${r.productId}, ${r.position}, ${r.impressions}, ${r.clicks}, ${now}, ${now})`,
    ),
    sql`, `,
  )
  const query = sql`INSERT INTO "commerce_stats" ("day", "article_path", "product_id", "position", "impressions", "clicks", "updated_at", "created_at")
    VALUES ${values}
    ON CONFLICT ("day", "article_path", "product_id", "position") DO UPDATE SET
      "impressions" = "commerce_stats"."impressions" + excluded."impressions",
      "clicks" = "commerce_stats"."clicks" + excluded."clicks",
      "updated_at" = excluded."updated_at"`
  if (typeof db.execute === 'function') await db.execute(query)
  else if (typeof db.run === 'function') await db.run(query)
  else throw new Error('commerce counts: the database adapter has no way to run SQL')
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
