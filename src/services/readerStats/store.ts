import 'server-only'
import type { Payload } from 'payload'
import { upsertCounts } from '@/platform/counts/upsert'
import { READER_COUNTS, type ReaderStatRow } from './aggregate'

const COLLECTION = 'reader-stats'
const TABLE = 'reader_stats'

/** Adds counted rows to the daily readers' counts in one statement (atomic increments, as every counter). */
export async function addReaderCounts(payload: Payload, rows: readonly ReaderStatRow[]): Promise<void> {
  await upsertCounts(payload, { table: TABLE, label: 'reader counts' }, READER_COUNTS, rows)
}

/** The daily readers' counts from `sinceDay` on (UTC, today included), of the given metrics only. */
export async function readReaderCounts(
  payload: Payload,
  sinceDay: string,
  metrics: readonly string[],
): Promise<ReaderStatRow[]> {
  const found = await payload.find({
    collection: COLLECTION,
    where: { and: [{ day: { greater_than_equal: sinceDay } }, { metric: { in: [...metrics] } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { day: true, metric: true, template: true, formfactor: true, tag: true, count: true },
  })
  return found.docs.map((d) => ({
    day: d.day,
    metric: d.metric,
    template: d.template,
    formfactor: d.formfactor,
    tag: d.tag ?? '',
    count: Number(d.count),
  }))
}
