import { payloadClient } from '@/cms/reads'
import { adCounter } from '@/services/adStats'
import { adsDependencies } from '@/services/ads'
import { handleAdClick } from '@/services/ads/http'

export const dynamic = 'force-dynamic'

/** `GET /api/ads/click?c=&p=&s=`: counts the click, then 302 to the creative's own URL (see the handler). */
export function GET(request: Request): Promise<Response> {
  const counter = adCounter(payloadClient)
  return handleAdClick(request, adsDependencies(), (count) => counter.record([count]))
}
