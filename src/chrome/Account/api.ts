/*
 * The account calls the header's islands make (002 §7, §8; `src/lib/account/contract.ts`): a bearer token,
 * the site flags read and set with it, signing out and deleting the account. Each answers what the
 * component needs and logs the spec's message on failure; none throws. Client only, loaded on demand.
 */
import { AUTH_MESSAGES, AUTH_ROUTES, type SiteFlag } from '@/lib/account/contract'
import { reportError } from '@/lib/tracking'
import {
  type AccountOutcome,
  deleteOutcome,
  type HeldToken,
  holdToken,
  parseFlagsResponse,
  parseTokenResponse,
  signOutOutcome,
} from './account'

const JSON_HEADERS = { accept: 'application/json' }

/** A call's status and JSON body; status 0 and a null body when there was no answer. */
async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return { status: 0, body: null }
  }
}

/** `POST /api/auth/token`: a short-lived bearer token, or null with 'Failed to acquire token' logged. */
export async function acquireToken(now: () => number = Date.now): Promise<HeldToken | null> {
  const { status, body } = await call(AUTH_ROUTES.token, { method: 'POST', headers: JSON_HEADERS })
  const answer = status >= 200 && status < 300 ? parseTokenResponse(body) : null
  if (answer) return holdToken(answer, now())
  reportError(new Error(AUTH_MESSAGES.tokenFailed), { where: 'account.token', status })
  return null
}

const bearer = (token: HeldToken) => ({ ...JSON_HEADERS, authorization: `Bearer ${token.token}` })

/** The reader's flags for this site, or null with 'User flags fetch failed: {status}' logged. */
export async function readSiteFlags(rvoId: string, token: HeldToken): Promise<SiteFlag[] | null> {
  const { status, body } = await call(AUTH_ROUTES.siteFlags(rvoId), { headers: bearer(token) })
  const flags = status >= 200 && status < 300 ? parseFlagsResponse(body) : null
  if (flags) return flags
  reportError(new Error(AUTH_MESSAGES.flagsFetchFailed(status)), { where: 'account.flags' })
  return null
}

/** `PUT { label, status }`: true when saved, else false with 'User flags set failed: {status}' logged. */
export async function saveSiteFlag(rvoId: string, token: HeldToken, flag: SiteFlag): Promise<boolean> {
  const { status } = await call(AUTH_ROUTES.siteFlags(rvoId), {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ label: flag.label, status: flag.status }),
  })
  if (status >= 200 && status < 300) return true
  reportError(new Error(AUTH_MESSAGES.flagsSetFailed(status)), { where: 'account.flags' })
  return false
}

/** `POST /api/auth/clear-cookie`. */
export async function signOut(): Promise<AccountOutcome> {
  const { status, body } = await call(AUTH_ROUTES.clearCookie, { method: 'POST', headers: JSON_HEADERS })
  return signOutOutcome(status, body)
}

/** `DELETE /api/account`: the profile, its sessions and its newsletter subscriptions. */
export async function deleteAccount(): Promise<AccountOutcome> {
  const { status, body } = await call(AUTH_ROUTES.account, { method: 'DELETE', headers: JSON_HEADERS })
  return deleteOutcome(status, body)
}
