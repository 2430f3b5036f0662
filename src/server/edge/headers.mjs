// @ts-check
/**
 * What the HTTP server (`server.mjs`) does to every request and response before and after Next.js handles
 * it, in one place and at run time (so `SITE_URL`, the CDN lifetimes and the third-party list are read when
 * the server starts, not baked in at build time):
 *
 * - security headers on every response: pages, API, admin, static files (docs/adr/0009);
 * - `Cache-Control` that is safe behind a CDN or reverse proxy: Next marks cached pages "keep for a year";
 *   shared caches get a short lifetime instead, so a publish shows there within a bounded time, and nothing
 *   that sets a cookie or failed is ever shared (docs/adr/0008);
 * - a page that failed because the database is unreachable answers 503 with Retry-After, not 500, and a
 *   reader's browser gets the site's error page in the site chrome (Next would send an empty shell);
 * - the client's address, from the socket or the trusted proxies in front, as `x-wellread-client-ip`;
 * - Global Privacy Control's `Sec-GPC` header relayed to the page as the `wr_gpc` cookie (`gpcRelayFor`).
 */
import { databaseLooksDown as defaultDatabaseLooksDown } from '../../platform/database-health.mjs'
import { CLIENT_IP_HEADER, CLIENT_LOCAL_HEADER } from '../../platform/headers.mjs'
import { GPC_HEADER, gpcRelayCookie } from '../../platform/privacy-signals.mjs'
import { errorPageHtml } from './error-page.mjs'

/** @typedef {import('../../platform/config.mjs').Config} Config */

export const CSP_REPORT_PATH = '/api/csp-report'
export const RETRY_AFTER_SECONDS = 30

/**
 * Features the site does not use, turned off for every page and every frame in it. Only names Chromium,
 * Firefox and Safari know (an unknown name is a console error).
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/**
 * The Content-Security-Policy. Static (no per-request nonce), so cached pages stay cached: scripts, styles,
 * frames, images, connections and form posts may only come from or go to this origin, plus what
 * `thirdParties` allows: `thirdPartiesOf(cfg)` in config.mjs, the static THIRD_PARTIES and the vendors the operator
 * configured (ANALYTICS_VENDOR_URL and AD_PIXEL_ORIGINS, as connections), and nothing else. Inline scripts remain allowed: Next.js streams each
 * page's data as inline scripts that differ per page, so neither a nonce (needs per-request rendering) nor a
 * hash list (changes with every render) can name them. ADR 0009 records what this still allows.
 *
 * @param {{ siteUrl: string, dev: boolean, thirdParties: ReadonlyArray<import('../../platform/config.mjs').ThirdParty> }} options
 */
export function contentSecurityPolicy({ siteUrl, dev, thirdParties }) {
  /** @param {keyof (typeof thirdParties)[number]['sources']} directive */
  const extra = (directive) => thirdParties.flatMap((t) => t.sources[directive] ?? [])
  /** @type {Array<[string, ...string[]]>} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...extra('script-src')],
    ['style-src', "'self'", "'unsafe-inline'", ...extra('style-src')],
    ['img-src', "'self'", 'data:', 'blob:', ...extra('img-src')],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(dev ? ['ws:', 'wss:'] : []), ...extra('connect-src')],
    ['media-src', "'self'", 'blob:', ...extra('media-src')],
    ['frame-src', "'self'", ...extra('frame-src')],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    .../** @type {Array<[string, ...string[]]>} */ (
      siteUrl.startsWith('https://') ? [['upgrade-insecure-requests']] : []
    ),
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', 'csp'],
  ]
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ')
}

/** Features a media player needs, delegated to the players' frames (and the site), never to anything else. */
export const PLAYER_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']

/**
 * The Permissions-Policy: the features the site does not use are off for every page and frame; a player's
 * features (autoplay, so "Play video" on the facade starts the video with one press; fullscreen…) are allowed
 * to the site and to the frame origins of the `media` third parties, the frames a reader asked for by
 * pressing play (issue 15). Wildcard origins get none of them.
 *
 * @param {ReadonlyArray<import('../../platform/config.mjs').ThirdParty>} thirdParties
 */
