import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { CountRow } from './aggregate'

type Db = {
  execute?: (query: unknown) => Promise<unknown>
  run?: (query: unknown) => Promise<unknown>
}

/**
 * Adds counted rows to the daily counts in one statement per row, atomically (`INSERT … ON CONFLICT DO
 * UPDATE SET impressions = impressions + …`), so several app instances can write the same row at once.
 * The same SQL runs on SQLite and Postgres.
 */
export async function addCounts(payload: Payload, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const now = new Date().toISOString()
  for (const r of rows) {
    const query = sql`INSERT INTO "commerce_stats" ("day", "article_path", "product_id", "position", "impressions", "clicks", "updated_at", "created_at")
      VALUES (${r.day}, ${r.articlePath}, ${r.productId}, ${r.position}, ${r.impressions}, ${r.clicks}, ${now}, ${now})
      ON CONFLICT ("day", "article_path", "product_id", "position") DO UPDATE SET
        "impressions" = "commerce_stats"."impressions" + excluded."impressions",
        "clicks" = "commerce_stats"."clicks" + excluded."clicks",
        "updated_at" = excluded."updated_at"`
    if (typeof db.execute === 'function') await db.execute(query)
    else if (typeof db.run === 'function') await db.run(query)
    else throw new Error('commerce counts: the database adapter has no way to run SQL')
  }
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
