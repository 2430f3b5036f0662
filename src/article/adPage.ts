/*
 * Whether a page shows ads, and how (issue 28, ADR 26). Pure, from the article, its categories and the site's
 * advertising settings, so the page's cached HTML holds its slots or none:
 * - no ads at all: ads switched off site-wide, or the article, one of its categories or one of its keywords
 *   (Site settings → Advertising → ad-free keywords) marked ad-free;
 * - sensitive (house ads only, never a partner): the article, a category or a keyword marked sensitive;
 * - CPUV (the lower limits) and automatic slots: the article's own settings.
 */

import { inlineSlotLimits } from '@/lib/ads'

export type PageAds = { show: boolean; sensitive: boolean; cpuv: boolean; automatic: boolean }

type Flags = { adFree?: boolean | null; sensitive?: boolean | null }
type CategoryLike = Flags & { title?: unknown; slug?: unknown }
type ArticleLike = {
  advertising?: (Flags & { cpuv?: boolean | null; automaticAds?: boolean | null }) | null
  categories?: readonly unknown[] | null
  keywords?: readonly unknown[] | null
}
type SettingsLike = {
  advertising?: {
    enabled?: boolean | null
    adFreeKeywords?: readonly unknown[] | null
    sensitiveKeywords?: readonly unknown[] | null
  } | null
} | null

const lower = (list: readonly unknown[] | null | undefined): string[] =>
  (list ?? []).flatMap((v) => (typeof v === 'string' && v.trim() ? [v.trim().toLowerCase()] : []))

const categoryFlags = (list: readonly unknown[] | null | undefined): CategoryLike[] =>
  (list ?? []).flatMap((c) => (c && typeof c === 'object' ? [c as CategoryLike] : []))

const categoryName = (c: CategoryLike): string =>
  typeof c.title === 'string' && c.title.trim()
    ? c.title.trim()
    : typeof c.slug === 'string' && c.slug
      ? c.slug
      : 'unnamed'

/** Why an article shows no ads, and why it takes house ads only: one sentence per mark, in editors' words. */
export type PageAdReasons = { adFree: string[]; sensitive: string[] }

/**
 * Every mark that keeps ads off an article or makes it sensitive, in editors' words (the admin's "Who fills an
 * ad slot" lists them; `articleAds` decides from them).
 */
export function articleAdReasons(article: ArticleLike, settings: SettingsLike): PageAdReasons {
  const own = article.advertising ?? {}
  const categories = categoryFlags(article.categories)
  const keywords = lower(article.keywords)
  const ads = settings?.advertising
  const marked = (list: readonly unknown[] | null | undefined) => {
    const wanted = lower(list)
    return [...new Set(keywords.filter((k) => wanted.includes(k)))]
  }
  const adFree: string[] = []
  if (ads?.enabled === false)
    adFree.push('Ads are switched off for the whole site (Site settings → Advertising).')
  if (own.adFree === true) adFree.push('The article is marked “No ads on this page”.')
  for (const c of categories)
    if (c.adFree === true) adFree.push(`Its category “${categoryName(c)}” is marked “No ads”.`)
  for (const k of marked(ads?.adFreeKeywords))
    adFree.push(`Its keyword “${k}” is an ad-free keyword (Site settings → Advertising).`)
  const sensitive: string[] = []
  if (own.sensitive === true) sensitive.push('The article is marked “Sensitive topic”.')
  for (const c of categories)
    if (c.sensitive === true) sensitive.push(`Its category “${categoryName(c)}” is marked sensitive.`)
  for (const k of marked(ads?.sensitiveKeywords))
    sensitive.push(`Its keyword “${k}” is a sensitive keyword (Site settings → Advertising).`)
  return { adFree, sensitive }
}

export function articleAds(article: ArticleLike, settings: SettingsLike): PageAds {
  const own = article.advertising ?? {}
  const reasons = articleAdReasons(article, settings)
  return {
    show: reasons.adFree.length === 0,
    sensitive: reasons.sensitive.length > 0,
    cpuv: own.cpuv === true,
    automatic: own.automaticAds !== false,
  }
}

/** Listing pages (home, sections): ads unless switched off site-wide. */
export function listingAds(settings: SettingsLike): PageAds {
  return { show: settings?.advertising?.enabled !== false, sensitive: false, cpuv: false, automatic: true }
}

/**
 * The home page's in-list ad slots: one after the lead story and one after each section but the last (the
 * k-th after section k - 1), within the page's limit.
 */
export function homeInlineSlots(sectionsShown: number): number {
  return Math.max(0, Math.min(inlineSlotLimits('listing', false).slots, sectionsShown))
}

/** A section page's in-list ad slots: one after each row of cards, within the page's limit. */
export function sectionInlineSlots(articlesShown: number, perRow: number): number {
  const rows = Math.ceil(Math.max(0, articlesShown) / perRow)
  return Math.max(0, Math.min(inlineSlotLimits('listing', false).slots, rows))
}
