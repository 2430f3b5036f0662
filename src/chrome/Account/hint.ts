/*
 * What the header's always-loaded islands need to know before any account code loads (issue 18; ADR 10):
 * whether someone may be signed in here (the readable `wr_auth=1` hint, set beside the httpOnly session),
 * and whether the reader just came back from a failed sign-in (`/?signin=failed`). Pure and tiny: this
 * module ships in the first script of every page; everything else about accounts loads on demand.
 */
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/cookies'

/** The query the sign-in callback adds when a sign-in fails (`/?signin=failed`). */
export const SIGN_IN_FAILED_PARAM = 'signin'
export const SIGN_IN_FAILED_VALUE = 'failed'

/** Whether a `document.cookie` string holds the signed-in hint, `wr_auth=1` (no other value counts). */
export function hasSignedInHint(cookies: string): boolean {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === SIGNED_IN_HINT_COOKIE && part.slice(eq + 1).trim() === '1') return true
  }
  return false
}

/** Whether a location's query (`?a=b…`, with or without the `?`) says the sign-in failed. */
export function signInFailedIn(search: string): boolean {
  return new URLSearchParams(search).get(SIGN_IN_FAILED_PARAM) === SIGN_IN_FAILED_VALUE
}

/**
 * The address to show once the failure has been told: `href` without the `signin` parameter, as a path with
 * its remaining query and fragment (for `history.replaceState`, which keeps the reader on the same page).
 */
export function withoutSignInFailed(href: string): string {
  const url = new URL(href, 'http://localhost')
  url.searchParams.delete(SIGN_IN_FAILED_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}
