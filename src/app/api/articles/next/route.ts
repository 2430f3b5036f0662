import config from '@payload-config'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'
import { nextArticlesResponse } from '@/article/infinite-scroll/api'

// Reads the query string and the database on every request; shared caches hold it (see the response headers).
export const dynamic = 'force-dynamic'

/**
 * `GET /api/articles/next?path=/section/slug`: the articles to read after that one, in the spec's
 * infinite-scroll shape `{ items: [{ title: [string], link }] }` (001 §3). 400 for a bad path, 404 for an
 * article that is not published.
 */
export async function GET(req: NextRequest): Promise<Response> {
  try {
    return await nextArticlesResponse(await getPayload({ config }), req.nextUrl.searchParams)
  } catch (error) {
    console.error('[api/articles/next] failed', error)
    return Response.json(
      { error: 'Could not load the next articles.' },
      { status: 500, headers: { 'cache-control': 'no-store' } },
    )
  }
}
