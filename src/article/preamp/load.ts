import 'server-only'
import type { Payload } from 'payload'
import { cachedRead } from '@/cms/cache'
import { CACHE_TAGS, embeddedDocumentTags, relationId } from '@/cms/cacheTags'
import { PREAMP_ASSETS_SLUG } from '@/cms/collections/PreampAssets'
import { payloadClient } from '@/cms/reads'
import { listedArticlePaths, type PreampView, preampView } from './model'

type LoadedPreamp = { view: PreampView | null; tags: string[] }

async function findAsset(payload: Payload, id: string | number): Promise<unknown> {
  const found = await payload.find({
    collection: PREAMP_ASSETS_SLUG,
    where: { id: { equals: id } },
    depth: 2,
    limit: 1,
    pagination: false,
    populate: {
      articles: { title: true, section: true, slug: true, heroImage: true, _status: true },
    },
  } as Parameters<typeof payload.find>[0])
  return found.docs[0] ?? null
}

/**
 * The preamp asset attached to a page, as the page shows it. One cached read per asset, shared by every
 * page that attaches it; its tags (the asset, its pictures, the listed articles' addresses) become the
 * page's tags, so editing the asset, a picture or a listed article regenerates those pages. Throws when the
 * CMS cannot be read (the page's error handling applies).
 */
const loadPreamp = cachedRead(
  {
    name: 'preamp-asset',
    tags: (id: string | number) => [CACHE_TAGS.preampAsset(id)],
    resultTags: (loaded: LoadedPreamp) => loaded.tags,
    duringBuild: { view: null, tags: [] } as LoadedPreamp,
  },
  async (id: string | number): Promise<LoadedPreamp> => {
    const asset = await findAsset(await payloadClient(), id)
    return {
      view: preampView(asset),
      tags: [...embeddedDocumentTags(asset), ...listedArticlePaths(asset).map(CACHE_TAGS.articleListed)],
    }
  },
)

/** What the article's `preampAsset` shows (null: nothing attached, deleted, or nothing to show). */
export async function preampForArticle(value: unknown): Promise<PreampView | null> {
  const id = relationId(value)
  if (id === null) return null
  return (await loadPreamp(id)).view
}
