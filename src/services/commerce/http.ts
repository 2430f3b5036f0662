import 'server-only'
import { clientAddress, parseJsonBody, tooManyRequests, withErrors } from '../http'
import type { RateLimiter } from '../state'
import { commerceEventsBody } from './schema'
import type { CommerceEvent } from './shared'

/** Beacons a client address may send per minute (a reader's page sends one every few seconds at most). */
export const BEACONS_PER_MINUTE = 120

/**
 * `POST /api/commerce/events`: product impressions and clicks from the page's tracking island, by beacon
 * (`text/plain` from `navigator.sendBeacon`, or JSON). Validated with zod (400 with a message), limited per
 * client address (429), counted in memory and written in batches. 204: nothing to read back.
 */
export async function handleCommerceEvents(
  request: Request,
  limiter: RateLimiter,
  record: (events: CommerceEvent[]) => void,
): Promise<Response> {
  return withErrors('commerce-events', async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many events.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, commerceEventsBody, {
      maxBytes: 16_384,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    record(parsed.value.events)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  })
}