export function permissionsPolicy(thirdParties) {
  const players = [
    ...new Set(
      thirdParties
        .filter((t) => t.consent === 'media')
        .flatMap((t) => t.sources['frame-src'] ?? [])
        .filter((origin) => /^https:\/\/[^*/]+$/.test(origin)),
    ),
  ]
  const allow = ['self', ...players.map((o) => `"${o}"`)].join(' ')
  return [
    ...DISABLED_FEATURES.filter((f) => !PLAYER_FEATURES.includes(f)).map((f) => `${f}=()`),
    ...PLAYER_FEATURES.map((f) => `${f}=(${allow})`),
  ].join(', ')
}

/**
 * Security headers a route may set for itself, stricter than the site's (the ad click redirect and the ad
 * partner's frame send no referrer at all); every other one is the site's, whatever a route says.
 */
export const ROUTE_MAY_TIGHTEN = ['Referrer-Policy']

/**
 * Headers every response carries.
 *
 * @param {Pick<Config, 'siteUrl'>} cfg
 * @param {{ dev: boolean, thirdParties: ReadonlyArray<import('../../platform/config.mjs').ThirdParty> }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders(cfg, { dev, thirdParties }) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ siteUrl: cfg.siteUrl, dev, thirdParties }),
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    // An article's path names a health condition: other sites get the origin at most, never the path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(thirdParties),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // No other site may embed our answers as its own images, scripts or media (issue 32, ADR 9): what a reader
    // fetched here stays readable to our pages only. Navigations (the ad partner's sandboxed frame is one) are
    // not subject to it.
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (cfg.siteUrl.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  }
  return headers
}

/** Next.js' Cache-Control for a page kept in its cache: `s-maxage=N` with an optional stale-while-revalidate. */
const NEXT_CACHED_PAGE = /^s-maxage=\d+(, stale-while-revalidate=\d+)?$/

/**
 * The Cache-Control a response leaves with.
 *
 * - Pages Next keeps in its cache: shared caches may keep them `cdnMaxAge` seconds and serve them stale for
 *   `cdnStaleWhileRevalidate` more while they fetch a fresh copy (so a publish shows there within the sum),
 *   and for `cdnStaleIfError` when this server fails. Browsers always revalidate (max-age=0, with ETags).
 * - Such a page served stale while Next.js renders it again (`stale`: a list after an edit, docs/adr/0015
 *   §2b): not to be kept as if fresh; shared caches must ask again at once (and may still use it if we fail).
 * - Anything that sets a cookie, failed (5xx), or says nothing: never shared.
 * - Anything else (static files, API answers that chose their own): as the app set it.
 *
 * @param {string | undefined} current
 * @param {{ status: number, setsCookie: boolean, stale?: boolean }} response
 * @param {Config['cache']} cache
 */
export function sharedCacheControl(current, { status, setsCookie, stale = false }, cache) {
  if (status >= 500) return 'no-store'
  if (setsCookie)
    return /\bprivate\b/.test(current ?? '') ? (current ?? 'private, no-store') : 'private, no-store'
  if (!current) return 'private, no-store'
  if (stale && NEXT_CACHED_PAGE.test(current.trim()))
    return ['public', 'max-age=0', 's-maxage=0', `stale-if-error=${cache.cdnStaleIfError}`].join(', ')
  if (NEXT_CACHED_PAGE.test(current.trim())) {
    return [
      'public',
      'max-age=0',
      `s-maxage=${cache.cdnMaxAge}`,
      `stale-while-revalidate=${cache.cdnStaleWhileRevalidate}`,
      `stale-if-error=${cache.cdnStaleIfError}`,
    ].join(', ')
  }
  return current
}

/**
 * The client's address. With no trusted proxy, the socket's peer (any X-Forwarded-For is the client's own
 * claim and ignored). Behind `hops` proxies that each append to X-Forwarded-For, the entry the outermost
 * trusted proxy saw; when the list is shorter than `hops` (a request that reached an inner proxy directly,
 * past the outer one), its first entry: the peer is then our own proxy, never the client.
 *
 * @param {{ remoteAddress: string | undefined, forwardedFor: string | string[] | undefined }} request
 * @param {number} hops
 * @returns {string | null}
 */
