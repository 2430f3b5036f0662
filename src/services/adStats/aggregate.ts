import { dayOf, type TallySpec } from '@/platform/counts/tally'
import type { AdCount, AdCountKind } from '@/services/ads/shared'

/**
 * What the ad counter counts: the browser's beacon counts (`AdCount`: requests, fills, viewable impressions)
 * and the clicks the server counts itself when a reader goes through `/api/ads/click`.
 */
export type AdStatKind = AdCountKind | 'click'
export type AdStatCount = Omit<AdCount, 'kind'> & { kind: AdStatKind }

/**
 * One row of the daily ad counts (`ad_stats`): a creative of a campaign at a position on a day (UTC). Requests
 * belong to the position alone (campaign and creative ""), as nothing was chosen yet when a slot was asked for.
 */
export type AdStatRow = {
  day: string
  campaignId: string
  creativeId: string
  position: string
  requests: number
  fills: number
  viewables: number
  clicks: number
  /** Page views whose ads an ad blocker hid or stopped (on the day's row with campaign, creative and position ""). */
  blocked: number
}

/** A row's key (in lock order: day, campaign, creative, position) and its counts. */
export const AD_COUNTS: TallySpec<AdStatRow> = {
  keys: ['day', 'campaignId', 'creativeId', 'position'],
  counts: ['requests', 'fills', 'viewables', 'clicks', 'blocked'],
}

/** The column each kind of count adds to. */
const COLUMN: Record<AdStatKind, 'requests' | 'fills' | 'viewables' | 'clicks' | 'blocked'> = {
  request: 'requests',
  fill: 'fills',
  viewable: 'viewables',
  click: 'clicks',
  blocked: 'blocked',
}

/** The row one count adds, on the day of `time`. */
export function rowOfCount(count: AdStatCount, time: number): AdStatRow {
  // A request is the position's: whatever ids came with it, nothing had filled the slot yet.
  const request = count.kind === 'request' || count.kind === 'blocked'
  const row: AdStatRow = {
    day: dayOf(time),
    campaignId: request ? '' : count.campaignId,
    creativeId: request ? '' : count.creativeId,
    position: count.kind === 'blocked' ? '' : count.position,
    requests: 0,
    fills: 0,
    viewables: 0,
    clicks: 0,
    blocked: 0,
  }
  row[COLUMN[count.kind]] = count.count
  return row
}

/**
 * Viewable impressions delivered per campaign since the start of its flight (the engine's `delivered`, for
 * even pacing). `since` maps a campaign id to the first day counted (UTC, "2026-11-23"); campaigns not in it
 * are not summed. Pure.
 */
export function deliveredByCampaign(
  rows: readonly Pick<AdStatRow, 'day' | 'campaignId' | 'viewables'>[],
  since: ReadonlyMap<string, string>,
): Map<string, number> {
  const delivered = new Map<string, number>()
  for (const r of rows) {
    const from = since.get(r.campaignId)
    if (from === undefined || r.day < from) continue
    delivered.set(r.campaignId, (delivered.get(r.campaignId) ?? 0) + r.viewables)
  }
  return delivered
}
