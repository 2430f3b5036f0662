// @ts-check
/**
 * The page cache shared by every instance, in Redis (when REDIS_URL is set). docs/adr/0015.
 *
 * - Tags: when an instance revalidates tags, it records the time in one Redis hash (the later time wins) and
 *   publishes them on a channel; every instance drops its own entries carrying them at once. An instance
 *   that joins, or rejoins after losing Redis, reads the whole hash and drops what it makes out of date.
 * - Pages: a page (or feed) one instance rendered is stored in Redis for a day, under the build's id, so
 *   another instance serves it without rendering it again; it is checked against the tag times like any
 *   entry. The edge keeps answering from each instance's own memory: Redis is read only on a local miss.
 * - Redis down: commands fail at once (no offline queue; a short timeout when it hangs), each instance
 *   carries on with its own memory, revalidations made meanwhile are kept and published when Redis returns.
 */
import { randomUUID } from 'node:crypto'
import v8 from 'node:v8'
import { Redis } from 'ioredis'
import { log as logFor } from '../../platform/log.mjs'
import { instrumentRedis } from '../../platform/prometheus.mjs'

export const TAGS_KEY = 'wellread:cache:tags'
export const CHANNEL = 'wellread:cache:revalidate'
/** Pages shared between instances expire after a day; the tag times outlive them (TAG_MEMORY_MS). */
export const SHARED_ENTRY_TTL_SECONDS = 24 * 60 * 60
/** How long a cache read from Redis may take before the instance renders the page itself. */
export const SHARED_READ_TIMEOUT_MS = 250

/**
 * Sets the time of each tag (ARGV[4…]) in the hash KEYS[1] to the later of the stored one and ARGV[1], then
 * publishes ARGV[3] on channel ARGV[2]: one round trip, and no instance can read the hash between the two.
 */
const REVALIDATE_SCRIPT = `
local at = tonumber(ARGV[1])
for i = 4, #ARGV do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if current < at then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`

/**
 * @param {{
 *   url: string,
 *   store: import('./store.mjs').PageCacheStore,
 *   buildId: string,
 *   log?: (message: string) => void,
 *   readTimeoutMs?: number,
 * }} options
 */
