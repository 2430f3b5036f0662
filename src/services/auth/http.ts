import 'server-only'
import {
  AUTH_MESSAGES,
  AUTH_ROUTES,
  type AuthProvider,
  isAuthProvider,
  PROVIDER_NAMES,
  SITE_NAME,
} from '@/lib/account/contract'
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/account/cookies'
import {
  CROSS_SITE_MESSAGE,
  clientAddress,
  gateRefusal,
  limitRefusal,
  parseJsonBody,
  readBody,
  withErrors,
} from '@/platform/http'
import { log as logFor } from '@/platform/log.mjs'
import type { RateLimiter } from '@/platform/state'
import { cookieValue } from '@/privacy/consent/consent'
import type { FormReporter } from '../trackingIngest'
import {
  authUserOf,
  bearerToken,
  clearedOidcCookie,
  clearedSessionCookies,
  dailyDoseParams,
  dailyDoseTarget,
  failureReason,
  flagsFor,
  hashSessionToken,
  identityFrom,
  isSessionExpired,
  MAX_FLAGS_PER_SITE,
  newSessionToken,
  OIDC_COOKIE,
  OIDC_COOKIE_SECONDS,
  oidcCookie,
  randomCheck,
  returnPathOf,
  seal,
  sessionCookies,
  sessionEnd,
  sessionMaxAgeSeconds,
  shouldTouchSession,
  signProfileToken,
  unseal,
  verifyProfileToken,
  withFlag,
} from './rules'
import {
  appleUserSchema,
  CALLBACK_PARAMS,
  type OidcCookie,
  oidcCookieSchema,
  setCookieRequestSchema,
  siteFlagRequestSchema,
} from './schema'
import { PROFILE_TOKEN_SECONDS, type SignInFailureReason, signInFailedPath } from './shared'
import type { OidcProviderPort, ReaderRecord, ReaderStore, SessionRecord } from './types'

/** Everything here depends on one reader's cookie or token: never kept by any cache. */
const PRIVATE = 'private, no-store'
/** The sealed checks cookie's purpose (its key and its binding). */
const OIDC_SEAL_PURPOSE = OIDC_COOKIE
/** The largest callback form (Apple's: code, state, an ID token, the `user` JSON). */
export const MAX_CALLBACK_BODY_BYTES = 16_384
/** The largest JSON body of the sign-in calls. */
export const MAX_AUTH_BODY_BYTES = 16_384
/** The largest flag body (`PUT /api/profile/{rvoId}/site-flags/{site}`): a label and a status. */
export const MAX_FLAG_BODY_BYTES = 1_024
/** The account export's file name. */
export const ACCOUNT_EXPORT_FILENAME = 'wellread-account.json'

export const AUTH_HTTP_MESSAGES = {
  providerOff: (provider: AuthProvider) =>
    `Signing in with ${PROVIDER_NAMES[provider]} is not available on this site.`,
  notSameOrigin: CROSS_SITE_MESSAGE,
  bearerMissing: 'Send the token from POST /api/auth/token as "Authorization: Bearer <token>".',
  bearerInvalid: 'The token is not valid or has expired. Ask POST /api/auth/token for a new one.',
  otherReader: 'This token is for another reader.',
  unknownSite: `There is no such site here. The site is "${SITE_NAME}".`,
  unknownReader: 'There is no reader with this id.',
  tooManyFlags: `A reader can have at most ${MAX_FLAGS_PER_SITE} flags on a site.`,
  needsEmail: 'email is required when isAuthenticated is true: the signed-in reader’s email address.',
  tooMany: 'Too many account requests from this connection. Please try again in a minute.',
} as const

