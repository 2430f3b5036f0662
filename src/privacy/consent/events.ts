/*
 * The names the page's consent islands share (the settings script's id, the window events): tiny and
 * dependency-free, because the always-loaded islands that wait for a reader's choice need only these.
 */
import type { ConsentPurpose } from './consent'

/** The id of the page's privacy settings script. */
export const PRIVACY_CONFIG_ID = 'wr-privacy'

/**
 * Dispatched on `window` when the reader makes a choice (banner or settings), with what is allowed now.
 * Islands that wait for consent (third parties, ads) listen for it instead of polling the cookie.
 */
export const CONSENT_EVENT = 'wellread:consent'

export type ConsentEventDetail = {
  /** What is allowed now, purpose by purpose (Global Privacy Control already applied). */
  purposes: Record<ConsentPurpose, boolean>
  /** The privacy cookie's new value. */
  privacy: string
  /** Where the choice was made. */
  source: 'banner' | 'settings'
}

/** Dispatch on `window` to open the privacy settings (the footer's "Privacy choices" does). */
export const OPEN_PRIVACY_SETTINGS_EVENT = 'wellread:open-privacy-settings'
