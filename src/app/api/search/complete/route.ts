import { payloadClient } from '@/cms/reads'
import { getSearchService } from '@/services/search'
import { handleCompleteRequest } from '@/services/search/http'

export const dynamic = 'force-dynamic'

/**
 * GET /api/search/complete?q=…&client=…: the spec's search-suggestion-service call (002 §7), answered
 * in-house as [q, [[suggestion, 0], …]] (at most 10). The service's other parameters are ignored.
 */
export async function GET(request: Request): Promise<Response> {
  return handleCompleteRequest(new URL(request.url), async () => getSearchService(await payloadClient()))
}
