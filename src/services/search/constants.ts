/**
 * Search numbers and words shared by the server and the header search box. No imports: safe to bundle
 * for the browser.
 */

/** The results page and its query parameter (001 §2, §9). */
export const SEARCH_PATH = '/search'
export const SEARCH_QUERY_PARAM = 'q1'

/** The endpoint the header search box asks for suggestions: answers { query, items }. */
export const SUGGEST_ENDPOINT = '/api/search/suggest'

/** Longest search text accepted (characters, after trimming). */
export const MAX_QUERY_LENGTH = 200

/** Results per page. */
export const PER_PAGE = 10

/** The spec's autocomplete maximum (002 §3.7, §9). */
export const MAX_SUGGESTIONS = 10

/** What readers see for empty search text, or text with no suggestions (001 §5, §8). */
export const INVALID_SEARCH_MESSAGE = 'Please enter a valid search term.'
