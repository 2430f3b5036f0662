/**
 * Rules of the header search box (001 §4 "Search box", §5, §7, §9; 002 §7 suggestion response), without
 * React. Safe to bundle for the browser: imports only dependency-free modules.
 */
import {
  INVALID_SEARCH_MESSAGE,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTIONS,
  normalizeQuery,
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
  SUGGEST_ENDPOINT,
} from '@/services/search/shared'

export { INVALID_SEARCH_MESSAGE, MAX_QUERY_LENGTH, MAX_SUGGESTIONS, SUGGEST_ENDPOINT }

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200

/** Text worth searching for: something other than spaces, within the length limit. */
export function validSearchTerm(text: string): boolean {
  const query = normalizeQuery(text)
  return query.length > 0 && query.length <= MAX_QUERY_LENGTH
}

/** The results page for the text: `/search?q1=…` (and `&page=N` after the first page). */
export function searchUrl(text: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_QUERY_PARAM]: normalizeQuery(text) })
  if (page > 1) params.set('page', String(Math.floor(page)))
  return `${SEARCH_PATH}?${params.toString()}`
}

/** Where to ask for suggestions for the text. */
export function suggestUrl(text: string, endpoint = SUGGEST_ENDPOINT): string {
  return `${endpoint}?${new URLSearchParams({ q: normalizeQuery(text) }).toString()}`
}

/**
 * The suggestions in an answer, deduplicated, first 10 kept; null when the answer has neither shape (then
 * it is treated like a failed fetch: ignored). Accepts `{ items: string[] }` (001 §7, our endpoint) and the
 * suggestion-service pair `[query, [[suggestion, …], …]]` (002 §7).
 */
export function parseSuggestions(body: unknown, limit = MAX_SUGGESTIONS): string[] | null {
  let raw: unknown[] | null = null
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const items = (body as { items?: unknown }).items
    if (Array.isArray(items)) raw = items
  } else if (Array.isArray(body) && Array.isArray(body[1])) {
    raw = (body[1] as unknown[]).map((entry) => (Array.isArray(entry) ? entry[0] : entry))
  }
  if (raw === null) return null
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of raw) {
    if (typeof item !== 'string') continue
    const text = item.trim()
    const key = text.toLowerCase()
    if (!text || seen.has(key)) continue
    seen.add(key)
    out.push(text)
    if (out.length === limit) break
  }
  return out
}

/** The option that ArrowDown / ArrowUp moves to, wrapping around; -1 when there are none. */
export function nextActiveIndex(current: number, count: number, direction: 'down' | 'up'): number {
  if (count <= 0) return -1
  if (direction === 'down') return current < 0 || current >= count - 1 ? 0 : current + 1
  return current <= 0 || current > count - 1 ? count - 1 : current - 1
}
