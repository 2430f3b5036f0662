/*
 * What the browser may know of the ad counts (issue 28): the shapes of the editors' ad report, as the admin's
 * Click report (`src/cms/admin/AdReportView.client.tsx`) shows it. Types only: no zod, no server code. The
 * report is built on the server (`reportModel.ts`, `report.ts`).
 */

/** Counts shared by every row of the report. Rates are percentages with one decimal; null when nothing to divide. */
export type AdCounts = {
  fills: number
  viewables: number
  clicks: number
  /** Click-through: clicks per viewable impression, in percent; null without viewable impressions. */
  ctr: number | null
}

/** A campaign over the report's days. */
export type AdCampaignRow = AdCounts & {
  /** The campaign's id, unique per row. */
  key: string
  /** The campaign's name, or a note that it was deleted. */
  campaign: string
  /** The advertiser's name ("" when unknown or deleted). */
  advertiser: string
  /** The campaign's edit page; null when it no longer exists. */
  href: string | null
  /** Viewable impressions per fill, in percent; null without fills. */
  viewableRate: number | null
}

/** A creative over the report's days, with its campaign. */
export type AdCreativeRow = AdCounts & {
  /** The creative's id and its campaign's, unique per row. */
  key: string
  /** The creative's name, or a note that it was deleted. */
  creative: string
  /** The creative's edit page; null when it no longer exists. */
  href: string | null
  campaign: string
  campaignHref: string | null
  viewableRate: number | null
}

/** A position over the report's days: how often it was asked for and filled. */
export type AdPositionRow = AdCounts & {
  /** The position's code (DLB1, MMR2…), unique per row. */
  key: string
  /** The code and its place in editors' words ("DLB1: Top leaderboard (…)"). */
  position: string
  /** Slots of this position a reader's browser asked an ad for. */
  requests: number
  /** Fills per request, in percent; null without requests. */
  fillRate: number | null
}

/** The ads part of the editors' click report: the last 30 days (UTC), in totals, per day and per row. */
export type AdReport = {
  from: string
  to: string
  totals: AdCounts & {
    requests: number
    fillRate: number | null
    /** Page views whose ads an ad blocker hid or stopped (counted once per page view, no reader id). */
    blockedPageViews: number
  }
  /** Every day from `from` to `to`, oldest first (days without counts are zeros). */
  daily: { day: string; fills: number; viewables: number; clicks: number }[]
  byCampaign: AdCampaignRow[]
  byCreative: AdCreativeRow[]
  byPosition: AdPositionRow[]
}
