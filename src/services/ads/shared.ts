/*
 * What the browser may know of the first-party ad server (issue 28): its endpoints and the shapes of its
 * answers. No zod here (it would ship to every page with ads); the server validates with `schema.ts`.
 * ADR 26 has the design. A decision carries no reader identifier: the bucket is a number from 0 to 99 (kept
 * by the browser only with advertising consent, else drawn per page view) and the capped campaigns are sent
 * only with that consent.
 */
import type { AdPosition, AdSizeName } from '@/lib/ads'
import type { DeviceType } from '@/lib/placements'

/** `POST`: one call per page view answers every slot the page shows at the reader's width. */
export const AD_DECISION_API = '/api/ads/decision'
/** `GET ?c={creative}&p={position}&s={signature}`: counts the click and sends the reader to the advertiser. */
export const AD_CLICK_API = '/api/ads/click'
/** `POST` by beacon: fills, misses, viewable impressions (first-party counts, no reader id). */
export const AD_EVENTS_API = '/api/ads/events'

/** The slots of a page view, as the page asks for them. `id` is unique on the page (e.g. `MMR2.3`). */
export type AdSlotAsk = { id: string; position: AdPosition; size: AdSizeName }

/** The decision request: the page's context (the same for every reader) and, with consent only, the caps. */
export type AdDecisionRequest = {
  path: string
  section: string | null
  template: string | null
  categorySlugs: string[]
  keywords: string[]
  deviceType: DeviceType
  /** The page is on a sensitive topic (the editors' flag on it, its categories or its keywords). */
  sensitive: boolean
  bucket: number
  /** Campaigns this reader has seen as often as their cap allows; sent only with advertising consent. */
  cappedCampaigns: string[]
  slots: AdSlotAsk[]
}

/** A creative as a slot shows it. */
export type AdCreativeView = {
  id: string
  campaignId: string
  size: AdSizeName
  format: 'image' | 'native'
  /** Image creatives: the picture at the slot's size (alt text required); native ads: an optional picture. */
  image: { src: string; width: number; height: number; alt: string } | null
  /** Native ads: a headline and a line of text, shown with the sponsor's name. */
  headline: string | null
  text: string | null
  /** The advertiser's name, shown as "Sponsored by …" on native ads and in the admin. */
  sponsor: string
}

/** One slot's answer: the creative, and the signed first-party address its link goes through. */
export type AdFill = {
  creative: AdCreativeView
  /** `/api/ads/click?c=…&p=…&s=…`: signed, so it cannot send a reader anywhere but the creative's own URL. */
  clickUrl: string
  /** The campaign's frequency cap, for the browser's count (only applied with advertising consent). */
  frequencyCap: { count: number; days: number } | null
}

/**
 * The answer: each slot's fill, and the slots the programmatic partner may take (those left to a house ad or to
 * nothing, when the operator configured a partner, the editors switched it on and the page is not sensitive).
 * The browser still asks the guard, which needs the reader's consent to advertising.
 */
export type AdDecisionResponse = {
  slots: Record<string, AdFill | null>
  partner: string[]
  /** 001 §6: whether sticky ads stay on a page whose ads a blocker hid (the editors' setting). */
  stickyWhenBlocked: boolean
}

/** What the partner's frame posts to the page: `{ type: PARTNER_MESSAGE, filled: boolean }`. */
export const PARTNER_MESSAGE = 'wellread:ad-partner'
/** How long the frame waits for the partner's answer before it tells the page the slot is empty. */
export const PARTNER_FILL_TIMEOUT_MS = 4_000
/** What the counts name the partner's fills and impressions by, in place of a campaign ("" creative). */
export const PARTNER_CAMPAIGN_ID = 'programmatic'

/**
 * What the browser counts (by beacon), per campaign, creative and position; and page views whose ads an ad
 * blocker hid or stopped (`blocked`, the page's: campaign, creative and position "").
 */
export const AD_COUNT_KINDS = ['request', 'fill', 'viewable', 'blocked'] as const
export type AdCountKind = (typeof AD_COUNT_KINDS)[number]
export type AdCount = {
  kind: AdCountKind
  /** "" for a request (no creative yet), a slot nothing filled, or a blocked page view. */
  campaignId: string
  creativeId: string
  /** "" for a blocked page view (it is the page's, not a slot's). */
  position: AdPosition | ''
  count: number
}
export type AdCountsBody = { counts: AdCount[] }

/** At most this many counts (distinct kind, campaign, creative and position) per beacon, and this much in one. */
export const AD_MAX_COUNTS_PER_BEACON = 100
export const AD_MAX_COUNT = 100
/** How often a page sends what it counted (and always when it is hidden or left). */
export const AD_SEND_EVERY_MS = 5_000
/** A campaign's or creative's id as the server accepts it; "" where nothing filled. */
export const AD_ID_PATTERN = /^[A-Za-z0-9_-]{0,64}$/
