// @ts-check
/**
 * Immutable answers kept by the edge: a lane's answer that says it never changes (`public`, `immutable`, a
 * strong ETag; the image proxy's variants, issue 31) is kept here, bytes and headers, after the lane sent it,
 * and the next request for the same address (and the same values of the headers it varies on, `Accept` for an
 * image) is answered from memory the way a build asset is: no Web Request, no handler, no copy. docs/adr/0029.
 *
 * Nothing here ever needs to be dropped for being out of date (the address names its version); entries are
 * dropped oldest-used first once their bytes pass `maxBytes`. Only bodies the edge sends as they are: a
 * compressible type (text, JSON) or a compressed body is left to the lane.
 */
import { COMPRESSIBLE_TYPE, notModified } from './representation.mjs'

/** What the edge may keep of immutable answers, in bytes: 64 MiB, some 600 pictures at a page's usual size. */
export const DEFAULT_IMMUTABLE_BYTES = 64 * 1024 * 1024

/** Headers of one response, not of the answer: Node (or the listener) sets them for each request. */
const PER_RESPONSE = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
])
/** Headers a 304 leaves out (RFC 9110 §15.4.5). */
const NOT_MODIFIED_DROPS = new Set(['content-type', 'content-length', 'content-language'])

/**
 * @typedef {object} Kept
 * @property {string[]} headers flat [name, value, …] of a 200, content-length included
 * @property {string[]} notModifiedHeaders the same for a 304
 * @property {string} etag
 * @property {Buffer} body
 */

/**
 * @param {{
 *   maxBytes?: number,
 *   maxAnswerBytes?: number,
 *   marker?: [string, string],
 *   onLookup?: (result: 'hit' | 'miss') => void,
 * }} [options] `maxAnswerBytes`: the largest body kept (an eighth of `maxBytes` by default, so that one
 *   answer never pushes out most others); `marker`: a header every kept answer carries (which layer answered);
 *   `onLookup`: each lookup of an address the edge has kept an answer for (in one variant or another)
 */
export function createImmutableAnswers({
  maxBytes = DEFAULT_IMMUTABLE_BYTES,
  maxAnswerBytes = maxBytes / 8,
  marker,
  onLookup,
} = {}) {
  /** The request headers each kept address varies on (lower case), by address. */
  /** @type {Map<string, string[]>} */
  const varies = new Map()
  /** @type {Map<string, Kept>} */
  const kept = new Map()
  let bytes = 0

  /** @param {string} url @param {string[]} names @param {import('node:http').IncomingHttpHeaders} headers */
  const keyOf = (url, names, headers) => {
    let key = url
    for (const name of names) {
      const value = headers[name]
      key += `\n${Array.isArray(value) ? value.join(', ') : (value ?? '')}`
    }
    return key
  }

  /** @param {string} key */
  const drop = (key) => {
    const entry = kept.get(key)
    if (!entry) return
    kept.delete(key)
    bytes -= entry.body.length
  }

  /**
   * Answer from what was kept; false when nothing was (the request goes on as before).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if (kept.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const url = req.url ?? ''
    const names = varies.get(url)
    if (!names || req.headers.range !== undefined) return false
    const key = keyOf(url, names, req.headers)
    const entry = kept.get(key)
    onLookup?.(entry ? 'hit' : 'miss')
    if (!entry) return false
    // Most recently used last: the first entry is the one to drop when room is needed.
    kept.delete(key)
    kept.set(key, entry)
    if (notModified(/** @type {string | undefined} */ (req.headers['if-none-match']), entry.etag)) {
      res.writeHead(304, entry.notModifiedHeaders)
      res.end()
    } else {
      res.writeHead(200, entry.headers)
      res.end(req.method === 'HEAD' ? undefined : entry.body)
    }
    return true
  }

  /**
   * Keep a lane's answer, as sent, when it may be repeated to anyone for ever.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {Buffer} body the body as sent
   * @returns {boolean} whether it was kept
   */
  function keep(req, res, body) {
    if (req.method !== 'GET' || res.statusCode !== 200 || req.headers.range !== undefined) return false
    const url = req.url ?? ''
    if (url.charCodeAt(0) !== 47 /* / */) return false
    const cacheControl = String(res.getHeader('cache-control') ?? '')
    if (!/\bpublic\b/.test(cacheControl) || !/\bimmutable\b/.test(cacheControl)) return false
    const etag = String(res.getHeader('etag') ?? '')
    if (!/^"[^"]+"$/.test(etag) || res.hasHeader('set-cookie') || res.hasHeader('content-encoding'))
      return false
    if (COMPRESSIBLE_TYPE.test(String(res.getHeader('content-type') ?? ''))) return false
    const names = String(res.getHeader('vary') ?? '')
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter((n) => n !== '' && n !== 'accept-encoding')
    // An answer per reader (a cookie, an authorization) or per anything (`*`) is not for everyone.
    if (names.some((n) => n === '*' || n === 'cookie' || n === 'authorization')) return false
    if (body.length > maxAnswerBytes) return false
    const known = varies.get(url)
    if (known && known.join() !== names.join()) return false
    /** @type {string[]} */
    const headers = []
    /** @type {string[]} */
    const notModifiedHeaders = []
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_RESPONSE.has(name)) continue
      for (const v of Array.isArray(value) ? value : [value]) {
        headers.push(name, String(v))
        if (!NOT_MODIFIED_DROPS.has(name)) notModifiedHeaders.push(name, String(v))
      }
    }
    if (marker) {
      headers.push(...marker)
      notModifiedHeaders.push(...marker)
    }
    headers.push('content-length', String(body.length))
    const key = keyOf(url, names, req.headers)
    drop(key)
    varies.set(url, names)
    kept.set(key, { headers, notModifiedHeaders, etag, body })
    bytes += body.length
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
    // The addresses' vary lists are a few dozen bytes each; forget them with their last answer.
    if (varies.size > kept.size * 2 + 64) {
      const live = new Set([...kept.keys()].map((k) => k.split('\n', 1)[0]))
      for (const address of varies.keys()) if (!live.has(address)) varies.delete(address)
    }
    return true
  }

  return {
    serve,
    keep,
    /** Bytes kept now (tests, diagnostics). */
    get bytes() {
      return bytes
    },
  }
}
