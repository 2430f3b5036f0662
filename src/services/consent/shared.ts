/**
 * The consent calls' contract, shared by the browser (the banner and the settings dialog build the body) and
 * the server (which checks the body says what the cookie says). Client-safe: no zod here (`schema.ts` has the
 * server's schemas).
 *
 * The body is the one of 002 §7 (`PATCH {consent server}/api/consent`): `vendorConsents, purposeConsents,
 * vendorLegitimateInterests, purposeLegitimateInterests, publisherCustomConsents, nonIABVendorsAllowed, setAll,
 * unsetAll`, plus what this site needs to keep the decision as proof: the consent cookie's value, Global
 * Privacy Control, and where the decision was made.
 *
 * How our four purposes map onto it (IAB TCF v2.2 purpose ids):
 *
 * | our purpose     | TCF purposes                                                              |
 * | --------------- | ------------------------------------------------------------------------- |
 * | necessary       | none: needs no consent, so it is not in the body                          |
 * | analytics       | 8 measure content performance, 9 understand audiences, 10 improve services |
 * | advertising     | 2 limited data for ads, 3 ad profiles, 4 personalised ads, 7 measure ads   |
 * | personalisation | 5 content profiles, 6 personalised content, 11 limited data for content    |
 * | (any of them)   | 1 store and/or access information on a device                             |
 *
 * - `purposeConsents` holds every TCF purpose 1–11, true when one of our purposes that stands for it is
 *   allowed (after Global Privacy Control, which turns every optional purpose off).
 * - `publisherCustomConsents` holds our three optional purposes by name, as allowed.
 * - `nonIABVendorsAllowed` is the advertising purpose: the partners the site works with are not IAB vendors.
 * - `vendorConsents` is always `{}` (no IAB vendors), and both legitimate-interest maps are `{}`: nothing
 *   optional happens on legitimate interest, only with consent.
 * - `setAll` / `unsetAll`: the reader granted / refused every optional purpose (Accept all / Reject all, or
 *   the same in the settings).
 */
import {
  allowedPurposes,
  type ConsentChoice,
  type ConsentPurpose,
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  type PrivacyString,
} from '@/privacy/consent/consent'

/** `PATCH /api/consent`: keep one decision as proof. */
export const CONSENT_RECORD_PATH = '/api/consent'
/** `POST /consent/validate`: whether a consent cookie's value is one of ours, and current. */
export const CONSENT_VALIDATE_PATH = '/consent/validate'

/**
 * Where a decision was made: the banner's Accept all / Reject all, the settings dialog, or Global Privacy
 * Control turning the privacy cookie to "opted out" without a click (sent once, when that happens).
 */
export const CONSENT_SOURCES = ['banner', 'settings', 'gpc'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** The TCF purposes each optional purpose stands for (see the table above). */
export const TCF_PURPOSES: Record<OptionalPurpose, readonly number[]> = {
  analytics: [8, 9, 10],
  advertising: [2, 3, 4, 7],
  personalisation: [5, 6, 11],
}
/** TCF purpose 1, "Store and/or access information on a device": needed by any optional purpose. */
export const TCF_STORAGE_PURPOSE = 1
/** The TCF purposes the body names, 1 to 11. */
export const TCF_PURPOSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const

/** One decision, as the browser sends it. */
export type ConsentRecordRequest = {
  vendorConsents: Record<string, boolean>
  purposeConsents: Record<string, boolean>
  vendorLegitimateInterests: Record<string, boolean>
  purposeLegitimateInterests: Record<string, boolean>
  publisherCustomConsents: Record<string, boolean>
  nonIABVendorsAllowed: boolean
  setAll: boolean
  unsetAll: boolean
  /** The consent cookie as written (`encodeConsent`); null only for a Global Privacy Control record. */
  cookieValue: string | null
  /** `navigator.globalPrivacyControl` when the decision was made. */
  gpc: boolean
  source: ConsentSource
}

/**
 * The answer to a kept decision: Global Privacy Control as the server took it (the body's or the `Sec-GPC`
 * header's) and the privacy cookie the decision gives, which the answer also sets.
 */
export type ConsentRecordResponse =
  | { recorded: true; gpc: boolean; privacy: PrivacyString }
  | { error: string }

export type ConsentValidateRequest = { cookieValue: string }
export type ConsentValidateResponse =
  | {
      /** The value is a consent cookie of ours. */
      valid: boolean
      /** It was made under the current policy version (else the banner asks again). */
      current: boolean
      choice: ConsentChoice | null
      /** The request carried Global Privacy Control (`Sec-GPC: 1`): nothing optional is allowed. */
      gpc: boolean
      /** What the choice allows now, purpose by purpose: the current version, with `gpc` applied. */
      purposes: Record<ConsentPurpose, boolean>
      /** The privacy cookie's value for it: "1---", "1YNY" or "1YYY" ("1YYY" with `gpc`). */
      privacy: PrivacyString
    }
  | { error: string }

/** The TCF purposes allowed when our purposes are allowed as given. */
export function tcfPurposeConsents(allowed: Record<ConsentPurpose, boolean>): Record<string, boolean> {
  const granted = new Set<number>()
  for (const purpose of OPTIONAL_PURPOSES) {
    if (!allowed[purpose]) continue
    granted.add(TCF_STORAGE_PURPOSE)
    for (const id of TCF_PURPOSES[purpose]) granted.add(id)
  }
  return Object.fromEntries(TCF_PURPOSE_IDS.map((id) => [String(id), granted.has(id)]))
}

/**
 * The body that records a decision: `choice` as made (null for a Global Privacy Control record, which
 * grants nothing), what it allows with `gpc` applied, and the cookie value that holds it.
 */
export function consentRequestBody(
  choice: ConsentChoice | null,
  { gpc, source, cookieValue }: { gpc: boolean; source: ConsentSource; cookieValue: string | null },
): ConsentRecordRequest {
  // Judged under its own version: a choice is recorded as made, whatever version the page knows.
  const allowed = allowedPurposes(choice, { policyVersion: choice?.version ?? 1, gpc })
  const chosen = OPTIONAL_PURPOSES.map((p) => Boolean(choice?.[p]))
  return {
    vendorConsents: {},
    purposeConsents: tcfPurposeConsents(allowed),
    vendorLegitimateInterests: {},
    purposeLegitimateInterests: {},
    publisherCustomConsents: Object.fromEntries(OPTIONAL_PURPOSES.map((p) => [p, allowed[p]])),
    nonIABVendorsAllowed: allowed.advertising,
    setAll: chosen.every(Boolean),
    unsetAll: !chosen.some(Boolean),
    cookieValue,
    gpc,
    source,
  }
}
