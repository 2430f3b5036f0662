import type { Payload } from 'payload'
import { recommendedProductSetsSlug } from '@/cms/collections/RecommendedProductSets'
import { ensureSeedMedia, type SeedImage } from '../images'
import type { SeedCounts } from '../types'

/**
 * Sample recommended-product lookup tables (002 §3.8), one set per topic, on the site's real article paths
 * plus the two CBD articles (/health/best-cbd-gummies, /health/cbd-dosage-guide):
 *
 * - table A: each set's `pages` (the CBD articles, the erectile dysfunction article, two heart-health
 *   articles) show its block;
 * - table B: related articles that exist when the seed runs are stored as relationships (their own title and
 *   hero picture show); the others as a page address with the title below;
 * - table C: each set's `otherPages` show its short heading, linking to the set's first page.
 *
 * Sets with two pages list five related articles: each page leaves itself out and still shows four.
 */

type RelatedSeed = { path: string; title: string }

export type RecommendationSetSeed = {
  /** The topic: the set's stable key (the seed finds an existing set by it). */
  name: string
  pages: string[]
  blockTitle: string
  image: SeedImage
  related: RelatedSeed[]
  shortHeading?: string
  otherPages?: string[]
}

const WIDTH = 1200
const HEIGHT = 800

function illustration(filename: string, alt: string, from: string, to: string, body: string): SeedImage {
  return {
    filename,
    alt,
    width: WIDTH,
    height: HEIGHT,
    format: 'webp',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${body}</svg>`,
  }
}

/** A leaf of seven narrow leaflets fanning out from (cx, cy). */
function fanLeaf(cx: number, cy: number, size: number, fill: string): string {
  const angles = [-75, -50, -25, 0, 25, 50, 75]
  const lengths = [0.45, 0.7, 0.9, 1, 0.9, 0.7, 0.45]
  const leaflets = angles
    .map((angle, i) => {
      const length = size * (lengths[i] ?? 1)
      return `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${size / 14}" ry="${length / 2}" transform="rotate(${angle} ${cx} ${cy})" fill="${fill}"/>`
    })
    .join('')
  return `${leaflets}<rect x="${cx - 4}" y="${cy}" width="8" height="${size * 0.45}" rx="4" fill="${fill}"/>`
}

/** A round gummy with a soft highlight. */
const gummy = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#ffffff" opacity="0.45"/>`

/** A heart centred on (cx, cy), `size` wide. */
function heart(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 100
  return `<path d="M 0 30 C 0 -5 -50 -5 -50 25 C -50 50 -20 70 0 90 C 20 70 50 50 50 25 C 50 -5 0 -5 0 30 Z" transform="translate(${cx} ${cy - 45 * s}) scale(${s})" fill="${fill}"/>`
}

const pulse = (y: number, stroke: string) =>
  `<path d="M 80 ${y} L 430 ${y} L 470 ${y - 40} L 520 ${y + 90} L 575 ${y - 150} L 630 ${y + 60} L 670 ${y} L 1120 ${y}" fill="none" stroke="${stroke}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`

