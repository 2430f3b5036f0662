import { payloadClient } from '@/cms/reads'
import { rateLimiter } from '@/platform/state'
import { driverCounter } from '@/services/driverStats'
import { BEACONS_PER_MINUTE, handleDriverEvents } from '@/services/driverStats/http'

export const dynamic = 'force-dynamic'

/** `POST /api/drivers/events`: first-party driver fills, misses, impressions, clicks and sign-ups (see the handler). */
export async function POST(request: Request): Promise<Response> {
  const counter = driverCounter(payloadClient)
  return handleDriverEvents(
    request,
    rateLimiter({ name: 'driver-events', points: BEACONS_PER_MINUTE, durationSeconds: 60 }),
    (counts) => counter.record(counts),
  )
}
