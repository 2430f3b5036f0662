// Next.js incremental cache (ISR pages, route handler responses) kept in this process's memory.
//
// Next's default handler writes rendered pages under .next/, so they outlive the process and the database
// they were rendered from: a restart against another database, or after a restore, served old pages. Here
// the cache belongs to the running instance and starts empty, and a page is rendered again on its first
// request after a start. Bounded (least recently used entries go first). The scale-out work replaces this
// with a shared handler (Redis) so that a publish invalidates every instance.

const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES || 2000)
const entries = new Map()

/** Fetch entries carry their tags in ctx; page entries in the x-next-cache-tags header (implicit path tags). */
function tagsOf(data, ctx) {
  const header = data?.headers?.['x-next-cache-tags']
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...fromHeader])]
}

export default class InProcessCacheHandler {
  constructor(options) {
    this.options = options
  }

  async get(key) {
    const entry = entries.get(key)
    if (!entry) return null
    // Refresh its place in the LRU order.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  async set(key, data, ctx) {
    entries.delete(key)
    if (data === null || data === undefined) return
    entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) })
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value)
  }

  async revalidateTag(tags) {
    const list = [tags].flat()
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => list.includes(tag))) entries.delete(key)
    }
  }

  resetRequestCache() {}
}
