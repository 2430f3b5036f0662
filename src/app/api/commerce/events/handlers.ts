import 'server-only'
import { payloadClient } from '@/cms/reads'
import { siteGate } from '@/platform/gates'
import { commerceCounter } from '@/services/commerce'
import { handleCommerceEvents, MAX_COMMERCE_EVENTS_BYTES } from '@/services/commerce/http'

export { MAX_COMMERCE_EVENTS_BYTES }

/**
 * `POST /api/commerce/events` wired to its store (the commerce counter's group commit), for the route file and the
 * lane that takes the beacon without Next.js' router (`src/app/answerLanes.ts`): one wiring, whichever way a
 * beacon comes in.
 */
export function postCommerceEvents(request: Request): Promise<Response> {
  const counter = commerceCounter(payloadClient)
  return handleCommerceEvents(
    request,
    siteGate('commerce-events'),
    (events) => counter.record(events),
    MAX_COMMERCE_EVENTS_BYTES,
  )
}
