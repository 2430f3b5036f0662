// @ts-check
/**
 * Answers of the hot public calls that the edge may repeat without Next.js (docs/adr/0021).
 *
 * Readers' pages ask these calls on every view: the drug widget's prices (`GET /api/optum/prices`), the
 * placements' drivers (`POST /api/drivers/v4{path}`) and the ad decision (`POST /api/ads/decision`). Both answer the same question with the same bytes, and
 * neither reads a cookie: the question is the address (and, for drivers, the JSON body). Going through
 * Next.js' router costs each request several milliseconds of the one JavaScript thread, which at 200 requests a
 * second is the whole thread. So, as for cached pages:
 *
 * - the route, having answered, keeps the answer here (`keepAnswer`), under the key of the question, and
 *   notes it in the request context. The page cache's tag times decide whether it is still good (an editor's
 *   change to what it was made from drops it, on every instance); its `maxAgeSeconds` bounds how old it gets;
 * - the edge (`edge-cache.mjs`) pairs it with the headers Next.js sent, and answers the next identical
 *   question itself, compressed as the client allows, until the entry is dropped or too old.
 *
 * A POST's body is part of its question, so the edge reads it first (`readAnswerBody`), at most the route's
 * limit, and hands Next.js a copy of the request when it cannot answer (`replayRequest`).
 */
import http from 'node:http'
import { pageCacheStore } from '../page-cache/store.mjs'
import { currentRequestContext, noteServed } from './request-context.mjs'

/**
 * The calls whose answers the edge may repeat. `body`: the largest body the edge reads to know the question
 * (the route's own limit); a larger or unannounced one goes to Next.js as it came.
 * @typedef {{ method: 'GET', path: string } | { method: 'POST', prefix: string, body: { maxBytes: number, type: string } }} AnswerRoute
 * @type {readonly AnswerRoute[]}
 */
export const ANSWER_ROUTES = Object.freeze([
  { method: 'GET', path: '/api/optum/prices' },
  { method: 'POST', prefix: '/api/drivers/v4', body: { maxBytes: 16_384, type: 'application/json' } },
  // The ad decision (issue 28): the same question (page context, bucket, caps, slots) has the same answer.
  { method: 'POST', prefix: '/api/ads/decision', body: { maxBytes: 8_192, type: 'application/json' } },
])

/** The kind of an answer entry (beside the page cache's APP_PAGE and APP_ROUTE). */
export const ANSWER_KIND = 'ANSWER'
/** Keys of answers start with this. */
export const ANSWER_KEY_PREFIX = 'answer:'

/**
 * The route a request's method and path belong to, if its answers may be repeated.
 * @param {string | undefined} method @param {string} pathname
 * @returns {AnswerRoute | null}
 */
export function answerRouteOf(method, pathname) {
  for (const route of ANSWER_ROUTES) {
    if (route.method !== method) continue
    if (route.method === 'GET' ? pathname === route.path : pathOrBelow(pathname, route.prefix)) return route
  }
  return null
}

