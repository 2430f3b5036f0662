import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { noteDatabaseFailure, noteDatabaseSuccess } from '@/platform/database-health.mjs'
import { log } from '@/platform/log.mjs'
import { currentRequestContext } from '@/server/edge/request-context.mjs'
import { orderedNow } from '@/server/page-cache/clock.mjs'
import { pageCacheStore } from '@/server/page-cache/store.mjs'

/** True while `next build` prerenders pages. The build never needs a database. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

export type CachedReadOptions<A extends unknown[], R> = {
  /** Names the read in cache keys. Unique per read. */
  name: string
  /** Tags known from the arguments (e.g. the article's path). */
  tags: (...args: NoInfer<A>) => string[]
  /** Tags known only from the result: the documents it shows (authors, products, images). */
  resultTags?: (result: NoInfer<R>) => string[]
  /**
   * Seconds after which the read is refreshed on its next use, in the background (that use, and those until the
   * refresh ends, get the result kept); default: only when a tag is revalidated.
   */
  revalidate?: number
  /**
   * What the read returns while `next build` prerenders static routes. Never served: the page cache starts
   * empty when the server starts and ignores writes made during the build (src/server/page-cache/next-handler.mjs), so every page
   * is rendered from the database on its first request.
   */
  duringBuild: NoInfer<R>
}

type ReadEntry = { kind: 'WELLREAD_READ'; result: unknown; tags: string[]; refreshAt: number | null }

const inFlight = new Map<string, Promise<ReadEntry>>()

/**
 * A database read shared by every request and page until one of its tags is revalidated:
 *
 * - kept in this process's page cache under its tags and its result's tags, so editing any document it
 *   returned (a product inside an article, an image in the menu) drops it;
 * - those tags also become tags of the page being rendered, so the same edit regenerates exactly the pages
 *   that showed it;
 * - concurrent misses share one database round trip, and one render asks at most once (React `cache`);
 * - when a refresh fails (database down) the last result keeps serving;
 * - successes and connection failures are reported to the database health the HTTP server reads.
 *
 * Results are shared between requests: callers must not mutate them (frozen outside production to catch it).
 */
export function cachedRead<A extends unknown[], R>(
  options: CachedReadOptions<A, R>,
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const load = async (key: string, args: A): Promise<ReadEntry> => {
    // The read is dated by when it started: a revalidation while it runs makes its result out of date.
    const startedAt = orderedNow()
    try {
      const result = await read(...args)
      noteDatabaseSuccess()
      const tags = [...new Set([...options.tags(...args), ...(options.resultTags?.(result) ?? [])])]
      if (process.env.NODE_ENV !== 'production') deepFreeze(result)
      const entry: ReadEntry = {
        kind: 'WELLREAD_READ',
        result,
        tags,
        refreshAt: options.revalidate ? Date.now() + options.revalidate * 1000 : null,
      }
      pageCacheStore().set(key, entry, { tags, startedAt })
      return entry
    } catch (error) {
      noteDatabaseFailure(error)
      throw error
    }
  }

  return cache(async (...args: A): Promise<R> => {
    if (isBuildPhase()) return options.duringBuild
    const key = `wellread:read:${options.name}:${JSON.stringify(args)}`
    const cached = pageCacheStore().get(key)?.value as ReadEntry | undefined
    let entry = cached
    const start = () => {
      let pending = inFlight.get(key)
      if (!pending) {
        pending = load(key, args).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return pending
    }
    if (!entry) {
      entry = await start()
    } else if (entry.refreshAt !== null && entry.refreshAt <= Date.now()) {
      // Time to refresh: in the background, so that no request waits for the database meanwhile. A refresh
      // that fails keeps the last result.
      start().catch((error: unknown) => {
        log('cache').error({ err: error }, `refreshing ${options.name} failed; serving the previous result`)
      })
    }
    await tagPage(entry.tags, options.revalidate)
    return entry.result as R
  })
}

/**
 * Add tags to the page being rendered (and optionally shorten how long it is kept). Next adds the tags of
 * every `unstable_cache` read to the page that made it, so a tagged no-op read is how a page declares what it
 * shows. Outside a cacheable render (dynamic pages, route handlers) it costs one in-memory lookup.
 */
export async function tagPage(tags: readonly string[], revalidate?: number): Promise<void> {
  // Outside a Next.js server (integration tests, scripts) or in a lane (src/server/edge/lanes.mjs) there is no page
  // being rendered to tag.
  if (tags.length === 0 || isBuildPhase() || !process.env.NEXT_RUNTIME || currentRequestContext()?.lane)
    return
  const unique = [...new Set(tags)].sort()
  await unstable_cache(async () => true, ['wellread-page-tags', unique.join(','), String(revalidate ?? '')], {
    tags: unique,
    ...(revalidate ? { revalidate } : {}),
  })()
}

function deepFreeze(value: unknown, seen = new Set<object>()): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child, seen)
}
