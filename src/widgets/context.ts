import { FEATURED_PARTNER_EXPLANATION_DEFAULT } from '@/cms/globals/commerceSettings'
import type { SiteSetting } from '@/cms/payload-types'
import type { CommerceContext, WidgetContext } from './types'

export const DEFAULT_CAROUSEL_TITLE = 'Our top picks'
export const DEFAULT_FEATURED_PARTNER_EXPLANATION = FEATURED_PARTNER_EXPLANATION_DEFAULT
export const DEFAULT_VETTING_PAGE_PATH = '/health/how-we-vet-brands-and-products'

const normalPath = (path: string): string => {
  const clean = path.trim().split(/[?#]/)[0] ?? ''
  return clean.length > 1 ? clean.replace(/\/+$/, '').toLowerCase() : clean
}

/** The commerce settings (site settings → Commerce) as they apply to the page at `path`. Pure. */
export function commerceContext(
  settings: Pick<SiteSetting, 'commerce'> | null | undefined,
  path: string,
): CommerceContext {
  const c = settings?.commerce
  const here = normalPath(path)
  const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
  return {
    partnerDomains: (c?.affiliatePartners ?? []).map((p) => text(p.domain).toLowerCase()).filter(Boolean),
    clickTrackingHosts: (c?.clickTrackingHosts ?? []).map((h) => text(h.host).toLowerCase()).filter(Boolean),
    ratingRowTestPage: (c?.ratingRowHiddenPaths ?? []).some((p) => normalPath(text(p.path)) === here),
    carouselTitle:
      text((c?.carouselTitles ?? []).find((t) => normalPath(text(t.path)) === here)?.title) ||
      DEFAULT_CAROUSEL_TITLE,
    featuredPartnerExplanation: text(c?.featuredPartnerExplanation) || DEFAULT_FEATURED_PARTNER_EXPLANATION,
    vettingPagePath: text(c?.vettingPagePath) || DEFAULT_VETTING_PAGE_PATH,
  }
}

/** A widget context for tests and the gallery fixtures: a page with no commerce settings. */
export function testWidgetContext(overrides: Partial<WidgetContext> = {}): WidgetContext {
  return {
    articleTitle: 'Test article',
    articlePath: '/health/test-article',
    authors: [],
    siteHost: 'wellread.example',
    keywords: [],
    commerce: commerceContext(null, overrides.articlePath ?? '/health/test-article'),
    ...overrides,
  }
}
