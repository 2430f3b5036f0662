// Next.js incremental cache (rendered pages, route handler responses, `unstable_cache` data) kept in this
// process's memory. See docs/adr/0002 and 0008.
//
// Next's default handler writes rendered pages under .next/, so they outlive the process and the database
// they were rendered from: a restart against another database, or after a restore, served old pages. Here
// the cache belongs to the running instance and starts empty, and a page is rendered again on its first
// request after a start. Bounded (least recently used entries go first).
//
// The store lives on globalThis so that the app's revalidation helper (src/cms/revalidate.ts) can invalidate
// tags from any context, including background jobs that run outside a Next.js request.
import { pageCacheStore } from './src/server/page-cache.mjs'

export default class InProcessCacheHandler {
  constructor(options) {
    this.options = options
  }

  async get(key) {
    return pageCacheStore().get(key)
  }

  async set(key, data, ctx) {
    // `next build` renders pages without a database (their reads return empty placeholders): never keep
    // those. A shared cache would otherwise serve them after deployment.
    if (process.env.NEXT_PHASE === 'phase-production-build') return
    pageCacheStore().set(key, data, ctx)
  }

  async revalidateTag(tags) {
    pageCacheStore().invalidateTags([tags].flat())
  }

  resetRequestCache() {}
}
