import { RateLimiterRes } from 'rate-limiter-flexible'
import { log } from '../../log.mjs'
import type { RateLimitDecision, RateLimiter, RateLimitRule } from '../types'

type Consumable = {
  consume(key: string, points?: number): Promise<RateLimiterRes>
  delete(key: string): Promise<boolean>
}

/** rate-limiter-flexible's answers (it rejects with a RateLimiterRes when the limit is reached) as a decision. */
export async function decide(
  limiter: Consumable,
  key: string,
  points: number,
  max: number,
): Promise<RateLimitDecision> {
  try {
    const res = await limiter.consume(key, points)
    return {
      allowed: true,
      remaining: Math.max(0, res.remainingPoints),
      retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000),
    }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    }
    // The store failed (an insurance limiter normally answers instead): fail open, never lock people out.
    log('state').error({ err: rejection }, 'rate limiter failed; allowing the attempt')
    return { allowed: true, remaining: max, retryAfterSeconds: 0 }
  }
}

/** A rate-limiter-flexible limiter for a rule, as the state service's RateLimiter. */
export function asRateLimiter(limiter: Consumable, rule: RateLimitRule): RateLimiter {
  return {
    consume: (key, points = 1) => decide(limiter, key, points, rule.points),
    reset: async (key) => {
      await limiter.delete(key)
    },
  }
}
