import 'server-only'
import { CountsNotStoredError } from '@/platform/counts/groupCommit'
import {
  clientAddress,
  json,
  noContent,
  parseJsonBody,
  tooManyRequests,
  unavailable,
  withErrors,
} from '@/platform/http'
import { type RateLimiter, rateLimiter } from '@/platform/state'
import type { ErrorRecorder } from './index'
import { errorsBody, MAX_ERRORS_BODY_BYTES } from './schema'

/** Error beacons a client address may send per minute: a page sends a few; a broken one, no more than this. */
export const ERROR_BEACONS_PER_MINUTE = 60

/** sendBeacon sends text/plain (a "simple" request); the fallback POST sends JSON. */
const BEACON_TYPES = ['application/json', 'text/plain']

/**
 * `POST /api/errors` (issue 29, ADR 27 §9): a page's error reports. The per-address limit (429 with
 * Retry-After), the body as the beacon or the JSON fallback sends it (at most 64 KiB: 413; another type: 415),
 * checked strictly (400 naming the field), then recorded: 204 once stored, 503 when the database could not
 * take it. The User-Agent gives the browser family and is not kept.
 */
export function handleErrors(
  request: Request,
  limiter: RateLimiter,
  recorder: Pick<ErrorRecorder, 'recordReports'>,
): Promise<Response> {
  return withErrors('errors', async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many error reports.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, errorsBody, {
      maxBytes: MAX_ERRORS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    try {
      await recorder.recordReports(parsed.value, request.headers.get('user-agent'))
    } catch (error) {
      if (error instanceof CountsNotStoredError) return unavailable()
      throw error
    }
    return noContent()
  })
}

/** The error beacons' own limiter: a page's error storm does not use up its metrics beacons, nor the reverse. */
export function errorsLimiter(): RateLimiter {
  return rateLimiter({ name: 'errors', points: ERROR_BEACONS_PER_MINUTE, durationSeconds: 60 })
}

/**
 * `GET /api/build`: the build this server runs (next.config.ts's `deploymentId`), for a page whose chunk failed
 * to load to tell a deploy (reload) from a network failure (`src/ui/deploySkew.ts`). Never cached.
 */
export function handleBuild(build: string): Response {
  return json({ build })
}
