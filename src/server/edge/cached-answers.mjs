// @ts-check
/**
 * The edge's own answers: a request for a page (or feed) that Next.js keeps in the page cache, or for a build
 * asset under /_next/static/, is answered here, without Next.js, from bytes prepared once (gzip and brotli,
 * strong ETags, 304, HEAD). docs/adr/0015.
 *
 * How it learns what to send: when Next.js answers a request the edge could answer, the edge records the
 * headers Next sent and which page-cache entry (or static file) the body came from. The next request for the
 * same address gets the same headers and that entry's body, as long as the entry is still the valid one in
 * the page cache (an edit that revalidates one of its tags drops it; Next renders the page again on the
 * following request, and the edge records the new one). Anything else goes to Next.js as before: a miss, a
 * page past its revalidation time, a draft or preview, an API route, a client-side navigation (RSC), a
 * Server Action, a range request.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { serverMetrics } from '../../platform/prometheus.mjs'
import { pageCacheStore } from '../page-cache/store.mjs'
import { ANSWER_KIND, answerKey, answerRouteOf, answerStore } from './call-answers.mjs'
import { createImmutableAnswers, DEFAULT_IMMUTABLE_BYTES } from './immutable-answers.mjs'
import {
  acceptedEncodings,
  brotliQuality,
  COMPRESSIBLE_TYPE,
  notModified,
  Representation,
} from './representation.mjs'

/** Request headers of Next.js' client router, Server Actions and internal revalidation: always Next's. */
const NEXT_ONLY_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'x-prerender-revalidate',
  'x-middleware-prefetch',
  'range',
]

/** Path prefixes that are never a cached page. */
const NEVER_PAGES = ['/api/', '/admin', '/next/', '/_next/']
/** `GET /metrics` (issue 29): never a page. */
export const METRICS_PATH = '/metrics'

/** Headers that belong to one response, not to the page: the edge sets them itself (or Node does). */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'date',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-nextjs-cache',
  // The listener sets each request's own id (listener.mjs): a kept answer must not repeat another's.
  'x-request-id',
])

/** Headers a 304 repeats (RFC 9110 §15.4.5), plus the security headers every response carries. */
const NOT_MODIFIED_DROPS = new Set(['content-type', 'content-language', 'content-disposition'])

export const STATIC_PREFIX = '/_next/static/'
/** Shows which layer answered, for operators and tests. */
export const EDGE_HEADER = 'x-wellread-cache'

/**
 * @typedef {object} Snapshot
 * @property {{ kind: 'entry' | 'answer', key: string, entry: WeakRef<object> } | { kind: 'file', file: StaticFile }} source
 *   a page-cache entry or kept answer is held weakly: once its cache drops it (an edit, its bound), the snapshot
 *   must not keep its HTML alive (an address never asked again, such as a one-off search, would hold it until
 *   8,000 other addresses had come)
 * @property {number} status
 * @property {string[]} headers flat [name, value, …], without the per-response ones
 * @property {string[]} notModifiedHeaders
 * @property {boolean} compressible
 * @property {WeakMap<object, string[]>} prepared a finished header list per variant (weak: a variant's body goes
 *   with its entry)
 *
 * @typedef {{ representation: Representation | null, failed: boolean }} StaticFile
 */

/**
 * @param {{
 *   staticDir?: string | null,
 *   maxAddresses?: number,
 *   store?: import('../page-cache/store.mjs').PageCacheStore,
 *   answers?: import('./call-answers.mjs').AnswerStore,
 *   now?: () => number,
 *   onLookup?: (result: 'hit' | 'miss' | 'stale') => void,
 *   immutableBytes?: number,
 *   immutableAnswerBytes?: number,
 * }} options  `onLookup`: each lookup of an address the edge may answer (the process's metrics by default);
 *   `immutableBytes`: what the lanes' immutable answers kept here may take, and
 *   `immutableAnswerBytes` the largest of them (immutable-answers.mjs)
 */
