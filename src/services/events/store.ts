import 'server-only'
import type { Payload } from 'payload'
import { insertRows, upsertCounts } from '@/platform/counts/upsert'
import { AUDIENCE_COUNTS, type AudienceRow, type LoggedEvent } from './aggregate'

const LOG_FIELDS = ['day', 'event', 'article', 'template', 'formfactor', 'fields', 'reader'] as const

/**
 * Keeps logged events: appended to `analytics_events` in one multi-row INSERT, then added to the daily
 * `audience_stats` counts in one upsert (atomic increments). Resolves once both have committed.
 */
export async function storeEvents(
  payload: Payload,
  events: readonly LoggedEvent[],
  counts: readonly AudienceRow[],
): Promise<void> {
  await insertRows(payload, { table: 'analytics_events', label: 'analytics events' }, LOG_FIELDS, events)
  await upsertCounts(payload, { table: 'audience_stats', label: 'audience counts' }, AUDIENCE_COUNTS, counts)
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
