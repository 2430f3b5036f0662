/**
 * The reader's consent (issue 18; 001 §4 "Consent", §9; 002 §9): purposes, the consent cookie, the privacy
 * cookie's strings, and Global Privacy Control. Pure and client-safe (no zod): the banner, the third-party
 * guard (`src/privacy/thirdParty/`), the boot script and the server's consent calls all read these rules.
 *
 * - Nothing optional happens before a choice: no choice means only the necessary purpose is allowed.
 * - A choice made under an older policy version counts as no choice (the banner shows again).
 * - Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`) is an opt-out of sale and sharing
 *   without a click: with it, no optional purpose is allowed, whatever the cookie says. The page hears the
 *   header through the server's relay cookie (`wr_gpc`, `gpcInPage`); the server reads the header itself.
 */

export const CONSENT_PURPOSES = ['necessary', 'analytics', 'advertising', 'personalisation'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export const OPTIONAL_PURPOSES = ['analytics', 'advertising', 'personalisation'] as const
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number]

/** The reader's choice as the consent cookie keeps it. `version` is the policy version it was made under. */
export type ConsentChoice = {
  version: number
  analytics: boolean
  advertising: boolean
  personalisation: boolean
  /** When it was made, in ms since the epoch. */
  at: number
}

/** The consent cookie (first-party, necessary: it remembers the choice). */
import { CONSENT_COOKIE } from './hint'

export { CONSENT_COOKIE }

import { cookieValue, gpcFromCookie, gpcFromHeader, PRIVACY_STRINGS } from '@/platform/privacy-signals.mjs'

// The privacy cookie, its strings (002 §9), its lifetime (001 §9) and Global Privacy Control's header and
// relay cookie live in the platform, where the HTTP server reads them too.
export {
  cookieValue,
  GPC_COOKIE,
  GPC_HEADER,
  gpcFromCookie,
  gpcFromHeader,
  PRIVACY_COOKIE,
  PRIVACY_COOKIE_DAYS,
  PRIVACY_COOKIE_MAX_AGE,
  PRIVACY_STRINGS,
  privacyCookieAttributes,
} from '@/platform/privacy-signals.mjs'

export type PrivacyString = (typeof PRIVACY_STRINGS)[keyof typeof PRIVACY_STRINGS]

/** The TCF policy version recorded with each decision unless configured (002 §9 "Consent TCF default 5"). */
export const TCF_POLICY_VERSION_DEFAULT = 5

/** "v3.a1.d0.p1.t1732600000000": version, analytics, advertising (d), personalisation, time. */
export function encodeConsent(choice: ConsentChoice): string {
  const bit = (b: boolean) => (b ? '1' : '0')
  return `v${choice.version}.a${bit(choice.analytics)}.d${bit(choice.advertising)}.p${bit(choice.personalisation)}.t${choice.at}`
}

const CONSENT_FORMAT = /^v([1-9]\d{0,5})\.a([01])\.d([01])\.p([01])\.t(\d{1,15})$/

/** The choice a consent cookie's value holds, or null when it is missing or not one of ours. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  let text = value
  try {
    text = decodeURIComponent(value)
  } catch {
    return null
  }
  const m = CONSENT_FORMAT.exec(text.trim())
  if (!m) return null
  return {
    version: Number(m[1]),
    analytics: m[2] === '1',
    advertising: m[3] === '1',
    personalisation: m[4] === '1',
    at: Number(m[5]),
  }
}

/** A choice that grants every optional purpose, or none (the banner's Accept all and Reject all). */
export function allOrNothing(granted: boolean, version: number, at: number): ConsentChoice {
  return { version, analytics: granted, advertising: granted, personalisation: granted, at }
}

/** Whether the banner must ask: no choice yet, or one made under an older policy version. */
export function needsChoice(choice: ConsentChoice | null, policyVersion: number): boolean {
  return !choice || choice.version < policyVersion
}

export type ConsentSignals = {
  /** The current policy version (site settings). */
  policyVersion: number
  /** Global Privacy Control is on. */
  gpc: boolean
}

/** What is allowed now, purpose by purpose. Necessary is always allowed. */
export function allowedPurposes(
  choice: ConsentChoice | null,
  signals: ConsentSignals,
): Record<ConsentPurpose, boolean> {
  const valid = choice && !needsChoice(choice, signals.policyVersion) ? choice : null
  const optional = (p: OptionalPurpose) => Boolean(valid?.[p]) && !signals.gpc
  return {
    necessary: true,
    analytics: optional('analytics'),
    advertising: optional('advertising'),
    personalisation: optional('personalisation'),
  }
}

/** Whether one purpose is allowed now. */
export function allows(
  choice: ConsentChoice | null,
  purpose: ConsentPurpose,
  signals: ConsentSignals,
): boolean {
  return allowedPurposes(choice, signals)[purpose]
}

/**
 * The privacy cookie's value: opted out with GPC or when advertising was refused, allowed when it was
 * granted, and "1---" before any (current) choice.
 */
export function privacyString(choice: ConsentChoice | null, signals: ConsentSignals): PrivacyString {
  if (signals.gpc) return PRIVACY_STRINGS.optedOut
  if (!choice || needsChoice(choice, signals.policyVersion)) return PRIVACY_STRINGS.noChoice
  return choice.advertising ? PRIVACY_STRINGS.allowed : PRIVACY_STRINGS.optedOut
}

/** Global Privacy Control as the browser says it (`navigator.globalPrivacyControl`). */
export function gpcFromNavigator(nav: { globalPrivacyControl?: unknown } | null | undefined): boolean {
  return nav?.globalPrivacyControl === true
}

/**
 * Global Privacy Control as the page knows it: the browser's own signal, or the `Sec-GPC: 1` header the server
 * relayed in the `wr_gpc` cookie (some browsers and extensions send only the header). Either turns every
 * optional purpose off.
 */
export function gpcInPage(
  nav: { globalPrivacyControl?: unknown } | null | undefined,
  cookies: string | null | undefined,
): boolean {
  return gpcFromNavigator(nav) || gpcFromCookie(cookies)
}

/**
 * Whether a request's reader allows `purpose` now, as the server sees it: the choice in the consent cookie under
 * the current policy version, with Global Privacy Control (`Sec-GPC: 1`) turning every optional purpose off.
 */
export function requestAllows(
  headers: Pick<Headers, 'get'>,
  purpose: ConsentPurpose,
  policyVersion: number,
): boolean {
  const { choice, signals } = requestConsent(headers, policyVersion)
  return allows(choice, purpose, signals)
}

/** A request's reader's choice and signals as the server sees them: the consent cookie and `Sec-GPC`. */
export function requestConsent(
  headers: Pick<Headers, 'get'>,
  policyVersion: number,
): { choice: ConsentChoice | null; signals: ConsentSignals } {
  return {
    choice: parseConsent(cookieValue(headers.get('cookie'), CONSENT_COOKIE)),
    signals: { policyVersion, gpc: gpcFromHeader(headers.get('sec-gpc')) },
  }
}
