import 'server-only'
import { isRecord } from '@/content/lexical'
import { config } from '@/platform/config.mjs'
import type { TargetingRequest } from '@/services/drivers/engine'
import { pagePlacements } from '@/services/drivers/page'
import { type CatalogDriver, catalog, sameOrNewer } from '@/services/drivers/view'
import { cachedRead } from './cache'
import { CACHE_TAGS } from './cacheTags'
import { DRIVERS_SLUG } from './collections/Drivers'
import { payloadClient } from './reads'

/**
 * The drivers as the placement engine reads them (issue 17), kept beside the other CMS reads: the catalog for
 * the drivers API, and a published page's targeting for the admin's "Who fills a placement".
 */

const EMPTY: readonly CatalogDriver[] = Object.freeze([])
let lastCatalog: readonly CatalogDriver[] | null = null

/**
 * Every driver as the engine sees it (switched off ones too: the admin explains them), read once and kept
 * in memory: dropped when an editor saves a driver or a newsletter list on this instance (tag `drivers`),
 * and at most DRIVERS_RELOAD_SECONDS old on the others. A request for drivers is then a lookup.
 */
export const engineDrivers = cachedRead(
  {
    name: 'drivers:catalog',
    tags: () => [CACHE_TAGS.drivers],
    revalidate: config().drivers.reloadSeconds,
    duringBuild: EMPTY,
  },
  async (): Promise<readonly CatalogDriver[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: DRIVERS_SLUG,
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    // Reloaded every DRIVERS_RELOAD_SECONDS: unchanged, the same object, so computed answers stay good.
    lastCatalog = sameOrNewer(lastCatalog, catalog(result.docs))
    return lastCatalog
  },
)

export type PageTargeting =
  | {
      found: true
      title: string
      request: Omit<TargetingRequest, 'deviceType' | 'audiences' | 'bucket' | 'cappedDrivers' | 'now'>
    }
  | { found: false }

/**
 * A published page's targeting as its placements would send it (admin: "who fills this placement"): its
 * section, template, categories, first keyword, placements with their styles and the drug of its widget.
 */
export async function pageTargeting(path: string): Promise<PageTargeting> {
  const [, section, slug, ...rest] = path.split('/')
  if (!section || !slug || rest.length > 0) return { found: false }
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { section: { equals: section } },
        { slug: { equals: slug } },
        { _status: { equals: 'published' } },
      ],
    },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) return { found: false }
  const keywords = (doc.keywords ?? []).filter((k): k is string => typeof k === 'string' && k.trim() !== '')
  const categorySlugs = (doc.categories ?? []).flatMap((c) =>
    isRecord(c) && typeof c.slug === 'string' ? [c.slug] : [],
  )
  const placements = pagePlacements(doc.body, doc.template)
  return {
    found: true,
    title: doc.title,
    request: {
      path: `/${doc.section}/${doc.slug}`,
      section: doc.section,
      template: doc.template ?? null,
      categorySlugs: [...new Set(categorySlugs)].sort(),
      k1: keywords[0] ?? null,
      placements: placements.placements,
      placementStyles: placements.placementStyles,
      drugId: placements.drugId,
      excludeVideos: false,
    },
  }
}