export function createSharedTier({
  url,
  store,
  buildId,
  log = (m) => logFor('page-cache').info(m),
  readTimeoutMs = SHARED_READ_TIMEOUT_MS,
}) {
  const instance = randomUUID()
  const connection = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: readTimeoutMs,
    retryStrategy: (/** @type {number} */ attempt) => Math.min(250 * attempt, 2000),
  }
  const client = new Redis(url, connection)
  instrumentRedis(client, 'page_cache')
  // The subscriber waits for messages indefinitely (no command timeout), and its SUBSCRIBE waits for the
  // connection (ioredis subscribes again by itself after every reconnect).
  const subscriber = new Redis(url, {
    connectTimeout: connection.connectTimeout,
    retryStrategy: connection.retryStrategy,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  })
  /** Revalidations Redis has not heard of yet (it was unreachable). @type {Map<string, number>} */
  const pending = new Map()
  let up = false
  let closing = false
  let lastError = ''
  const entryKey = (/** @type {string} */ key) => `wellread:cache:page:${buildId}:${key}`

  const noteError = (/** @type {string} */ what, /** @type {unknown} */ error) => {
    const message = error instanceof Error ? error.message : String(error)
    if (message !== lastError) log(`${what}: ${message} (serving from this instance's memory)`)
    lastError = message
  }

  client.on('error', (error) => noteError('redis', error))
  subscriber.on('error', () => {})
  client.on('close', () => {
    if (up && !closing) log('lost Redis: each instance serves from its own memory until it returns')
    up = false
  })
  client.on('ready', () => {
    void rejoin()
  })
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; read the hash again in case messages were missed.
    void rejoin()
  })
  // A join that failed while Redis answered (a timeout) is tried again.
  const retry = setInterval(() => {
    if (!up && !closing && client.status === 'ready') void rejoin()
  }, 2000)
  retry.unref()
  void subscriber.subscribe(CHANNEL).catch((error) => noteError('subscribe', error))
  subscriber.on('message', (_channel, message) => {
    try {
      const { tags, at, from } = JSON.parse(message)
      if (from === instance || !Array.isArray(tags) || typeof at !== 'number') return
      store.invalidateTags(
        tags.filter((t) => typeof t === 'string'),
        { at, fromShared: true },
      )
    } catch (error) {
      noteError('a revalidation message', error)
    }
  })

  /** @type {Promise<void> | null} */
  let rejoining = null
  let again = false
  /** Publish what was revalidated while Redis was away, then catch up on what others revalidated. */
  function rejoin() {
    if (rejoining) {
      again = true
      return rejoining
    }
    rejoining = join().finally(() => {
      rejoining = null
      if (again) {
        again = false
        void rejoin()
      }
    })
    return rejoining
  }

  async function join() {
    try {
      if (client.status !== 'ready') return
      const waiting = [...pending]
      pending.clear()
      /** @type {Map<number, string[]>} */
      const byTime = new Map()
      for (const [tag, at] of waiting) byTime.set(at, [...(byTime.get(at) ?? []), tag])
      for (const [at, tags] of byTime) await send(tags, at)
      const stored = await client.hgetall(TAGS_KEY)
      store.mergeTagTimes(
        Object.entries(stored)
          .map(([tag, at]) => /** @type {[string, number]} */ ([tag, Number(at)]))
          .filter(([, at]) => Number.isFinite(at)),
      )
      if (!up) log(`joined the shared cache in Redis (${Object.keys(stored).length} tags known)`)
      up = true
      lastError = ''
    } catch (error) {
      noteError('joining the shared cache', error)
    }
  }

  /** @param {readonly string[]} tags @param {number} at */
  async function send(tags, at) {
    try {
      await client.eval(
        REVALIDATE_SCRIPT,
        1,
        TAGS_KEY,
        String(at),
        CHANNEL,
        JSON.stringify({ tags, at, from: instance }),
        ...tags,
      )
    } catch (error) {
      for (const tag of tags) pending.set(tag, Math.max(pending.get(tag) ?? 0, at))
      noteError('publishing a revalidation', error)
    }
  }

  /** @type {import('./store.mjs').SharedTier & { close(): Promise<void>, readonly connected: boolean, readonly state: { connected: boolean, client: string, subscriber: string, pending: number } }} */
  const tier = {
    publish(tags, at) {
      if (client.status !== 'ready') {
        for (const tag of tags) pending.set(tag, Math.max(pending.get(tag) ?? 0, at))
        return
      }
      void send(tags, at)
    },
    save(key, entry) {
      if (client.status !== 'ready') return
      let payload
      try {
        payload = v8.serialize({
          value: entry.value,
          lastModified: entry.lastModified,
          tags: entry.tags,
          cacheControl: entry.cacheControl,
        })
      } catch (error) {
        noteError('storing a page', error)
        return
      }
      client.set(entryKey(key), payload, 'EX', SHARED_ENTRY_TTL_SECONDS).catch((error) => {
        noteError('storing a page', error)
      })
    },
    async load(key) {
      if (client.status !== 'ready') return null
      try {
        const raw = await client.getBuffer(entryKey(key))
        if (!raw) return null
        const entry = v8.deserialize(raw)
        if (!entry || typeof entry !== 'object' || !Array.isArray(entry.tags)) return null
        if (typeof entry.lastModified !== 'number' || !entry.value) return null
        return entry
      } catch (error) {
        noteError('reading a page', error)
        return null
      }
    },
    async close() {
      closing = true
      clearInterval(retry)
      for (const connection of [client, subscriber]) {
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect())
        else connection.disconnect()
      }
    },
    get connected() {
      return up && client.status === 'ready'
    },
    /** For the health endpoint and diagnostics. */
    get state() {
      return {
        connected: up && client.status === 'ready',
        client: client.status,
        subscriber: subscriber.status,
        pending: pending.size,
      }
    },
  }
  return tier
}
