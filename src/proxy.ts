import { type NextRequest, NextResponse } from 'next/server'
import { SEARCH_QUERY_PARAM, searchResultsPath } from '@/services/search/shared'

/**
 * Runs before routing, for `/search` only (see `config.matcher`): a search with text is served by the
 * results route, one cached page per query and page number, while the address bar keeps `/search?q1=…`.
 * (A next.config rewrite cannot do this: it does not encode "/", "%" or "?" in the text into one segment.)
 */
export function proxy(request: NextRequest): NextResponse {
  const params = request.nextUrl.searchParams
  const target = searchResultsPath(params.get(SEARCH_QUERY_PARAM), params.get('page'))
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  url.search = ''
  return NextResponse.rewrite(url)
}

export const config = { matcher: '/search' }
