import { payloadClient } from '@/cms/reads'
import { rateLimiter } from '@/platform/state'
import { adCounter } from '@/services/adStats'
import { handleAdEvents } from '@/services/ads/http'
import { BEACONS_PER_MINUTE } from '@/services/driverStats/http'

export const dynamic = 'force-dynamic'

/** `POST /api/ads/events`: first-party ad requests, fills and viewable impressions (see the handler). */
export function POST(request: Request): Promise<Response> {
  const counter = adCounter(payloadClient)
  return handleAdEvents(
    request,
    rateLimiter({ name: 'ad-events', points: BEACONS_PER_MINUTE, durationSeconds: 60 }),
    (counts) => counter.record(counts),
  )
}
