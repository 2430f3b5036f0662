/**
 * What the browser (and the HTTP server) may use of the search service: its constants, query
 * normalisation and URLs, and the types of its answers. Dependency-free; nothing here reaches the index.
 */

export { SEARCH_RESULTS_ROUTE, searchResultsPath } from './address.mjs'
export {
  INVALID_SEARCH_MESSAGE,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTIONS,
  PER_PAGE,
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
  SUGGEST_ENDPOINT,
} from './constants'
export type { ExcerptSegment } from './excerpt'
export { normalizeQuery } from './text'
export type { SearchHit, SearchPage } from './types'
