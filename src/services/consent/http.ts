import 'server-only'
import { badRequest, clientAddress, json, parseJsonBody, tooManyRequests, withErrors } from '@/platform/http'
import type { RateLimiter } from '@/platform/state'
import { gpcFromHeader, needsChoice, parseConsent } from '@/privacy/consent/consent'
import type { PrivacySettings } from '@/privacy/consent/settings'
import { type ConsentRecordData, consentRecordFrom } from './rules'
import { consentRecordSchema, consentValidateSchema } from './schema'
import type { ConsentRecordResponse, ConsentValidateResponse } from './shared'

/** The largest decision body: eleven purposes, three names and a cookie value fit in well under 1 KB. */
export const MAX_CONSENT_BODY_BYTES = 4_096
/** Decisions kept per client address per minute: a reader decides once; a shared address holds many readers. */
export const CONSENT_RECORDS_PER_MINUTE = 30
/** Cookie checks answered per client address per minute. */
export const CONSENT_VALIDATIONS_PER_MINUTE = 120

export const CONSENT_MESSAGES = {
  tooManyRecords: 'Too many consent decisions from this connection. Please try again in a minute.',
  tooManyValidations: 'Too many consent checks from this connection. Please try again in a minute.',
} as const

/** Answers about one reader's cookie: never kept by any cache. */
const PRIVATE = 'private, no-store'

export type ConsentSettingsSource = () => Promise<Pick<PrivacySettings, 'policyVersion' | 'tcfPolicyVersion'>>

/** What `PATCH /api/consent` needs: the route passes this process's (`consentDependencies()`). */
export type ConsentRecordDependencies = {
  settings: ConsentSettingsSource
  limiter: RateLimiter
  /** Keeps one decision; resolves once it is stored. */
  store(record: ConsentRecordData): Promise<void>
}

/** What `POST /consent/validate` needs. */
export type ConsentValidateDependencies = {
  settings: ConsentSettingsSource
  limiter: RateLimiter
}

/**
 * `PATCH /api/consent` (002 §7): keep one consent decision as proof. In order: the per-connection limit (429
 * with Retry-After), the body (zod: 413, 415 or 400 naming the first problem), the body against the cookie
 * and the current policy (`consentRecordFrom`: 400 with the reason), then the record is stored: 201
 * `{ recorded: true }`. Stored: the policy versions, the choice per purpose, Global Privacy Control (the body's
 * or the `Sec-GPC` header's), the source and the time; nothing about the reader or the page.
 */
export function handleConsentRecord(request: Request, deps: ConsentRecordDependencies): Promise<Response> {
  return withErrors('consent', async () => {
    const limit = await deps.limiter.consume(clientAddress(request) ?? 'unknown')
    if (!limit.allowed) return tooManyRequests(CONSENT_MESSAGES.tooManyRecords, limit.retryAfterSeconds)
    const body = await parseJsonBody(request, consentRecordSchema, { maxBytes: MAX_CONSENT_BODY_BYTES })
    if (!body.ok) return body.response
    const result = consentRecordFrom(body.value, {
      settings: await deps.settings(),
      gpcHeader: gpcFromHeader(request.headers.get('sec-gpc')),
    })
    if (!result.ok) return badRequest(result.error)
    await deps.store(result.record)
    return json({ recorded: true } satisfies ConsentRecordResponse, { status: 201, cacheControl: PRIVATE })
  })
}

/**
 * `POST /consent/validate` (002 §7) with `{ cookieValue }` → `{ valid, current, choice }`: whether the value is
 * a consent cookie of this site, whether it was made under the current policy version (else the banner asks
 * again), and the choice it holds (null when not valid). A bad body: 400 (415, 413). Stores nothing.
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
    return json(
      {
        valid: choice !== null,
        current: choice !== null && !needsChoice(choice, policyVersion),
        choice,
      } satisfies ConsentValidateResponse,
      { cacheControl: PRIVATE },
    )
  })
}
