// @ts-check
/**
 * The store behind Next.js' incremental cache (`src/server/page-cache/next-handler.mjs`): rendered pages, route handler responses
 * and `unstable_cache` data, each with its cache tags; also the app's own cached reads (src/cms/cache.ts). One
 * per process (on globalThis), so Next's handler, the app's revalidation helper and the HTTP edge
 * (`src/server/edge/cached-answers.mjs`, which answers page hits without Next.js) see the same entries.
 *
 * Freshness (docs/adr/0015):
 * - every entry is dated by when the work that produced it *started* (a render, a database read), and every
 *   tag by when it was last revalidated; an entry is valid only if it started after each of its tags was
 *   last revalidated. Revalidating drops the entries that carry the tag at once; the dates also reject a
 *   render that was in flight when the tag was revalidated (it may have read the old content) when it tries
 *   to store its result, and entries another instance rendered before the revalidation;
 * - with a shared tier (Redis, `shared-cache.mjs`), revalidations are published to every instance and
 *   rendered pages are shared; without one, everything stays in this process.
 */
import { config } from '../../platform/config.mjs'
import { log } from '../../platform/log.mjs'
import { scrapeGauge, serverMetrics } from '../../platform/prometheus.mjs'
import { currentRequestContext } from '../edge/request-context.mjs'
import { orderedNow } from './clock.mjs'

/**
 * @typedef {{ value: Record<string, unknown>, lastModified: number, tags: string[], cacheControl?: { revalidate?: number | false, expire?: number } }} Entry
 *   `lastModified`: when the work that produced the value started (ms since the epoch).
 * @typedef {{ tags?: string[], softTags?: string[], cacheControl?: Entry['cacheControl'], startedAt?: number } | undefined} SetContext
 * @typedef {{ name: string, matches: (key: string) => boolean, max: number }} Partition
 *   A family of entries with its own, smaller bound: one search results page is cached per query, so a
 *   flood of made-up queries must not push articles out of the cache.
 * @typedef {object} SharedTier what the store asks of a cache shared by several instances
 * @property {(tags: readonly string[], at: number) => void} publish tell every instance these tags were revalidated
 * @property {(key: string, entry: Entry) => void} save keep a rendered page for the other instances
 * @property {(key: string) => Promise<Entry | null>} load a page another instance rendered, or null
 * @property {boolean} connected whether the instance is joined to the shared cache now
 * @typedef {'edit' | 'commit' | 'peer' | 'next'} RevalidationReason why tags were revalidated (docs/adr/0027 §8)
 */

/** Fetch/data entries carry their tags in ctx; page entries in the x-next-cache-tags header (path tags). */
export function tagsOf(/** @type {any} */ data, /** @type {SetContext} */ ctx) {
  const header = data?.headers?.['x-next-cache-tags']
  const fromHeader = typeof header === 'string' ? header.split(',').filter(Boolean) : []
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...fromHeader])]
}

/** Kinds of entry that are whole responses (a page, a feed): the ones the edge serves and instances share. */
export const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE'])

/** Search results pages: Next keys a page by its route and path; the path follows "$". */
export const SEARCH_RESULTS_PARTITION = {
  name: 'search results',
  matches: (/** @type {string} */ key) => key.includes('$/search/results/'),
}

/**
 * How long a tag's revalidation time is remembered. Entries older than the tag were dropped when it was
 * revalidated; the time only has to outlive renders in flight and pages shared between instances, which
 * expire after a day (SHARED_ENTRY_TTL_SECONDS).
 */
export const TAG_MEMORY_MS = 25 * 60 * 60 * 1000

/**
 * List tags: after their revalidation a page may be served stale while it renders again (docs/adr/0015 §2b).
 * `articles` (CACHE_TAGS.articles, src/cms/cacheTags.ts), which every article change revalidates and every list
 * of articles carries (home, sections, search results, feeds), and `listed:<path>` (CACHE_TAGS.articleListed),
 * which pages listing that article carry (read-next lists). An article's own page carries `article:<path>`,
 * which is never served stale: an edit shows at once where it is.
 * @param {string} tag
 */
