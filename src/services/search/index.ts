import 'server-only'
import type { Payload } from 'payload'
import { createMiniSearchService } from './adapters/minisearch'
import { payloadArticleSource } from './adapters/payload'
import type { SearchService } from './types'

export { INVALID_SEARCH_MESSAGE, MAX_SUGGESTIONS, PER_PAGE, SEARCH_PATH } from './constants'
export type { ExcerptSegment } from './excerpt'
export type { SearchHit, SearchPage, SearchService } from './types'

// One service per Payload instance per process. Kept on globalThis so that route handlers and pages, which
// Next.js may bundle separately, share one index instead of building one each.
// The factory is remembered too, so that a reloaded module (development) replaces the old service.
const REGISTRY = Symbol.for('wellread.search.services')
type Entry = { create: typeof createMiniSearchService; service: SearchService }
type WithRegistry = typeof globalThis & { [REGISTRY]?: WeakMap<Payload, Entry> }

/** The site's search service for this Payload instance (the in-process MiniSearch adapter). */
export function getSearchService(payload: Payload): SearchService {
  const scope = globalThis as WithRegistry
  scope[REGISTRY] ??= new WeakMap()
  const entry = scope[REGISTRY].get(payload)
  if (entry?.create === createMiniSearchService) return entry.service
  const service = createMiniSearchService(payloadArticleSource(payload), {
    onError: (message, err) => payload.logger.error({ err }, `search: ${message}`),
  })
  scope[REGISTRY].set(payload, { create: createMiniSearchService, service })
  return service
}
