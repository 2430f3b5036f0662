import { payloadClient } from '@/cms/reads'
import { siteGate } from '@/platform/gates'
import { adCounter } from '@/services/adStats'
import { handleAdEvents } from '@/services/ads/http'

export const dynamic = 'force-dynamic'

/** `POST /api/ads/events`: first-party ad requests, fills and viewable impressions (see the handler). */
export function POST(request: Request): Promise<Response> {
  const counter = adCounter(payloadClient)
  return handleAdEvents(request, siteGate('ad-events'), (counts) => counter.record(counts))
}