/** @param {string} pathname @param {string} prefix */
function pathOrBelow(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * The key of a question: method, address (path and query as the WHATWG URL parser writes them, so the edge and
 * the route agree), and the body for a POST.
 * @param {string} method @param {string} url a path with its query, or an absolute URL
 * @param {string | null} [body]
 */
export function answerKey(method, url, body = null) {
  const parsed = new URL(url, 'http://answer.invalid')
  return `${ANSWER_KEY_PREFIX}${method} ${parsed.pathname}${parsed.search}${body === null ? '' : `\n${body}`}`
}

/**
 * @typedef {{ value: { kind: string, body: Buffer }, lastModified: number, tags: string[], cacheControl: { revalidate: number } }} AnswerEntry
 */

/** How many answers a process keeps (the oldest kept is dropped first). */
export const ANSWER_ENTRIES = 5_000

/**
 * The answers kept in this process, beside the page cache (whose tag times decide whether an answer is still
 * good) but not in it: answers are many and small, and must not push pages out.
 */
export class AnswerStore {
  /** @param {number} [max] @param {() => import('../page-cache/store.mjs').PageCacheStore} [pages] */
  constructor(max = ANSWER_ENTRIES, pages = pageCacheStore) {
    this.max = max
    this.pages = pages
    /** @type {Map<string, AnswerEntry>} */
    this.entries = new Map()
  }

  /**
   * The answer under `key` if it is still good: none of its tags was revalidated since it was made (its age is
   * the edge's to judge, from `cacheControl.revalidate`).
   * @param {string} key @returns {AnswerEntry | null}
   */
  peek(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (this.pages().isValid(entry)) return entry
    this.entries.delete(key)
    return null
  }

  /**
   * Keep an answer, dated by the start of the request that made it. Not kept when one of its tags was
   * revalidated since (it may have been made from what the editor changed).
   * @param {string} key @param {Buffer} body @param {readonly string[]} tags @param {number} maxAgeSeconds
   * @returns {AnswerEntry | null}
   */
  set(key, body, tags, maxAgeSeconds) {
    // The same answer while the one kept still holds (requests that reached the route together): the kept one
    // stays, so that the edge keeps what it prepared from it.
    const kept = this.peek(key)
    if (
      kept &&
      this.pages().now() < kept.lastModified + kept.cacheControl.revalidate * 1000 &&
      kept.value.body.equals(body)
    )
      return kept
    this.entries.delete(key)
    /** @type {AnswerEntry} */
    const entry = {
      value: { kind: ANSWER_KIND, body },
      lastModified: currentRequestContext()?.startedAt ?? this.pages().now(),
      tags: [...tags],
      cacheControl: { revalidate: Math.floor(maxAgeSeconds) },
    }
    if (!this.pages().isValid(entry)) return null
    this.entries.set(key, entry)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return entry
  }

  get size() {
    return this.entries.size
  }
}

const STORE = Symbol.for('wellread.answers')

/** This process's answers (one on `globalThis`: the routes, bundled by Next.js, and the edge share it). */
export function answerStore() {
  const scope = /** @type {Record<symbol, AnswerStore | undefined>} */ (/** @type {unknown} */ (globalThis))
  let store = scope[STORE]
  if (!store) {
    store = new AnswerStore()
    scope[STORE] = store
  }
  return store
}

/**
 * Keep a route's answer for the edge to repeat. Only for a 200 whose bytes are the whole answer to the question
 * (the method, the address, the body): nothing read from cookies or other headers.
 *
 * @param {{ method: string, url: string, body?: string | null, answer: string, tags: readonly string[], maxAgeSeconds: number }} what
 * @returns {boolean} whether it was kept (not when its tags were revalidated while it was being made)
 */
export function keepAnswer({ method, url, body = null, answer, tags, maxAgeSeconds }) {
  if (!(maxAgeSeconds >= 1)) return false
  const key = answerKey(method, url, body)
  const entry = answerStore().set(key, Buffer.from(answer), tags, maxAgeSeconds)
  if (!entry) return false
  noteServed(key, entry)
  return true
}

/**
 * Whether the edge should read this request's body before it can tell the question: a POST to an answer route
 * with the route's content type and a declared length within its limit.
 * @param {import('node:http').IncomingMessage} req @param {string} pathname
 * @returns {number | null} the declared length, or null
 */
export function answerBodyLength(req, pathname) {
  if (req.method !== 'POST') return null
  const route = answerRouteOf('POST', pathname)
  if (route?.method !== 'POST') return null
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  if (type !== route.body.type) return null
  if (req.headers['transfer-encoding'] !== undefined) return null
  const declared = Number(req.headers['content-length'])
  if (!Number.isInteger(declared) || declared < 0 || declared > route.body.maxBytes) return null
  return declared
}

/**
 * Read a request's body of a known length. `complete` is false when the client went away or sent another
 * length: the edge then answers nothing itself, and Next.js gets a copy carrying what came.
 * @param {import('node:http').IncomingMessage} req @param {number} length
 * @returns {Promise<{ bytes: Buffer, complete: boolean }>}
 */
export function readAnswerBody(req, length) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let done = false
    const finish = (/** @type {boolean} */ complete) => {
      if (done) return
      done = true
      const bytes = Buffer.concat(chunks, size)
      resolve({ bytes, complete: complete && bytes.length === length })
    }
    req.on('data', (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk)
      size += chunk.length
    })
    req.on('end', () => finish(true))
    req.on('error', () => finish(false))
    req.on('close', () => finish(false))
  })
}

/**
 * A copy of a request whose body the edge has read, for Next.js: the same method, address, headers and
 * connection, with the body to read again.
 * @param {import('node:http').IncomingMessage} req @param {Buffer} body
 * @returns {import('node:http').IncomingMessage}
 */
export function replayRequest(req, body) {
  const copy = new http.IncomingMessage(/** @type {import('node:net').Socket} */ (req.socket))
  copy.method = req.method
  copy.url = req.url
  copy.httpVersion = req.httpVersion
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.trailers = req.trailers
  copy.rawTrailers = req.rawTrailers
  copy.complete = true
  // Reading it must not pause or resume the connection's own parser: the body is all here.
  copy._read = () => {}
  copy.push(body)
  copy.push(null)
  return copy
}
