import { openApiDocument } from '@/app/openapi/document'
import { serverBuild } from '@/services/errors'

export const dynamic = 'force-dynamic'

/** The same for every reader and changed only by a deploy: caches may keep it an hour. */
const CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600'

let body: string | null = null

/** `GET /api/openapi.json` (issue 32): the public API as an OpenAPI 3.1 document (`src/app/openapi/registry.ts`). */
export function GET(): Response {
  body ??= JSON.stringify(openApiDocument(serverBuild() || 'development'))
  return new Response(body, {
    headers: { 'content-type': 'application/json', 'cache-control': CACHE_CONTROL },
  })
}
