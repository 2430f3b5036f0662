import type { Payload } from 'payload'
import type { AdCampaign, AdCreative, Advertiser } from '@/cms/payload-types'
import { AD_SIZES, type AdSizeName, sizeLabel } from '@/lib/ads'
import type { SectionSlug } from '@/lib/sections'
import { config } from '@/platform/config.mjs'
import type { AdTier } from '@/services/ads/engine'
import { type AdArtwork, adImage, ensureSeedMedia } from '../images'
import type { SeedCounts } from '../types'
import type { CategoryKey } from './categories'
import { SITE_SETTINGS } from './siteSettings'

/** Every local-API call acts as the system and skips cache revalidation (no Next.js while seeding). */
const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

/**
 * The sample ads (issue 28): two invented advertisers on the reserved .example domain (a running-shoe maker
 * and a meal-kit service; no health claims), one standard campaign each, and the site's own house ads for
 * its newsletter, which fill what the campaigns leave. Every creative is an image drawn here at its size
 * (`adImage`) and stored at twice it.
 */

type AdvertiserKey = 'quillstep' | 'pantrybright' | 'wellread'

/** The site's own secure address: SITE_URL when it is https, else the site's own domain. */
export function siteOrigin(): string {
  const url = config().siteUrl
  return url.startsWith('https://') ? url.replace(/\/+$/, '') : `https://${SITE_SETTINGS.siteHost}`
}

export const ADVERTISER_SEEDS: Record<
  AdvertiserKey,
  Pick<Advertiser, 'name' | 'website' | 'contactEmail' | 'notes'>
> = {
  quillstep: {
    name: 'Quillstep Running Co.',
    website: 'https://quillstep.example',
    contactEmail: 'ads@quillstep.example',
    notes: 'Sample advertiser (invented): trail and road running shoes. Fitness pages only.',
  },
  pantrybright: {
    name: 'Pantrybright Meal Kits',
    website: 'https://pantrybright.example',
    contactEmail: 'partners@pantrybright.example',
    notes:
      'Sample advertiser (invented): weeknight meal kits. Kept off anxiety pages, where food and appetite can be a hard subject.',
  },
  wellread: {
    name: 'Wellread',
    website: null,
    contactEmail: null,
    notes: 'The site itself: house ads for our own newsletter, shown where no campaign fills a slot.',
  },
}

type CampaignSeed = Pick<AdCampaign, 'name' | 'enabled' | 'weight' | 'frequencyCap'> & {
  advertiser: AdvertiserKey
  tier: AdTier
  sections?: SectionSlug[]
  excludeCategories?: CategoryKey[]
  /** Creatives are named "{creativeName} {size}", e.g. "Quillstep trail shoes 300x250". */
  creativeName: string
  /** The image file names' stem: `seed-ad-{slug}-{w}x{h}.png`. */
  slug: string
  sizes: AdSizeName[]
  art: AdArtwork
  /** The creatives' alt text: the words the picture shows. */
  alt: string
  /** Where a click goes; `origin` is the site's own secure address (house ads link there). */
  clickUrl: (origin: string) => string
}

export const AD_CAMPAIGN_SEEDS: CampaignSeed[] = [
  {
    name: 'Quillstep: trail shoes for spring (fitness section)',
    advertiser: 'quillstep',
    tier: 'standard',
    enabled: true,
    weight: 100,
    frequencyCap: { count: null, days: null },
    sections: ['fitness'],
    creativeName: 'Quillstep trail shoes',
    slug: 'quillstep-trail',
    sizes: ['mediumRect', 'leaderboard'],
    art: {
      brand: 'Quillstep',
      headline: 'Find your footing on every trail',
      short: 'Trail shoes that find your footing',
      mobile: 'Trail shoes for spring',
      cta: 'Shop trail shoes',
      colors: {
        bg: '#16402f',
        bg2: '#245c45',
        fg: '#ffffff',
        muted: '#c6e86b',
        accent: '#c6e86b',
        onAccent: '#16402f',
      },
    },
    alt: 'Quillstep: find your footing on every trail. Shop trail shoes.',
    clickUrl: () => 'https://quillstep.example/trail?utm_source=wellread&utm_medium=display',
  },
  {
    name: 'Pantrybright: weeknight dinners',
    advertiser: 'pantrybright',
    tier: 'standard',
    enabled: true,
    weight: 100,
    frequencyCap: { count: 5, days: 7 },
    excludeCategories: ['stressAndAnxiety'],
    creativeName: 'Pantrybright weeknight dinners',
    slug: 'pantrybright-dinners',
    sizes: ['mediumRect', 'leaderboard', 'mobileLeaderboard'],
    art: {
      brand: 'Pantrybright',
      headline: 'Weeknight dinners in 25 minutes',
      short: 'Weeknight dinners in 25 minutes',
      mobile: 'Dinner in 25 minutes',
      cta: 'See the menu',
      colors: {
        bg: '#fff4e6',
        bg2: '#ffe2c2',
        fg: '#3b2314',
        muted: '#b4471c',
        accent: '#d9531e',
        onAccent: '#ffffff',
      },
    },
    alt: 'Pantrybright: weeknight dinners in 25 minutes. See the menu.',
    clickUrl: () => 'https://pantrybright.example/menu?utm_source=wellread&utm_medium=display',
  },
  {
    name: 'House: get the Wellread newsletter',
    advertiser: 'wellread',
    tier: 'house',
    enabled: true,
    weight: 100,
    frequencyCap: { count: null, days: null },
    creativeName: 'Wellread newsletter',
    slug: 'wellread-newsletter',
    sizes: ['mediumRect', 'leaderboard', 'largeLeaderboard', 'mobileLeaderboard', 'smallMobileLeaderboard'],
    art: {
      brand: 'Wellread',
      headline: 'Get the Wellread newsletter',
      short: 'Get the Wellread newsletter',
      mobile: 'Get our free newsletter',
      cta: 'Sign up',
      colors: {
        bg: '#e3f3ef',
        bg2: '#c9e8e0',
        fg: '#08584b',
        muted: '#0b6e5e',
        accent: '#0b6e5e',
        onAccent: '#ffffff',
      },
    },
    alt: 'Get the Wellread newsletter: practical health reads, once a week. Sign up.',
    clickUrl: (origin) => `${origin}/health/heart-health-newsletter?utm_source=wellread&utm_medium=house-ad`,
  },
]

