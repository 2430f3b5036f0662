import 'server-only'
import type { ReaderContext } from '@/lib/reader/contract'
import { json } from '@/platform/http'
import type { CountryResolver } from './types'

/**
 * `GET /api/reader`: what per-reader islands need to know about the reader, `{ country }`. Private to the
 * reader: never stored by shared caches (`private, no-store`), and it varies with the CDN's country headers.
 */
export function handleReaderRequest(request: Request, resolver: CountryResolver): Response {
  const { country } = resolver.countryOf(request.headers)
  const body: ReaderContext = { country }
  return json(body, {
    cacheControl: 'private, no-store',
    headers: { vary: resolver.headerNames.join(', ') || 'accept' },
  })
}
