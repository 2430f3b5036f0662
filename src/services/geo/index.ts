import 'server-only'
import { config } from '@/platform/config.mjs'
import { singleton } from '@/platform/singleton'
import { cdnHeaderCountryResolver } from './adapters/cdn-header'
import type { CountryResolver } from './types'

export type { CountryResolver } from './types'

/** This process's country resolver (`GEO_ADAPTER`; the CDN header adapter by default). */
export function countryResolver(): CountryResolver {
  return singleton('geo.countryResolver', () => {
    const { edge } = config()
    return cdnHeaderCountryResolver(edge.countryHeaders, edge.defaultCountry)
  })
}