/** What the sign-in calls need: the route passes this process's services (`authDependencies()`). */
export type AuthDependencies = {
  /** The providers that are on (configured); the others answer 404. */
  providers: Partial<Record<AuthProvider, OidcProviderPort>>
  store: ReaderStore
  /** The key the checks cookie and the profile tokens are derived from (itself derived from PAYLOAD_SECRET). */
  secret: string
  /** The site's public origin: the providers return to `{siteUrl}/api/auth/callback/{provider}`. */
  siteUrl: string
  /** Days an unused session lasts (AUTH_SESSION_DAYS). */
  sessionDays: number
  /** The daily-dose site (DAILY_DOSE_URL), or null. */
  dailyDoseUrl: string | null
  /** The origins whose pages may make the sign-in POSTs. */
  trustedOrigins: readonly string[]
  /** Sign-in starts per client address. */
  signInLimiter: RateLimiter
  /** Providers' answers (callbacks) per client address: each may cost a token exchange with the provider. */
  callbackLimiter: RateLimiter
  /** A reader's state-changing calls per client address (session refresh, sign-out, token, flags, deletion). */
  accountLimiter: RateLimiter
  now?: () => Date
  /** Where failures are logged (never with personal data). */
  log?: (message: string) => void
  /** Reports an account created (a first sign-in) to the tracking ingest (002 §7). Never throws. */
  reportForm?: FormReporter
}

const nowOf = (deps: AuthDependencies) => deps.now?.() ?? new Date()
const secureOf = (deps: AuthDependencies) => deps.siteUrl.startsWith('https://')
const redirectUriOf = (deps: AuthDependencies, provider: AuthProvider) =>
  `${deps.siteUrl}${AUTH_ROUTES.callback(provider)}`
const log = (deps: AuthDependencies, message: string) =>
  deps.log ? deps.log(`[auth] ${message}`) : logFor('auth').warn(message)

/** A JSON answer that no cache keeps, with any cookies. */
function answer(
  body: unknown,
  {
    status = 200,
    cookies = [],
    headers = {},
  }: { status?: number; cookies?: string[]; headers?: Record<string, string> } = {},
): Response {
  const h = new Headers({ 'content-type': 'application/json', 'cache-control': PRIVATE, ...headers })
  for (const c of cookies) h.append('set-cookie', c)
  return new Response(JSON.stringify(body), { status, headers: h })
}

/** A 302 that no cache keeps, with any cookies. */
function redirect(location: string, cookies: string[] = [], headers: Record<string, string> = {}): Response {
  const h = new Headers({ location, 'cache-control': PRIVATE, ...headers })
  for (const c of cookies) h.append('set-cookie', c)
  return new Response(null, { status: 302, headers: h })
}

const error = (status: number, message: string, cookies: string[] = []) =>
  answer({ error: message }, { status, cookies })

/** The provider of a route, or why there is none: not one the site knows, or one that is off here. */
function providerOf(
  value: string,
  deps: AuthDependencies,
):
  | { ok: true; provider: AuthProvider; port: OidcProviderPort }
  | { ok: false; reason: SignInFailureReason; problem: string } {
  if (!isAuthProvider(value))
    return { ok: false, reason: 'unknown-provider', problem: AUTH_MESSAGES.unknownProvider }
  const port = deps.providers[value]
  if (!port) return { ok: false, reason: 'unavailable', problem: AUTH_HTTP_MESSAGES.providerOff(value) }
  return { ok: true, provider: value, port }
}

// ---------------------------------------------------------------------------------------------------------
// Sign-in

/**
 * `GET /api/auth/signin/{provider}[?lessonId&unitId&provider&transitId&correlationId]`: a 302 to the
 * provider's sign-in page (authorization code with PKCE S256, state and nonce). The checks, the daily-dose
 * parameters when given, and the page the sign-in started from (its `Referer`, when it is this site's) go in
 * a sealed httpOnly cookie for 10 minutes. A sign-in that cannot start is never a JSON page: the browser
 * goes back to the page it came from (else the root) with `?signin=failed` and why (`signInFailedPath`), and
 * the sheet opens there saying so: an unknown provider (`reason=unknown-provider`), a provider that is off or
 * cannot be reached (`unavailable`), more than LOGIN_RATE_LIMIT_MAX starts per window from one address
 * (`limited`, with `Retry-After`), a daily-dose parameter that is not a short id (the plain failure).
 */
