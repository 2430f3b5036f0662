import type { Payload } from 'payload'
import { PREAMP_ASSETS_SLUG } from '@/cms/collections/PreampAssets'
import type { PictureKey } from '../images'
import type { ArticleSlug, SeedCounts } from '../types'

/** Every local-API call acts as the system and skips cache revalidation (no Next.js while seeding). */
const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

type PreampSeed = {
  /** The asset's stable key: the seed finds an existing asset by it. */
  name: string
  /** The pages it is attached to. */
  attachTo: ArticleSlug[]
  title: string
  picture: PictureKey
  articles: ArticleSlug[]
}

/**
 * The sample preamp assets: the decision article list of 001 §2, attached to /health/erectile-dysfunction
 * only. It lists the site's articles on the lifestyle steps that support erectile health (heart and blood
 * vessels, activity, diet, stress), which readers weigh before or alongside a treatment.
 */
export const PREAMP_SEEDS: PreampSeed[] = [
  {
    name: 'ED decision list',
    attachTo: ['erectile-dysfunction'],
    title: 'Before you choose a treatment: steps that support erectile health',
    picture: 'gallery-morning-walk',
    articles: [
      'walking-for-heart-health',
      'high-blood-pressure-and-sleep',
      'mediterranean-diet-basics',
      'everyday-anxiety-coping-skills',
    ],
  },
]

/**
 * Creates the sample preamp assets (found by name; rewritten only with `overwrite`) and attaches each to its
 * pages when a page has none (an editor's choice of another asset, or of none after the first seed, stays).
 */
export async function seedPreampAssets(
  payload: Payload,
  options: {
    articleIds: Record<ArticleSlug, number>
    pictures: Record<PictureKey, number>
    overwrite: boolean
    counts: SeedCounts
  },
): Promise<void> {
  const { articleIds, pictures, overwrite, counts } = options
  for (const seed of PREAMP_SEEDS) {
    const data = {
      name: seed.name,
      kind: 'decisionList' as const,
      decisionList: {
        title: seed.title,
        mainImage: pictures[seed.picture],
        articles: seed.articles.map((slug) => articleIds[slug]),
      },
    }
    const found = await payload.find({
      collection: PREAMP_ASSETS_SLUG,
      where: { name: { equals: seed.name } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0] as { id: number } | undefined
    let id: number
    if (!existing) {
      id = (
        (await payload.create({ collection: PREAMP_ASSETS_SLUG, data, depth: 0, ...LOCAL })) as { id: number }
      ).id
      counts.created += 1
    } else {
      id = existing.id
      if (overwrite) {
        await payload.update({ collection: PREAMP_ASSETS_SLUG, id, data, depth: 0, ...LOCAL })
        counts.updated += 1
      } else {
        counts.unchanged += 1
      }
    }
    if (existing && !overwrite) continue
    for (const slug of seed.attachTo) {
      await payload.update({
        collection: 'articles',
        id: articleIds[slug],
        data: { preampAsset: id },
        depth: 0,
        draft: false,
        ...LOCAL,
      })
    }
  }
}
