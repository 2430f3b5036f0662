import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { AnnouncementBar, Navigation, SiteSetting } from '@/cms/payload-types'
import { ARTICLE_BUILDERS } from './articles'
import { ARTICLE_CATALOG, WIDGET_GALLERY_PATH } from './articles/catalog'
import { seedAds } from './data/ads'
import { announcementBarSeed } from './data/announcementBar'
import { AUTHORS, type AuthorKey } from './data/authors'
import { CATEGORIES, type CategoryKey } from './data/categories'
import { COPAY_DRIVERS } from './data/copayDrivers'
import { DIETS, type DietKey } from './data/diets'
import { DRUGS, type DrugKey, SAMPLE_DRUGS_NOTE } from './data/drugs'
import { EXPERIMENTS } from './data/experiments'
import { NAVIGATION } from './data/navigation'
import { PHARMACY_CHAINS } from './data/pharmacyChains'
import { seedPreampAssets } from './data/preampAssets'
import { PRODUCTS, type ProductKey } from './data/products'
import { seedPromotions } from './data/promotions'
import { seedRecommendedProducts } from './data/recommendedProducts'
import { SITE_SETTINGS } from './data/siteSettings'
import { SURVEYS } from './data/surveys'
import {
  avatarImage,
  ensureSeedMedia,
  HERO_IMAGES,
  type HeroKey,
  PICTURES,
  type PictureKey,
  productImage,
  type SeedImage,
  SHARE_IMAGE,
} from './images'
import type { ArticleSlug, SeedCounts, SeedRefs } from './types'

export { WIDGET_GALLERY_PATH }

export type SeedReport = {
  media: SeedCounts
  categories: SeedCounts
  authors: SeedCounts
  products: SeedCounts
  pharmacyChains: SeedCounts
  drugs: SeedCounts
  diets: SeedCounts
  preampAssets: SeedCounts
  promotions: SeedCounts
  ads: SeedCounts
  articles: SeedCounts
  recommendedProducts: SeedCounts
  experiments: SeedCounts
  surveys: SeedCounts
  globals: SeedCounts
}

export type SeedOptions = {
  /**
   * Rewrite documents the seed finds already stored (matched by slug, variant id or section and slug)
   * with the current sample content. Off by default, so a second run changes nothing and editors'
   * changes to sample content survive. Images are never regenerated once stored.
   */
  overwrite?: boolean
}

/** Every local-API call of the seed acts as the system and skips cache revalidation (no Next.js here). */
const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

const emptyCounts = (): SeedCounts => ({ created: 0, updated: 0, unchanged: 0 })

type SeededCollection =
  | 'categories'
  | 'authors'
  | 'products'
  | 'pharmacyChains'
  | 'drugs'
  | 'drivers'
  | 'diets'
  | 'articles'

/**
 * Finds the document `where` matches; creates it when missing, rewrites it when `overwrite` is set.
 * Returns its id.
 */
async function upsert(
  payload: Payload,
  args: {
    collection: SeededCollection
    where: Where
    data: RequiredDataFromCollectionSlug<SeededCollection>
    overwrite: boolean
    counts: SeedCounts
    draftAware?: boolean
  },
): Promise<number> {
  const { collection, where, data, overwrite, counts, draftAware = false } = args
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    ...(draftAware ? { draft: true } : {}),
    ...LOCAL,
  })
  const existing = found.docs[0] as { id: number } | undefined
  if (!existing) {
    const created = (await payload.create({
      collection,
      data,
      depth: 0,
      ...(draftAware ? { draft: false } : {}),
      ...LOCAL,
    })) as { id: number }
    counts.created += 1
    return created.id
  }
  if (overwrite) {
    await payload.update({
      collection,
      id: existing.id,
      data,
      depth: 0,
      ...(draftAware ? { draft: false } : {}),
      ...LOCAL,
    })
    counts.updated += 1
  } else {
    counts.unchanged += 1
  }
  return existing.id
}

async function media(payload: Payload, image: SeedImage, counts: SeedCounts): Promise<number> {
  const { id, created } = await ensureSeedMedia(payload, image)
  if (created) counts.created += 1
  else counts.unchanged += 1
  return id
}

