/**
 * Readers' accounts (issue 18; 002 §3.4, §4.7, §7, §8): the shapes, paths and messages the browser and the
 * server share. Client-safe: no zod, no server imports (the header's islands import it).
 *
 * Readers sign in with Apple or Google (OpenID Connect, authorization code with PKCE) through
 * `GET /api/auth/signin/{provider}`; the provider returns to `/api/auth/callback/{provider}`, which opens a
 * session (an httpOnly cookie) and sends the reader to the site's root (002 §2.4), or to the daily-dose site
 * when the sign-in carried its parameters and that site is configured.
 *
 * The session cookie is httpOnly, so scripts cannot read it; a companion cookie `wr_auth=1` (no secret, only
 * "someone is signed in here") lets the header's island skip the session request for anonymous readers.
 */

export const AUTH_PROVIDERS = ['apple', 'google'] as const
export type AuthProvider = (typeof AUTH_PROVIDERS)[number]

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === 'string' && (AUTH_PROVIDERS as readonly string[]).includes(value)
}

/** The names readers see on the sign-in buttons. */
export const PROVIDER_NAMES: Record<AuthProvider, string> = { apple: 'Apple', google: 'Google' }

/** The auth user of 002 §3.4, as `GET /api/auth/session` and `POST /api/auth/set-cookie` answer it. */
export type AuthUser = {
  firstName: string
  lastName: string
  fullName: string
  email: string
  phoneNumber: string
  initials: string
  /** The reader's id in the profile service's paths (`/{rvoId}/site-flags/{site}`). */
  rvoId: string
  hsId: string
  /** ISO date of the first sign-in. */
  memberSince: string
  authProvider: AuthProvider
}

/** A site flag (002 §3.4). */
export const SITE_FLAG_STATUSES = ['viewed', 'dismissed'] as const
export type SiteFlagStatus = (typeof SITE_FLAG_STATUSES)[number]
export type SiteFlag = { label: string; status: SiteFlagStatus }

/** The onboarding panel's flag (002 §3.4). */
export const ONBOARDING_FLAG = 'has_seen_onboarding_panel'

/** This site's name in the profile service's paths. */
export const SITE_NAME = 'wellread'

/** Routes (002 §7 keeps `set-cookie` and `clear-cookie`; the others are this site's). */
export const AUTH_ROUTES = {
  signIn: (provider: AuthProvider) => `/api/auth/signin/${provider}`,
  callback: (provider: AuthProvider) => `/api/auth/callback/${provider}`,
  /** GET → `{ user: AuthUser | null }`. */
  session: '/api/auth/session',
  /** POST → `{ token, expiresIn }`: a short-lived bearer token for the profile service. */
  token: '/api/auth/token',
  setCookie: '/api/auth/set-cookie',
  clearCookie: '/api/auth/clear-cookie',
  /** GET: the reader's data as a JSON download. DELETE: the account, its sessions and subscriptions. */
  account: '/api/account',
  /** `{profile service}/{rvoId}/site-flags/{site}` (GET with a bearer token; PUT `{ label, status }`). */
  siteFlags: (rvoId: string, site: string = SITE_NAME) =>
    `/api/profile/${encodeURIComponent(rvoId)}/site-flags/${encodeURIComponent(site)}`,
} as const

/** The daily-dose redirect's parameters (002 §2.4), carried from the sign-in request to the callback. */
export const DAILY_DOSE_PARAMS = ['lessonId', 'unitId', 'provider', 'transitId', 'correlationId'] as const

/** Every auth and flag message of 002 §8, verbatim. */
export const AUTH_MESSAGES = {
  tokenFailed: 'Failed to acquire token',
  flagsFetchFailed: (status: number | string) => `User flags fetch failed: ${status}`,
  flagsSetFailed: (status: number | string) => `User flags set failed: ${status}`,
  noAccountToSignOut: 'No authenticated accounts found to sign out',
  noAccount: 'No authenticated accounts found',
  unknownProvider: 'Unable to determine authentication provider',
  trackingStatus: (status: number | string) => `API call failed with status: ${status}`,
  trackingRequest: (message: string) => `API request failed: ${message}`,
} as const

/** Initials from a first and last name ("Ana María", "López" → "AL"); '' when neither has a letter. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (s: string) => Array.from(s.trim())[0] ?? ''
  return `${first(firstName)}${first(lastName)}`.toUpperCase()
}

/** What the header greets a reader with: the first name, else the initials, else null (show "Account"). */
export function greetingName(user: Pick<AuthUser, 'firstName' | 'initials'> | null): string | null {
  if (!user) return null
  const first = user.firstName.trim()
  if (first) return first
  const initials = user.initials.trim()
  return initials || null
}
