/*
 * Whether a page shows ads, and how (issue 28, ADR 26). Pure, from the article, its categories and the site's
 * advertising settings, so the page's cached HTML holds its slots or none:
 * - no ads at all: ads switched off site-wide, or the article, one of its categories or one of its keywords
 *   (Site settings → Advertising → ad-free keywords) marked ad-free;
 * - sensitive (house ads only, never a partner): the article, a category or a keyword marked sensitive;
 * - CPUV (the lower limits) and automatic slots: the article's own settings.
 */

export type PageAds = { show: boolean; sensitive: boolean; cpuv: boolean; automatic: boolean }

type Flags = { adFree?: boolean | null; sensitive?: boolean | null }
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

const categoryFlags = (list: readonly unknown[] | null | undefined): Flags[] =>
  (list ?? []).flatMap((c) => (c && typeof c === 'object' ? [c as Flags] : []))

export function articleAds(article: ArticleLike, settings: SettingsLike): PageAds {
  const own = article.advertising ?? {}
  const categories = categoryFlags(article.categories)
  const keywords = lower(article.keywords)
  const marked = (list: readonly unknown[] | null | undefined) => {
    const wanted = lower(list)
    return keywords.some((k) => wanted.includes(k))
  }
  const ads = settings?.advertising
  const adFree =
    ads?.enabled === false ||
    own.adFree === true ||
    categories.some((c) => c.adFree === true) ||
    marked(ads?.adFreeKeywords)
  return {
    show: !adFree,
    sensitive:
      own.sensitive === true ||
      categories.some((c) => c.sensitive === true) ||
      marked(ads?.sensitiveKeywords),
    cpuv: own.cpuv === true,
    automatic: own.automaticAds !== false,
  }
}

/** Listing pages (home, sections): ads unless switched off site-wide. */
export function listingAds(settings: SettingsLike): PageAds {
  return { show: settings?.advertising?.enabled !== false, sensitive: false, cpuv: false, automatic: true }
}
