import 'server-only'
import type { Payload } from 'payload'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { singleton } from '@/platform/singleton'
import { pageCacheStore } from '@/server/page-cache/store.mjs'
import { createMiniSearchService } from './adapters/minisearch'
import { payloadArticleSource } from './adapters/payload'
import type { SearchService } from './types'

export { INVALID_SEARCH_MESSAGE, MAX_SUGGESTIONS, PER_PAGE, SEARCH_PATH } from './constants'
export type { ExcerptSegment } from './excerpt'
export type { SearchHit, SearchPage, SearchService } from './types'

/**
 * The site's search service for this Payload instance (the in-process MiniSearch adapter, `SEARCH_ADAPTER`).
 * One per process: route handlers and pages, which Next.js bundles separately, share one index (and its last
 * good copy while the database is unreachable) instead of building one each.
 */
export function getSearchService(payload: Payload): SearchService {
  const services = singleton('search.services', () => new WeakMap<Payload, SearchService>())
  let service = services.get(payload)
  if (!service) {
    service = createMiniSearchService(payloadArticleSource(payload), {
      onError: (message, err) => payload.logger.error({ err }, `search: ${message}`),
    })
    services.set(payload, service)
    // A publish anywhere (this instance, or another one through the shared cache) revalidates `articles`:
    // the index then looks at the corpus version on its next use instead of within two seconds.
    const watched = service
    pageCacheStore().onInvalidate((tags) => {
      if (tags.includes(CACHE_TAGS.articles)) watched.invalidate()
    })
  }
  return service
}
