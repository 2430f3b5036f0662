import type { SectionSlug } from '@/lib/sections'
import type { ArticleSlug } from '../types'

/** Where each seeded article lives, and the short title its tiles use (tile titles are cut at 26 characters). */
export const ARTICLE_CATALOG = {
  'erectile-dysfunction': { section: 'health', tileTitle: 'Erectile dysfunction' },
  'mediterranean-diet-basics': { section: 'nutrition', tileTitle: 'Mediterranean diet basics' },
  'high-blood-pressure-and-sleep': { section: 'health', tileTitle: 'Blood pressure and sleep' },
  'everyday-anxiety-coping-skills': { section: 'mental-health', tileTitle: 'Coping with anxiety' },
  'walking-for-heart-health': { section: 'fitness', tileTitle: 'Walking for heart health' },
  'widget-gallery': { section: 'health', tileTitle: 'Widget gallery' },
  'best-cbd-gummies': { section: 'health', tileTitle: 'Best CBD gummies' },
  'cbd-dosage-guide': { section: 'health', tileTitle: 'CBD dosage guide' },
  'how-we-vet-brands-and-products': { section: 'health', tileTitle: 'How we vet products' },
  atorvastatin: { section: 'drugs', tileTitle: 'Atorvastatin' },
  'lisinopril-savings': { section: 'drugs', tileTitle: 'Lisinopril savings' },
  'heart-health-newsletter': { section: 'health', tileTitle: 'Heart Health Weekly' },
  'heart-health-hub': { section: 'health', tileTitle: 'Heart health hub' },
} as const satisfies Record<ArticleSlug, { section: SectionSlug; tileTitle: string }>

export const TILE_TITLE_LIMIT = 26

export function articleUrl(slug: ArticleSlug): string {
  return `/${ARTICLE_CATALOG[slug].section}/${slug}`
}

/** The stable page that shows every widget (used by the end-to-end accessibility run). */
export const WIDGET_GALLERY_PATH = '/health/widget-gallery'

/** The editorial articles (everything but the widget gallery), in reading order. */
export const EDITORIAL_SLUGS = [
  'erectile-dysfunction',
  'high-blood-pressure-and-sleep',
  'mediterranean-diet-basics',
  'walking-for-heart-health',
  'everyday-anxiety-coping-skills',
] as const satisfies readonly ArticleSlug[]