export function createEdgeCache({
  staticDir = null,
  maxAddresses = 8000,
  store,
  answers,
  now = Date.now,
  onLookup = (result) => serverMetrics().cacheLookups.inc({ cache: 'edge', result }),
  immutableBytes = DEFAULT_IMMUTABLE_BYTES,
  immutableAnswerBytes = immutableBytes / 8,
} = {}) {
  /** @type {Map<string, Snapshot>} */
  const snapshots = new Map()
  /** @type {WeakMap<object, Representation>} */
  const representations = new WeakMap()
  /** @type {Map<string, StaticFile>} */
  const files = new Map()
  /** The page cache, told (once) to say which entries it drops: their snapshots go at once. */
  /** @type {import('../page-cache/store.mjs').PageCacheStore | null} */
  let watched = null
  const pages = () => {
    const current = store ?? pageCacheStore()
    if (watched !== current) {
      watched = current
      current.onDelete((key) => {
        for (const address of addressesOf.get(key) ?? []) forget(address)
      })
    }
    return current
  }
  /** The addresses answered from each page-cache key, so a dropped key's go without a scan. @type {Map<string, Set<string>>} */
  const addressesOf = new Map()
  /** @param {string} address @param {Snapshot} snapshot */
  const remember = (address, snapshot) => {
    forget(address)
    snapshots.set(address, snapshot)
    if (snapshot.source.kind !== 'entry') return
    const addresses = addressesOf.get(snapshot.source.key) ?? new Set()
    addresses.add(address)
    addressesOf.set(snapshot.source.key, addresses)
  }
  /** @param {string} address */
  const forget = (address) => {
    const source = snapshots.get(address)?.source
    snapshots.delete(address)
    if (source?.kind !== 'entry') return
    const addresses = addressesOf.get(source.key)
    addresses?.delete(address)
    if (addresses?.size === 0) addressesOf.delete(source.key)
  }
  const kept = () => answers ?? answerStore()
  // The lanes' answers that never change (the image proxy's variants): kept as they were sent.
  const immutable = createImmutableAnswers({
    maxBytes: immutableBytes,
    maxAnswerBytes: immutableAnswerBytes,
    marker: [EDGE_HEADER, 'edge'],
    onLookup,
  })

  /**
   * The address a request is recorded under, or null when only Next.js may answer it.
   * @param {import('node:http').IncomingMessage} req
   * @param {Buffer | null} [body] a POST's body, read by the edge (answers.mjs)
   */
  function addressOf(req, body) {
    if (req.method !== 'GET' && req.method !== 'HEAD' && !body) return null
    const url = req.url ?? ''
    if (url.charCodeAt(0) !== 47 /* / */) return null
    for (const name of NEXT_ONLY_REQUEST_HEADERS) if (req.headers[name] !== undefined) return null
    const q = url.indexOf('?')
    const pathname = q === -1 ? url : url.slice(0, q)
    // The hot public calls (answers.mjs): the question is the address, and a POST's body.
    if (answerRouteOf(req.method, pathname)) {
      if (req.method === 'GET') return answerKey('GET', url)
      return body ? answerKey('POST', url, body.toString('utf8')) : null
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    if (pathname.startsWith(STATIC_PREFIX)) return staticDir ? pathname : null
    for (const prefix of NEVER_PAGES) if (pathname.startsWith(prefix)) return null
    // The operators' Prometheus exposition: per instance, per scrape, and not for readers.
    if (pathname === METRICS_PATH) return null
    // Draft mode and previews render per editor.
    const cookie = req.headers.cookie
    if (cookie && (cookie.includes('__prerender_bypass') || cookie.includes('__next_preview_data')))
      return null
    // A cached page is the same whatever the query (Next.js serves a static page for `/health/sleep?utm_source=x`
    // too); a search's query was made into its path before (src/services/search/address.mjs).
    return pathname
  }

  /** @param {import('node:http').ServerResponse} res */
  function headerList(res) {
    /** @type {string[]} */
    const list = []
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue
      if (Array.isArray(value)) for (const v of value) list.push(name, String(v))
      else list.push(name, String(value))
    }
    return list
  }

  /**
   * Called as Next.js writes a response head: remember how to answer this address next time.
   *
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {import('./request-context.mjs').RequestContext | undefined} context
   */
  function record(res, status, context) {
    // The address as the request arrived (`serve` noted it): Next.js rewrites some requests' URL and
    // headers while it handles them (a prefetch of a page's segments looks like the page by then).
    const address = context?.address
    if (!address || res.hasHeader('set-cookie')) return
    const served = context?.served
    const answer =
      /** @type {{ value?: { kind?: string } } | undefined} */ (served?.entry)?.value?.kind === ANSWER_KIND
    // An answer the route kept for this very question (answers.mjs) may be repeated whatever it tells
    // browsers and shared caches; anything else only when shared caches may keep it.
    if (answer ? served?.key !== address || status !== 200 : !/^public\b/.test(cacheControlOf(res))) return
    /** @type {Snapshot['source'] | null} */
    let source = null
    if (answer && served) {
      // Already the edge's (requests that reached the route together): keep what was prepared.
      const known = snapshots.get(address)?.source
      if (known?.kind === 'answer' && known.entry.deref() === served.entry) return
      source = { kind: 'answer', key: served.key, entry: new WeakRef(served.entry) }
    } else if (address.startsWith(STATIC_PREFIX)) {
      if (status !== 200) return
      source = { kind: 'file', file: staticFile(address, COMPRESSIBLE_TYPE.test(contentType(res))) }
    } else if (context?.served && (status === 200 || status === 404)) {
      // A page's entry answers only a page load: its HTML under an HTML content type.
      const value = /** @type {{ value?: { kind?: string } }} */ (context.served.entry).value
      if (value?.kind === 'APP_PAGE' && !contentType(res).startsWith('text/html')) return
      source = { kind: 'entry', key: context.served.key, entry: new WeakRef(context.served.entry) }
      pages()
    }
    if (!source) return
    const headers = headerList(res)
    const compressible = COMPRESSIBLE_TYPE.test(contentType(res))
    if (compressible) ensureVaryAcceptEncoding(headers)
    /** @type {string[]} */
    const notModifiedHeaders = []
    for (let i = 0; i < headers.length; i += 2) {
      const name = /** @type {string} */ (headers[i])
      if (!NOT_MODIFIED_DROPS.has(name)) notModifiedHeaders.push(name, /** @type {string} */ (headers[i + 1]))
    }
    notModifiedHeaders.push(EDGE_HEADER, 'edge')
    if (!answer) headers.push('x-nextjs-cache', 'HIT')
    headers.push(EDGE_HEADER, 'edge')
    remember(address, {
      source,
      status,
      headers,
      notModifiedHeaders,
      compressible,
      prepared: new WeakMap(),
    })
    while (snapshots.size > maxAddresses) {
      const oldest = snapshots.keys().next().value
      if (oldest === undefined) break
      forget(oldest)
    }
  }

  /**
   * A build asset, read and compressed once in the background; until then Next.js keeps answering for it.
   * @param {string} pathname @param {boolean} compressible
   */
  function staticFile(pathname, compressible) {
    let file = files.get(pathname)
    if (file) return file
    /** @type {StaticFile} */
    const created = { representation: null, failed: false }
    file = created
    files.set(pathname, file)
    const root = path.resolve(/** @type {string} */ (staticDir))
    let resolved = ''
    try {
      resolved = path.resolve(root, decodeURIComponent(pathname.slice(STATIC_PREFIX.length)))
    } catch {
      // A malformed escape: not a file of ours.
    }
    if (!resolved.startsWith(root + path.sep)) {
      created.failed = true
      return file
    }
    fs.readFile(resolved).then(
      (raw) => {
        created.representation = new Representation(raw, {
          compressible,
          brotliQuality: brotliQuality('asset', raw.length),
        })
      },
      () => {
        created.failed = true
      },
    )
    return file
  }

  /**
   * The representation of a snapshot's body, or null when it cannot be served from here (now).
   * @param {Snapshot} snapshot
   * @returns {Representation | null}
   */
  function representationOf(snapshot) {
    const { source } = snapshot
    if (source.kind === 'file') return source.file.representation
    const entry = /** @type {import('../page-cache/store.mjs').Entry | undefined} */ (source.entry.deref())
    if (!entry) return null
    let rep = representations.get(entry)
    if (rep) return rep
    const value = entry.value
    const raw =
      typeof value.html === 'string'
        ? Buffer.from(value.html)
        : Buffer.isBuffer(value.body)
          ? value.body
          : null
    if (!raw) return null
    rep = new Representation(raw, {
      compressible: snapshot.compressible,
      brotliQuality: brotliQuality(source.kind === 'answer' ? 'answer' : 'page', raw.length),
    })
    representations.set(entry, rep)
    return rep
  }

  /**
   * Answer the request from the edge if it can; false leaves it to Next.js. Notes in the request context the
   * address the answer may be recorded under (null when only Next.js may answer requests like it).
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./request-context.mjs').RequestContext} [context]
   * @param {Buffer | null} [body] a POST's body, read by the edge (answers.mjs)
   * @returns {boolean}
   */
  function serve(req, res, context, body = null) {
    if (!body && immutable.serve(req, res)) return true
    const address = addressOf(req, body)
    if (context) context.address = address
    if (address === null) return false
    const answered = answer(req, res, address)
    onLookup(answered)
    return answered === 'hit'
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} address
   * @returns {'hit' | 'miss' | 'stale'}
   */
  function answer(req, res, address) {
    const snapshot = snapshots.get(address)
    if (!snapshot) return 'miss'
    const { source } = snapshot
    if (source.kind !== 'file') {
      const current = source.kind === 'entry' ? pages().peek(source.key) : kept().peek(source.key)
      if (!current || current !== source.entry.deref()) {
        // Revalidated, evicted or rendered again: Next.js answers, and the edge records the new entry.
        forget(address)
        return 'miss'
      }
      const revalidate = /** @type {any} */ (current).cacheControl?.revalidate
      // Past its revalidation time: Next.js serves it once more and renders it again in the background.
      if (typeof revalidate === 'number' && now() >= current.lastModified + revalidate * 1000) return 'stale'
    } else if (source.file.failed) {
      forget(address)
      return 'miss'
    }
    const rep = representationOf(snapshot)
    if (!rep) return 'miss'
    const variant = rep.choose(
      acceptedEncodings(/** @type {string | undefined} */ (req.headers['accept-encoding'])),
    )
    if (!variant) return 'miss'
    if (notModified(/** @type {string | undefined} */ (req.headers['if-none-match']), variant.etag)) {
      res.writeHead(304, [...snapshot.notModifiedHeaders, 'etag', variant.etag])
      res.end()
      return 'hit'
    }
    let headers = snapshot.prepared.get(variant)
    if (!headers) {
      headers = [...snapshot.headers, 'etag', variant.etag, 'content-length', String(variant.body.length)]
      if (variant.encoding !== 'identity') headers.push('content-encoding', variant.encoding)
      snapshot.prepared.set(variant, headers)
    }
    res.writeHead(snapshot.status, headers)
    if (req.method === 'HEAD') res.end()
    else res.end(variant.body)
    return 'hit'
  }

  return {
    serve,
    record,
    /**
     * Keep a lane's answer that says it never changes, to answer its address from here next time.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @param {Buffer} body as sent
     */
    keep: (req, res, body) => immutable.keep(req, res, body),
    /** How many addresses the edge can answer now (tests, diagnostics). */
    get size() {
      return snapshots.size
    },
  }
}

/** @param {string[]} headers */
function ensureVaryAcceptEncoding(headers) {
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] !== 'vary') continue
    const value = /** @type {string} */ (headers[i + 1])
    if (!/\baccept-encoding\b/i.test(value)) headers[i + 1] = `${value}, Accept-Encoding`
    return
  }
  headers.push('vary', 'Accept-Encoding')
}

/** @param {import('node:http').ServerResponse} res */
function cacheControlOf(res) {
  return String(res.getHeader('cache-control') ?? '')
}

/** @param {import('node:http').ServerResponse} res */
function contentType(res) {
  return String(res.getHeader('content-type') ?? '')
}