/** Runs `build` for each key of `record` in order and collects the results under the same keys. */
async function mapKeys<K extends string, V, R>(
  record: Record<K, V>,
  build: (key: K, value: V, index: number) => Promise<R>,
): Promise<Record<K, R>> {
  const out = {} as Record<K, R>
  let index = 0
  for (const key of Object.keys(record) as K[]) {
    out[key] = await build(key, record[key], index)
    index += 1
  }
  return out
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'root' in value) {
    const root = (value as { root?: { children?: unknown[] } }).root
    return !root?.children?.length
  }
  return false
}

/**
 * Fills the navigation and site settings globals. Without `overwrite` only empty fields are filled (a
 * global that was never saved counts as empty throughout), so editors' settings are kept.
 */
async function seedGlobals(
  payload: Payload,
  shareImage: number,
  defaultNewsletterList: number,
  overwrite: boolean,
  counts: SeedCounts,
): Promise<void> {
  const navigation = (await payload.findGlobal({
    slug: 'navigation',
    depth: 0,
    ...LOCAL,
  })) as Partial<Navigation>
  const navigationData: Partial<Navigation> = {}
  if (overwrite || isEmpty(navigation.header?.links)) navigationData.header = NAVIGATION.header
  if (overwrite || isEmpty(navigation.secondaryNav?.items))
    navigationData.secondaryNav = NAVIGATION.secondaryNav
  if (Object.keys(navigationData).length > 0) {
    await payload.updateGlobal({ slug: 'navigation', data: navigationData, depth: 0, ...LOCAL })
    counts.updated += 1
  } else {
    counts.unchanged += 1
  }

  const settings = (await payload.findGlobal({
    slug: 'siteSettings',
    depth: 0,
    ...LOCAL,
  })) as Partial<SiteSetting>
  const neverSaved = !settings.updatedAt
  const wanted: Partial<SiteSetting> = {
    ...SITE_SETTINGS,
    defaultShareImage: shareImage,
    promotions: { mockDrivers: false, defaultNewsletterList },
  }
  const settingsData: Partial<SiteSetting> = {}
  for (const [key, value] of Object.entries(wanted) as [keyof SiteSetting, unknown][]) {
    if (overwrite || neverSaved || isEmpty(settings[key])) Object.assign(settingsData, { [key]: value })
  }
  if (Object.keys(settingsData).length > 0) {
    await payload.updateGlobal({ slug: 'siteSettings', data: settingsData, depth: 0, ...LOCAL })
    counts.updated += 1
  } else {
    counts.unchanged += 1
  }

  const announcement = (await payload.findGlobal({
    slug: 'announcementBar',
    depth: 0,
    ...LOCAL,
  })) as Partial<AnnouncementBar>
  if (overwrite || !announcement.updatedAt) {
    await payload.updateGlobal({ slug: 'announcementBar', data: announcementBarSeed, depth: 0, ...LOCAL })
    counts.updated += 1
  } else {
    counts.unchanged += 1
  }
}