export function clientIp({ remoteAddress, forwardedFor }, hops) {
  const peer = remoteAddress ? remoteAddress.replace(/^::ffff:/, '') : null
  if (hops <= 0) return peer
  const chain = forwardedChain(forwardedFor)
  if (chain.length === 0) return peer
  // The last `hops` entries were appended by our own proxies; the one before them is the client.
  const candidate = chain[Math.max(0, chain.length - hops)]
  return candidate ? candidate.replace(/^::ffff:/, '') : peer
}

/** The addresses of X-Forwarded-For headers, in order. @param {string | string[] | undefined} header */
function forwardedChain(header) {
  return [header ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Whether an address is this machine's own. @param {string} address */
export function isLoopback(address) {
  const a = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '')
  return a === '::1' || a === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)
}

/**
 * Whether a request comes from this machine itself (a Prometheus beside the instance): the connection is
 * loopback and so is every address the request says it was forwarded for (X-Forwarded-For, X-Real-IP,
 * Forwarded's `for=`), whatever TRUST_PROXY_HOPS says. A proxy on this machine (nginx in front, with or without
 * TRUST_PROXY_HOPS) connects from loopback, but the address it forwards is someone else's; and a client can only
 * make itself less local by adding headers, never more.
 *
 * @param {{ remoteAddress: string | undefined, headers: import('node:http').IncomingHttpHeaders }} request
 */
export function isLocalClient({ remoteAddress, headers }) {
  if (!remoteAddress || !isLoopback(remoteAddress)) return false
  const forwarded = [
    ...forwardedChain(headers['x-forwarded-for']),
    ...forwardedChain(headers['x-real-ip']),
    ...[...String(headers.forwarded ?? '').matchAll(/for=("[^"]*"|[^;,\s]*)/gi)].map((m) =>
      String(m[1]).replace(/^"|"$/g, '').replace(/:\d+$/, ''),
    ),
  ]
  return forwarded.every((address) => isLoopback(address))
}

/** Build assets, optimised images and files (a name with an extension): never a page's or a call's answer. */
const ASSET = /^\/_next\/|\.[A-Za-z0-9]{1,8}$/

/**
 * Whether a request loads a page in a tab (not a call, a beacon or a subresource): `Sec-Fetch-Mode: navigate`,
 * or, from a browser that sends no `Sec-Fetch-*`, a GET that accepts HTML.
 *
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'method'>} req
 */
export function isNavigation(req) {
  const mode = req.headers['sec-fetch-mode']
  if (mode !== undefined) return mode === 'navigate'
  return (req.method ?? 'GET') === 'GET' && String(req.headers.accept ?? '').includes('text/html')
}

/**
 * The `Set-Cookie` that relays the request's Global Privacy Control header to the page, or null
 * (`gpcRelayCookie`: `wr_gpc=1` while the browser sends `Sec-GPC: 1`, cleared by a page load without it).
 * Pages, RSC data and calls get it, never build assets or files, whose answers stay shareable. An answer
 * that carries it is never shared (`sharedCacheControl`) and is not kept by the edge; once the browser has
 * the cookie, its requests need no relay and are served as everyone's.
 *
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'url' | 'method'>} req
 * @param {Pick<Config, 'siteUrl'>} cfg
 * @returns {string | null}
 */
export function gpcRelayFor(req, cfg) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  if (ASSET.test(q === -1 ? url : url.slice(0, q))) return null
  return gpcRelayCookie({
    gpcHeader: req.headers[GPC_HEADER],
    cookies: req.headers.cookie,
    secure: cfg.siteUrl.startsWith('https://'),
    navigation: isNavigation(req),
  })
}

/**
 * Whether the answer to this request carries a Global Privacy Control relay (`gpcRelayFor`).
 *
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'url' | 'method'>} req
 */
export function needsGpcRelay(req) {
  return gpcRelayFor(req, { siteUrl: '' }) !== null
}