export const isListTag = (tag) => tag === 'articles' || tag.startsWith('listed:')

export class PageCacheStore {
  /**
   * @param {number} maxEntries
   * @param {Partition[]} [partitions]
   * @param {{ now?: () => number, serveStaleMs?: number }} [options] `serveStaleMs`: how long a page only a list
   *   tag made out of date may still be served while it renders again (0: never; docs/adr/0015 §2b)
   */
  constructor(maxEntries, partitions = [], { now = orderedNow, serveStaleMs = 0 } = {}) {
    this.maxEntries = maxEntries
    /** How long after a list tag's revalidation its pages may be served stale (0: never). */
    this.serveStaleMs = serveStaleMs
    /**
     * Pages dropped because a list tag was revalidated, each with when: served (by Next.js, which renders
     * them again in the background) until a fresh one is stored or `serveStaleMs` has passed. Oldest first.
     * @type {Map<string, { entry: Entry, since: number }>}
     */
    this.stale = new Map()
    this.partitions = partitions
    this.now = now
    /** @type {Map<string, Entry>} */
    this.entries = new Map()
    /** Keys of each partition, least recently used first. @type {Map<Partition, Set<string>>} */
    this.partitionKeys = new Map(partitions.map((p) => [p, new Set()]))
    /** When each tag was last revalidated (ms). @type {Map<string, number>} */
    this.tagTimes = new Map()
    /** @type {SharedTier | null} */
    this.shared = null
    /** @type {Set<(tags: readonly string[]) => void>} */
    this.listeners = new Set()
    /** @type {Set<(key: string) => void>} */
    this.deleteListeners = new Set()
    this.lastPrune = now()
  }

  /** @param {string} key */
  partitionOf(key) {
    return this.partitions.find((p) => p.matches(key))
  }

  /** @param {string} key */
  delete(key) {
    if (!this.entries.delete(key)) return
    const partition = this.partitionOf(key)
    if (partition) this.partitionKeys.get(partition)?.delete(key)
    for (const listener of this.deleteListeners) listener(key)
  }

  /**
   * Call `listener` with each key this store drops (revalidated, evicted, out of date): the edge forgets what
   * it kept of that entry at once, instead of when its address is next asked. Returns a function that removes it.
   * @param {(key: string) => void} listener
   */
  onDelete(listener) {
    this.deleteListeners.add(listener)
    return () => this.deleteListeners.delete(listener)
  }

  /**
   * Whether an entry is still good: it started after every one of its tags was last revalidated.
   * @param {Entry} entry
   */
  isValid(entry) {
    for (const tag of entry.tags) {
      const at = this.tagTimes.get(tag)
      if (at !== undefined && at >= entry.lastModified) return false
    }
    return true
  }

  /**
   * The entry under `key` if it is still valid, without changing its place in the eviction order (the
   * edge's lookup on every page hit).
   * @param {string} key @returns {Entry | null}
   */
  peek(key) {
    const entry = this.entries.get(key)
    return entry && this.isValid(entry) ? entry : null
  }

  /** @param {string} key @returns {Entry | null} */
  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (!this.isValid(entry)) {
      this.delete(key)
      return null
    }
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

  /**
   * Store a value. It is dated by when the work that produced it started: `ctx.startedAt`, else the start of
   * the request being handled, else now. A value whose tags were revalidated since then is not kept.
   *
   * @param {string} key @param {unknown} data @param {SetContext} ctx
   * @returns {Entry | null} the entry kept, or null
   */
  set(key, data, ctx) {
    this.delete(key)
    if (data === null || data === undefined) return null
    /** @type {Entry} */
    const entry = {
      value: /** @type {Record<string, unknown>} */ (data),
      lastModified: ctx?.startedAt ?? currentRequestContext()?.startedAt ?? this.now(),
      tags: tagsOf(data, ctx),
      ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
    }
    if (!this.isValid(entry)) {
      // Rendered while a list tag was revalidated again: newer than the stale copy, and as good to serve.
      const kept = this.stale.get(key)
      if (kept && this.outdatedOnlyByLists(entry)) this.stale.set(key, { entry, since: kept.since })
      return null
    }
    this.stale.delete(key)
    this.keep(key, entry)
    if (this.shared && RESPONSE_KINDS.has(String(entry.value.kind))) this.shared.save(key, entry)
    return entry
  }

