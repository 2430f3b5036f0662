import 'server-only'
import { log } from '@/platform/log.mjs'
/**
 * The search API's request handling, independent of Next.js: validate the query string (400 with a clear
 * message), ask the search service, answer JSON. Route handlers in `src/app/api/search/` wire these up.
 */
import {
  completeQuerySchema,
  MAX_SUGGESTIONS,
  PER_PAGE,
  parseParams,
  searchQuerySchema,
  suggestQuerySchema,
} from './params'
import type { SearchPage, SearchService } from './types'

/** Results change when an editor publishes: never cached. */
const NO_STORE = { 'cache-control': 'no-store' }
/** Suggestions may be reused briefly by the same browser (typing back and forth). */
const SHORT_PRIVATE = { 'cache-control': 'private, max-age=30' }

export const UNAVAILABLE_MESSAGE = 'Search is unavailable right now. Please try again in a moment.'

export type SuggestResponse = { query: string; items: string[] }
/** The spec's suggestion-service answer: the query, then entries whose first element is the suggestion. */
export type CompletePair = [string, [string, number][]]

function badRequest(error: string): Response {
  return Response.json({ error }, { status: 400, headers: NO_STORE })
}

function unavailable(what: string, error: unknown): Response {
  log('search').error({ err: error }, `${what} failed`)
  return Response.json({ error: UNAVAILABLE_MESSAGE }, { status: 503, headers: NO_STORE })
}

export function toCompletePair(query: string, items: string[]): CompletePair {
  return [query, items.slice(0, MAX_SUGGESTIONS).map((item): [string, number] => [item, 0])]
}

/** GET /api/search?q1=…&page=N */
export async function handleSearchRequest(
  url: URL,
  service: () => Promise<SearchService>,
): Promise<Response> {
  const params = parseParams(searchQuerySchema, url.searchParams)
  if (!params.ok) return badRequest(params.error)
  try {
    const page: SearchPage = await (await service()).search(params.value.q1, {
      page: params.value.page,
      perPage: PER_PAGE,
    })
    return Response.json(page, { headers: NO_STORE })
  } catch (error) {
    return unavailable('search', error)
  }
}

/** GET /api/search/suggest?q=… → { query, items } */
export async function handleSuggestRequest(
  url: URL,
  service: () => Promise<SearchService>,
): Promise<Response> {
  const params = parseParams(suggestQuerySchema, url.searchParams)
  if (!params.ok) return badRequest(params.error)
  try {
    const items = await (await service()).suggest(params.value.q, MAX_SUGGESTIONS)
    const body: SuggestResponse = { query: params.value.q, items: items.slice(0, MAX_SUGGESTIONS) }
    return Response.json(body, { headers: SHORT_PRIVATE })
  } catch (error) {
    return unavailable('suggest', error)
  }
}

/** GET /api/search/complete?q=…&client=… → [q, [[suggestion, 0], …]] (002 §7). */
export async function handleCompleteRequest(
  url: URL,
  service: () => Promise<SearchService>,
): Promise<Response> {
  const params = parseParams(completeQuerySchema, url.searchParams)
  if (!params.ok) return badRequest(params.error)
  try {
    const items = await (await service()).suggest(params.value.q, MAX_SUGGESTIONS)
    return Response.json(toCompletePair(params.value.q, items), { headers: SHORT_PRIVATE })
  } catch (error) {
    return unavailable('complete', error)
  }
}
