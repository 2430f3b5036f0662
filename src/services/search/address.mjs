// @ts-check
/**
 * The search results page's address: `/search?q1=…&page=…` is what readers see; the page is rendered and
 * cached at `/search/results/{text}/{page}`, one cached page per query and page number. Plain JavaScript with
 * no imports, because two programs use it: the HTTP server routes readers' requests with it (before Next.js
 * sees them, so it is one rewrite whatever Host the request names), and the app builds links and checks
 * parameters with it (re-exported by constants.ts, text.ts and shared.ts).
 */

/** The results page and its query parameter (001 §2, §9). */
export const SEARCH_PATH = '/search'
export const SEARCH_QUERY_PARAM = 'q1'
/** Longest search text accepted (characters, after trimming). */
export const MAX_QUERY_LENGTH = 200
/** Where the results page for a query is rendered and cached (the public URL stays `/search?q1=…`). */
export const SEARCH_RESULTS_ROUTE = `${SEARCH_PATH}/results`

/**
 * Trimmed, with runs of whitespace and control characters collapsed to one space.
 * @param {string} raw
 */
export function normalizeQuery(raw) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  return raw.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
}

/**
 * The internal path of the results page for `/search?q1=…&page=…`, or null when there is no search text
 * (then `/search` itself shows "Please enter a valid search term."). The text is normalised (so spacing
 * variants share one cached page) and encoded into one path segment; the page value is passed on as given
 * and validated by the route (a malformed page is a 404).
 *
 * @param {string | null} q1
 * @param {string | null} page
 * @returns {string | null}
 */
export function searchResultsPath(q1, page) {
  if (q1 === null) return null
  const text = normalizeQuery(q1).slice(0, MAX_QUERY_LENGTH).trim()
  if (!text) return null
  const base = `${SEARCH_RESULTS_ROUTE}/${encodeURIComponent(text)}`
  return page === null || page === '1' ? base : `${base}/${encodeURIComponent(page)}`
}

/** Next.js' cache-busting parameter of client-side navigations: kept through the rewrite. */
const ROUTER_PARAM = '_rsc'

/**
 * The address Next.js should render for a request's URL (path and query): the results page for a search
 * with text, or null to leave the URL as it is.
 *
 * @param {string} url
 * @returns {string | null}
 */
export function internalSearchUrl(url) {
  const q = url.indexOf('?')
  if (q === -1 || url.slice(0, q) !== SEARCH_PATH) return null
  const params = new URLSearchParams(url.slice(q + 1))
  const target = searchResultsPath(params.get(SEARCH_QUERY_PARAM), params.get('page'))
  if (!target) return null
  const router = params.get(ROUTER_PARAM)
  return router === null ? target : `${target}?${ROUTER_PARAM}=${encodeURIComponent(router)}`
}
