import 'server-only'
import { config, type RateLimitName } from '../config.mjs'
import { singleton } from '../singleton'
import { memoryStateAdapter } from './adapters/memory'
import { redisStateAdapter } from './adapters/redis'
import type { RateLimiter, RateLimitRule, StateAdapter } from './types'

export type { KeyValueStore, RateLimitDecision, RateLimiter, RateLimitRule } from './types'

/** This process's state adapter: Redis when configured (`REDIS_URL`, `STATE_ADAPTER`), else memory. */
export function stateAdapter(): StateAdapter {
  return singleton('state.adapter', () => {
    const { adapters, redisUrl } = config()
    return adapters.state === 'redis' && redisUrl ? redisStateAdapter(redisUrl) : memoryStateAdapter()
  })
}

/** The shared key-value store. */
export function stateStore() {
  return stateAdapter().store
}

/** A rate limiter for a rule, created once per process per rule name. */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  return singleton(`state.rateLimiter.${rule.name}.${rule.points}.${rule.durationSeconds}`, () =>
    stateAdapter().rateLimiter(rule),
  )
}

/**
 * The limiter of one of the per-address limits without a variable of its own (`RATE_LIMIT_DEFAULTS` in
 * config.mjs), as configured: its default, or RATE_LIMITS' override.
 */
export function namedRateLimiter(name: RateLimitName): RateLimiter {
  return rateLimiter({ name, ...config().rateLimits[name] })
}
