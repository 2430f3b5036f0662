import 'server-only'
import type { RateLimitName } from './config.mjs'
import type { OriginRule, RequestGate } from './http'
import { trustedOrigins } from './runtime'
import { namedRateLimiter } from './state'

/**
 * A call's gate in this process (`gateRefusal` in ./http.ts): the site's origins under `origin`'s rule, and the
 * per-address limit `limit` as configured (RATE_LIMITS), if the call has one. docs/security-review.md lists
 * each call's.
 */
export function siteGate(limit: RateLimitName | null, origin: OriginRule = 'same-origin'): RequestGate {
  return {
    trustedOrigins: trustedOrigins(),
    origin,
    ...(limit ? { limiter: namedRateLimiter(limit) } : {}),
  }
}
