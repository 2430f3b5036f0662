/**
 * What the browser (and the request proxy) may use of the search service: its constants, query
 * normalisation and URLs, and the types of its answers. Dependency-free; nothing here reaches the index.
 */
import { MAX_QUERY_LENGTH, SEARCH_PATH } from './constants'
import { normalizeQuery } from './text'

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

/** Where the results page for a query is rendered and cached (the public URL stays `/search?q1=…`). */
export const SEARCH_RESULTS_ROUTE = `${SEARCH_PATH}/results`

/**
 * The internal path of the results page for `/search?q1=…&page=…`, or null when there is no search text
 * (then `/search` itself shows "Please enter a valid search term."). The text is normalised (so spacing
 * variants share one cached page) and encoded into one path segment; the page value is passed on as given
 * and validated by the route (a malformed page is a 404).
 */
export function searchResultsPath(q1: string | null, page: string | null): string | null {
  if (q1 === null) return null
  const text = normalizeQuery(q1).slice(0, MAX_QUERY_LENGTH).trim()
  if (!text) return null
  const base = `${SEARCH_RESULTS_ROUTE}/${encodeURIComponent(text)}`
  return page === null || page === '1' ? base : `${base}/${encodeURIComponent(page)}`
}
