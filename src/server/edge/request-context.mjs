// @ts-check
/**
 * What the HTTP server knows about the request being handled, carried through Next.js' asynchronous work
 * (AsyncLocalStorage): when it started, and which page-cache entry Next.js served for it.
 *
 * - `startedAt` dates what a render produced: an entry stored by a render that began before one of its tags
 *   was revalidated is already out of date (it may have read the old content), so the page cache rejects it
 *   (docs/adr/0015).
 * - `served` lets the edge answer the next request for the same address without Next.js: the cache handler
 *   records the entry it returned or stored, and the edge pairs it with the headers Next.js sent.
 *
 * - `reqId` names the request on every log line written while it is handled, by the edge, Next.js' route
 *   handlers and the services they call (`src/platform/log.mjs` asks for it through `setLogFields` below).
 *
 * One instance per process on `globalThis`: `server.mjs` runs each request inside it, and the cache handler
 * that Next.js loads separately reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setLogFields } from '../../platform/log.mjs'
import { orderedNow } from '../page-cache/clock.mjs'

/**
 * @typedef {{ key: string, entry: object }} ServedEntry
 * @typedef {{ startedAt: number, served: ServedEntry | null, address?: string | null, lane?: boolean, reqId?: string, ended?: boolean }} RequestContext
 *   `address`: where the edge may record the answer, as the request arrived (null: never).
 *   `lane`: answered in a lane (lanes.mjs), outside Next.js: there is no page being rendered to tag.
 *   `reqId`: the request's id (`requestIdOf`), as its answer's `X-Request-Id` says.
 *   `ended`: its answer has been sent (`endRequestContext`).
 */

const KEY = Symbol.for('wellread.requestContext')

/** @returns {AsyncLocalStorage<RequestContext>} */
function storage() {
  const scope = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  let value = scope[KEY]
  if (!value) {
    value = new AsyncLocalStorage()
    scope[KEY] = value
  }
  return value
}

/**
 * Run `fn` as the handling of one request.
 * @template T
 * @param {() => T} fn
 * @param {number} [startedAt]
 * @returns {T}
 */
export function runInRequestContext(fn, startedAt = orderedNow()) {
  return storage().run({ startedAt, served: null }, fn)
}

/**
 * Record the cached entry this request's answer comes from, for the edge to pair with the answer's head; not
 * once the answer has been sent (a render Next.js finishes in the background after serving a stale page).
 * @param {string} key @param {object} entry
 */
export function noteServed(key, entry) {
  const context = storage().getStore()
  if (context && !context.ended) context.served = { key, entry }
}

/**
 * The request's answer has been sent: let go of what the context holds. The context itself outlives the
 * request in whatever asynchronous work began inside it (a promise a module keeps for later, a kept-alive
 * socket, a stream awaiting its cleanup): the soak found the pages it had served kept alive that way, long
 * after the page cache had dropped them (35 of the 36 MiB of page HTML in an instance's heap, growing).
 * @param {RequestContext | undefined} context
 */
export function endRequestContext(context) {
  if (!context) return
  context.ended = true
  context.served = null
}

/** The request being handled, or undefined outside one (scripts, jobs started by a timer, tests). */
export function currentRequestContext() {
  return storage().getStore()
}

// Every log line written while a request is handled names it. The logger (platform) stands below this layer and
// cannot import it, so this module tells it where to look (each bundle that loads it says the same).
setLogFields(() => {
  const reqId = storage().getStore()?.reqId
  return reqId ? { reqId } : undefined
})

/** An incoming id is kept when it is this short and plain (a proxy's or a load balancer's); anything else is replaced. */
const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The id a request is known by in the logs and its answer's `X-Request-Id`: the one a proxy in front sent when
 * it is well formed (so its logs and ours name the request alike), else a new random one. Never anything
 * taken from the request's address or body.
 *
 * @param {string | string[] | undefined} incoming the request's X-Request-Id header
 * @param {() => string} [random]
 */
export function requestIdOf(incoming, random = () => crypto.randomUUID()) {
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : random()
}
