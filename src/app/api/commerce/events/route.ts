import { payloadClient } from '@/cms/reads'
import { rateLimiter } from '@/platform/state'
import { commerceCounter } from '@/services/commerce'
import { BEACONS_PER_MINUTE, handleCommerceEvents } from '@/services/commerce/http'

export const dynamic = 'force-dynamic'

/** `POST /api/commerce/events`: first-party product impressions and clicks (see the handler). */
export async function POST(request: Request): Promise<Response> {
  const counter = commerceCounter(payloadClient)
  return handleCommerceEvents(
    request,
    rateLimiter({ name: 'commerce-events', points: BEACONS_PER_MINUTE, durationSeconds: 60 }),
    (events) => counter.record(events),
  )
}