export function handleSignInStart(
  request: Request,
  providerParam: string,
  deps: AuthDependencies,
): Promise<Response> {
  return withErrors('auth-signin', async () => {
    const returnTo = returnPathOf(request.headers.get('referer'), deps.siteUrl)
    const back = (reason: SignInFailureReason | null, headers: Record<string, string> = {}) =>
      redirect(signInFailedPath(returnTo, reason), [], headers)
    const chosen = providerOf(providerParam, deps)
    if (!chosen.ok) {
      log(deps, `a sign-in could not start: ${chosen.problem}`)
      return back(chosen.reason)
    }
    const { provider, port } = chosen
    const dailyDose = dailyDoseParams(new URL(request.url).searchParams)
    if (!dailyDose.ok) {
      log(deps, `sign-in with ${provider} refused: ${dailyDose.problem}`)
      return back(null)
    }

    // Without the HTTP server in front there is no trustworthy address to count by.
    const address = clientAddress(request)
    if (address) {
      const decision = await deps.signInLimiter.consume(address)
      if (!decision.allowed) {
        log(deps, `sign-in with ${provider} limited: too many starts from one address`)
        return back('limited', {
          'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterSeconds))),
        })
      }
    }

    const checks = { state: randomCheck(), nonce: randomCheck(), codeVerifier: randomCheck() }
    let location: URL
    try {
      location = await port.authorizationUrl(checks, redirectUriOf(deps, provider))
    } catch (failure) {
      log(deps, `sign-in with ${provider} could not start: ${failureReason(failure)}`)
      return back('unavailable')
    }
    const stored: OidcCookie = {
      provider,
      ...checks,
      expiresAt: nowOf(deps).getTime() + OIDC_COOKIE_SECONDS * 1000,
      dailyDose: dailyDose.value,
      returnTo,
    }
    return redirect(location.toString(), [
      oidcCookie(seal(stored, deps.secret, OIDC_SEAL_PURPOSE), { secure: secureOf(deps) }),
    ])
  })
}

/** The provider's answer: the query (GET) or the form (POST, Apple's form_post); null when unreadable. */
async function callbackParams(request: Request): Promise<URLSearchParams | null> {
  if (request.method !== 'POST') return new URL(request.url).searchParams
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return null
  const read = await readBody(request, MAX_CALLBACK_BODY_BYTES)
  return read.ok ? new URLSearchParams(new TextDecoder().decode(read.bytes)) : null
}

/** Apple's `user` form field's name, when present and well-formed. */
function appleUserOf(params: URLSearchParams): { firstName?: string; lastName?: string } | null {
  const raw = params.get('user')
  if (!raw) return null
  try {
    const parsed = appleUserSchema.safeParse(JSON.parse(raw))
    return parsed.success ? (parsed.data.name ?? null) : null
  } catch {
    return null
  }
}

/** Why a callback failed, for the log; the reader only sees `?signin=failed`. */
class CallbackFailure extends Error {}

/**
 * `GET` or `POST /api/auth/callback/{provider}`: the provider's answer. Checks it against the sealed cookie
 * (same provider, not expired, state), exchanges the code with the PKCE verifier, verifies the ID token and
 * its nonce, creates or updates the reader, opens a session (its token in `wr_session`, only its hash stored;
 * the `wr_auth=1` hint beside it), clears the checks cookie, and sends the browser (302) to the site's root,
 * or to the daily-dose site with its parameters when the sign-in carried them and DAILY_DOSE_URL is set. Any
 * failure (declined at the provider, no or an expired cookie, another state, a token error) sends it back to
 * the page the sign-in started from (the root when the cookie is missing) with `?signin=failed`, and the
 * reason is logged without personal data. An unknown provider or one that is off: the root with
 * `reason=unknown-provider` or `unavailable`; more than LOGIN_RATE_LIMIT_MAX answers per window from one
 * address: `reason=limited` with `Retry-After`.
 *
 * No same-origin check: Apple's answer is a form posted by Apple's page (`response_mode=form_post`), another
 * site by design. What a forged answer lacks instead is the sealed, httpOnly checks cookie this browser got
 * when its sign-in started here, and the `state` in it; the ID token must carry the cookie's nonce and the
 * code exchange its PKCE verifier (docs/security-review.md).
 */
