import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { AnnouncementBar, Navigation, SiteSetting } from '@/cms/payload-types'
import { experimentDefinition } from '@/lib/experiments/definition'
import type { ExperimentDefinition } from '@/lib/experiments/experiments'
import { cachedRead } from './cache'
import { CACHE_TAGS, embeddedDocumentTags } from './cacheTags'

/** The Payload instance of this process (local API; no HTTP). */
export async function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Site-wide reads every page makes (header, footer, announcement bar). Each is read once per cache
 * generation, not once per request: cached under its global's tag until an editor saves that global.
 */

export const getSiteSettings = cachedRead(
  {
    name: 'global:siteSettings',
    tags: () => [CACHE_TAGS.global('siteSettings')],
    resultTags: embeddedDocumentTags,
    duringBuild: { id: 0, siteName: 'Wellread' } satisfies SiteSetting,
  },
  async () => (await payloadClient()).findGlobal({ slug: 'siteSettings', depth: 1 }),
)

export const getNavigation = cachedRead(
  {
    name: 'global:navigation',
    tags: () => [CACHE_TAGS.global('navigation')],
    resultTags: embeddedDocumentTags,
    duringBuild: { id: 0 } satisfies Navigation,
  },
  async () => (await payloadClient()).findGlobal({ slug: 'navigation', depth: 1 }),
)

export const getAnnouncementBar = cachedRead(
  {
    name: 'global:announcementBar',
    tags: () => [CACHE_TAGS.global('announcementBar')],
    duringBuild: { id: 0, enabled: false } satisfies AnnouncementBar,
  },
  async () => (await payloadClient()).findGlobal({ slug: 'announcementBar', depth: 0 }),
)

/**
 * The running experiments, as every page carries them (src/lib/experiments): definitions only, no reader
 * data. Cached under the experiments tag; an editor's change regenerates every page.
 */
export const getExperiments = cachedRead(
  {
    name: 'experiments:active',
    tags: () => [CACHE_TAGS.experiments],
    duringBuild: [] as ExperimentDefinition[],
  },
  async (): Promise<ExperimentDefinition[]> => {
    const found = await (await payloadClient()).find({
      collection: 'experiments',
      where: { active: { equals: true } },
      limit: 50,
      depth: 0,
      pagination: false,
    })
    return found.docs.map((doc) => experimentDefinition(doc))
  },
)
