import 'server-only'
import { CountsNotStoredError } from '@/platform/counts/groupCommit'
import {
  badRequest,
  clientAddress,
  json,
  parseJsonBody,
  RETRY_AFTER_SECONDS,
  refuseCrossSite,
  tooManyRequests,
  withErrors,
} from '@/platform/http'
import { privacyCookie } from '@/platform/privacy-signals.mjs'
import type { RateLimiter } from '@/platform/state'
import {
  allowedPurposes,
  GPC_HEADER,
  gpcFromHeader,
  needsChoice,
  parseConsent,
  privacyString,
} from '@/privacy/consent/consent'
import type { PrivacySettings } from '@/privacy/consent/settings'
import { type ConsentRecordData, consentRecordFrom } from './rules'
import { consentRecordSchema, consentValidateSchema } from './schema'
import type { ConsentRecordResponse, ConsentValidateResponse } from './shared'

/**
 * The largest decision body. The largest one the site's pages send (eleven purposes, three names, a cookie
 * value of a six-digit policy version) is 447 bytes (`http.test.ts` measures it): 1 KB leaves room, and caps
 * what one request can make the server parse.
 */
export const MAX_CONSENT_BODY_BYTES = 1_024
/*
 * No limit of decisions per client address. There was one (CONSENT_RECORDS_PER_MINUTE, 30 a minute): past it
 * the proof of a decision was refused (429) and lost, and many readers share an address (offices, mobile
 * carriers' NAT, schools). A decision is never refused for how many others came from the same address. What
 * keeps abuse cheap instead: the same-origin check (another site's page cannot make its visitors post
 * decisions), `MAX_CONSENT_BODY_BYTES`, the body's check against the cookie and the policy (`consentRecordFrom`),
 * and the group commit (`ConsentRecorder`): decisions arriving together are one INSERT, one write in flight
 * per process, however many requests come.
 */
export const CONSENT_MESSAGES = {
  notStored: 'The consent decision could not be kept right now. Please try again in a moment.',
  tooManyValidations: 'Too many consent checks from this connection. Please try again in a minute.',
} as const

/** Answers about one reader's cookie: never kept by any cache. */
const PRIVATE = 'private, no-store'

export type ConsentSettingsSource = () => Promise<Pick<PrivacySettings, 'policyVersion' | 'tcfPolicyVersion'>>

/** What `PATCH /api/consent` needs: the route passes this process's (`consentRecordDependencies()`). */
export type ConsentRecordDependencies = {
  settings: ConsentSettingsSource
  /** The site's origins: a decision posted from any other site's page is refused (`isSameOriginRequest`). */
  trustedOrigins: readonly string[]
  /** Keeps one decision; resolves once it is stored (rejects with `CountsNotStoredError` when it was not). */
  store(record: ConsentRecordData): Promise<void>
  /** Whether cookies are marked Secure: the site is served over HTTPS. */
  secureCookies: boolean
}

/** What `POST /consent/validate` needs. */
export type ConsentValidateDependencies = {
  settings: ConsentSettingsSource
  limiter: RateLimiter
}

/**
 * `PATCH /api/consent` (002 §7): keep one consent decision as proof. In order: where it comes from (403 unless
 * from a page of this site), the body (zod: 413 past `MAX_CONSENT_BODY_BYTES`, 415, or 400 naming the first
 * problem), the body against the cookie and the current policy (`consentRecordFrom`: 400 with the reason),
 * then the record is stored and the answer waits for the commit: 201 `{ recorded: true, gpc, privacy }`
 * setting the privacy cookie the decision gives, or 503 with Retry-After when the database could not take it.
 * No limit per client address (see above). Stored: the policy versions, the choice per purpose, Global
 * Privacy Control (the body's or the `Sec-GPC` header's: either opts out, in the record and in the privacy
 * cookie), the source and the time; nothing about the reader or the page.
 */
export function handleConsentRecord(request: Request, deps: ConsentRecordDependencies): Promise<Response> {
  return withErrors('consent', async () => {
    const crossSite = refuseCrossSite(request, deps.trustedOrigins)
    if (crossSite) return crossSite
    const body = await parseJsonBody(request, consentRecordSchema, { maxBytes: MAX_CONSENT_BODY_BYTES })
    if (!body.ok) return body.response
    const result = consentRecordFrom(body.value, {
      settings: await deps.settings(),
      gpcHeader: gpcFromHeader(request.headers.get(GPC_HEADER)),
    })
    if (!result.ok) return badRequest(result.error)
    try {
      await deps.store(result.record)
    } catch (error) {
      if (!(error instanceof CountsNotStoredError)) throw error
      return json(
        { error: CONSENT_MESSAGES.notStored },
        { status: 503, cacheControl: PRIVATE, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
      )
    }
    const { gpc } = result.record
    return json({ recorded: true, gpc, privacy: result.privacy } satisfies ConsentRecordResponse, {
      status: 201,
      cacheControl: PRIVATE,
      // The privacy cookie as the server decides it: the header's Global Privacy Control opts out, as the
      // browser's does, whatever the page wrote (a browser that sends only the header).
      headers: { 'set-cookie': privacyCookie(result.privacy, { secure: deps.secureCookies }) },
    })
  })
}

/**
 * `POST /consent/validate` (002 §7) with `{ cookieValue }` → `{ valid, current, choice, gpc, purposes, privacy }`:
 * whether the value is a consent cookie of this site, whether it was made under the current policy version
 * (else the banner asks again), the choice it holds (null when not valid), and what it allows now: Global
 * Privacy Control as the request's `Sec-GPC` header says, each purpose under the current version with it
 * applied, and the privacy cookie's value ("1YYY" with GPC, whatever the choice). A bad body: 400 (415,
 * 413). Stores nothing.
 */
export function handleConsentValidate(
  request: Request,
  deps: ConsentValidateDependencies,
): Promise<Response> {
  return withErrors('consent-validate', async () => {
    const limit = await deps.limiter.consume(clientAddress(request) ?? 'unknown')
    if (!limit.allowed) return tooManyRequests(CONSENT_MESSAGES.tooManyValidations, limit.retryAfterSeconds)
    const body = await parseJsonBody(request, consentValidateSchema, { maxBytes: MAX_CONSENT_BODY_BYTES })
    if (!body.ok) return body.response
    const choice = parseConsent(body.value.cookieValue)
    const { policyVersion } = await deps.settings()
    const signals = { policyVersion, gpc: gpcFromHeader(request.headers.get(GPC_HEADER)) }
    return json(
      {
        valid: choice !== null,
        current: choice !== null && !needsChoice(choice, policyVersion),
        choice,
        gpc: signals.gpc,
        purposes: allowedPurposes(choice, signals),
        privacy: privacyString(choice, signals),
      } satisfies ConsentValidateResponse,
      // The answer depends on the header: a cache that keeps it keeps it per header.
      { cacheControl: PRIVATE, headers: { vary: 'Sec-GPC' } },
    )
  })
}
