/**
 * The registry of third parties (issue 18, server side): `THIRD_PARTIES` in `src/platform/config.mjs` plus the
 * vendors the operator configured:
 *
 * - `ANALYTICS_VENDOR_URL` (and `ANALYTICS_VENDOR_NAME`): an analytics collector, purpose `analytics`. With the
 *   reader's consent to analytics, the site's first-party events go there, stripped of the page's topic
 *   (`analytics.ts`).
 * - `AD_PIXEL_ORIGINS`: comma-separated origins sponsors' pixels and click pixels (drivers, sponsored recipes)
 *   may load from, purpose `advertising`. A pixel on any other host is never requested.
 *
 * The same list builds the Content-Security-Policy (the HTTP server, `thirdPartiesOf`) and the page's privacy
 * settings (`publicThirdParties`, rendered as `<script id="wr-privacy">`), which the browser's guard
 * (`guard.ts`) reads: what the policy allows and what the guard may use cannot drift apart.
 */

import { type Config, config, type ThirdParty, thirdPartiesOf } from '@/platform/config.mjs'
import type { PublicThirdParty } from '@/privacy/consent/browser'

/**
 * A third party as the page lists it, with where the site sends to it (the analytics collector, the replay
 * vendor's ingest) and, for session replay, the share of page views it records.
 */
export type PublicThirdPartyEntry = PublicThirdParty & {
  endpoint?: string
  role?: 'relay' | 'replay'
  samplePercent?: number
}

/** Every third party of this deployment: the static list and the operator's vendors. */
export function thirdParties(
  cfg: Pick<Config, 'thirdParty'> & Partial<Pick<Config, 'images'>>,
): ThirdParty[] {
  return thirdPartiesOf(cfg)
}

/** The origins an entry names in any directive or contacts from the server, each once, in order. */
export function originsOf(entry: ThirdParty): string[] {
  return [...new Set([...Object.values(entry.sources).flat(), ...(entry.serverOrigins ?? [])])]
}

/** What the browser needs of one entry: its name, its purpose and its origins (and the collector's address). */
export function publicEntry(entry: ThirdParty): PublicThirdPartyEntry {
  return {
    name: entry.name,
    purpose: entry.consent,
    origins: originsOf(entry),
    ...(entry.endpoint ? { endpoint: entry.endpoint } : {}),
    ...(entry.role ? { role: entry.role } : {}),
    ...(entry.samplePercent ? { samplePercent: entry.samplePercent } : {}),
  }
}

/**
 * The third parties as the page's privacy settings list them, from the loaded configuration. The same for
 * every reader (cached pages stay identical).
 */
export function publicThirdParties(
  cfg: Pick<Config, 'thirdParty'> & Partial<Pick<Config, 'images'>> = config(),
): PublicThirdPartyEntry[] {
  return thirdParties(cfg).map(publicEntry)
}
