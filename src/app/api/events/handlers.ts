import 'server-only'
import { getSiteSettings, payloadClient } from '@/cms/reads'
import { config } from '@/platform/config.mjs'
import { serverMetrics } from '@/platform/prometheus.mjs'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { publicThirdParties } from '@/privacy/thirdParty/registry'
import { articleTopicLoader, eventsDependencies, ga4Relay } from '@/services/events'
import { handleEvents } from '@/services/events/http'

/** The GA4 relay of this process (ADR 28 §7), wired to the site's settings; null when GA4 is not configured. */
function relay() {
  return ga4Relay(() => {
    const cfg = config()
    const ga4 = cfg.thirdParty.ga4
    if (!ga4) return null
    return {
      ga4,
      siteOrigin: new URL(cfg.siteUrl).origin,
      thirdParties: () => publicThirdParties(cfg),
      policyVersion: async () => privacySettingsOf(await getSiteSettings()).policyVersion,
      topicOf: articleTopicLoader(payloadClient),
      count: (outcome, reason = '') =>
        serverMetrics().thirdPartyRelays.inc({ partner: 'ga4', outcome, reason }),
    }
  })
}

/**
 * `POST /api/events` wired to its store (the events writer's group commit) and, when configured, the GA4 relay,
 * for the route file and the lane that takes the beacon without Next.js' router (`src/app/answerLanes.ts`): one
 * wiring, whichever way a batch comes in.
 */
export function postEvents(request: Request): Promise<Response> {
  return handleEvents(request, eventsDependencies(payloadClient, relay()))
}
