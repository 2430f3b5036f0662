import 'server-only'
import { cachedRead } from '@/cms/cache'
import { embeddedDocumentTags } from '@/cms/cacheTags'
import { DIETS_SLUG, DIETS_TAG } from '@/cms/collections/Diets'
import { payloadClient } from '@/cms/reads'

type LoadedDiets = { docs: unknown[]; tags: string[] }

const load = cachedRead(
  {
    name: 'diets:all',
    tags: () => [DIETS_TAG],
    resultTags: (loaded: LoadedDiets) => loaded.tags,
    duringBuild: { docs: [], tags: [] } as LoadedDiets,
  },
  async (): Promise<LoadedDiets> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: DIETS_SLUG,
      depth: 1,
      limit: 0,
      pagination: false,
      sort: 'createdAt',
      overrideAccess: false,
    })
    return { docs: result.docs, tags: embeddedDocumentTags(result.docs) }
  },
)

/**
 * Every diet (a small table, read whole) with its picture, oldest first: one cached read shared by every
 * page until a diet or one of their pictures changes; the pages that used it carry the `diets` tag, which
 * the Diets collection revalidates on every save and delete. Throws when the CMS cannot be read.
 */
export async function loadDiets(): Promise<readonly unknown[]> {
  return (await load()).docs
}
