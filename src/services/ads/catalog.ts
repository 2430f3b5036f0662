/*
 * The ad server's catalog (issue 28): what the CMS holds, as the decision reads it. Loaded by
 * `src/cms/adCatalog.ts` (kept in memory, dropped when an editor saves an advertiser, campaign, creative or
 * the advertising settings), read by the decision route, the click redirect and the admin's reports.
 */
import type { AdCampaign } from './engine'
import type { AdCreativeView } from './shared'

/** A creative with where its click goes (the advertiser's https URL; never sent to the browser as such). */
export type CatalogCreative = AdCreativeView & { destination: string }

/** The site-wide advertising settings (Site settings → Advertising). */
export type AdSettings = {
  /** Ads on the site at all (an operator's switch). */
  enabled: boolean
  /** 001 §6: when an ad blocker is detected, sticky ads are put back only if this is on. */
  reinsertStickyWhenBlocked: boolean
  /** Articles carrying one of these keywords (tags) take no ads. */
  adFreeKeywords: string[]
  /** Articles carrying one of these keywords are sensitive: house ads only, no programmatic partner. */
  sensitiveKeywords: string[]
  /** The programmatic partner (a Google Publisher Tag–style script) is switched on; consent still decides. */
  partnerEnabled: boolean
}

export const DEFAULT_AD_SETTINGS: AdSettings = {
  enabled: true,
  reinsertStickyWhenBlocked: false,
  adFreeKeywords: [],
  sensitiveKeywords: [],
  partnerEnabled: false,
}

export type AdCatalog = {
  campaigns: readonly AdCampaign[]
  creatives: ReadonlyMap<string, CatalogCreative>
  /** Campaign names by id, and advertiser names by campaign id, for the reports. */
  campaignNames: ReadonlyMap<string, string>
  settings: AdSettings
}

export const EMPTY_AD_CATALOG: AdCatalog = {
  campaigns: [],
  creatives: new Map(),
  campaignNames: new Map(),
  settings: DEFAULT_AD_SETTINGS,
}