type Collection = 'advertisers' | 'ad-campaigns' | 'ad-creatives'

/** Finds a document by name; creates it when missing, rewrites it with `overwrite`. Returns its id. */
async function upsertByName<C extends Collection>(
  payload: Payload,
  collection: C,
  data: { name: string } & Record<string, unknown>,
  overwrite: boolean,
  counts: SeedCounts,
): Promise<number> {
  const found = await payload.find({
    collection,
    where: { name: { equals: data.name } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...LOCAL,
  })
  const existing = found.docs[0] as { id: number } | undefined
  if (!existing) {
    const created = (await payload.create({ collection, data: data as never, depth: 0, ...LOCAL })) as {
      id: number
    }
    counts.created += 1
    return created.id
  }
  if (overwrite) {
    await payload.update({ collection, id: existing.id, data: data as never, depth: 0, ...LOCAL })
    counts.updated += 1
  } else counts.unchanged += 1
  return existing.id
}

/**
 * Creates the sample advertisers, campaigns and creatives with their pictures (found by name and file name;
 * rewritten only with `overwrite`).
 */
export async function seedAds(
  payload: Payload,
  options: {
    categories: Record<CategoryKey, number>
    overwrite: boolean
    counts: SeedCounts
    mediaCounts: SeedCounts
  },
): Promise<void> {
  const { overwrite, counts, mediaCounts } = options
  const advertisers = {} as Record<AdvertiserKey, number>
  for (const key of Object.keys(ADVERTISER_SEEDS) as AdvertiserKey[]) {
    advertisers[key] = await upsertByName(payload, 'advertisers', ADVERTISER_SEEDS[key], overwrite, counts)
  }
  const origin = siteOrigin()
  for (const seed of AD_CAMPAIGN_SEEDS) {
    const campaign = {
      name: seed.name,
      advertiser: advertisers[seed.advertiser],
      tier: seed.tier,
      enabled: seed.enabled,
      weight: seed.weight,
      frequencyCap: seed.frequencyCap,
      targeting: { sections: seed.sections ?? [] },
      excludeCategories: (seed.excludeCategories ?? []).map((key) => options.categories[key]),
    } satisfies Partial<AdCampaign>
    const campaignId = await upsertByName(payload, 'ad-campaigns', campaign, overwrite, counts)
    for (const size of seed.sizes) {
      const label = sizeLabel(AD_SIZES[size])
      const { id: image, created } = await ensureSeedMedia(
        payload,
        // The picture's own description names its size: the seed finds its images by alt text too.
        adImage({
          slug: seed.slug,
          size: AD_SIZES[size],
          art: seed.art,
          alt: `${seed.creativeName} ad, ${label}: ${seed.alt}`,
        }),
      )
      if (created) mediaCounts.created += 1
      else mediaCounts.unchanged += 1
      const creative = {
        name: `${seed.creativeName} ${label}`,
        campaign: campaignId,
        enabled: true,
        format: 'image',
        size,
        image,
        alt: seed.alt,
        clickUrl: seed.clickUrl(origin),
      } satisfies Partial<AdCreative>
      await upsertByName(payload, 'ad-creatives', creative, overwrite, counts)
    }
  }
}
