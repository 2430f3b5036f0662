import { RateLimiterMemory } from 'rate-limiter-flexible'
import { STATE_KEY_PREFIX } from '../shared'
import type { KeyValueStore, RateLimiter, RateLimitRule, StateAdapter } from '../types'
import { asRateLimiter } from './rate-limit'

type Slot = { json: string; expiresAt: number | null }

/** Values in this process's memory, with lazy expiry (and a sweep when it grows). */
export function memoryKeyValueStore(now: () => number = Date.now): KeyValueStore {
  const slots = new Map<string, Slot>()
  const live = (key: string): Slot | null => {
    const slot = slots.get(key)
    if (!slot) return null
    if (slot.expiresAt !== null && slot.expiresAt <= now()) {
      slots.delete(key)
      return null
    }
    return slot
  }
  const sweep = () => {
    if (slots.size < 10_000) return
    for (const key of [...slots.keys()]) live(key)
  }
  return {
    async get<T>(key: string) {
      const slot = live(key)
      return slot ? (JSON.parse(slot.json) as T) : null
    },
    async set(key, value, options = {}) {
      sweep()
      slots.set(key, {
        json: JSON.stringify(value),
        expiresAt: options.ttlSeconds ? now() + options.ttlSeconds * 1000 : null,
      })
    },
    async delete(key) {
      slots.delete(key)
    },
    async increment(key, { by = 1, ttlSeconds } = {}) {
      const slot = live(key)
      const total = (slot ? (JSON.parse(slot.json) as number) : 0) + by
      slots.set(key, {
        json: JSON.stringify(total),
        expiresAt: slot ? slot.expiresAt : ttlSeconds ? now() + ttlSeconds * 1000 : null,
      })
      return total
    },
    async claim(key, holder, ttlSeconds) {
      const slot = live(key)
      if (slot && JSON.parse(slot.json) !== holder) return false
      slots.set(key, { json: JSON.stringify(holder), expiresAt: now() + ttlSeconds * 1000 })
      return true
    },
  }
}

export function memoryRateLimiter(rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterMemory({
    keyPrefix: `${STATE_KEY_PREFIX}rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  })
  return asRateLimiter(limiter, rule)
}

/** The default: state in this process. Right for one app instance; use Redis for several. */
export function memoryStateAdapter(): StateAdapter {
  return {
    kind: 'memory',
    store: memoryKeyValueStore(),
    rateLimiter: memoryRateLimiter,
    close: async () => {},
  }
}
