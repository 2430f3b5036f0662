import 'server-only'
import { payloadClient } from '@/cms/reads'
import { rateLimiter } from '@/platform/state'
import { commerceCounter } from '@/services/commerce'
import { BEACONS_PER_MINUTE, handleCommerceEvents } from '@/services/commerce/http'

/** The largest product-events beacon a page sends (the handler refuses a larger one with 413). */
export const MAX_COMMERCE_EVENTS_BYTES = 16_384

/**
 * `POST /api/commerce/events` wired to its store (the commerce counter's group commit), for the route file and the
 * lane that takes the beacon without Next.js' router (`src/app/answerLanes.ts`): one wiring, whichever way a
 * beacon comes in.
 */
export function postCommerceEvents(request: Request): Promise<Response> {
  const counter = commerceCounter(payloadClient)
  return handleCommerceEvents(
    request,
    rateLimiter({ name: 'commerce-events', points: BEACONS_PER_MINUTE, durationSeconds: 60 }),
    (events) => counter.record(events),
    MAX_COMMERCE_EVENTS_BYTES,
  )
}
