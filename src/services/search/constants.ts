/**
 * Search numbers and words shared by the server and the header search box. Imports only the dependency-free
 * address module: safe to bundle for the browser.
 */

export { MAX_QUERY_LENGTH, SEARCH_PATH, SEARCH_QUERY_PARAM } from './address.mjs'

/** The endpoint the header search box asks for suggestions: answers { query, items }. */
export const SUGGEST_ENDPOINT = '/api/search/suggest'

/** Results per page. */
export const PER_PAGE = 10

/** The spec's autocomplete maximum (002 §3.7, §9). */
export const MAX_SUGGESTIONS = 10

/** What readers see for empty search text, or text with no suggestions (001 §5, §8). */
export const INVALID_SEARCH_MESSAGE = 'Please enter a valid search term.'
