import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import {
  AUTH_PROVIDERS,
  type AuthProvider,
  type AuthUser,
  DAILY_DOSE_PARAMS,
  initialsOf,
  type SiteFlag,
} from '@/lib/account/contract'
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/account/cookies'
import { isLoopbackUrl } from './localSignIn.mjs'
import {
  DAILY_DOSE_VALUE_PATTERN,
  SIGN_IN_FAILED_QUERY,
  SIGN_IN_FAILURE_REASON_PARAM,
  type SignInOption,
} from './shared'
import type { IdClaims, ProviderIdentity, ReaderRecord, SessionRecord, StoredSiteFlag } from './types'

/*
 * The sign-in's rules as small pure functions: cookies, tokens, the daily-dose redirect, the auth user, the
 * session's sliding end, site flags, the same-origin check. Server-side (node:crypto), no I/O.
 */

/** The cookie that carries the sign-in's checks (state, nonce, PKCE verifier) to the callback. */
export const OIDC_COOKIE = 'wr_oidc'
/** How long a reader has at the provider before the sign-in must start again. */
export const OIDC_COOKIE_SECONDS = 600
/** The path the checks cookie is sent to: the sign-in routes only. */
export const OIDC_COOKIE_PATH = '/api/auth'
/** A session's last-seen time (and its end) moves at most this often. */
export const SESSION_TOUCH_SECONDS = 3600
/** The most flags a reader keeps per site. */
export const MAX_FLAGS_PER_SITE = 100

const DAY_SECONDS = 24 * 60 * 60
/** The longest page address a sign-in remembers to return to after a failure. */
export const MAX_RETURN_PATH_LENGTH = 1024

// ---------------------------------------------------------------------------------------------------------
// Which providers, and where a failure returns

/**
 * The sheet's ways to sign in: each configured provider, in the contract's order, marked local when its
 * issuer is plain http on this machine (a stand-in: the embedded default's, ADR 25, or a test's). Real Apple
 * and Google are https and never local.
 */
export function signInOptions(
  providers: Partial<Record<AuthProvider, { issuer: string } | null>>,
): SignInOption[] {
  return AUTH_PROVIDERS.flatMap((provider) => {
    const settings = providers[provider]
    if (!settings) return []
    return [{ provider, local: settings.issuer.startsWith('http:') && isLoopbackUrl(settings.issuer) }]
  })
}

/**
 * The page a sign-in started from, to return to if it fails: the path and query of `referer` when it is a page
 * of this site (`siteOrigin`), without an earlier failure's parameters; else the root. Never another site, an
 * API route, the admin, or an address longer than MAX_RETURN_PATH_LENGTH.
 */
export function returnPathOf(referer: string | null | undefined, siteOrigin: string): string {
  if (!referer) return '/'
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return '/'
  }
  if (url.origin !== new URL(siteOrigin).origin) return '/'
  url.searchParams.delete(SIGN_IN_FAILED_QUERY.name)
  url.searchParams.delete(SIGN_IN_FAILURE_REASON_PARAM)
  const path = `${url.pathname}${url.search}`
  if (!isReturnPath(path)) return '/'
  return path
}

/** A path a failed sign-in may return to: this site's, not an API route or the admin, and short. */
export function isReturnPath(path: string): boolean {
  return (
    path.length <= MAX_RETURN_PATH_LENGTH &&
    /^\/(?![/\\])[^\s\\]*$/.test(path) &&
    !/^\/(api|admin)(\/|\?|$)/.test(path)
  )
}

// ---------------------------------------------------------------------------------------------------------
// Cookies

type CookieOptions = {
  maxAgeSeconds: number
  httpOnly: boolean
  secure: boolean
  sameSite: 'Lax' | 'None'
  path?: string
}

