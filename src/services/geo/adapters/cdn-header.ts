import { COUNTRY_CODE } from '@/lib/reader/contract'
import type { CountryResolver } from '../types'

/**
 * Codes CDNs send when they do not know the country: XX (unknown, Cloudflare and others), T1 (Tor), ZZ
 * (unknown), A1/A2 (anonymous proxy / satellite, older GeoIP). They mean "unknown", not a place.
 */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1', 'EU', 'AP'])

/**
 * The country from the first configured header carrying a real country code (`COUNTRY_HEADERS`, e.g.
 * `x-vercel-ip-country`, `cf-ipcountry`, `cloudfront-viewer-country`); otherwise the default
 * (`WELLREAD_DEFAULT_COUNTRY`, "US" for local runs). Only trust these headers behind a CDN that sets them.
 */
export function countryFromHeaders(
  headers: Headers,
  headerNames: readonly string[],
  fallback: string,
): { country: string; source: 'header' | 'default' } {
  for (const name of headerNames) {
    const value = headers.get(name)?.trim().toUpperCase()
    if (value && COUNTRY_CODE.test(value) && !NOT_A_COUNTRY.has(value))
      return { country: value, source: 'header' }
  }
  return { country: fallback, source: 'default' }
}

export function cdnHeaderCountryResolver(headerNames: readonly string[], fallback: string): CountryResolver {
  return {
    headerNames,
    countryOf: (headers) => countryFromHeaders(headers, headerNames, fallback),
  }
}
