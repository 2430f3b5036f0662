import 'server-only'
import {
  clientAddress,
  noContent,
  parseJsonBody,
  tooManyRequests,
  unavailable,
  withErrors,
} from '@/platform/http'
import type { RateLimiter } from '@/platform/state'
import { commerceEventsBody } from './schema'
import type { CommerceEvent } from './shared'

/** Beacons a client address may send per minute (a reader's page sends one every few seconds at most). */
export const BEACONS_PER_MINUTE = 120

/** The 503's message when a beacon's events could not be stored. */
export const NOT_STORED_MESSAGE =
  'The events could not be stored right now. Please send them again in a moment.'

/**
 * `POST /api/commerce/events`: product impressions and clicks from the page's tracking island, by beacon
 * (`text/plain` from `navigator.sendBeacon`, or JSON). Validated with zod (400 with a message), limited per
 * client address (429). `record` resolves once the events are stored (the counter's group commit), and only
 * then is the beacon answered 204 (nothing to read back); if it rejects, nothing was stored and the answer
 * is 503 with Retry-After, never 2xx and never 500.
 */
export async function handleCommerceEvents(
  request: Request,
  limiter: RateLimiter,
  record: (events: CommerceEvent[]) => Promise<void>,
  maxBytes = 16_384,
): Promise<Response> {
  return withErrors('commerce-events', async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many events.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, commerceEventsBody, {
      maxBytes,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    try {
      await record(parsed.value.events)
    } catch {
      // Not stored: a failed write (the counter logs it once per write, not per beacon), too much waiting,
      // or the counter is stopping.
      return unavailable(NOT_STORED_MESSAGE)
    }
    return noContent()
  })
}