  /**
   * Whether only list tags were revalidated since the entry started.
   * @param {Entry} entry
   */
  outdatedOnlyByLists(entry) {
    for (const tag of entry.tags) {
      const at = this.tagTimes.get(tag)
      if (at !== undefined && at >= entry.lastModified && !isListTag(tag)) return false
    }
    return true
  }

  /**
   * Keep an entry another instance rendered (from the shared tier), if it is still valid.
   * @param {string} key @param {Entry} entry @returns {Entry | null}
   */
  adopt(key, entry) {
    if (!this.isValid(entry)) return null
    this.stale.delete(key)
    this.delete(key)
    this.keep(key, entry)
    return entry
  }

  /** @param {string} key @param {Entry} entry */
  keep(key, entry) {
    this.entries.set(key, entry)
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
   * Revalidate tags: drop every entry carrying one of them that started before `at` (the next request renders
   * it again), remember when, and tell the other instances (unless the news came from them).
   *
   * @param {readonly string[]} tags
   * @param {{ at?: number, fromShared?: boolean, reason?: RevalidationReason }} [options]
   *   `reason`: what the metrics count it as (`peer` when it came from another instance)
   * @returns {number} how many entries were dropped
   */
  invalidateTags(tags, { at = this.now(), fromShared = false, reason = fromShared ? 'peer' : 'edit' } = {}) {
    if (tags.length === 0) return 0
    for (const tag of tags) {
      const previous = this.tagTimes.get(tag)
      if (previous === undefined || previous < at) this.tagTimes.set(tag, at)
    }
    const wanted = new Set(tags)
    const strict = new Set(tags.filter((tag) => !isListTag(tag)))
    let dropped = 0
    for (const [key, entry] of this.entries) {
      // Entries that started after the revalidation (possible when the news comes from another instance) stay.
      if (entry.lastModified <= at && entry.tags.some((tag) => wanted.has(tag))) {
        this.delete(key)
        dropped += 1
        // A page that only a list tag made out of date is kept to be served while it renders again.
        if (
          this.serveStaleMs > 0 &&
          RESPONSE_KINDS.has(String(entry.value.kind)) &&
          !entry.tags.some((t) => strict.has(t))
        )
          this.keepStale(key, entry, at)
      }
    }
    // A page already stale that another tag made out of date is no longer good even stale; nor one stale too
    // long (a search nobody repeats would otherwise keep its page here until the bound).
    const now = this.now()
    for (const [key, { entry, since }] of this.stale)
      if (now - since > this.serveStaleMs || entry.tags.some((tag) => strict.has(tag))) this.stale.delete(key)
    if (!fromShared) this.shared?.publish(tags, at)
    const metrics = serverMetrics()
    metrics.revalidations.inc({ reason })
    metrics.revalidatedEntries.inc({ reason }, dropped)
    for (const listener of this.listeners) {
      try {
        listener(tags)
      } catch (error) {
        log('page-cache').error({ err: error }, 'a revalidation listener failed')
      }
    }
    this.pruneTagTimes()
    return dropped
  }

  /**
   * @param {string} key @param {Entry} entry @param {number} since
   */
  keepStale(key, entry, since) {
    // Only a fresh entry goes stale, and storing a fresh entry ends the stale one: the key is not here yet.
    this.stale.set(key, { entry, since })
    while (this.stale.size > this.maxEntries) {
      const oldest = this.stale.keys().next().value
      if (oldest === undefined) break
      this.stale.delete(oldest)
    }
  }

  /**
   * The page last stored under `key`, if a list tag's revalidation made it out of date less than
   * `serveStaleMs` ago and nothing else did: Next.js serves it and renders the page again in the background.
   * @param {string} key @returns {Entry | null}
   */
  staleEntry(key) {
    const kept = this.stale.get(key)
    if (!kept) return null
    if (this.now() - kept.since > this.serveStaleMs) {
      this.stale.delete(key)
      return null
    }
    return kept.entry
  }

  /**
   * Merge revalidation times learnt from the shared tier (when joining or rejoining it), dropping the
   * entries they make out of date.
   * @param {Iterable<[string, number]>} times
   */
  mergeTagTimes(times) {
    /** @type {Map<number, string[]>} */
    const newer = new Map()
    for (const [tag, at] of times) {
      const previous = this.tagTimes.get(tag)
      if (previous !== undefined && previous >= at) continue
      const list = newer.get(at) ?? []
      list.push(tag)
      newer.set(at, list)
    }
    for (const [at, tags] of newer) this.invalidateTags(tags, { at, fromShared: true })
  }

  /**
   * Call `listener` with the tags of every revalidation, local or from another instance (the search index
   * looks for new articles at once). Returns a function that removes it.
   * @param {(tags: readonly string[]) => void} listener
   */
  onInvalidate(listener) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  pruneTagTimes() {
    const now = this.now()
    if (now - this.lastPrune < 60 * 60 * 1000) return
    this.lastPrune = now
    for (const [tag, at] of this.tagTimes) if (now - at > TAG_MEMORY_MS) this.tagTimes.delete(tag)
  }

  get size() {
    return this.entries.size
  }

  /** Roughly how many bytes the entries' values hold (their strings and buffers): the page-cache gauge. */
  get bytes() {
    let total = 0
    for (const entry of this.entries.values()) total += entryBytes(entry)
    for (const { entry } of this.stale.values()) total += entryBytes(entry)
    return total
  }
}

/** Each entry's size, measured once: an entry is never changed once stored. @type {WeakMap<Entry, number>} */
const sizes = new WeakMap()

/** @param {Entry} entry */
function entryBytes(entry) {
  let size = sizes.get(entry)
  if (size === undefined) {
    size = valueBytes(entry.value, 0)
    sizes.set(entry, size)
  }
  return size
}

/**
 * The bytes of the strings and buffers in a value (a page's HTML and RSC payload, a route's body, a read's
 * data), walked a few levels deep; numbers and the like count 8.
 * @param {unknown} value @param {number} depth
 * @returns {number}
 */
function valueBytes(value, depth) {
  if (typeof value === 'string') return Buffer.byteLength(value)
  if (value instanceof Uint8Array) return value.byteLength
  if (value === null || typeof value !== 'object') return 8
  if (depth > 6) return 0
  let total = 0
  const values = value instanceof Map ? value.values() : Object.values(value)
  for (const inner of values) total += valueBytes(inner, depth + 1)
  return total
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
    store = new PageCacheStore(
      max,
      [{ ...SEARCH_RESULTS_PARTITION, max: Math.max(10, Math.floor(max / 4)) }],
      {
        serveStaleMs: config().cache.listStaleSeconds * 1000,
      },
    )
    scope[KEY] = store
    // Read at each scrape, not kept up to date on every store.
    scrapeGauge({
      name: 'wellread_page_cache_entries',
      help: "Entries in this process's page cache (pages, route answers, cached reads).",
      read: (gauge) => gauge.set(pageCacheStore().size),
    })
    scrapeGauge({
      name: 'wellread_page_cache_bytes',
      help: "Bytes held by this process's page-cache entries (their strings and buffers, roughly).",
      read: (gauge) => gauge.set(pageCacheStore().bytes),
    })
  }
  return store
}
