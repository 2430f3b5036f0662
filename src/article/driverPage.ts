import type { SiteSetting } from '@/cms/payload-types'
import type { PlacementPage } from '@/placements/page'
import type { ArticleView } from './view-model'

/**
 * What a page tells the placement runtime about itself (issue 17): the same for every reader, from the page's
 * own data (ADR 10). Pure; the pages pass whether the operator allows the editors' markers
 * (`config().drivers.allowMocks`).
 */

/** The editors' "position markers" setting, where the operator allows it. */
export function driverMock(
  settings: Pick<SiteSetting, 'promotions'> | null | undefined,
  allowMocks: boolean,
) {
  return allowMocks && settings?.promotions?.mockDrivers === true
}

/** An article's targeting: its path, main keyword, keywords, template, categories and section. */
export function articleDriverPage(
  view: Pick<ArticleView, 'path' | 'k1' | 'keywords' | 'template' | 'categories' | 'section'>,
  mock: boolean,
): PlacementPage {
  return {
    path: view.path,
    k1: view.k1,
    kMetas: view.keywords,
    pageType: view.template ?? null,
    categorySlugs: [...new Set(view.categories.map((c) => c.slug))].sort(),
    section: view.section,
    mock,
  }
}

/** A listing page (home, a section): its path and section only, and its ad template when it shows ads. */
export function listingDriverPage(
  path: string,
  section: string | null,
  mock: boolean,
  adTemplate: string | null = null,
): PlacementPage {
  const page: PlacementPage = { path, k1: null, kMetas: [], pageType: null, categorySlugs: [], section, mock }
  return adTemplate ? { ...page, ads: { template: adTemplate, sensitive: false } } : page
}
