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
 * One instance per process on `globalThis`: `server.mjs` runs each request inside it, and the cache handler
 * that Next.js loads separately reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { orderedNow } from '../page-cache/clock.mjs'

/**
 * @typedef {{ key: string, entry: object }} ServedEntry
 * @typedef {{ startedAt: number, served: ServedEntry | null, address?: string | null, lane?: boolean }} RequestContext
 *   `address`: where the edge may record the answer, as the request arrived (null: never).
 *   `lane`: answered in a lane (lanes.mjs), outside Next.js: there is no page being rendered to tag.
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

/** The request being handled, or undefined outside one (scripts, jobs started by a timer, tests). */
export function currentRequestContext() {
  return storage().getStore()
}
