import type { NextRequest } from 'next/server'
import { nextArticlesResponse } from '@/article/infinite-scroll/api'
import { payloadClient } from '@/cms/reads'
import { withErrors } from '@/platform/http'

// Reads the query string and the database on every request; shared caches hold it (see the response headers).
export const dynamic = 'force-dynamic'

/**
 * `GET /api/articles/next?path=/section/slug`: the articles to read after that one, in the spec's
 * infinite-scroll shape `{ items: [{ title: [string], link }] }` (001 §3). 400 for a bad path, 404 for an
 * article that is not published, 503 while the database is unreachable.
 */
export async function GET(req: NextRequest): Promise<Response> {
  return withErrors('api/articles/next', async () =>
    nextArticlesResponse(await payloadClient(), req.nextUrl.searchParams),
  )
}
