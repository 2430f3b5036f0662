/**
 * What happens when a reader makes a privacy choice (issue 18; 001 §4 "Consent"): the cookies, the proof, the
 * event, the privacy-updated bar and the reload. Browser code with no React, imported by the banner's island
 * and the settings dialog; kept small (it ships with every page's first JavaScript).
 */

import { reportError } from '@/lib/tracking'
import { consentNow } from '@/privacy/consent/browser'
import {
  allowedPurposes,
  CONSENT_COOKIE,
  type ConsentChoice,
  cookieValue,
  encodeConsent,
  type OptionalPurpose,
  PRIVACY_COOKIE,
  PRIVACY_STRINGS,
  type PrivacyString,
  privacyCookieAttributes,
  privacyString,
} from '@/privacy/consent/consent'
import { CONSENT_EVENT, type ConsentEventDetail } from '@/privacy/consent/events'
import { CONSENT_RECORD_PATH, type ConsentRecordRequest, consentRequestBody } from '@/services/consent/shared'
import { markPrivacyUpdated, setPrivacyBannerVisible } from '../AnnouncementBar/privacyBanner'
import { GPC_ATTRIBUTE, REASK_ATTRIBUTE } from './attributes'

export type OptionalChoice = Record<OptionalPurpose, boolean>

/** The `document.cookie` assignments for a choice: the consent cookie and the privacy cookie, 365 days. */
export function privacyCookies(choice: ConsentChoice, privacy: PrivacyString, secure: boolean): string[] {
  const attributes = privacyCookieAttributes(secure)
  return [
    `${CONSENT_COOKIE}=${encodeConsent(choice)}${attributes}`,
    `${PRIVACY_COOKIE}=${privacy}${attributes}`,
  ]
}

/**
 * Whether a choice reloads the page (001 §4: "the page reloads if that value changes"): when the privacy
 * cookie held a decision ("1YNY" allowed, "1YYY" opted out) and now holds the other one, so that whatever was
 * loaded under the old value is gone. Before any choice ("1---", or no cookie) nothing optional was loaded, so
 * a first choice closes the banner without a reload; islands that wait for consent hear `wellread:consent`.
 */
export function shouldReload(before: string | null, after: PrivacyString): boolean {
  const decided = before === PRIVACY_STRINGS.allowed || before === PRIVACY_STRINGS.optedOut
  return decided && before !== after
}

export type DecideEnvironment = {
  win?: Window
  /** The network (tests); the page's `fetch` otherwise. */
  fetch?: typeof fetch
  /** Reloads the page (tests replace it). */
  reload?: () => void
  now?: () => number
  /** Waits before sending a decision the server could not keep again (tests shorten them). */
  retryDelaysMs?: readonly number[]
}

/**
 * A decision the server could not keep (the network failed, or it answered 429 or 5xx) is sent again after
 * these waits while the page is open (issue 27: a consent decision is never dropped). A 4xx other than 429 is
 * not: the server said why, and the same body would be refused again.
 */
export const CONSENT_RETRY_DELAYS_MS: readonly number[] = [2_000, 10_000, 30_000, 60_000]

/**
 * Sends one decision to `PATCH /api/consent` as proof. `keepalive`, so it arrives even when the page reloads
 * at once. Never throws; a network failure, a 429 or a 5xx is reported (001 §8: "Fetch failure: {path}
 * {status}") and sent again after `CONSENT_RETRY_DELAYS_MS`; another 4xx is not (the server said why).
 */
export function sendConsentRecord(
  body: ConsentRecordRequest,
  fetchImpl: typeof fetch,
  retryDelaysMs: readonly number[] = CONSENT_RETRY_DELAYS_MS,
): void {
  const failed = (error: unknown) => {
    reportError(error, { where: 'consent.record' })
    const [wait, ...later] = retryDelaysMs
    if (wait !== undefined) setTimeout(() => sendConsentRecord(body, fetchImpl, later), wait)
  }
  try {
    fetchImpl(CONSENT_RECORD_PATH, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    }).then((response) => {
      if (response.status >= 500 || response.status === 429)
        failed(new Error(`Fetch failure: ${CONSENT_RECORD_PATH} ${response.status}`))
    }, failed)
  } catch (error) {
    failed(error)
  }
}

export type SavedChoice = {
  choice: ConsentChoice
  privacy: PrivacyString
  /** The page is reloading (the privacy cookie changed from one decision to the other). */
  reload: boolean
  /** The reader had chosen under an older policy version and was asked again. */
  reasked: boolean
}

/**
 * A reader's choice from the banner or the settings: writes the consent and privacy cookies (365 days, Lax,
 * Secure on https), sends the decision as proof, closes the banner, shows the announcement bar's
 * privacy-updated variant to a reader who was asked again, dispatches `wellread:consent` with what is allowed
 * now, and reloads the page when the privacy cookie changed from one decision to the other (`shouldReload`).
 */
export function saveConsentChoice(
  purposes: OptionalChoice,
  source: ConsentEventDetail['source'],
  { win = window, fetch: fetchImpl, reload, now = Date.now, retryDelaysMs }: DecideEnvironment = {},
): SavedChoice {
  const doc = win.document
  const { choice: previous, signals } = consentNow(doc, win.navigator as { globalPrivacyControl?: unknown })
  const before = cookieValue(readCookies(doc), PRIVACY_COOKIE)
  const choice: ConsentChoice = {
    version: signals.policyVersion,
    analytics: purposes.analytics,
    advertising: purposes.advertising,
    personalisation: purposes.personalisation,
    at: now(),
  }
  const privacy = privacyString(choice, signals)
  for (const cookie of privacyCookies(choice, privacy, win.location.protocol === 'https:')) {
    doc.cookie = cookie
  }
  sendConsentRecord(
    consentRequestBody(choice, { gpc: signals.gpc, source, cookieValue: encodeConsent(choice) }),
    fetchImpl ?? pageFetch(win),
    retryDelaysMs,
  )

  const reasked = previous !== null && previous.version < signals.policyVersion
  const willReload = shouldReload(before, privacy)
  if (reasked) markPrivacyUpdated(signals.policyVersion, win)
  setPrivacyBannerVisible(false, doc.documentElement)
  doc.documentElement.removeAttribute(REASK_ATTRIBUTE)
  win.dispatchEvent(
    new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, {
      detail: { purposes: allowedPurposes(choice, signals), privacy, source },
    }),
  )
  if (willReload) (reload ?? (() => win.location.reload()))()
  return { choice, privacy, reload: willReload, reasked }
}

/**
 * When the boot script turned the privacy cookie to "opted out" because of Global Privacy Control on this
 * page view (`data-privacy-gpc="new"`), keeps that as a decision (source "gpc", no click, no consent cookie),
 * once: the mark becomes "on".
 */
export function recordGpcOptOut({
  win = window,
  fetch: fetchImpl,
  retryDelaysMs,
}: DecideEnvironment = {}): boolean {
  const root = win.document.documentElement
  if (root.getAttribute(GPC_ATTRIBUTE) !== 'new') return false
  root.setAttribute(GPC_ATTRIBUTE, 'on')
  sendConsentRecord(
    consentRequestBody(null, { gpc: true, source: 'gpc', cookieValue: null }),
    fetchImpl ?? pageFetch(win),
    retryDelaysMs,
  )
  return true
}

/** The page's own fetch, looked up when used (a page without one reports the failure, nothing more). */
const pageFetch =
  (win: Window): typeof fetch =>
  (input, init) =>
    win.fetch(input, init)

function readCookies(doc: Document): string {
  try {
    return doc.cookie
  } catch {
    return ''
  }
}