/**
 * Whether a failed response should carry the site's error page instead of what Next wrote: an HTML page a
 * reader's browser asked for (not an API answer, nor a client-side navigation's RSC payload).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function servesErrorPage(req, res) {
  const type = String(res.getHeader('content-type') ?? '')
  return (
    req.method !== 'HEAD' &&
    type.startsWith('text/html') &&
    !req.headers.rsc &&
    !(req.url ?? '').startsWith('/api/')
  )
}

/**
 * The per-request hook: normalises the request, then sets headers and rewrites the status and caching of the
 * response when its head is written.
 *
 * @param {Config} cfg
 * @param {{ dev: boolean, thirdParties: ReadonlyArray<import('../../platform/config.mjs').ThirdParty>, databaseLooksDown?: () => boolean, errorPage?: () => string, onHead?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, status: number) => void }} options
 *   `onHead` sees each response head as it leaves, headers final (the edge cache records pages from it).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createEdge(
  cfg,
  { dev, thirdParties, databaseLooksDown = defaultDatabaseLooksDown, errorPage = errorPageHtml, onHead },
) {
  const all = Object.entries(securityHeaders(cfg, { dev, thirdParties }))
  // Set when the request arrives (Next.js keeps a header already set over a route's own, so these always hold).
  const headers = all.filter(([name]) => !ROUTE_MAY_TIGHTEN.includes(name))
  // Set when the head leaves, unless the route set its own (a stricter one: no referrer from an ad's redirect).
  const defaults = all.filter(([name]) => ROUTE_MAY_TIGHTEN.includes(name))
  // Which instance answered, when it has a name (several behind a balancer).
  if (cfg.edge.instance) headers.push(['X-Served-By', cfg.edge.instance])
  return (req, res) => {
    delete req.headers[CLIENT_IP_HEADER]
    delete req.headers[CLIENT_LOCAL_HEADER]
    const ip = clientIp(
      { remoteAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] },
      cfg.edge.trustProxyHops,
    )
    if (ip) req.headers[CLIENT_IP_HEADER] = ip
    if (isLocalClient({ remoteAddress: req.socket.remoteAddress, headers: req.headers }))
      req.headers[CLIENT_LOCAL_HEADER] = '1'
    for (const [name, value] of headers) res.setHeader(name, value)
    const gpcRelay = gpcRelayFor(req, cfg)

    const response = /** @type {any} */ (res)
    const { writeHead, write, end } = res
    /** The body sent instead of Next's when the page failed for want of a database. */
    /** @type {string | null} */
    let replacement = null

    response.writeHead = function patchedWriteHead(/** @type {any[]} */ ...args) {
      let status = typeof args[0] === 'number' ? args[0] : res.statusCode
      // Headers passed to writeHead itself win over setHeader; fold them in first.
      const passed = args.find((a, i) => i > 0 && a && typeof a === 'object')
      if (passed && !Array.isArray(passed)) {
        for (const [name, value] of Object.entries(passed)) res.setHeader(name, value)
        args.splice(args.indexOf(passed), 1)
      }
      if (status === 500 && databaseLooksDown()) {
        status = 503
        args[0] = 503
        if (typeof args[1] === 'string') args.splice(1, 1)
        res.statusMessage = 'Service Unavailable'
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        if (servesErrorPage(req, res)) {
          replacement = errorPage()
          // What Next wrote is dropped, and with it any compression Next chose for it.
          res.removeHeader('content-length')
          res.removeHeader('content-encoding')
          res.removeHeader('etag')
          res.setHeader('content-type', 'text/html; charset=utf-8')
        }
      }
      for (const [name, value] of defaults) if (!res.hasHeader(name)) res.setHeader(name, value)
      if (gpcRelay) res.appendHeader('Set-Cookie', gpcRelay)
      const current = res.getHeader('cache-control')
      res.setHeader(
        'Cache-Control',
        sharedCacheControl(
          current === undefined ? undefined : String(current),
          {
            status,
            setsCookie: res.hasHeader('set-cookie'),
            stale: String(res.getHeader('x-nextjs-cache') ?? '') === 'STALE',
          },
          cfg.cache,
        ),
      )
      onHead?.(req, res, status)
      return writeHead.apply(this, /** @type {any} */ (args))
    }
    // While the error page replaces the body, what Next writes is dropped.
    response.write = function patchedWrite(/** @type {any[]} */ ...args) {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (replacement !== null) return true
      return write.apply(this, /** @type {any} */ (args))
    }
    response.end = function patchedEnd(/** @type {any[]} */ ...args) {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (replacement !== null) {
        const body = replacement
        replacement = null
        return end.call(this, body, 'utf8', () => {})
      }
      return end.apply(this, /** @type {any} */ (args))
    }
  }
}
