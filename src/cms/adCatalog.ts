import 'server-only'
import { config } from '@/platform/config.mjs'
import { deliveredByCampaign } from '@/services/adStats/aggregate'
import { readAdCounts } from '@/services/adStats/store'
import { type AdCatalog, EMPTY_AD_CATALOG } from '@/services/ads/catalog'
import { adCatalogOf, pacedCampaigns, sameOrNewerCatalog } from '@/services/ads/catalogOf'
import { cachedRead } from './cache'
import { CACHE_TAGS } from './cacheTags'
import { AD_CAMPAIGNS_SLUG } from './collections/AdCampaigns'
import { AD_CREATIVES_SLUG } from './collections/AdCreatives'
import { payloadClient } from './reads'

let lastCatalog: AdCatalog | null = null

/**
 * The ad server's catalog (issue 28), read once and kept in memory: dropped when an editor saves an
 * advertiser, a campaign, a creative, a category or the site settings on this instance (tag `ads`), and at
 * most ADS_RELOAD_SECONDS old on the others, which is also how fresh the campaigns' delivered impressions
 * (their pacing) are. A decision is then a lookup and the engine's arithmetic. The mapping is
 * `src/services/ads/catalogOf.ts`.
 */
export const engineAdCatalog = cachedRead(
  {
    name: 'ads:catalog',
    tags: () => [CACHE_TAGS.ads],
    revalidate: config().ads.reloadSeconds,
    duringBuild: EMPTY_AD_CATALOG,
  },
  async (): Promise<AdCatalog> => {
    const payload = await payloadClient()
    const all = { depth: 1, limit: 0, pagination: false, overrideAccess: true } as const
    const [campaigns, creatives, settings] = await Promise.all([
      payload.find({ collection: AD_CAMPAIGNS_SLUG, ...all }),
      payload.find({ collection: AD_CREATIVES_SLUG, ...all }),
      payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true }),
    ])
    // Pacing: viewable impressions since the start of each flight, for the campaigns with a goal only.
    const since = pacedCampaigns(campaigns.docs, Date.now())
    const firstDay = [...since.values()].sort()[0]
    const rows = firstDay ? await readAdCounts(payload, firstDay, [...since.keys()]) : []
    const next = adCatalogOf({
      campaigns: campaigns.docs,
      creatives: creatives.docs,
      settings: settings.advertising,
      delivered: deliveredByCampaign(rows, since),
    })
    // Reloaded every ADS_RELOAD_SECONDS: unchanged, the same object, so computed answers stay good.
    lastCatalog = sameOrNewerCatalog(lastCatalog, next)
    return lastCatalog
  },
)
