// @ts-check
/**
 * Where a request comes from, by the headers browsers set on it (issue 32, docs/security-review.md): the CSRF check
 * of every state-changing call. Plain JavaScript: the app's handlers (`src/platform/http.ts`) and the HTTP edge
 * (`src/server/edge/refusals.mjs`, the admin's Server Actions) use the same rule.
 */

/** What a state-changing call answers (403) when it comes from another site's page. */
export const CROSS_SITE_MESSAGE = 'This request must come from a page of this site.'

/**
 * The origins whose pages are this site's: the editors' session cookie (Payload's CSRF list), CORS, and every
 * state-changing call's check. With SITE_URL set, that origin (and PAYLOAD_PUBLIC_SERVER_URL when different);
 * without it, the local server under both loopback names.
 *
 * @param {{ siteUrl: string, siteUrlConfigured: boolean, payloadServerUrl?: string | undefined, port: number }} cfg
 * @returns {string[]}
 */
export function trustedOriginsOf(cfg) {
  const origins = new Set([cfg.siteUrl])
  if (cfg.payloadServerUrl) origins.add(cfg.payloadServerUrl)
  if (!cfg.siteUrlConfigured) origins.add(`http://localhost:${cfg.port}`).add(`http://127.0.0.1:${cfg.port}`)
  return [...origins]
}

/**
 * @typedef {'same-origin' | 'cross-site' | 'unknown'} RequestSource
 *   `same-origin`: a page of this site; `cross-site`: another site's page (or an opaque origin: a sandboxed
 *   frame); `unknown`: no header says (not a browser's page: a server, a script, a mail provider's one-click).
 * @typedef {'same-origin' | 'not-cross-site'} OriginRule
 *   `same-origin`: only this site's pages; `not-cross-site`: anything but another site's page (calls that
 *   other programs make too, whose own secret authorizes them).
 */

/**
 * Where a request comes from. An `Origin` header decides when it names an origin: one of `trustedOrigins`, or
 * another site. Without one, or with the opaque `null` (a sandboxed frame; a page whose referrer policy is
 * `no-referrer`), `Sec-Fetch-Site` decides: `same-origin`, or `cross-site` / `same-site`. With neither, an opaque
 * origin is another site's and a request without any is `unknown`: every browser that runs the site's scripts
 * sends one of them on a POST (`sendBeacon` included).
 *
 * @param {(name: string) => string | null | undefined} header the request's header by lower-case name
 * @param {readonly string[]} trustedOrigins
 * @returns {RequestSource}
 */
export function requestSource(header, trustedOrigins) {
  const origin = header('origin') ?? null
  if (origin !== null && origin !== 'null')
    return trustedOrigins.includes(origin) ? 'same-origin' : 'cross-site'
  const site = header('sec-fetch-site') ?? null
  if (site === 'same-origin') return 'same-origin'
  if (site === 'cross-site' || site === 'same-site') return 'cross-site'
  return origin === 'null' ? 'cross-site' : 'unknown'
}

/**
 * Whether a rule lets a request from `source` through.
 *
 * @param {RequestSource} source @param {OriginRule} rule
 */
export function originAllows(source, rule) {
  return source === 'same-origin' || (rule === 'not-cross-site' && source === 'unknown')
}
