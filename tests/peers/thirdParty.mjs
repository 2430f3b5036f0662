// @ts-check
/**
 * A stand-in third party for end-to-end tests (issue 18): an HTTP server on 127.0.0.1 that records every
 * request it gets (method, path, query, headers with Referer, Origin and Cookie, body) and answers like an
 * analytics collector or a pixel host would. Register it in THIRD_PARTIES through the operator's variables
 * (`peer.env`: ANALYTICS_VENDOR_URL to its collector, AD_PIXEL_ORIGINS to its origin, AD_PARTNER_URL to its
 * GPT-style ad tag), then assert what it
 * received: nothing before consent, and never a topic word after it.
 *
 *   const vendor = await startThirdPartyPeer()
 *   // start the app with { ...process.env, ...vendor.env }
 *   vendor.reset()
 *   … browse …
 *   expect(vendor.requests).toEqual([])
 *   await vendor.waitForRequests(1)
 *
 * Tests in another process (Playwright's workers, when `scripts/e2e.mjs` starts the peer) read and reset it
 * over HTTP: `GET {url}/__peer/requests` answers what it recorded (JSON), `POST {url}/__peer/reset` forgets
 * it (`readThirdPartyRequests(url)`, `resetThirdPartyPeer(url)`). Those two are never recorded.
 *
 * Each answer tries to set a cookie (`vendor_uid`): the site's requests go without credentials, so a browser
 * must never keep it, and a test that lists the browser's cookies sees it if one ever does. The site and the
 * peer share the host 127.0.0.1 (cookies are not port-scoped), so a request sent with credentials would also
 * show the site's own cookies in `cookie`.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { PARTNER_AD_PATH, PARTNER_TAG_PATH, partnerTagScript } from '../../src/services/ads/localPartner.mjs'

/** The path of the stand-in's analytics collector. */
export const COLLECT_PATH = '/v1/collect'
/** The stand-in ad partner's tag (for AD_PARTNER_URL) and where it asks for an ad: the local stand-in's. */
export { PARTNER_AD_PATH, PARTNER_TAG_PATH }
/** What the stand-in partner's ad says (tests look for it in the slot's frame). */
export const PARTNER_AD_TEXT = 'Stand-in partner ad'

/** The cookie every answer tries to set. */
export const PEER_COOKIE = 'vendor_uid'
/** Where tests in another process read and reset what the peer recorded. */
export const PEER_CONTROL_PATH = '/__peer'

/** A 1×1 transparent GIF, what a pixel host answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path the path, percent-encoded as sent
 * @property {string} search the query string as sent ("" or "?…")
 * @property {Record<string, string[]>} query the query's values by name, decoded
 * @property {string} url path and query as sent
 * @property {Record<string, string>} headers every header, lower-case names
 * @property {string | null} referer
 * @property {string | null} origin
 * @property {string | null} cookie
 * @property {string} body the body as text (UTF-8)
 * @property {number} at when it arrived (ms since the epoch)
 */

/**
 * @typedef {object} ThirdPartyPeer
 * @property {string} url `http://127.0.0.1:PORT`, its origin (for AD_PIXEL_ORIGINS)
 * @property {string} origin the same
 * @property {string} collectUrl its analytics collector (for ANALYTICS_VENDOR_URL)
 * @property {number} port
 * @property {Record<string, string>} env the variables that register it with the app
 * @property {RecordedRequest[]} requests a copy of every request received since the last reset, oldest first
 * @property {() => void} reset forget what was recorded
 * @property {(count?: number, timeoutMs?: number) => Promise<RecordedRequest[]>} waitForRequests resolves with
 *   the requests once at least `count` (default 1) arrived; rejects after `timeoutMs` (default 10 s)
 * @property {() => Promise<void>} close
 */

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/**
 * @param {{ port?: number, host?: string, name?: string }} [options]
 * @returns {Promise<ThirdPartyPeer>}
 */
