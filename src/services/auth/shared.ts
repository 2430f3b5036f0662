/*
 * Readers' sign-in as the browser may use it, beyond the contract (`src/lib/account/contract.ts`): how the
 * site says a sign-in failed, the daily-dose parameters' rule, and small type guards for the server's
 * answers. Client-safe and small: no zod (the server's schemas live in `schema.ts`), no server imports.
 */
import {
  type AuthProvider,
  type AuthUser,
  isAuthProvider,
  SITE_FLAG_STATUSES,
  type SiteFlag,
} from '@/lib/account/contract'

/**
 * Where a failed sign-in lands: the page it started from (else the site's root) with `?signin=failed`, and,
 * when the reader can do something about it, why (`&reason=`, `SIGN_IN_FAILURE_REASONS`): a provider that is
 * off or cannot be reached (`unavailable`), too many attempts (`limited`), a provider the site does not know
 * (`unknown-provider`). Whatever else went wrong (the reader declined at the provider, the sign-in took longer
 * than 10 minutes, another state, a token error) is the plain failure; the details are logged on the server,
 * never shown. Never a JSON page: the sheet opens on that page and says so.
 */
export const SIGN_IN_FAILED_QUERY = { name: 'signin', value: 'failed' } as const
export const SIGN_IN_FAILED_PATH = `/?${SIGN_IN_FAILED_QUERY.name}=${SIGN_IN_FAILED_QUERY.value}`
/** The query parameter beside `signin=failed` that says why. */
export const SIGN_IN_FAILURE_REASON_PARAM = 'reason'
export const SIGN_IN_FAILURE_REASONS = ['unavailable', 'limited', 'unknown-provider'] as const
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number]

/** What a reader who lands on `?signin=failed` is told. */
export const SIGN_IN_FAILED_MESSAGE = 'We couldn’t sign you in. Please try again.'

/**
 * `path` (a path of this site, with its query) with `signin=failed` and the reason, if any, replacing any
 * earlier ones: `/health/sleep?x=1` → `/health/sleep?x=1&signin=failed&reason=limited`.
 */
export function signInFailedPath(path: string, reason: SignInFailureReason | null = null): string {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.delete(SIGN_IN_FAILURE_REASON_PARAM)
  url.searchParams.set(SIGN_IN_FAILED_QUERY.name, SIGN_IN_FAILED_QUERY.value)
  if (reason) url.searchParams.set(SIGN_IN_FAILURE_REASON_PARAM, reason)
  return `${url.pathname}${url.search}`
}

/** The reason a failed sign-in's address gives (`?signin=failed&reason=…`), or null: the plain failure. */
export function signInFailureReasonIn(search: string): SignInFailureReason | null {
  const reason = new URLSearchParams(search).get(SIGN_IN_FAILURE_REASON_PARAM)
  return (SIGN_IN_FAILURE_REASONS as readonly (string | null)[]).includes(reason)
    ? (reason as SignInFailureReason)
    : null
}

/**
 * A way to sign in the sheet offers: a configured provider, and whether it is a local stand-in on this
 * machine rather than the real Apple or Google (ADR 25). The same for every reader: the cached page carries
 * the list (`SiteChrome` → `AccountBoot` → the sheet).
 */
export type SignInOption = { provider: AuthProvider; local: boolean }

/**
 * A daily-dose parameter's value (002 §2.4: lessonId, unitId, provider, transitId, correlationId): 1 to 64
 * letters, digits, `.`, `_`, `~` or `-`. Enough for ids and UUIDs; nothing that could reshape a URL.
 */
export const DAILY_DOSE_VALUE_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/

/** How long the profile service's bearer tokens (`POST /api/auth/token`) last, in seconds. */
export const PROFILE_TOKEN_SECONDS = 300

/** A site flag's label as the profile service accepts it. */
export const FLAG_LABEL_PATTERN = /^[a-z0-9_]{1,64}$/

/** The session answer (`GET /api/auth/session`, `POST /api/auth/set-cookie`): its user, or null. */
export function parseSessionAnswer(value: unknown): { user: AuthUser | null } | null {
  if (!value || typeof value !== 'object' || !('user' in value)) return null
  const { user } = value as { user: unknown }
  if (user === null) return { user: null }
  return isAuthUser(user) ? { user } : null
}

const STRING_FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phoneNumber',
  'initials',
  'rvoId',
  'hsId',
  'memberSince',
] as const

/** Whether a value has every field of the auth user (002 §3.4), each of the right kind. */
export function isAuthUser(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return STRING_FIELDS.every((f) => typeof v[f] === 'string') && isAuthProvider(v.authProvider)
}

/** The flags answer of the profile service (`{ flags }`), keeping only well-formed flags; null otherwise. */
export function parseFlagsAnswer(value: unknown): SiteFlag[] | null {
  if (!value || typeof value !== 'object') return null
  const { flags } = value as { flags?: unknown }
  if (!Array.isArray(flags)) return null
  return flags.filter(
    (f): f is SiteFlag =>
      !!f &&
      typeof f === 'object' &&
      typeof (f as SiteFlag).label === 'string' &&
      (SITE_FLAG_STATUSES as readonly unknown[]).includes((f as SiteFlag).status),
  )
}

/** The token answer (`{ token, expiresIn }`), or null. */
export function parseTokenAnswer(value: unknown): { token: string; expiresIn: number } | null {
  if (!value || typeof value !== 'object') return null
  const { token, expiresIn } = value as { token?: unknown; expiresIn?: unknown }
  return typeof token === 'string' && token !== '' && typeof expiresIn === 'number' && expiresIn > 0
    ? { token, expiresIn }
    : null
}
