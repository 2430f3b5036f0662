'use client'
import type { PublicThirdParty } from '@/privacy/consent/browser'
import { OPEN_PRIVACY_SETTINGS_EVENT, PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import { pageAnalyticsListed } from '@/privacy/thirdParty/listed'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { GPC_ATTRIBUTE } from './attributes'

/*
 * The consent UI's code loads when it is needed (ADR 22, `src/ui/deferredIsland.tsx`): the banner's text is
 * server HTML, and the boot script decides before the first paint whether it shows.
 */

/**
 * The banner's buttons: when the reader heads for them, uses the keyboard (the banner keeps keyboard focus in
 * view once loaded), or asks for the privacy settings (the footer's "Privacy choices"); at once when the
 * boot script found a Global Privacy Control signal to record.
 */
export const ConsentBannerActions = createDeferredIsland(
  'consentBanner',
  () => import('./ConsentBanner.client').then((m) => m.ConsentBannerActions),
  {
    on: ['intent'],
    wakeOn: [OPEN_PRIVACY_SETTINGS_EVENT, 'keydown'],
    wakeIf: () => document.documentElement.getAttribute(GPC_ATTRIBUTE) === 'new',
  },
)

/** The footer's "Privacy choices" button. */
export const PrivacyChoicesButton = createDeferredIsland(
  'privacyChoices',
  () => import('./PrivacyChoicesButton.client').then((m) => m.PrivacyChoicesButton),
  { on: ['intent'] },
)

/**
 * Whether the page's privacy settings list an analytics vendor (the operator's `ANALYTICS_VENDOR_URL`) or a
 * session replay vendor (`SESSION_REPLAY_URL`).
 */
function analyticsVendorListed(): boolean {
  try {
    const config = JSON.parse(document.getElementById(PRIVACY_CONFIG_ID)?.textContent ?? '{}') as {
      thirdParties?: unknown
    }
    const thirdParties = Array.isArray(config.thirdParties) ? (config.thirdParties as PublicThirdParty[]) : []
    return pageAnalyticsListed({ policyVersion: 1, thirdParties })
  } catch {
    return false
  }
}

/**
 * The third parties' boot (the analytics forwarder and session replay, with consent): its code loads only on a
 * site whose operator configured an analytics or a replay vendor; without one there is nothing for it to do.
 */
export const ThirdPartyBoot = createDeferredIsland(
  'thirdParties',
  () => import('@/privacy/thirdParty/ThirdPartyBoot.client').then((m) => m.ThirdPartyBoot),
  { on: [], wakeIf: analyticsVendorListed },
)