export async function handleCallback(
  request: Request,
  providerParam: string,
  deps: AuthDependencies,
): Promise<Response> {
  const secure = secureOf(deps)
  const chosen = providerOf(providerParam, deps)
  if (!chosen.ok) {
    log(deps, `a sign-in answer was refused: ${chosen.problem}`)
    return redirect(signInFailedPath('/', chosen.reason), [clearedOidcCookie({ secure })])
  }
  const { provider, port } = chosen
  const address = clientAddress(request)
  if (address) {
    const decision = await deps.callbackLimiter.consume(address)
    if (!decision.allowed) {
      log(deps, `a sign-in answer from ${provider} was limited: too many from one address`)
      return redirect(signInFailedPath('/', 'limited'), [clearedOidcCookie({ secure })], {
        'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterSeconds))),
      })
    }
  }
  let returnTo = '/'
  try {
    const params = await callbackParams(request)
    if (!params) throw new CallbackFailure('the answer is not a small form')
    const raw = cookieValue(request.headers.get('cookie'), OIDC_COOKIE)
    if (!raw) throw new CallbackFailure('no sign-in cookie (expired, or another browser)')
    const parsed = oidcCookieSchema.safeParse(unseal(raw, deps.secret, OIDC_SEAL_PURPOSE))
    if (!parsed.success) throw new CallbackFailure('the sign-in cookie is not one of ours')
    const stored = parsed.data
    returnTo = stored.returnTo ?? '/'
    if (stored.provider !== provider)
      throw new CallbackFailure(`the sign-in was started with ${stored.provider}`)
    const now = nowOf(deps)
    if (stored.expiresAt <= now.getTime())
      throw new CallbackFailure('the sign-in took longer than 10 minutes')
    const providerError = params.get('error')
    if (providerError !== null)
      throw new CallbackFailure(
        `the provider answered ${/^[a-z_]{1,64}$/.test(providerError) ? providerError : 'an error'}`,
      )
    if (params.get('state') !== stored.state) throw new CallbackFailure('the state does not match')

    const redirectUri = redirectUriOf(deps, provider)
    const callbackUrl = new URL(redirectUri)
    for (const name of CALLBACK_PARAMS) {
      const value = params.get(name)
      if (value !== null) callbackUrl.searchParams.set(name, value)
    }
    const claims = await port.finish(callbackUrl, stored, redirectUri)
    const identity = identityFrom(provider, claims, provider === 'apple' ? appleUserOf(params) : null)
    const reader = await deps.store.upsertReader(identity, now)
    // A first sign-in creates the account: its member-since time is this sign-in's.
    if (reader.memberSince === now.toISOString())
      await deps.reportForm?.(request, {
        form: 'account',
        source: provider,
        email: reader.email || undefined,
      })
    const token = newSessionToken()
    await deps.store.createSession({
      readerId: reader.id,
      tokenHash: hashSessionToken(token),
      provider,
      expiresAt: sessionEnd(now, deps.sessionDays),
      now,
    })
    const target = (stored.dailyDose && dailyDoseTarget(deps.dailyDoseUrl, stored.dailyDose)) || '/'
    return redirect(target, [
      ...sessionCookies(token, { secure, maxAgeSeconds: sessionMaxAgeSeconds(deps.sessionDays) }),
      clearedOidcCookie({ secure }),
    ])
  } catch (failure) {
    const reason = failure instanceof CallbackFailure ? failure.message : failureReason(failure)
    log(deps, `sign-in with ${provider} failed: ${reason}`)
    return redirect(signInFailedPath(returnTo), [clearedOidcCookie({ secure })])
  }
}

