import { payloadClient } from '@/cms/reads'
import { getSearchService } from '@/services/search'
import { handleSuggestRequest } from '@/services/search/http'

export const dynamic = 'force-dynamic'

/** GET /api/search/suggest?q=…: { query, items } with at most 10 items. The header search box calls this. */
export async function GET(request: Request): Promise<Response> {
  return handleSuggestRequest(new URL(request.url), async () => getSearchService(await payloadClient()))
}
