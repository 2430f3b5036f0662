/**
 * What a consent decision is kept as (issue 18): pure rules, no I/O. A record holds the decision and the
 * terms it was made under, and nothing about the reader: no address, no browser, no reader id, no page.
 */
import {
  allowedPurposes,
  type ConsentChoice,
  OPTIONAL_PURPOSES,
  type PrivacyString,
  parseConsent,
  privacyString,
} from '@/privacy/consent/consent'
import type { PrivacySettings } from '@/privacy/consent/settings'
import { type ConsentRecordRequest, type ConsentSource, consentRequestBody } from './shared'

/** What the optional purposes add up to once Global Privacy Control is applied. */
export const CONSENT_OUTCOMES = ['all', 'none', 'some'] as const
export type ConsentOutcome = (typeof CONSENT_OUTCOMES)[number]

/** One stored decision (`consent-records`); the time is the row's own creation time. */
export type ConsentRecordData = {
  /** The policy version the choice was made under. */
  policyVersion: number
  /** The TCF policy version in force (site settings). */
  tcfPolicyVersion: number
  /** The choice per optional purpose, as the reader made it (necessary is always on). */
  analytics: boolean
  advertising: boolean
  personalisation: boolean
  /** Global Privacy Control was on: nothing optional is allowed, whatever the choice. */
  gpc: boolean
  source: ConsentSource
  /** What is allowed as a result: every optional purpose, none, or some. */
  outcome: ConsentOutcome
}

export type RecordResult =
  | { ok: true; record: ConsentRecordData; privacy: PrivacyString }
  | { ok: false; error: string }

const COOKIE_EXAMPLE = 'v1.a1.d0.p1.t1732600000000'

/** Whether two maps of ids to true/false hold the same entries. */
function sameFlags(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key])
}

const shown = (value: unknown) => JSON.stringify(value)

/** The outcome of a choice under a Global Privacy Control signal. */
export function outcomeOf(choice: ConsentChoice | null, gpc: boolean): ConsentOutcome {
  const allowed = allowedPurposes(choice, { policyVersion: choice?.version ?? 1, gpc })
  const granted = OPTIONAL_PURPOSES.filter((p) => allowed[p]).length
  return granted === OPTIONAL_PURPOSES.length ? 'all' : granted === 0 ? 'none' : 'some'
}

/**
 * The record for a decision's body, or why the body cannot be one (a 400's message): the cookie must be one
 * of ours made under a policy version that exists (GPC records carry none and need the signal on); the body's
 * consents must say exactly what the cookie says (002 §7's maps, as `consentRequestBody` builds them), no IAB
 * vendor and no legitimate interest. Global Privacy Control counts when either the body or the request's
 * `Sec-GPC` header says so: in the record, and in the privacy cookie the decision gives (`privacy`).
 */