/** The sample experiments (src/seed/data/experiments.ts), found by what they test. */
async function seedExperiments(payload: Payload, overwrite: boolean, counts: SeedCounts): Promise<void> {
  for (const experiment of EXPERIMENTS) {
    const found = await payload.find({
      collection: 'experiments',
      where: { key: { equals: experiment.key } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0]
    if (!existing) {
      await payload.create({ collection: 'experiments', data: experiment, depth: 0, ...LOCAL })
      counts.created += 1
    } else if (overwrite) {
      await payload.update({
        collection: 'experiments',
        id: existing.id,
        data: experiment,
        depth: 0,
        ...LOCAL,
      })
      counts.updated += 1
    } else counts.unchanged += 1
  }
}

/** The sample survey (src/seed/data/surveys.ts), found by its question. */
async function seedSurveys(payload: Payload, overwrite: boolean, counts: SeedCounts): Promise<void> {
  for (const survey of SURVEYS) {
    const found = await payload.find({
      collection: 'surveys',
      where: { question: { equals: survey.question } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0]
    if (!existing) {
      await payload.create({ collection: 'surveys', data: survey, depth: 0, ...LOCAL })
      counts.created += 1
    } else if (overwrite) {
      await payload.update({ collection: 'surveys', id: existing.id, data: survey, depth: 0, ...LOCAL })
      counts.updated += 1
    } else counts.unchanged += 1
  }
}

function summary(report: SeedReport): string {
  const part = (verb: keyof SeedCounts) =>
    (Object.entries(report) as [keyof SeedReport, SeedCounts][])
      .filter(([, counts]) => counts[verb] > 0)
      .map(([kind, counts]) => `${counts[verb]} ${kind}`)
      .join(', ') || 'nothing'
  return `Seed: created ${part('created')}; updated ${part('updated')}; unchanged ${part('unchanged')}.`
}

/**
 * Loads the sample site: images, categories, authors, products, pharmacy chains, drugs with the sample copay
 * offer (a driver) and diets, the sample articles (published), promotions, ads, the navigation menu and the
 * site settings.
 * Idempotent: everything is looked up by its stable key first (file name, slug, variant id, chain id, driver
 * id, section and slug), so a second run creates nothing.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const overwrite = options.overwrite ?? false
  const report: SeedReport = {
    media: emptyCounts(),
    categories: emptyCounts(),
    authors: emptyCounts(),
    products: emptyCounts(),
    pharmacyChains: emptyCounts(),
    drugs: emptyCounts(),
    diets: emptyCounts(),
    preampAssets: emptyCounts(),
    promotions: emptyCounts(),
    ads: emptyCounts(),
    articles: emptyCounts(),
    recommendedProducts: emptyCounts(),
    experiments: emptyCounts(),
    surveys: emptyCounts(),
    globals: emptyCounts(),
  }

  const categories = await mapKeys<CategoryKey, (typeof CATEGORIES)[CategoryKey], number>(
    CATEGORIES,
    (_key, category) =>
      upsert(payload, {
        collection: 'categories',
        where: { slug: { equals: category.slug } },
        data: { ...category } satisfies RequiredDataFromCollectionSlug<'categories'>,
        overwrite,
        counts: report.categories,
      }),
  )

  const avatars = await mapKeys<AuthorKey, (typeof AUTHORS)[AuthorKey], number>(
    AUTHORS,
    (_key, author, index) =>
      media(
        payload,
        avatarImage({ slug: author.slug, name: author.name, paletteIndex: index }),
        report.media,
      ),
  )
  const authors = await mapKeys<AuthorKey, (typeof AUTHORS)[AuthorKey], number>(AUTHORS, (key, author) =>
    upsert(payload, {
      collection: 'authors',
      where: { slug: { equals: author.slug } },
      data: { ...author, image: avatars[key] } satisfies RequiredDataFromCollectionSlug<'authors'>,
      overwrite,
      counts: report.authors,
    }),
  )

  const products = await mapKeys<ProductKey, (typeof PRODUCTS)[ProductKey], number>(
    PRODUCTS,
    async (_key, { drawing, ...product }) => {
      const image = await media(
        payload,
        productImage({ slug: product.variantId.replace(/^seed-/, ''), drawing, alt: product.imgAlt }),
        report.media,
      )
      return upsert(payload, {
        collection: 'products',
        where: { variantId: { equals: product.variantId } },
        data: { ...product, image } satisfies RequiredDataFromCollectionSlug<'products'>,
        overwrite,
        counts: report.products,
      })
    },
  )

  // The drug price comparison: the local provider's made-up pharmacy chains with their logos, and the
  // sample drugs (sample data: invented NDCs, estimated list prices; see src/seed/data/drugs.ts).
  for (const { logo, ...chain } of PHARMACY_CHAINS) {
    const logoId = await media(payload, logo, report.media)
    await upsert(payload, {
      collection: 'pharmacyChains',
      where: { chainId: { equals: chain.chainId } },
      data: { ...chain, logo: logoId } satisfies RequiredDataFromCollectionSlug<'pharmacyChains'>,
      overwrite,
      counts: report.pharmacyChains,
    })
  }
  const drugs = await mapKeys<DrugKey, (typeof DRUGS)[DrugKey], number>(DRUGS, (_key, drug) =>
    upsert(payload, {
      collection: 'drugs',
      where: { slug: { equals: drug.slug } },
      data: drug satisfies RequiredDataFromCollectionSlug<'drugs'>,
      overwrite,
      counts: report.drugs,
    }),
  )
  if (report.drugs.created > 0) payload.logger.info(`Seed: drugs. ${SAMPLE_DRUGS_NOTE}`)

  // After the drugs: a sample copay offer is a driver targeting its drug (counted with the promotions).
  // Found by its id, or by the name the promotions migration gives an offer it moved off the drug (so a
  // database migrated from one with the old sample offer gets no second one).
  for (const { drug, driver } of COPAY_DRIVERS) {
    await upsert(payload, {
      collection: 'drivers',
      where: {
        or: [
          { _uuid: { equals: driver._uuid } },
          { and: [{ driverType: { equals: 'copay' } }, { name: { equals: driver.name } }] },
        ],
      },
      data: { ...driver, drugs: [drugs[drug]] } satisfies RequiredDataFromCollectionSlug<'drivers'>,
      overwrite,
      counts: report.promotions,
    })
  }

  const heroes = await mapKeys<HeroKey, SeedImage, number>(HERO_IMAGES, (_key, image) =>
    media(payload, image, report.media),
  )
  const shareImage = await media(payload, SHARE_IMAGE, report.media)
  const pictures = await mapKeys<PictureKey, SeedImage, number>(PICTURES, (_key, image) =>
    media(payload, image, report.media),
  )

  // The diet comparison's diets, each with its seeded illustration.
  const diets = await mapKeys<DietKey, (typeof DIETS)[DietKey], number>(DIETS, (_key, { picture, ...diet }) =>
    upsert(payload, {
      collection: 'diets',
      where: { slug: { equals: diet.slug } },
      data: { ...diet, image: pictures[picture] } satisfies RequiredDataFromCollectionSlug<'diets'>,
      overwrite,
      counts: report.diets,
    }),
  )

  const refs: SeedRefs = { authors, avatars, categories, products, drugs, heroes, pictures, diets }
  const articleIds = {} as Record<ArticleSlug, number>
  for (const slug of Object.keys(ARTICLE_BUILDERS) as ArticleSlug[]) {
    const article = ARTICLE_BUILDERS[slug](refs)
    articleIds[slug] = await upsert(payload, {
      collection: 'articles',
      where: { and: [{ section: { equals: ARTICLE_CATALOG[slug].section } }, { slug: { equals: slug } }] },
      data: article satisfies RequiredDataFromCollectionSlug<'articles'>,
      overwrite,
      counts: report.articles,
      draftAware: true,
    })
  }

  // After the articles: the preamp assets list them, and attach to theirs.
  await seedPreampAssets(payload, { articleIds, pictures, overwrite, counts: report.preampAssets })

  // After the articles: the sets link to them.
  await seedRecommendedProducts(payload, {
    overwrite,
    counts: report.recommendedProducts,
    mediaCounts: report.media,
  })
  await seedExperiments(payload, overwrite, report.experiments)
  await seedSurveys(payload, overwrite, report.surveys)
  // Newsletter lists and drivers; the Subscribe dialog's default list goes into the site settings.
  const newsletterLists = await seedPromotions(payload, {
    categories,
    pictures,
    overwrite,
    counts: report.promotions,
  })

  // Advertisers, campaigns and creatives with their pictures (the campaigns exclude categories).
  await seedAds(payload, { categories, overwrite, counts: report.ads, mediaCounts: report.media })

  await seedGlobals(payload, shareImage, newsletterLists['wellread-weekly'], overwrite, report.globals)

  payload.logger.info(summary(report))
  return report
}

/** Seeds the sample site when the database has no articles at all (first start). */
export async function seedIfEmpty(payload: Payload): Promise<SeedReport | null> {
  const { totalDocs } = await payload.count({ collection: 'articles', ...LOCAL })
  if (totalDocs > 0) return null
  return seed(payload)
}
