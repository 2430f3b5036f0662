/*
 * A page's ad slots as its cached HTML holds them (issue 28), for the admin's "Who fills an ad slot": the same
 * rules the pages use (`articleAds`, `withInlineAds` over the article pipeline's body segments, `listingAds` and
 * the listings' slot counts), from what the CMS holds (`src/cms/adTargeting.ts`). Pure. Here, not in the CMS,
 * because the CMS stands below the article pipeline (ADR 22).
 */
import type { AdPageLookup, AdPageSource } from '@/cms/admin/adSlots'
import { sectionLabel } from '@/lib/sections'
import { widgetList } from '@/widgets/registry'
import type { AnyWidgetDefinition } from '@/widgets/types'
import { articleAdReasons, articleAds, homeInlineSlots, listingAds, sectionInlineSlots } from './adPage'
import { openingHeroIndex } from './enhance-article'
import { processBody } from './enhance-body'
import { withInlineAds } from './inlineAds'
import { SECTION_PAGE_SIZE, SECTION_ROW } from './sectionLayout'

const slugOf = (c: unknown): string | null =>
  c && typeof c === 'object' && 'slug' in c && typeof c.slug === 'string' && c.slug ? c.slug : null

/** The page's ads, slots and targeting, or why there is no such page. */
export function adPagePlan(
  source: AdPageSource,
  widgets: readonly AnyWidgetDefinition[] = widgetList,
): AdPageLookup {
  if (!source.found) return source
  if (source.kind === 'article') {
    const article = {
      advertising: (source.advertising ?? null) as Parameters<typeof articleAds>[0]['advertising'],
      categories: source.categories,
      keywords: source.keywords,
    }
    const ads = articleAds(article, source.settings)
    const reasons = articleAdReasons(article, source.settings)
    // The article page's own steps: the body's segments, an opening hero kept ahead of any ad, the slots.
    const { segments } = processBody(source.body, widgets)
    const heroIndex = openingHeroIndex(segments, widgets)
    const body = withInlineAds(
      segments,
      { enabled: ads.show, automatic: ads.automatic, cpuv: ads.cpuv },
      heroIndex >= 0 ? heroIndex + 1 : 0,
    )
    return {
      found: true,
      kind: 'article',
      title: source.title,
      path: source.path,
      editHref: `/admin/collections/articles/${encodeURIComponent(String(source.docId))}`,
      section: source.section,
      template: source.template ?? 'article',
      categorySlugs: [...new Set(source.categories.flatMap((c) => slugOf(c) ?? []))].sort(),
      keywords: source.keywords,
      show: ads.show,
      adFreeBecause: reasons.adFree,
      sensitive: ads.sensitive,
      sensitiveBecause: reasons.sensitive,
      cpuv: ads.cpuv,
      automatic: ads.automatic,
      context: 'body',
      inline: body.flatMap((s) => (s.kind === 'ad' ? [{ k: s.k, placedBy: s.placedBy }] : [])),
    }
  }
  const ads = listingAds(source.settings)
  const adFreeBecause = ads.show
    ? []
    : ['Ads are switched off for the whole site (Site settings → Advertising).']
  let slots: number
  if (source.kind === 'home') {
    slots = homeInlineSlots(source.sectionsShown)
  } else {
    const shown = Math.min(
      SECTION_PAGE_SIZE,
      Math.max(0, source.listedArticles - (source.page - 1) * SECTION_PAGE_SIZE),
    )
    if (source.page > 1 && shown === 0)
      return {
        found: false,
        path: source.path,
        why: `${sectionLabel(source.section)} has no page ${source.page}: its articles fit on fewer pages.`,
      }
    slots = sectionInlineSlots(shown, SECTION_ROW)
  }
  return {
    found: true,
    kind: source.kind,
    title: source.title,
    path: source.path,
    editHref: null,
    section: source.kind === 'section' ? source.section : null,
    template: source.kind,
    categorySlugs: [],
    keywords: [],
    show: ads.show,
    adFreeBecause,
    sensitive: false,
    sensitiveBecause: [],
    cpuv: false,
    automatic: true,
    context: 'listing',
    inline: ads.show
      ? Array.from({ length: slots }, (_, i) => ({ k: i + 1, placedBy: 'auto' as const }))
      : [],
  }
}
