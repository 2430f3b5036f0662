import 'server-only'
import { config } from '@/platform/config.mjs'
import { clientAddress } from '@/platform/http'
import { rateLimiter } from '@/platform/state'

/** The CMS's account endpoints that take a password or send email: each attempt counts. */
const ACCOUNT_ACTIONS = /\/users\/(login|forgot-password|reset-password|unlock)\/?$/

export function signInLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many sign-in attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * A per-address limit on sign-in, password-reset and unlock attempts to the CMS (`LOGIN_RATE_LIMIT_MAX`
 * per `LOGIN_RATE_LIMIT_WINDOW_SECONDS`; shared by every instance when Redis is configured). It comes on top
 * of Payload's per-account lockout (10 failures lock an account for 10 minutes), which alone cannot stop
 * one address trying many accounts. Returns the 429 answer, in Payload's error shape so the admin's sign-in
 * form shows its message, or null to let the request through.
 */
export async function limitSignIns(request: Request): Promise<Response | null> {
  if (request.method !== 'POST' || !ACCOUNT_ACTIONS.test(new URL(request.url).pathname)) return null
  // Without the HTTP server in front there is no trustworthy address; the per-account lockout still applies.
  const address = clientAddress(request)
  if (!address) return null
  const { max, windowSeconds } = config().loginRateLimit
  const decision = await rateLimiter({
    name: 'cms-sign-in',
    points: max,
    durationSeconds: windowSeconds,
  }).consume(address)
  if (decision.allowed) return null
  return Response.json(
    { errors: [{ message: signInLimitMessage(decision.retryAfterSeconds) }] },
    {
      status: 429,
      headers: { 'retry-after': String(decision.retryAfterSeconds), 'cache-control': 'no-store' },
    },
  )
}