// ---------------------------------------------------------------------------------------------------------
// Sessions

type Current =
  | { kind: 'active'; session: SessionRecord; reader: ReaderRecord }
  /** No session; `clear` when the browser still holds a session cookie or the hint. */
  | { kind: 'none'; clear: boolean }

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The request's session: an active one, or none (an ended one is deleted on the way). */
async function currentSession(request: Request, deps: AuthDependencies, now: Date): Promise<Current> {
  const cookies = request.headers.get('cookie')
  const token = cookieValue(cookies, SESSION_COOKIE)
  const hadCookies = Boolean(token) || cookieValue(cookies, SIGNED_IN_HINT_COOKIE) !== null
  if (!token || !TOKEN_SHAPE.test(token)) return { kind: 'none', clear: hadCookies }
  const found = await deps.store.findSession(hashSessionToken(token))
  if (!found) return { kind: 'none', clear: true }
  if (isSessionExpired(found.session, now)) {
    await deps.store.deleteSession(found.session.id)
    return { kind: 'none', clear: true }
  }
  return { kind: 'active', ...found }
}

const clearIf = (current: Current, deps: AuthDependencies) =>
  current.kind === 'none' && current.clear ? clearedSessionCookies({ secure: secureOf(deps) }) : []

/**
 * The reader's calls' gate: from this site's pages only (403), then the per-address limit (429), or null. A
 * cross-site page could otherwise sign its visitors out, mint their tokens or delete their accounts (their
 * session cookie is SameSite=Lax, which already keeps it off other sites' POSTs: this is the second lock).
 */
function accountRefusal(request: Request, deps: AuthDependencies): Promise<Response | null> {
  return gateRefusal(
    request,
    { trustedOrigins: deps.trustedOrigins, limiter: deps.accountLimiter },
    AUTH_HTTP_MESSAGES.tooMany,
  )
}

/**
 * `GET /api/auth/session` → `{ user }`: the signed-in reader (002 §3.4), or null. An ended session is
 * deleted and its cookies cleared. A visit moves the session's end (AUTH_SESSION_DAYS from now) and re-sends
 * its cookies, at most once an hour.
 */
export function handleSession(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('auth-session', async () => {
    const now = nowOf(deps)
    const current = await currentSession(request, deps, now)
    if (current.kind === 'none') return answer({ user: null }, { cookies: clearIf(current, deps) })
    const cookies: string[] = []
    if (shouldTouchSession(current.session, now)) {
      await deps.store.updateSession(current.session.id, {
        lastSeenAt: now,
        expiresAt: sessionEnd(now, deps.sessionDays),
      })
      const token = cookieValue(request.headers.get('cookie'), SESSION_COOKIE)!
      cookies.push(
        ...sessionCookies(token, {
          secure: secureOf(deps),
          maxAgeSeconds: sessionMaxAgeSeconds(deps.sessionDays),
        }),
      )
    }
    return answer({ user: authUserOf(current.reader) }, { cookies })
  })
}

/** Sign out: the session deleted, both cookies cleared; 401 when there was none (cookies cleared anyway). */
async function signOut(request: Request, deps: AuthDependencies): Promise<Response> {
  const current = await currentSession(request, deps, nowOf(deps))
  const cleared = clearedSessionCookies({ secure: secureOf(deps) })
  if (current.kind === 'none') return error(401, AUTH_MESSAGES.noAccountToSignOut, cleared)
  await deps.store.deleteSession(current.session.id)
  return answer({ ok: true }, { cookies: cleared })
}

