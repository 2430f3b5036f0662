import { formulationIndex } from '@/services/pricing'
import { handleMsrpRequest } from '@/services/pricing/http'

// Answered per query from the drug catalog: never prerendered.
export const dynamic = 'force-dynamic'

/** `GET /api/drugPricing?ndc&priceTypeCode=SWD` → `{ drugMSRP }` (002 §7). */
export function GET(request: Request): Promise<Response> {
  return handleMsrpRequest(request, formulationIndex)
}
