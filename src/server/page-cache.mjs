// @ts-check
/**
 * The in-process store behind Next.js' incremental cache (`cache-handler.mjs`): rendered pages, route
 * handler responses and `unstable_cache` data, each with its cache tags. One per process (on globalThis), so
 * Next's handler and the app's revalidation helper see the same entries.
 */
import { config } from '../services/config.mjs'

/**
 * @typedef {{ value: Record<string, unknown>, lastModified: number, tags: string[] }} Entry
 * @typedef {{ tags?: string[], softTags?: string[] } | undefined} SetContext
 */

/** Fetch/data entries carry their tags in ctx; page entries in the x-next-cache-tags header (path tags). */
export function tagsOf(/** @type {any} */ data, /** @type {SetContext} */ ctx) {
  const header = data?.headers?.['x-next-cache-tags']
  const fromHeader = typeof header === 'string' ? header.split(',').filter(Boolean) : []
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...fromHeader])]
}

/**
 * @typedef {{ name: string, matches: (key: string) => boolean, max: number }} Partition
 * A family of entries with its own, smaller bound: one search results page is cached per query, so a flood
 * of made-up queries must not push articles out of the cache.
 */

/** Search results pages: Next keys a page by its route and path; the path follows "$". */
export const SEARCH_RESULTS_PARTITION = {
  name: 'search results',
  matches: (/** @type {string} */ key) => key.includes('$/search/results/'),
}

export class PageCacheStore {
  /**
   * @param {number} maxEntries
   * @param {Partition[]} [partitions]
   */
  constructor(maxEntries, partitions = []) {
    this.maxEntries = maxEntries
    this.partitions = partitions
    /** @type {Map<string, Entry>} */
    this.entries = new Map()
    /** Keys of each partition, least recently used first. @type {Map<Partition, Set<string>>} */
    this.partitionKeys = new Map(partitions.map((p) => [p, new Set()]))
  }

  /** @param {string} key */
  partitionOf(key) {
    return this.partitions.find((p) => p.matches(key))
  }

  /** @param {string} key */
  delete(key) {
    this.entries.delete(key)
    const partition = this.partitionOf(key)
    if (partition) this.partitionKeys.get(partition)?.delete(key)
  }

  /** @param {string} key @returns {Entry | null} */
  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    // Refresh its place in the least-recently-used order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    const partition = this.partitionOf(key)
    if (partition) {
      const keys = this.partitionKeys.get(partition)
      keys?.delete(key)
      keys?.add(key)
    }
    return entry
  }

  /** @param {string} key @param {unknown} data @param {SetContext} ctx */
  set(key, data, ctx) {
    this.delete(key)
    if (data === null || data === undefined) return
    this.entries.set(key, {
      value: /** @type {Record<string, unknown>} */ (data),
      lastModified: Date.now(),
      tags: tagsOf(data, ctx),
    })
    const partition = this.partitionOf(key)
    if (partition) {
      const keys = /** @type {Set<string>} */ (this.partitionKeys.get(partition))
      keys.add(key)
      while (keys.size > partition.max) {
        const oldest = keys.values().next().value
        if (oldest === undefined) break
        this.delete(oldest)
      }
    }
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  /**
   * Drop every entry carrying one of the tags; the next request renders it again.
   * @param {readonly string[]} tags
   * @returns {number} how many entries were dropped
   */
  invalidateTags(tags) {
    if (tags.length === 0) return 0
    const wanted = new Set(tags)
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) {
        this.delete(key)
        dropped += 1
      }
    }
    return dropped
  }

  get size() {
    return this.entries.size
  }
}

const KEY = Symbol.for('wellread.pageCache')

/** This process's page cache. */
export function pageCacheStore() {
  const scope = /** @type {Record<symbol, PageCacheStore | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  let store = scope[KEY]
  if (!store) {
    const max = config().cache.pageEntries
    // A quarter of the cache at most for search results pages.
    store = new PageCacheStore(max, [{ ...SEARCH_RESULTS_PARTITION, max: Math.max(10, Math.floor(max / 4)) }])
    scope[KEY] = store
  }
  return store
}
