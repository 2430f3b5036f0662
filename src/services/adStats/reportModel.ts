import { AD_POSITION_SPECS, isAdPosition } from '@/lib/ads'
import { dayOf, percent } from '@/platform/counts/tally'
import { PARTNER_CAMPAIGN_ID } from '@/services/ads/shared'
import type { AdStatRow } from './aggregate'
import type { AdCampaignRow, AdCounts, AdCreativeRow, AdPositionRow, AdReport } from './shared'

/*
 * The editors' ad report from the daily ad counts (issue 28), pure: `report.ts` reads the rows and the names
 * and hands them here. Requests belong to a position alone (campaign and creative ""), so campaigns and
 * creatives have no fill rate; positions do.
 */

/** Where the admin edits campaigns and creatives (their ids in the counts are their CMS ids). */
export const AD_CAMPAIGN_ADMIN = '/admin/collections/ad-campaigns'
export const AD_CREATIVE_ADMIN = '/admin/collections/ad-creatives'

/** The names the report shows, read from the CMS by id; an id missing here was deleted. */
export type AdNames = {
  campaigns: ReadonlyMap<string, { name: string; advertiser: string }>
  creatives: ReadonlyMap<string, { name: string }>
}

type Sums = { requests: number; fills: number; viewables: number; clicks: number; blocked: number }
const zero = (): Sums => ({ requests: 0, fills: 0, viewables: 0, clicks: 0, blocked: 0 })
const add = (to: Sums, r: Sums) => {
  to.requests += r.requests
  to.fills += r.fills
  to.viewables += r.viewables
  to.clicks += r.clicks
  to.blocked += r.blocked
}
/** A percentage, or null when there is nothing to divide (shown as a dash, not as 0 %). */
const rate = (part: number, whole: number): number | null => (whole > 0 ? percent(part, whole) : null)
const counts = (s: Sums): AdCounts => ({
  fills: s.fills,
  viewables: s.viewables,
  clicks: s.clicks,
  ctr: rate(s.clicks, s.viewables),
})

const editHref = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`

/** A position's code and its place in editors' words. */
export function positionName(position: string): string {
  return isAdPosition(position)
    ? `${position}: ${AD_POSITION_SPECS[position].label}`
    : `${position} (no longer a position)`
}

/** Every day from `from` to `to` (UTC, both included), oldest first. */
function days(from: string, to: string): string[] {
  const out: string[] = []
  const end = Date.parse(`${to}T00:00:00Z`)
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && out.length < 400; t += 86_400_000)
    out.push(dayOf(t))
  return out
}

function sumBy<K>(rows: readonly AdStatRow[], keyOf: (r: AdStatRow) => K | null): Map<K, Sums> {
  const sums = new Map<K, Sums>()
  for (const r of rows) {
    const key = keyOf(r)
    if (key === null) continue
    const s = sums.get(key) ?? zero()
    add(s, r)
    sums.set(key, s)
  }
  return sums
}

/**
/** What the report calls the programmatic partner's fills and impressions (counted under `PARTNER_CAMPAIGN_ID`). */
export const PARTNER_REPORT_NAME = 'Programmatic partner'

/**
 * The ad report (pure): totals with the fill rate (fills per request) and click-through (clicks per viewable
 * impression), a daily series from `from` to `to`, and one row per campaign and per creative (most viewable
 * impressions first) and per position (most requested first). A campaign or creative no longer in the CMS is
 * named as deleted, with its id, so its past counts still show; rows outside `from`–`to` are left out.
 */
export function buildAdReport(
  allRows: readonly AdStatRow[],
  names: AdNames,
  { from, to }: { from: string; to: string },
): AdReport {
  const rows = allRows.filter((r) => r.day >= from && r.day <= to)
  const total = zero()
  for (const r of rows) add(total, r)

  const daily = days(from, to).map((day) => ({ day, fills: 0, viewables: 0, clicks: 0 }))
  const index = new Map(daily.map((d, i) => [d.day, i]))
  for (const r of rows) {
    const point = daily[index.get(r.day) ?? -1]
    if (!point) continue
    point.fills += r.fills
    point.viewables += r.viewables
    point.clicks += r.clicks
  }

  const campaignOf = (id: string) => {
    if (id === PARTNER_CAMPAIGN_ID) return { campaign: PARTNER_REPORT_NAME, advertiser: '', href: null }
    const known = names.campaigns.get(id)
    return {
      campaign: known?.name ?? `Deleted campaign (${id})`,
      advertiser: known?.advertiser ?? '',
      href: known ? editHref(AD_CAMPAIGN_ADMIN, id) : null,
    }
  }
  /** Most viewable impressions first, then most fills, then by name. */
  const byViewables = (a: AdCounts & { name: string }, b: AdCounts & { name: string }) =>
    b.viewables - a.viewables || b.fills - a.fills || a.name.localeCompare(b.name)

  const byCampaign: AdCampaignRow[] = [
    ...sumBy(rows, (r) => (r.campaignId === '' ? null : r.campaignId)).entries(),
  ]
    .map(([id, s]) => ({
      key: id,
      ...campaignOf(id),
      ...counts(s),
      viewableRate: rate(s.viewables, s.fills),
    }))
    .sort((a, b) => byViewables({ ...a, name: a.campaign }, { ...b, name: b.campaign }))

  const creativeKey = (r: AdStatRow) => (r.creativeId === '' ? null : `${r.creativeId}\u0000${r.campaignId}`)
  const byCreative: AdCreativeRow[] = [...sumBy(rows, creativeKey).entries()]
    .map(([key, s]) => {
      const [creativeId = '', campaignId = ''] = key.split('\u0000')
      const known = names.creatives.get(creativeId)
      const campaign = campaignOf(campaignId)
      return {
        key,
        creative: known?.name ?? `Deleted creative (${creativeId})`,
        href: known ? editHref(AD_CREATIVE_ADMIN, creativeId) : null,
        campaign: campaign.campaign,
        campaignHref: campaign.href,
        ...counts(s),
        viewableRate: rate(s.viewables, s.fills),
      }
    })
    .sort((a, b) => byViewables({ ...a, name: a.creative }, { ...b, name: b.creative }))

  const byPosition: AdPositionRow[] = [
    ...sumBy(rows, (r) => (r.position === '' ? null : r.position)).entries(),
  ]
    .map(([position, s]) => ({
      key: position,
      position: positionName(position),
      requests: s.requests,
      ...counts(s),
      fillRate: rate(s.fills, s.requests),
    }))
    .sort((a, b) => b.requests - a.requests || b.fills - a.fills || a.key.localeCompare(b.key))

  return {
    from,
    to,
    totals: {
      requests: total.requests,
      ...counts(total),
      fillRate: rate(total.fills, total.requests),
      blockedPageViews: total.blocked,
    },
    daily,
    byCampaign,
    byCreative,
    byPosition,
  }
}
