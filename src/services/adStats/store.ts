import 'server-only'
import type { Payload } from 'payload'
import { upsertCounts } from '@/platform/counts/upsert'
import { AD_COUNTS, type AdStatRow } from './aggregate'

/** The ad counts' collection (`src/cms/collections/AdStats.ts`) and its table. */
const COLLECTION = 'ad-stats'
const TABLE = 'ad_stats'

/**
 * Adds counted rows to the daily ad counts (`ad_stats`) in ONE statement, `INSERT … ON CONFLICT (day,
 * campaign_id, creative_id, position) DO UPDATE SET requests = requests + excluded.requests …`: stored
 * together or not at all, atomic increments so several app instances add up, merged and in lock order so
 * concurrent writes queue rather than deadlock. The same SQL on SQLite and Postgres (`upsertCounts`, as the
 * driver and product counts). Resolves once the statement has committed.
 */
export async function addAdCounts(payload: Payload, rows: readonly AdStatRow[]): Promise<void> {
  await upsertCounts(payload, { table: TABLE, label: 'ad counts' }, AD_COUNTS, rows)
}

/**
 * The daily ad counts from `sinceDay` on (UTC, today included); only those of `campaignIds` when given (the
 * catalog's delivered counts read the campaigns with an impression goal only).
 */
export async function readAdCounts(
  payload: Payload,
  sinceDay: string,
  campaignIds?: readonly string[],
): Promise<AdStatRow[]> {
  if (campaignIds && campaignIds.length === 0) return []
  const found = await payload.find({
    collection: COLLECTION,
    where: {
      and: [
        { day: { greater_than_equal: sinceDay } },
        ...(campaignIds ? [{ campaignId: { in: [...campaignIds] } }] : []),
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({
    day: d.day,
    campaignId: d.campaignId,
    creativeId: d.creativeId,
    position: d.position,
    // Stored as numeric columns: read back as numbers whatever the adapter returns.
    requests: Number(d.requests),
    fills: Number(d.fills),
    viewables: Number(d.viewables),
    clicks: Number(d.clicks),
    blocked: Number(d.blocked ?? 0),
  }))
}
