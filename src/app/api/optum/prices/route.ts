import { PRICES_KEEPING } from '@/app/answerLanes'
import { pricingProvider } from '@/services/pricing'
import { handlePricesRequest } from '@/services/pricing/http'
import { lookupZip } from '@/services/zip'

// Answered per query from the provider: never prerendered (the handler sets its own Cache-Control).
export const dynamic = 'force-dynamic'

/** `GET /api/optum/prices?formulationId&quantity&lat&long&zip` → `{ data: PriceEntry[] }` (002 §7). */
export function GET(request: Request): Promise<Response> {
  return handlePricesRequest(request, pricingProvider(), lookupZip, PRICES_KEEPING)
}