function cookie(name: string, value: string, o: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${o.path ?? '/'}`,
    `Max-Age=${o.maxAgeSeconds}`,
    ...(o.httpOnly ? ['HttpOnly'] : []),
    ...(o.secure ? ['Secure'] : []),
    `SameSite=${o.sameSite}`,
  ].join('; ')
}

/**
 * The session cookie (httpOnly: scripts never see the token) and the readable hint `wr_auth=1` (no secret:
 * it lets the header skip asking for the session when nobody is signed in). Both SameSite=Lax, Path=/,
 * Secure on HTTPS, for `maxAgeSeconds`.
 */
export function sessionCookies(
  token: string,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
): string[] {
  return [
    cookie(SESSION_COOKIE, token, { maxAgeSeconds, httpOnly: true, secure, sameSite: 'Lax' }),
    cookie(SIGNED_IN_HINT_COOKIE, '1', { maxAgeSeconds, httpOnly: false, secure, sameSite: 'Lax' }),
  ]
}

/** Both session cookies, cleared. */
export function clearedSessionCookies({ secure }: { secure: boolean }): string[] {
  return [
    cookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure, sameSite: 'Lax' }),
    cookie(SIGNED_IN_HINT_COOKIE, '', { maxAgeSeconds: 0, httpOnly: false, secure, sameSite: 'Lax' }),
  ]
}

/**
 * The sign-in's checks cookie, for 10 minutes, sent only to `/api/auth/…`. On HTTPS it is SameSite=None:
 * Apple answers with a form the provider's page posts to the callback (a cross-site POST, which never
 * carries a Lax cookie); its value is sealed and bound to the state the provider returns, so this opens no
 * cross-site hole. On plain HTTP (local development) browsers refuse None without Secure, so it is Lax.
 */
export function oidcCookie(value: string, { secure }: { secure: boolean }): string {
  return cookie(OIDC_COOKIE, value, {
    maxAgeSeconds: OIDC_COOKIE_SECONDS,
    httpOnly: true,
    secure,
    sameSite: secure ? 'None' : 'Lax',
    path: OIDC_COOKIE_PATH,
  })
}

export function clearedOidcCookie({ secure }: { secure: boolean }): string {
  return cookie(OIDC_COOKIE, '', {
    maxAgeSeconds: 0,
    httpOnly: true,
    secure,
    sameSite: secure ? 'None' : 'Lax',
    path: OIDC_COOKIE_PATH,
  })
}

// ---------------------------------------------------------------------------------------------------------
// Tokens and sealing

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** A session token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return base64url(randomBytes(32))
}

/** What the database keeps of a session token: its SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Random values for state and nonce: 32 bytes, base64url. */
export function randomCheck(): string {
  return base64url(randomBytes(32))
}

/** A 256-bit key for one purpose from a secret (hex or any text). */
function keyOf(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest()
}

/**
 * Encrypt and authenticate a JSON value (AES-256-GCM, a fresh 96-bit IV), bound to `purpose`: the browser can
 * neither read nor change it, and a value sealed for one purpose does not open for another.
 */
export function seal(value: unknown, secret: string, purpose: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, `seal:${purpose}`), iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return base64url(Buffer.concat([iv, cipher.getAuthTag(), body]))
}

/** The value `seal` sealed for this purpose with this secret, or null when it was changed or is not one. */
export function unseal(sealed: string, secret: string, purpose: string): unknown {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    if (bytes.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, `seal:${purpose}`), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    return JSON.parse(text)
  } catch {
    return null
  }
}

const TOKEN_PREFIX = 'wrp1'

/**
 * The profile service's bearer token: `wrp1.{payload}.{signature}`, the payload `{ sub: rvoId, exp }`
 * (seconds) in base64url JSON, signed with HMAC-SHA256 under a key only the server holds.
 */
export function signProfileToken(
  rvoId: string,
  secret: string,
  { now, seconds }: { now: Date; seconds: number },
): string {
  const payload = base64url(
    Buffer.from(JSON.stringify({ sub: rvoId, exp: Math.floor(now.getTime() / 1000) + seconds })),
  )
  const signature = base64url(
    createHmac('sha256', keyOf(secret, 'profile-token')).update(`${TOKEN_PREFIX}.${payload}`).digest(),
  )
  return `${TOKEN_PREFIX}.${payload}.${signature}`
}

export type ProfileTokenCheck =
  | { ok: true; rvoId: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** Whether a profile token is ours, unchanged and unexpired, and for which reader. */
export function verifyProfileToken(token: string, secret: string, now: Date): ProfileTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== TOKEN_PREFIX || !parts[1] || !parts[2])
    return { ok: false, reason: 'malformed' }
  const expected = createHmac('sha256', keyOf(secret, 'profile-token'))
    .update(`${TOKEN_PREFIX}.${parts[1]}`)
    .digest()
  const given = Buffer.from(parts[2], 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' }
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const { sub, exp } = (payload ?? {}) as { sub?: unknown; exp?: unknown }
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number')
    return { ok: false, reason: 'malformed' }
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, rvoId: sub }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? '')
  return match ? match[1]! : null
}

// ---------------------------------------------------------------------------------------------------------
// The daily-dose redirect (002 §2.4)

export type DailyDoseParams = Partial<Record<(typeof DAILY_DOSE_PARAMS)[number], string>>

/**
 * The daily-dose parameters of a sign-in request: only the five names, each at most once, each matching
 * `DAILY_DOSE_VALUE_PATTERN`. Other query parameters are ignored. `value` is null when none was given.
 */
export function dailyDoseParams(
  query: URLSearchParams,
): { ok: true; value: DailyDoseParams | null } | { ok: false; problem: string } {
  const value: DailyDoseParams = {}
  for (const name of DAILY_DOSE_PARAMS) {
    const all = query.getAll(name)
    if (all.length === 0) continue
    if (all.length > 1) return { ok: false, problem: `${name} must be given at most once.` }
    const v = all[0]!
    if (!DAILY_DOSE_VALUE_PATTERN.test(v))
      return {
        ok: false,
        problem: `${name} must be 1 to 64 letters, digits, dots, dashes, underscores or tildes.`,
      }
    value[name] = v
  }
  return { ok: true, value: Object.keys(value).length ? value : null }
}

/**
 * Where a sign-in with daily-dose parameters returns: the configured daily-dose URL with the parameters
 * added to its query (replacing any of the same name). Null when no URL is configured or it is not
 * http(s). The host is only ever the configured one: the parameters go in the query, encoded, and the
 * result is checked to have the configured origin.
 */
export function dailyDoseTarget(base: string | null | undefined, params: DailyDoseParams): string | null {
  if (!base) return null
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const origin = url.origin
  for (const name of DAILY_DOSE_PARAMS) {
    const value = params[name]
    if (value !== undefined && DAILY_DOSE_VALUE_PATTERN.test(value)) url.searchParams.set(name, value)
  }
  return url.origin === origin ? url.toString() : null
}

// ---------------------------------------------------------------------------------------------------------
// Readers and sessions

/** The auth user of 002 §3.4 for a stored reader. */
export function authUserOf(reader: ReaderRecord): AuthUser {
  const firstName = reader.firstName.trim()
  const lastName = reader.lastName.trim()
  return {
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    email: reader.email,
    phoneNumber: reader.phoneNumber,
    initials: initialsOf(firstName, lastName),
    rvoId: reader.rvoId,
    hsId: reader.hsId,
    memberSince: reader.memberSince,
    authProvider: reader.authProvider,
  }
}

const NAME_MAX = 100
const cleanName = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined
  const name = value.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX)
  return name || undefined
}

/**
 * Who signed in: the ID token's subject, its address only when the provider says it is verified, and the
 * name from the ID token, else from Apple's first-sign-in form (`user`, which Apple sends once and does not
 * sign: it is used for the name only, never the address). Names absent from both stay as stored.
 */
export function identityFrom(
  provider: AuthProvider,
  claims: IdClaims,
  appleUser?: { firstName?: string; lastName?: string } | null,
): ProviderIdentity {
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  const email = verified && claims.email ? claims.email.trim().toLowerCase() : ''
  const firstName = cleanName(claims.given_name) ?? cleanName(appleUser?.firstName)
  const lastName = cleanName(claims.family_name) ?? cleanName(appleUser?.lastName)
  return {
    provider,
    subject: claims.sub,
    email,
    ...(firstName !== undefined ? { firstName } : {}),
    ...(lastName !== undefined ? { lastName } : {}),
  }
}

/** When a session used now ends: `days` from now. */
export function sessionEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_SECONDS * 1000)
}

export function sessionMaxAgeSeconds(days: number): number {
  return days * DAY_SECONDS
}

export function isSessionExpired(session: Pick<SessionRecord, 'expiresAt'>, now: Date): boolean {
  return new Date(session.expiresAt).getTime() <= now.getTime()
}

/** Whether to record a visit: the last one is unknown or an hour old (so a busy reader writes once an hour). */
export function shouldTouchSession(session: Pick<SessionRecord, 'lastSeenAt'>, now: Date): boolean {
  if (!session.lastSeenAt) return true
  const last = new Date(session.lastSeenAt).getTime()
  return !Number.isFinite(last) || now.getTime() - last >= SESSION_TOUCH_SECONDS * 1000
}

/** A reader's flags on one site, in stored order. */
export function flagsFor(flags: readonly StoredSiteFlag[], site: string): SiteFlag[] {
  return flags.filter((f) => f.site === site).map(({ label, status }) => ({ label, status }))
}

/**
 * The flags with one set: replaces the same site and label, else appended. Null when the site would have
 * more than `MAX_FLAGS_PER_SITE` flags.
 */
export function withFlag(
  flags: readonly StoredSiteFlag[],
  site: string,
  flag: SiteFlag,
): StoredSiteFlag[] | null {
  const exists = flags.some((f) => f.site === site && f.label === flag.label)
  if (exists)
    return flags.map((f) => (f.site === site && f.label === flag.label ? { ...f, status: flag.status } : f))
  if (flags.filter((f) => f.site === site).length >= MAX_FLAGS_PER_SITE) return null
  return [...flags, { site, label: flag.label, status: flag.status }]
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** Why something failed, for the log: the error's class and codes, never its message (it may quote data). */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown }
  return [
    error.name,
    typeof code === 'string' ? code : null,
    typeof oauthError === 'string' && /^[a-z_]{1,64}$/.test(oauthError) ? oauthError : null,
  ]
    .filter(Boolean)
    .join(' ')
}
