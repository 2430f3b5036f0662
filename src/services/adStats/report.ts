import 'server-only'
import type { Payload } from 'payload'
import { dayOf } from '@/platform/counts/tally'
import { type AdNames, buildAdReport } from './reportModel'
import type { AdReport } from './shared'
import { readAdCounts } from './store'

/** The ad report's days (UTC, today included), as the rest of the click report. */
export const REPORT_DAYS = 30

/**
 * Ids the collection may hold: a numeric id's database takes only digits (anything else in the counts, which
 * come from readers' browsers, names nothing and would fail the query).
 */
const storable = (payload: Payload, ids: readonly string[]) =>
  payload.db.defaultIDType === 'number' ? ids.filter((id) => /^\d{1,15}$/.test(id)) : [...ids]

const distinct = (ids: readonly string[]) => [...new Set(ids)].filter((id) => id !== '')

/** The campaigns' names and advertisers, and the creatives' names, by id (deleted ones are missing). */
async function adNames(
  payload: Payload,
  campaignIds: readonly string[],
  creativeIds: readonly string[],
): Promise<AdNames> {
  const query = (ids: readonly string[]) => {
    const wanted = storable(payload, ids)
    const key = payload.db.defaultIDType === 'number' ? wanted.map(Number) : wanted
    return {
      where: { id: { in: key } },
      limit: wanted.length,
      pagination: false,
      overrideAccess: true,
    } as const
  }
  const campaignQuery = query(campaignIds)
  const creativeQuery = query(creativeIds)
  const [campaigns, creatives] = await Promise.all([
    campaignQuery.limit === 0
      ? []
      : // The advertiser populated, for its name.
        payload.find({ collection: 'ad-campaigns', depth: 1, ...campaignQuery }).then((r) => r.docs),
    creativeQuery.limit === 0
      ? []
      : payload.find({ collection: 'ad-creatives', depth: 0, ...creativeQuery }).then((r) => r.docs),
  ])
  const advertiserOf = (value: unknown): string =>
    value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' ? value.name : ''
  return {
    campaigns: new Map(
      campaigns.map((c) => [String(c.id), { name: c.name, advertiser: advertiserOf(c.advertiser) }]),
    ),
    creatives: new Map(creatives.map((c) => [String(c.id), { name: c.name }])),
  }
}

/**
 * The ads part of the editors' click report: the last 30 days (UTC, today included) of the first-party ad
 * counts, per day, campaign, creative and position, campaigns and creatives named from the CMS by id.
 */
export async function adReport(payload: Payload, now = Date.now()): Promise<AdReport> {
  const to = dayOf(now)
  const from = dayOf(now - (REPORT_DAYS - 1) * 86_400_000)
  const rows = await readAdCounts(payload, from)
  const names = await adNames(
    payload,
    distinct(rows.map((r) => r.campaignId)),
    distinct(rows.map((r) => r.creativeId)),
  )
  return buildAdReport(rows, names, { from, to })
}
