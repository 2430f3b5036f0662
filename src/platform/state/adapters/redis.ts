import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { log } from '../../log.mjs'
import { instrumentRedis } from '../../prometheus.mjs'
import { STATE_KEY_PREFIX } from '../shared'
import type { KeyValueStore, RateLimiter, RateLimitRule, StateAdapter } from '../types'
import { asRateLimiter } from './rate-limit'

/** Takes or renews a lease in one step: KEYS[1] is set to ARGV[1] for ARGV[2] ms if free or already ARGV[1]'s. */
const CLAIM_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current == false or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`

/**
 * Values and counts in Redis, shared by every app instance. Keys are prefixed `wellread:`. Commands fail
 * fast while Redis is unreachable (no offline queue); rate limiters then fall back to per-instance memory
 * limits (rate-limiter-flexible's insurance limiter) rather than failing requests.
 */
export function redisStateAdapter(url: string): StateAdapter {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  })
  instrumentRedis(redis, 'state')
  redis.on('error', (err) => {
    log('state').error(`redis: ${err.message}`)
  })
  const k = (key: string) => `${STATE_KEY_PREFIX}kv:${key}`
  const ready = () =>
    redis.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('redis is not reachable')), 2000)
          redis.once('ready', () => {
            clearTimeout(timer)
            resolve()
          })
        })

  const store: KeyValueStore = {
    async get<T>(key: string) {
      await ready()
      const raw = await redis.get(k(key))
      return raw === null ? null : (JSON.parse(raw) as T)
    },
    async set(key, value, options = {}) {
      await ready()
      const json = JSON.stringify(value)
      if (options.ttlSeconds) await redis.set(k(key), json, 'EX', options.ttlSeconds)
      else await redis.set(k(key), json)
    },
    async delete(key) {
      await ready()
      await redis.del(k(key))
    },
    async increment(key, { by = 1, ttlSeconds } = {}) {
      await ready()
      if (!ttlSeconds) return redis.incrby(k(key), by)
      // The window starts with the first increment: set the expiry only when the key has none (Redis 7).
      const results = await redis.multi().incrby(k(key), by).expire(k(key), ttlSeconds, 'NX').exec()
      const [incr] = results ?? []
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('redis transaction was aborted')
      return incr[1] as number
    },
    async claim(key, holder, ttlSeconds) {
      await ready()
      const held = await redis.eval(
        CLAIM_SCRIPT,
        1,
        k(key),
        JSON.stringify(holder),
        String(ttlSeconds * 1000),
      )
      return held === 1
    },
  }

  const rateLimiter = (rule: RateLimitRule): RateLimiter => {
    const keyPrefix = `${STATE_KEY_PREFIX}rl:${rule.name}`
    const limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({
        keyPrefix,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    })
    return asRateLimiter(limiter, rule)
  }

  return {
    kind: 'redis',
    store,
    rateLimiter,
    close: async () => {
      redis.disconnect()
    },
  }
}