/**
 * `POST /api/auth/set-cookie` (002 §7) `{ isAuthenticated, email, userInfo, msalAccount, provider,
 * refreshToken }`. With `isAuthenticated: true`, when `email` and `provider` are the signed-in reader's, it
 * re-issues the session cookie with a new token (the old one stops working) and answers `{ user }`; with
 * `false` it signs out like `clear-cookie`. From this site’s pages only (403; 429 past `reader-account`). A
 * body of another shape: 400; a provider other than apple or google: 400 'Unable to determine authentication
 * provider'; no session, or another reader's address or provider: 401 'No authenticated accounts found'.
 */
export function handleSetCookie(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('auth-set-cookie', async () => {
    const refused = await accountRefusal(request, deps)
    if (refused) return refused
    const body = await parseJsonBody(request, setCookieRequestSchema, { maxBytes: MAX_AUTH_BODY_BYTES })
    if (!body.ok) return body.response
    const { isAuthenticated, email, provider } = body.value
    if (!isAuthenticated) return signOut(request, deps)
    if (!isAuthProvider(provider)) return error(400, AUTH_MESSAGES.unknownProvider)
    if (!email) return error(400, AUTH_HTTP_MESSAGES.needsEmail)
    const now = nowOf(deps)
    const current = await currentSession(request, deps, now)
    if (current.kind === 'none') return error(401, AUTH_MESSAGES.noAccount, clearIf(current, deps))
    if (current.reader.authProvider !== provider || current.reader.email !== email)
      return error(401, AUTH_MESSAGES.noAccount)
    const token = newSessionToken()
    await deps.store.updateSession(current.session.id, {
      tokenHash: hashSessionToken(token),
      lastSeenAt: now,
      expiresAt: sessionEnd(now, deps.sessionDays),
    })
    return answer(
      { user: authUserOf(current.reader) },
      {
        cookies: sessionCookies(token, {
          secure: secureOf(deps),
          maxAgeSeconds: sessionMaxAgeSeconds(deps.sessionDays),
        }),
      },
    )
  })
}

/**
 * `POST /api/auth/clear-cookie` (002 §7): sign out. 200 `{ ok: true }`; 401 'No authenticated accounts
 * found to sign out' when nobody was signed in (the cookies are cleared either way). From this site's pages
 * only (403; 429 past `reader-account`). Any body is ignored.
 */
export function handleClearCookie(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('auth-clear-cookie', async () => {
    const refused = await accountRefusal(request, deps)
    if (refused) return refused
    return signOut(request, deps)
  })
}

/**
 * `POST /api/auth/token` → `{ token, expiresIn }`: a bearer token for the profile service, good for 5
 * minutes, for the signed-in reader's `rvoId`. No session: 401 'Failed to acquire token'. From this site's
 * pages only (403; 429 past `reader-account`).
 */
export function handleToken(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('auth-token', async () => {
    const refused = await accountRefusal(request, deps)
    if (refused) return refused
    const now = nowOf(deps)
    const current = await currentSession(request, deps, now)
    if (current.kind === 'none') return error(401, AUTH_MESSAGES.tokenFailed, clearIf(current, deps))
    const token = signProfileToken(current.reader.rvoId, deps.secret, { now, seconds: PROFILE_TOKEN_SECONDS })
    return answer({ token, expiresIn: PROFILE_TOKEN_SECONDS })
  })
}

// ---------------------------------------------------------------------------------------------------------
// The profile service (first-party)

/**
 * `GET /api/profile/{rvoId}/site-flags/{site}` → `{ flags }`, and `PUT` the same path with `{ label,
 * status }` → the flag set (added, or its status changed), answering `{ flags }`. With `Authorization:
 * Bearer <token from POST /api/auth/token>`: none, not ours or expired: 401; another reader's: 403; a site
 * other than this one, or a reader who is gone: 404; a body of another shape: 400.
 */
