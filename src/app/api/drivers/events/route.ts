import { payloadClient } from '@/cms/reads'
import { siteGate } from '@/platform/gates'
import { driverCounter } from '@/services/driverStats'
import { handleDriverEvents } from '@/services/driverStats/http'

export const dynamic = 'force-dynamic'

/** `POST /api/drivers/events`: first-party driver fills, misses, impressions, clicks and sign-ups (see the handler). */
export async function POST(request: Request): Promise<Response> {
  const counter = driverCounter(payloadClient)
  return handleDriverEvents(request, siteGate('driver-events'), (counts) => counter.record(counts))
}
