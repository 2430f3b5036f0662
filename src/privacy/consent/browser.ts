/**
 * The consent as the browser sees it now: the consent cookie, Global Privacy Control (the browser's, or the
 * `Sec-GPC` header the server relayed in `wr_gpc`) and the page's privacy settings (`<script id="wr-privacy"
 * type="application/json">`, rendered once in the site's layout: the same for every reader, so cached pages
 * stay identical). Read it at the moment of use, never cache it: the
 * reader may choose in another tab.
 */
import {
  allows,
  CONSENT_COOKIE,
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentSignals,
  cookieValue,
  gpcInPage,
  parseConsent,
} from './consent'
import { PRIVACY_CONFIG_ID } from './events'

/** A third party as the page's privacy settings list it (built from `THIRD_PARTIES` on the server). */
export type PublicThirdParty = {
  name: string
  /** The purpose whose consent it needs; 'media' loads only when the reader presses the facade. */
  purpose: ConsentPurpose | 'media'
  /** Origins such as "https://www.youtube-nocookie.com" (a leading "*." matches subdomains). */
  origins: string[]
}

export type PrivacyConfig = { policyVersion: number; thirdParties: PublicThirdParty[] }

const DEFAULT_CONFIG: PrivacyConfig = { policyVersion: 1, thirdParties: [] }

/** The page's privacy settings; the defaults (version 1, no third parties) when absent or unreadable. */
export function readPrivacyConfig(
  doc: Pick<Document, 'getElementById'> | null = globalThis.document ?? null,
): PrivacyConfig {
  const text = doc?.getElementById(PRIVACY_CONFIG_ID)?.textContent
  if (!text) return DEFAULT_CONFIG
  try {
    const raw = JSON.parse(text) as Partial<PrivacyConfig>
    // Number.isInteger is false for anything but a whole number.
    const version = raw.policyVersion as number
    const policyVersion = Number.isInteger(version) && version > 0 ? version : 1
    const thirdParties = Array.isArray(raw.thirdParties)
      ? raw.thirdParties.filter(
          (t): t is PublicThirdParty =>
            typeof t?.name === 'string' && typeof t.purpose === 'string' && Array.isArray(t.origins),
        )
      : []
    return { policyVersion, thirdParties }
  } catch {
    return DEFAULT_CONFIG
  }
}

export type ConsentNow = { choice: ConsentChoice | null; signals: ConsentSignals }

/** The reader's stored choice and the signals that qualify it, read now. */
export function consentNow(
  doc: (Pick<Document, 'cookie'> & Pick<Document, 'getElementById'>) | null = globalThis.document ?? null,
  nav: { globalPrivacyControl?: unknown } | null = (globalThis.navigator as
    | { globalPrivacyControl?: unknown }
    | undefined) ?? null,
): ConsentNow {
  let cookies = ''
  try {
    cookies = doc?.cookie ?? ''
  } catch {
    cookies = ''
  }
  return {
    choice: parseConsent(cookieValue(cookies, CONSENT_COOKIE)),
    signals: { policyVersion: readPrivacyConfig(doc).policyVersion, gpc: gpcInPage(nav, cookies) },
  }
}

/** Whether a purpose is allowed for this reader right now. */
export function consentAllows(purpose: ConsentPurpose, now: ConsentNow = consentNow()): boolean {
  return allows(now.choice, purpose, now.signals)
}