export const RECOMMENDATION_SET_SEEDS: readonly RecommendationSetSeed[] = [
  {
    name: 'CBD products',
    pages: ['/health/best-cbd-gummies', '/health/cbd-dosage-guide'],
    blockTitle: 'OUR TOP CBD PRODUCTS',
    image: illustration(
      'seed-recommended-cbd.webp',
      'Illustration of a green hemp leaf beside a small amber dropper bottle and round orange and green gummies.',
      '#eef6ee',
      '#d6ead9',
      `${fanLeaf(420, 470, 360, '#4f8a5b')}
      <rect x="720" y="330" width="150" height="270" rx="26" fill="#b86b1f"/>
      <rect x="750" y="250" width="90" height="90" rx="14" fill="#2f3b35"/>
      <rect x="770" y="170" width="50" height="90" rx="25" fill="#2f3b35"/>
      <rect x="740" y="420" width="110" height="90" rx="10" fill="#f4ead8"/>
      ${gummy(940, 600, 55, '#e58a3a')}${gummy(1040, 540, 48, '#7fb069')}${gummy(1010, 650, 42, '#e2b13c')}`,
    ),
    related: [
      { path: '/health/best-cbd-gummies', title: 'Best CBD gummies, tested and compared' },
      { path: '/health/cbd-dosage-guide', title: 'CBD dosage: how much to take and how to start' },
      {
        path: '/mental-health/everyday-anxiety-coping-skills',
        title: 'Everyday anxiety: coping skills that help',
      },
      {
        path: '/health/high-blood-pressure-and-sleep',
        title: 'High blood pressure and sleep: how they are linked and what helps',
      },
      { path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' },
    ],
    shortHeading: 'Best CBD products',
    otherPages: ['/mental-health/everyday-anxiety-coping-skills'],
  },
  {
    name: 'Erectile dysfunction',
    pages: ['/health/erectile-dysfunction'],
    blockTitle: 'OUR TOP SEXUAL HEALTH PRODUCTS',
    image: illustration(
      'seed-recommended-sexual-health.webp',
      'Abstract illustration in teal and deep blue: two overlapping circles over a smooth flowing line.',
      '#e4f1f3',
      '#c3dde3',
      `<circle cx="520" cy="380" r="230" fill="#3a8f9c" opacity="0.55"/>
      <circle cx="700" cy="420" r="230" fill="#0f4c5c" opacity="0.45"/>
      <path d="M -20 650 C 260 520 480 760 760 600 S 1100 470 1220 540" fill="none" stroke="#f4a08b" stroke-width="22" stroke-linecap="round"/>`,
    ),
    related: [
      {
        path: '/health/high-blood-pressure-and-sleep',
        title: 'High blood pressure and sleep: how they are linked and what helps',
      },
      { path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' },
      { path: '/nutrition/mediterranean-diet-basics', title: 'The Mediterranean diet: a beginner’s guide' },
      {
        path: '/mental-health/everyday-anxiety-coping-skills',
        title: 'Everyday anxiety: coping skills that help',
      },
    ],
  },
  {
    name: 'Heart health',
    pages: ['/health/high-blood-pressure-and-sleep', '/fitness/walking-for-heart-health'],
    blockTitle: 'OUR TOP HEART-HEALTH PRODUCTS',
    image: illustration(
      'seed-recommended-heart-health.webp',
      'Illustration of a coral heart above a steady pulse line on a warm cream background.',
      '#fbf1e6',
      '#f3dcc7',
      `${heart(600, 330, 360, '#e05a4f')}${pulse(610, '#0b6e5e')}`,
    ),
    related: [
      {
        path: '/health/high-blood-pressure-and-sleep',
        title: 'High blood pressure and sleep: how they are linked and what helps',
      },
      { path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' },
      { path: '/nutrition/mediterranean-diet-basics', title: 'The Mediterranean diet: a beginner’s guide' },
      { path: '/health/erectile-dysfunction', title: 'Erectile dysfunction: causes, tests and treatments' },
      {
        path: '/mental-health/everyday-anxiety-coping-skills',
        title: 'Everyday anxiety: coping skills that help',
      },
    ],
    shortHeading: 'Best heart-health products',
    otherPages: ['/nutrition/mediterranean-diet-basics'],
  },
]

/** Every local-API call acts as the system and skips cache revalidation (as in src/seed/seed.ts). */
const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** The id of the article at `path` ("/section/slug"), published or not, or null when there is none yet. */
async function articleAt(payload: Payload, path: string): Promise<number | null> {
  const [, section, slug] = path.split('/')
  if (!section || !slug) return null
  const found = await payload.find({
    collection: 'articles',
    where: { and: [{ section: { equals: section } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    ...LOCAL,
  })
  return found.docs[0]?.id ?? null
}

/** A set as stored: related articles that exist become relationships, the others a page address and title. */
async function setData(payload: Payload, seed: RecommendationSetSeed, mainImage: number) {
  const relatedArticles = []
  for (const related of seed.related) {
    const article = await articleAt(payload, related.path)
    relatedArticles.push(article ? { article } : { path: related.path, title: related.title })
  }
  return {
    name: seed.name,
    pages: seed.pages.map((path) => ({ path })),
    blockTitle: seed.blockTitle,
    mainImage,
    relatedArticles,
    shortHeading: seed.shortHeading ?? '',
    otherPages: (seed.otherPages ?? []).map((path) => ({ path })),
  }
}

export type SeedRecommendedProductsOptions = {
  /** Rewrite sets that already exist (matched by topic) with the sample content; off by default. */
  overwrite?: boolean
  /** Counts of sets created, updated and left unchanged (e.g. `report.recommendedProducts`). */
  counts?: SeedCounts
  /** Counts of the sets' pictures (e.g. `report.media`). */
  mediaCounts?: SeedCounts
}

/**
 * Seeds the sample sets of Commerce → Recommended products. Run it after the articles, so related articles
 * that exist are stored as relationships. Idempotent like `seed()`: a set is found by its topic (`name`) and
 * created when missing, rewritten only with `overwrite`; pictures are found by file name and never redrawn.
 */
export async function seedRecommendedProducts(
  payload: Payload,
  options: SeedRecommendedProductsOptions = {},
): Promise<SeedCounts> {
  const counts = options.counts ?? { created: 0, updated: 0, unchanged: 0 }
  for (const seed of RECOMMENDATION_SET_SEEDS) {
    const image = await ensureSeedMedia(payload, seed.image)
    if (options.mediaCounts) options.mediaCounts[image.created ? 'created' : 'unchanged'] += 1
    const found = await payload.find({
      collection: recommendedProductSetsSlug,
      where: { name: { equals: seed.name } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    const existing = found.docs[0] as { id: number | string } | undefined
    if (existing && !options.overwrite) {
      counts.unchanged += 1
      continue
    }
    const data = (await setData(payload, seed, image.id)) as never
    if (existing) {
      await payload.update({
        collection: recommendedProductSetsSlug,
        id: existing.id,
        data,
        depth: 0,
        ...LOCAL,
      })
      counts.updated += 1
    } else {
      await payload.create({ collection: recommendedProductSetsSlug, data, depth: 0, ...LOCAL })
      counts.created += 1
    }
  }
  return counts
}
