import { payloadClient } from '@/cms/reads'
import { getSearchService } from '@/services/search'
import { handleSearchRequest } from '@/services/search/http'

export const dynamic = 'force-dynamic'

/** GET /api/search?q1=…&page=N: a page of ranked results with highlighted excerpts. */
export async function GET(request: Request): Promise<Response> {
  return handleSearchRequest(new URL(request.url), async () => getSearchService(await payloadClient()))
}
