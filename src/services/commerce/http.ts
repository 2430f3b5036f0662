import 'server-only'
import {
  gateRefusal,
  noContent,
  parseJsonBody,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import { commerceEventsBody } from './schema'
import type { CommerceEvent } from './shared'

/** The largest product-events beacon a page sends (the handler refuses a larger one with 413). */
export const MAX_COMMERCE_EVENTS_BYTES = 16_384

/** The 503's message when a beacon's events could not be stored. */
export const NOT_STORED_MESSAGE =
  'The events could not be stored right now. Please send them again in a moment.'

/**
 * `POST /api/commerce/events`: product impressions and clicks from the page's tracking island, by beacon
 * (`text/plain` from `navigator.sendBeacon`, or JSON). From this site's pages only (403), limited per client
 * address (429: `commerce-events`), validated with zod (400 with a message). `record` resolves once the
 * events are stored (the counter's group commit), and only then is the beacon answered 204 (nothing to read
 * back); if it rejects, nothing was stored and the answer is 503 with Retry-After, never 2xx and never 500.
 */
export async function handleCommerceEvents(
  request: Request,
  gate: RequestGate,
  record: (events: CommerceEvent[]) => Promise<void>,
  maxBytes = MAX_COMMERCE_EVENTS_BYTES,
): Promise<Response> {
  return withErrors('commerce-events', async () => {
    const refused = await gateRefusal(request, gate, 'Too many events.')
    if (refused) return refused
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
