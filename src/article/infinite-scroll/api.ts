import type { Payload } from 'payload'
import { z } from 'zod'
import { parseRequest, requestError } from '@/platform/requestErrors'
import { isArticlePath, type UpNextItem } from './choose'
import { cachedUpNext, publishedArticleId } from './queries'

/** `GET /api/articles/next?path=/section/slug`: its query string. */
export const nextArticlesQuery = z.object({
  path: z
    .string({ error: 'path is required: an article path like /health/some-article' })
    .max(200, 'path is too long')
    .refine(isArticlePath, 'path must be an article path like /health/some-article'),
})

export type InfiniteArticlesResponse = { items: UpNextItem[] }

/** Shared caches may keep the answer a minute and serve it stale for five while they refresh it. */
export const NEXT_ARTICLES_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

const json = (body: unknown, status: number, cacheControl: string) =>
  Response.json(body, { status, headers: { 'cache-control': cacheControl } })

/**
 * The handler behind `GET /api/articles/next`: the same list the article's page carries (one cached read).
 * 200 `{ items: [{ title: [string], link }] }` (up to 5), 400 `{ error }` for a missing or malformed path,
 * 404 `{ error }` when no published article lives there.
 */
export async function nextArticlesResponse(payload: Payload, params: URLSearchParams): Promise<Response> {
  const parsed = parseRequest(nextArticlesQuery, { path: params.get('path') ?? undefined })
  if (!parsed.success) {
    return json({ error: requestError(parsed.error) }, 400, 'no-store')
  }
  const [, section = '', slug = ''] = parsed.data.path.split('/')
  const id = await publishedArticleId(payload, section, slug)
  if (id === null) {
    return json(
      { error: `No published article at ${parsed.data.path}` },
      404,
      'public, max-age=0, s-maxage=60',
    )
  }
  const body: InfiniteArticlesResponse = { items: await cachedUpNext(payload, id, parsed.data.path) }
  return json(body, 200, NEXT_ARTICLES_CACHE_CONTROL)
}