export async function startThirdPartyPeer({
  port = 0,
  host = '127.0.0.1',
  name = 'Stand-in analytics',
} = {}) {
  /** @type {RecordedRequest[]} */
  let requests = []
  /** @type {Array<() => void>} */
  let waiters = []

  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const raw = req.url ?? '/'
      if (raw === `${PEER_CONTROL_PATH}/requests` && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(JSON.stringify(requests))
        return
      }
      if (raw === `${PEER_CONTROL_PATH}/reset` && req.method === 'POST') {
        requests = []
        res.writeHead(204)
        res.end()
        return
      }
      const q = raw.indexOf('?')
      const path = q < 0 ? raw : raw.slice(0, q)
      const search = q < 0 ? '' : raw.slice(q)
      /** @type {Record<string, string[]>} */
      const query = {}
      for (const pair of search.slice(1).split('&').filter(Boolean)) {
        const eq = pair.indexOf('=')
        const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq))
        const value = eq < 0 ? '' : safeDecode(pair.slice(eq + 1))
        query[key] ??= []
        query[key].push(value)
      }
      /** @type {Record<string, string>} */
      const headers = {}
      for (const [k, v] of Object.entries(req.headers))
        headers[k] = Array.isArray(v) ? v.join(', ') : (v ?? '')
      requests.push({
        method: req.method ?? 'GET',
        path,
        search,
        query,
        url: raw,
        headers,
        referer: headers.referer ?? null,
        origin: headers.origin ?? null,
        cookie: headers.cookie ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      for (const wake of waiters) wake()

      const common = {
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
        'set-cookie': `${PEER_COOKIE}=${randomBytes(8).toString('hex')}; Path=/; Max-Age=3600`,
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...common,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'content-type',
        })
        res.end()
      } else if (req.method === 'GET' && path === PARTNER_TAG_PATH) {
        res.writeHead(200, { ...common, 'content-type': 'application/javascript; charset=utf-8' })
        res.end(partnerTagScript(origin))
      } else if (req.method === 'GET' && path === PARTNER_AD_PATH) {
        res.writeHead(200, { ...common, 'content-type': 'application/json' })
        res.end(JSON.stringify({ text: PARTNER_AD_TEXT }))
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        res.writeHead(200, { ...common, 'content-type': 'image/gif', 'content-length': String(PIXEL.length) })
        res.end(req.method === 'HEAD' ? undefined : PIXEL)
      } else {
        res.writeHead(204, common)
        res.end()
      }
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const origin = `http://${host}:${actualPort}`
  const collectUrl = `${origin}${COLLECT_PATH}`

  return {
    url: origin,
    origin,
    collectUrl,
    port: actualPort,
    env: {
      ANALYTICS_VENDOR_URL: collectUrl,
      ANALYTICS_VENDOR_NAME: name,
      AD_PIXEL_ORIGINS: origin,
      AD_PARTNER_URL: `${origin}${PARTNER_TAG_PATH}`,
      AD_PARTNER_NAME: 'Stand-in ad partner',
    },
    get requests() {
      return requests.map((r) => ({ ...r, query: { ...r.query }, headers: { ...r.headers } }))
    },
    reset() {
      requests = []
    },
    waitForRequests(count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return false
          clearTimeout(timer)
          waiters = waiters.filter((w) => w !== wake)
          resolve(requests.map((r) => ({ ...r })))
          return true
        }
        const wake = () => {
          check()
        }
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake)
          reject(
            new Error(
              `The stand-in third party got ${requests.length} of ${count} requests in ${timeoutMs} ms`,
            ),
          )
        }, timeoutMs)
        if (!check()) waiters.push(wake)
      })
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}

/**
 * What a stand-in third party running in another process recorded (through its control path).
 *
 * @param {string} url the peer's origin
 * @returns {Promise<RecordedRequest[]>}
 */
export async function readThirdPartyRequests(url) {
  const response = await fetch(`${url}${PEER_CONTROL_PATH}/requests`)
  if (!response.ok) throw new Error(`The stand-in third party answered ${response.status}`)
  return /** @type {RecordedRequest[]} */ (await response.json())
}

/**
 * Makes a stand-in third party in another process forget what it recorded.
 *
 * @param {string} url the peer's origin
 */
export async function resetThirdPartyPeer(url) {
  const response = await fetch(`${url}${PEER_CONTROL_PATH}/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`The stand-in third party answered ${response.status}`)
}
