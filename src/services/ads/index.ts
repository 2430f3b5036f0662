import 'server-only'
import { engineAdCatalog } from '@/cms/adCatalog'
import { config } from '@/platform/config.mjs'
import { singleton } from '@/platform/singleton'
import { countryResolver } from '@/services/geo'
import { AdAnswerCache, type AdsDependencies } from './http'

/** The secret ad click links are signed with: the site's own (Payload refuses to start without it). */
function clickSecret(): string {
  const secret = config().payloadSecret
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: ad click links cannot be signed.')
  return secret
}

/** What the ads routes need in this process: the catalog, the answer cache, the click secret, the country. */
export function adsDependencies(): AdsDependencies {
  return singleton('ads.dependencies', () => ({
    catalog: engineAdCatalog,
    cache: new AdAnswerCache(),
    secret: clickSecret(),
    country: (request: Request) => countryResolver().countryOf(request.headers).country,
    partner: config().thirdParty.adPartner !== null,
  }))
}

/** The programmatic partner's tag and ad unit (`AD_PARTNER_URL`, `AD_PARTNER_UNIT`), or null. */
export function adPartner(): { url: string; unit: string } | null {
  const partner = config().thirdParty.adPartner
  return partner ? { url: partner.url, unit: partner.unit } : null
}
