/**
 * What search requests may ask for, validated with zod at the HTTP boundary, and the pagination arithmetic
 * shared by the API and the results page.
 */

import { z } from 'zod'
import { parseRequest, requestError } from '@/platform/requestErrors'
import { INVALID_SEARCH_MESSAGE, MAX_QUERY_LENGTH, PER_PAGE } from './constants'
import { normalizeQuery } from './text'

export { INVALID_SEARCH_MESSAGE, MAX_SUGGESTIONS, PER_PAGE } from './constants'
export const MAX_PAGE = 1000

const queryText = (name: string) =>
  z
    .string({ error: `Query parameter ${name} is required: ${INVALID_SEARCH_MESSAGE}` })
    .transform(normalizeQuery)
    .pipe(
      z
        .string()
        .min(1, { error: `Query parameter ${name} is empty: ${INVALID_SEARCH_MESSAGE}` })
        .max(MAX_QUERY_LENGTH, {
          error: `Query parameter ${name} is too long: at most ${MAX_QUERY_LENGTH} characters.`,
        }),
    )

const PAGE_MESSAGE = `Query parameter page must be a whole number from 1 to ${MAX_PAGE}.`
const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, { error: PAGE_MESSAGE })
  .transform(Number)
  .pipe(z.number().max(MAX_PAGE, { error: PAGE_MESSAGE }))
  .optional()
  .transform((page) => page ?? 1)

/** GET /api/search?q1=…&page=N */
export const searchQuerySchema = z.object({ q1: queryText('q1'), page: pageNumber })

/** GET /api/search/suggest?q=… */
export const suggestQuerySchema = z.object({ q: queryText('q') })

/**
 * GET /api/search/complete: the spec's suggestion-service call (002 §7). `q` is the typed text; the other
 * parameters a client of that service sends are accepted and ignored (they tune a third-party service).
 */
export const COMPLETE_IGNORED_PARAMS = [
  'client',
  'cp',
  'ds',
  'gs_id',
  'gs_ri',
  'gs_rn',
  'hl',
  'partnerid',
  'sugexp',
  'types',
] as const
export const completeQuerySchema = z.object({ q: queryText('q') })

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }

/**
 * Validate a request's query string. The first value of a repeated parameter counts; parameters the schema
 * does not name are ignored.
 */
export function parseParams<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
): ParseResult<z.output<S>> {
  const input: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  const result = parseRequest(schema, input)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, error: requestError(result.error) }
}

export type Pagination = {
  page: number
  perPage: number
  total: number
  totalPages: number
  /** Index of the first result on the page. */
  offset: number
  hasPrevious: boolean
  hasNext: boolean
}

export function paginate(total: number, page: number, perPage = PER_PAGE): Pagination {
  const size = Math.max(1, Math.floor(perPage))
  const current = Math.max(1, Math.floor(page))
  const totalPages = Math.ceil(Math.max(0, total) / size)
  return {
    page: current,
    perPage: size,
    total: Math.max(0, total),
    totalPages,
    offset: (current - 1) * size,
    hasPrevious: current > 1 && totalPages > 0,
    hasNext: current < totalPages,
  }
}

type RawParam = string | string[] | undefined

/**
 * The results page's `searchParams`: the query (null when missing or blank) and the page (null when it is
 * not a whole number from 1 to MAX_PAGE; 1 when absent). A query longer than the limit is cut to it.
 */
export function parseResultsPageParams(params: { q1?: RawParam; page?: RawParam }): {
  query: string | null
  page: number | null
} {
  const first = (v: RawParam) => (Array.isArray(v) ? v[0] : v)
  const raw = first(params.q1)
  const query = raw === undefined ? '' : normalizeQuery(raw).slice(0, MAX_QUERY_LENGTH).trim()
  const pageRaw = first(params.page)
  const page = pageNumber.safeParse(pageRaw)
  return { query: query || null, page: page.success ? page.data : null }
}