export function consentRecordFrom(
  body: ConsentRecordRequest,
  {
    settings,
    gpcHeader,
  }: { settings: Pick<PrivacySettings, 'policyVersion' | 'tcfPolicyVersion'>; gpcHeader: boolean },
): RecordResult {
  const gpc = body.gpc || gpcHeader
  let choice: ConsentChoice | null = null
  if (body.source === 'gpc') {
    if (body.cookieValue !== null)
      return {
        ok: false,
        error: 'cookieValue: a Global Privacy Control record carries no consent cookie; send null.',
      }
    if (!gpc) return { ok: false, error: 'source "gpc" needs Global Privacy Control to be on (gpc: true).' }
  } else {
    if (body.cookieValue === null)
      return { ok: false, error: `cookieValue is required for source "${body.source}": the consent cookie.` }
    choice = parseConsent(body.cookieValue)
    if (!choice)
      return {
        ok: false,
        error: `cookieValue is not a consent cookie of this site (e.g. "${COOKIE_EXAMPLE}").`,
      }
    if (choice.version > settings.policyVersion)
      return {
        ok: false,
        error: `cookieValue was made under policy version ${choice.version}, but the current version is ${settings.policyVersion}.`,
      }
  }

  if (Object.keys(body.vendorConsents).length > 0)
    return { ok: false, error: 'vendorConsents: this site works with no IAB vendors; send {}.' }
  for (const field of ['vendorLegitimateInterests', 'purposeLegitimateInterests'] as const) {
    if (Object.values(body[field]).some(Boolean))
      return {
        ok: false,
        error: `${field}: nothing on this site relies on legitimate interest; send {}.`,
      }
  }

  const expected = consentRequestBody(choice, {
    gpc: body.gpc,
    source: body.source,
    cookieValue: body.cookieValue,
  })
  for (const field of ['purposeConsents', 'publisherCustomConsents'] as const) {
    if (!sameFlags(body[field], expected[field]))
      return {
        ok: false,
        error: `${field} does not match the consent cookie: expected ${shown(expected[field])}.`,
      }
  }
  for (const field of ['nonIABVendorsAllowed', 'setAll', 'unsetAll'] as const) {
    if (body[field] !== expected[field])
      return {
        ok: false,
        error: `${field} does not match the consent cookie: expected ${expected[field]}.`,
      }
  }

  return {
    ok: true,
    // The privacy cookie the decision gives, judged under its own version, with GPC (body or header) applied.
    privacy: privacyString(choice, { policyVersion: choice?.version ?? 1, gpc }),
    record: {
      policyVersion: choice?.version ?? settings.policyVersion,
      tcfPolicyVersion: settings.tcfPolicyVersion,
      analytics: Boolean(choice?.analytics),
      advertising: Boolean(choice?.advertising),
      personalisation: Boolean(choice?.personalisation),
      gpc,
      source: body.source,
      outcome: outcomeOf(choice, gpc),
    },
  }
}

/** A stored decision as the admin reads it (the fields `decisionInWords` needs). */
export type StoredDecision = Pick<
  ConsentRecordData,
  'analytics' | 'advertising' | 'personalisation' | 'gpc' | 'source'
>

const PURPOSE_WORDS: Record<(typeof OPTIONAL_PURPOSES)[number], string> = {
  analytics: 'analytics',
  advertising: 'advertising',
  personalisation: 'personalisation',
}

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** What the reader chose, in words: "Accepted all", "Rejected all", or what they allowed and refused. */
function choiceInWords(chosen: readonly string[], refused: readonly string[]): string {
  if (refused.length === 0) return 'Accepted all'
  if (chosen.length === 0) return 'Rejected all'
  return `Allowed ${listed(chosen)}; refused ${listed(refused)}`
}

/**
 * What a decision was, in words, for the admin's list of decisions: the reader's choice, and what Global
 * Privacy Control made of it. The purpose columns hold what the reader chose; with GPC on, nothing optional
 * is allowed whatever they chose, which the words say rather than leave to a reader of the columns.
 *
 * - "Accepted all" · "Rejected all: only what is necessary" · "Allowed analytics; refused advertising and
 *   personalisation"
 * - "Global Privacy Control, no click: only what is necessary"
 * - "Accepted all, but Global Privacy Control is on: only what is necessary"
 */
export function decisionInWords(decision: StoredDecision): string {
  const NECESSARY = 'only what is necessary'
  if (decision.source === 'gpc') return `Global Privacy Control, no click: ${NECESSARY}`
  const chosen = OPTIONAL_PURPOSES.filter((p) => decision[p]).map((p) => PURPOSE_WORDS[p])
  const refused = OPTIONAL_PURPOSES.filter((p) => !decision[p]).map((p) => PURPOSE_WORDS[p])
  const choice = choiceInWords(chosen, refused)
  if (decision.gpc)
    return chosen.length === 0
      ? `${choice} (Global Privacy Control is on too): ${NECESSARY}`
      : `${choice}, but Global Privacy Control is on: ${NECESSARY}`
  return chosen.length === 0 ? `${choice}: ${NECESSARY}` : choice
}
