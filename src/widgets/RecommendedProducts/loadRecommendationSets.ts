import 'server-only'
import { cachedRead } from '@/cms/cache'
import { CACHE_TAGS, embeddedDocumentTags } from '@/cms/cacheTags'
import {
  RECOMMENDED_PRODUCTS_TAG,
  recommendedProductSetsSlug,
} from '@/cms/collections/RecommendedProductSets'
import { payloadClient } from '@/cms/reads'
import { isRecord } from '@/content/lexical'
import { articlePath } from '@/lib/sections'
import { type RecommendationSet, recommendationSets } from './recommendedProducts'

export type LoadedRecommendationSets = {
  sets: RecommendationSet[]
  /** The pictures and articles the sets show: editing one regenerates the pages that show it. */
  tags: string[]
}

/** Tags of the related articles the sets link to (a renamed or unpublished article changes the block). */
function relatedArticleTags(docs: readonly unknown[]): string[] {
  return docs.flatMap((doc) =>
    (isRecord(doc) && Array.isArray(doc.relatedArticles) ? doc.relatedArticles : []).flatMap((row) => {
      const article = isRecord(row) && isRecord(row.article) ? row.article : null
      const path = article
        ? articlePath({
            section: typeof article.section === 'string' ? article.section : null,
            slug: typeof article.slug === 'string' ? article.slug : null,
          })
        : null
      return path ? [CACHE_TAGS.articlePath(path)] : []
    }),
  )
}

/**
 * Every set of Commerce → Recommended products (a small table, read whole), with the related articles'
 * title, address, status and hero picture. One cached read shared by every page until a set, a picture or a
 * related article changes; the pages that used it carry its tags. Throws when the CMS cannot be read.
 */
export const loadRecommendationSets = cachedRead(
  {
    name: 'recommended-product-sets',
    tags: () => [RECOMMENDED_PRODUCTS_TAG],
    resultTags: (loaded: LoadedRecommendationSets) => loaded.tags,
    duringBuild: { sets: [], tags: [] } as LoadedRecommendationSets,
  },
  async (): Promise<LoadedRecommendationSets> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: recommendedProductSetsSlug,
      depth: 2,
      limit: 0,
      pagination: false,
      sort: 'createdAt',
      populate: {
        articles: { title: true, section: true, slug: true, heroImage: true, _status: true },
      },
    } as Parameters<typeof payload.find>[0])
    const docs: unknown[] = result.docs
    return {
      sets: recommendationSets(docs),
      tags: [...new Set([...embeddedDocumentTags(docs), ...relatedArticleTags(docs)])],
    }
  },
)