export function handleSiteFlags(
  request: Request,
  rvoId: string,
  site: string,
  deps: AuthDependencies,
): Promise<Response> {
  return withErrors('profile-site-flags', async () => {
    const challenge = { 'www-authenticate': 'Bearer realm="profile"' }
    const token = bearerToken(request.headers.get('authorization'))
    if (!token)
      return answer({ error: AUTH_HTTP_MESSAGES.bearerMissing }, { status: 401, headers: challenge })
    const check = verifyProfileToken(token, deps.secret, nowOf(deps))
    if (!check.ok)
      return answer(
        { error: AUTH_HTTP_MESSAGES.bearerInvalid },
        { status: 401, headers: { 'www-authenticate': 'Bearer realm="profile", error="invalid_token"' } },
      )
    if (check.rvoId !== rvoId) return error(403, AUTH_HTTP_MESSAGES.otherReader)
    if (site !== SITE_NAME) return error(404, AUTH_HTTP_MESSAGES.unknownSite)
    const reader = await deps.store.findReaderByRvoId(rvoId)
    if (!reader) return error(404, AUTH_HTTP_MESSAGES.unknownReader)
    if (request.method !== 'PUT') return answer({ flags: flagsFor(reader.siteFlags, site) })

    // No same-origin check: the bearer token, which no browser sends by itself, is what a forged request lacks.
    const limited = await limitRefusal(request, deps.accountLimiter, AUTH_HTTP_MESSAGES.tooMany)
    if (limited) return limited
    const body = await parseJsonBody(request, siteFlagRequestSchema, { maxBytes: MAX_FLAG_BODY_BYTES })
    if (!body.ok) return body.response
    const flags = withFlag(reader.siteFlags, site, body.value)
    if (!flags) return error(400, AUTH_HTTP_MESSAGES.tooManyFlags)
    await deps.store.setSiteFlags(reader.id, flags)
    return answer({ flags: flagsFor(flags, site) })
  })
}

// ---------------------------------------------------------------------------------------------------------
// The reader's account

/**
 * `GET /api/account`: everything the site keeps about the signed-in reader, as a JSON file to download
 * (`wellread-account.json`): the profile, site flags, marketing consent, sessions (when they started and
 * were last used; never their hashes) and the newsletter subscriptions of their address. No session: 401.
 */
export function handleAccountExport(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('account-export', async () => {
    const now = nowOf(deps)
    const current = await currentSession(request, deps, now)
    if (current.kind === 'none') return error(401, AUTH_MESSAGES.noAccount, clearIf(current, deps))
    const { reader, session } = current
    const [sessions, subscriptions] = await Promise.all([
      deps.store.sessionsOf(reader.id),
      deps.store.subscriptionsOf(reader.email),
    ])
    const body = {
      exportedAt: now.toISOString(),
      site: SITE_NAME,
      profile: { ...authUserOf(reader), lastSignInAt: reader.lastSignInAt },
      siteFlags: reader.siteFlags,
      sessions: sessions.map((s) => ({
        provider: s.provider,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        thisBrowser: s.id === session.id,
      })),
      newsletterSubscriptions: subscriptions,
    }
    return new Response(`${JSON.stringify(body, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`,
        'cache-control': PRIVATE,
      },
    })
  })
}

/**
 * `DELETE /api/account`: delete the signed-in reader, all their sessions (every browser is signed out) and
 * the newsletter subscriptions of their address; clears the cookies; 200 `{ deleted: true }`. From this
 * site’s pages only (403; 429 past `reader-account`). No session: 401 'No authenticated accounts found'.
 */
export function handleAccountDelete(request: Request, deps: AuthDependencies): Promise<Response> {
  return withErrors('account-delete', async () => {
    const refused = await accountRefusal(request, deps)
    if (refused) return refused
    const current = await currentSession(request, deps, nowOf(deps))
    if (current.kind === 'none') return error(401, AUTH_MESSAGES.noAccount, clearIf(current, deps))
    await deps.store.deleteReader(current.reader.id)
    log(deps, 'a reader deleted their account')
    return answer({ deleted: true }, { cookies: clearedSessionCookies({ secure: secureOf(deps) }) })
  })
}
