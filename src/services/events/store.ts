import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { selectRows } from '@/platform/counts/select'
import { insertRowsStatements, runTogether, upsertCountsStatements } from '@/platform/counts/upsert'
import { AUDIENCE_COUNTS, type AudienceRow, type LoggedEvent } from './aggregate'

const LOG_FIELDS = ['day', 'event', 'article', 'template', 'formfactor', 'fields', 'reader'] as const

/**
 * Keeps logged events: appended to `analytics_events` (multi-row INSERTs) and added to the daily `audience_stats`
 * counts (upserts, atomic increments), all in ONE transaction: a batch is in the log and in the counts, or in
 * neither (a process killed mid-write leaves no log rows without their counts). Resolves once it has committed.
 * A group commit of many batches may hold more rows than one statement binds: they go in several statements of
 * the same transaction.
 */
export async function storeEvents(
  payload: Payload,
  events: readonly LoggedEvent[],
  counts: readonly AudienceRow[],
): Promise<void> {
  await runTogether(payload, 'analytics events', [
    ...insertRowsStatements('analytics_events', LOG_FIELDS, events),
    ...upsertCountsStatements(
      { table: 'audience_stats', label: 'audience counts' },
      AUDIENCE_COUNTS,
      counts,
      {
        chunked: true,
      },
    ),
  ])
}

/** The daily audience counts from `sinceDay` on (UTC, today included). */
export async function readAudienceCounts(payload: Payload, sinceDay: string): Promise<AudienceRow[]> {
  const found = await payload.find({
    collection: 'audience-stats',
    where: { day: { greater_than_equal: sinceDay } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { day: true, article: true, metric: true, subject: true, key: true, position: true, count: true },
  })
  return found.docs.map((d) => ({
    day: d.day,
    article: d.article ?? '',
    metric: d.metric,
    subject: d.subject as AudienceRow['subject'],
    key: d.key ?? '',
    position: Number(d.position ?? 0),
    count: Number(d.count),
  }))
}

type SumRow = {
  day?: string
  article: string | null
  metric: string
  subject: string
  key: string | null
  position: number | string | null
  count: number | string
}

const rowOf = (r: SumRow, day: string): AudienceRow => ({
  day,
  article: r.article ?? '',
  metric: r.metric,
  subject: r.subject as AudienceRow['subject'],
  key: r.key ?? '',
  position: Number(r.position ?? 0),
  count: Number(r.count),
})

/**
 * The period's counts from `sinceDay` on, summed by the database (issue 30: "fast on a year of data"):
 * `sums`, one row per article, metric, subject, key and position over the whole period (dated `sinceDay`), and
 * `series`, the page and form counts per day for the chart. A year reads as many rows as the site has articles
 * and widgets, not as many as it has days.
 */
export async function readAudienceSums(
  payload: Payload,
  sinceDay: string,
): Promise<{ sums: AudienceRow[]; series: AudienceRow[] }> {
  const [sums, series] = await Promise.all([
    selectRows<SumRow>(
      payload,
      sql`SELECT "article", "metric", "subject", "key", "position", SUM("count") AS "count"
        FROM "audience_stats" WHERE "day" >= ${sinceDay}
        GROUP BY "article", "metric", "subject", "key", "position"`,
      'audience counts',
    ),
    selectRows<SumRow>(
      payload,
      sql`SELECT "day", '' AS "article", "metric", "subject", "key", 0 AS "position", SUM("count") AS "count"
        FROM "audience_stats" WHERE "day" >= ${sinceDay} AND "subject" IN ('page', 'form')
        GROUP BY "day", "metric", "subject", "key"`,
      'audience counts',
    ),
  ])
  return { sums: sums.map((r) => rowOf(r, sinceDay)), series: series.map((r) => rowOf(r, r.day ?? sinceDay)) }
}
