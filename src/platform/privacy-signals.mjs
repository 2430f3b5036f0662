// @ts-check
/**
 * The privacy cookie and Global Privacy Control as every layer reads them, the HTTP server included (it sits
 * below the consent rules, so the names and strings it needs live here and `src/privacy/consent/consent.ts`
 * re-exports them). Pure and client-safe: no Node, no I/O.
 *
 * Global Privacy Control reaches the site two ways: the browser's `navigator.globalPrivacyControl`, which the
 * page's scripts read, and the `Sec-GPC: 1` request header, which only the server sees. Some browsers and
 * extensions send the header alone. So the server relays it (`gpcRelayCookie`): every answer it writes to a
 * request with the header and without `wr_gpc=1` sets that cookie, which the page's scripts read as they
 * read the browser's signal; a page load without the header clears it.
 */

/** The privacy cookie (001 §4, §9): a US privacy string that allows or blocks targeting. */
export const PRIVACY_COOKIE = 'usprivacy'
/** The privacy and consent cookies last 365 days (001 §9). */
export const PRIVACY_COOKIE_DAYS = 365
export const PRIVACY_COOKIE_MAX_AGE = PRIVACY_COOKIE_DAYS * 24 * 60 * 60

/** The privacy strings of 002 §9: no choice yet, targeting allowed, opted out. */
export const PRIVACY_STRINGS = /** @type {const} */ ({ noChoice: '1---', allowed: '1YNY', optedOut: '1YYY' })

/** The request header of Global Privacy Control (lower case, as Node and `Headers` give it). */
export const GPC_HEADER = 'sec-gpc'
/**
 * The cookie that tells the page the browser sends `Sec-GPC: 1` ("1"), set and cleared by the server only.
 * Necessary (it carries a refusal, never an identity), readable by the page's scripts, 365 days.
 */
export const GPC_COOKIE = 'wr_gpc'

/**
 * One cookie's value from a `document.cookie` or `Cookie` header string, or null. `name` is one of the site's
 * own cookie names (letters, digits, `_`, `-`): it is matched as written, not escaped.
 *
 * @param {string | null | undefined} cookies
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(cookies, name) {
  const found = cookies ? new RegExp(`(?:^|;)\\s*${name}\\s*=([^;]*)`).exec(cookies) : null
  return found ? (found[1] ?? '').trim() : null
}

/**
 * Global Privacy Control as a request header says it (`Sec-GPC: 1`).
 *
 * @param {string | string[] | null | undefined} value
 */
export function gpcFromHeader(value) {
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1'
}

/**
 * Global Privacy Control as the server relayed it to the page (`wr_gpc=1` among the cookies).
 *
 * @param {string | null | undefined} cookies a `document.cookie` or `Cookie` header string
 */
export function gpcFromCookie(cookies) {
  return cookieValue(cookies, GPC_COOKIE) === '1'
}

/**
 * The attributes the privacy, consent and relay cookies share: site-wide, 365 days, Lax, Secure on https.
 *
 * @param {boolean} secure
 */
export const privacyCookieAttributes = (secure) =>
  `; Path=/; Max-Age=${PRIVACY_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`

/**
 * The `Set-Cookie` value of the privacy cookie (365 days, Lax, Secure on https; not HttpOnly: the page's
 * scripts read it).
 *
 * @param {(typeof PRIVACY_STRINGS)[keyof typeof PRIVACY_STRINGS]} value
 * @param {{ secure: boolean }} options
 */
export function privacyCookie(value, { secure }) {
  return `${PRIVACY_COOKIE}=${value}${privacyCookieAttributes(secure)}`
}

/**
 * The `Set-Cookie` value that brings a browser's `wr_gpc` in line with its `Sec-GPC` header, or null: set
 * ("1", 365 days, Lax, Secure on https; not HttpOnly: the page's scripts read it) when the header is on and
 * the cookie is not, on any request; cleared when the header is off and the cookie is there, on a page load
 * (`navigation`) only: a browser sends the header with every page it loads, but a request made as a page
 * goes away (a beacon) may come without it, and must not switch the signal off. The page's boot script then
 * writes the privacy cookie Global Privacy Control gives ("1YYY"), and keeps that as a decision, as it does
 * for the browser's own signal.
 *
 * @param {{ gpcHeader: string | string[] | null | undefined, cookies: string | null | undefined, secure: boolean, navigation: boolean }} request
 * @returns {string | null}
 */
export function gpcRelayCookie({ gpcHeader, cookies, secure, navigation }) {
  const on = gpcFromHeader(gpcHeader)
  const relayed = gpcFromCookie(cookies)
  if (on === relayed || (!on && !navigation)) return null
  return on
    ? `${GPC_COOKIE}=1${privacyCookieAttributes(secure)}`
    : `${GPC_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
}
