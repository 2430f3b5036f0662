import { handleZipLookupRequest } from '@/services/pricing/http'
import { lookupZip } from '@/services/zip'

// Answered per query from the offline ZIP dataset: never prerendered.
export const dynamic = 'force-dynamic'

/** `GET /api/tip/lookup?zip` → `{ demographics: { Latitude, Longitude } }`, or `errors` and nulls (002 §7). */
export function GET(request: Request): Promise<Response> {
  return handleZipLookupRequest(request, lookupZip)
}
