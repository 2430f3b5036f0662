// Next.js incremental cache (rendered pages, route handler responses, `unstable_cache` data) kept in this
// process's memory, and shared between instances through Redis when REDIS_URL is set. See docs/adr/0002,
// 0008 and 0015.
//
// Next's default handler writes rendered pages under .next/, so they outlive the process and the database
// they were rendered from: a restart against another database, or after a restore, served old pages. Here
// the cache belongs to the running instance (and, at scale, to the instances sharing one Redis) and starts
// empty. Bounded (least recently used entries go first).
//
// The store lives on globalThis so that the app's revalidation helper (src/cms/revalidate.ts) and the HTTP
// edge (src/server/edge/cached-answers.mjs) reach the same entries from any context.

import { serverMetrics } from '../../platform/prometheus.mjs'
import { noteServed } from '../edge/request-context.mjs'
import { pageCacheStore, RESPONSE_KINDS } from './store.mjs'

export default class InProcessCacheHandler {
  constructor(options) {
    this.options = options
  }

  async get(key) {
    const store = pageCacheStore()
    const lookups = serverMetrics().cacheLookups
    let entry = store.get(key)
    lookups.inc({ cache: 'page', result: entry ? 'hit' : 'miss' })
    if (!entry && store.shared) {
      // Rendered by another instance? (A page only: data entries are cheap to make again here.)
      const shared = await store.shared.load(key)
      if (shared && RESPONSE_KINDS.has(String(shared.value?.kind))) entry = store.adopt(key, shared)
      lookups.inc({ cache: 'shared', result: entry ? 'hit' : 'miss' })
    }
    if (entry && RESPONSE_KINDS.has(String(entry.value.kind))) noteServed(key, entry)
    if (!entry) {
      // A list of articles an edit made out of date (docs/adr/0015): Next.js serves it at once and renders the
      // page again in the background, as for a page past its revalidation time. The edge never keeps it.
      const stale = store.staleEntry(key)
      if (stale) {
        lookups.inc({ cache: 'page', result: 'stale' })
        return asStale(stale)
      }
    }
    return entry
  }

  async set(key, data, ctx) {
    // `next build` renders pages without a database (their reads return empty placeholders): never keep
    // those. A shared cache would otherwise serve them after deployment.
    if (process.env.NEXT_PHASE === 'phase-production-build') return
    const entry = pageCacheStore().set(key, data, ctx)
    if (entry && RESPONSE_KINDS.has(String(entry.value.kind))) noteServed(key, entry)
  }

  async revalidateTag(tags) {
    pageCacheStore().invalidateTags([tags].flat(), { reason: 'next' })
  }

  resetRequestCache() {}
}

/**
 * The entry as Next.js must see it to serve it and render again: past its revalidation time (one second
 * after it was made), with no expiry that would make Next wait for the new render instead.
 * @param {import('./store.mjs').Entry} entry
 */
export function asStale(entry) {
  return {
    ...entry,
    lastModified: Math.min(entry.lastModified, Date.now() - 2000),
    cacheControl: { revalidate: 1 },
  }
}
