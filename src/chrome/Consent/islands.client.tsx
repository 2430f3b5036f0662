'use client'
import { OPEN_PRIVACY_SETTINGS_EVENT } from '@/privacy/consent/browser'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { GPC_ATTRIBUTE } from './bootScript'

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
