/**
 * What a metrics or error body says about its page (001 §7, ADR 27 §4): the page's template, the route
 * template it was served by and the reader's form factor. Never the path: a path names a condition or a drug.
 * Pure functions of what the page's HTML says, so the same page is described the same way for every reader.
 */
import { isSectionSlug } from '@/lib/sections'
import {
  formFactorOf,
  PAGE_TEMPLATES,
  type PageDescription,
  type PageTemplate,
} from '@/services/metrics/shared'

export type { PageDescription }

/** The attribute a page that is not an article marks its kind with (the not-found view: "notFound"). */
export const PAGE_KIND_ATTRIBUTE = 'data-page-kind'

/** The widget gallery's path: the one article measured as a template of its own (docs/performance.md). */
export const GALLERY_PATH = '/health/widget-gallery'

const LEGAL_PATHS = new Set(['/privacy-policy', '/terms-of-use'])

/** What the page's HTML says: its article's template and path (null when it is not an article), its kind. */
export type PageMarks = {
  articleTemplate: string | null
  articlePath: string | null
  pageKind: string | null
}

const isPageTemplate = (value: string): value is PageTemplate =>
  (PAGE_TEMPLATES as readonly string[]).includes(value)

/** The template a page is counted under (a label of every metric it reports). */
export function pageTemplateOf(pathname: string, marks: PageMarks): PageTemplate {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (marks.pageKind === 'notFound') return 'notFound'
  if (marks.articleTemplate !== null) {
    if (marks.articlePath === GALLERY_PATH) return 'gallery'
    if (path.startsWith('/drugs/')) return 'drug'
    return isPageTemplate(marks.articleTemplate) ? marks.articleTemplate : 'article'
  }
  if (path === '/') return 'home'
  if (path === '/search' || path.startsWith('/search/')) return 'search'
  if (LEGAL_PATHS.has(path)) return 'legal'
  const section = /^\/([a-z0-9-]+)(?:\/page\/\d+)?$/.exec(path)?.[1]
  if (section && isSectionSlug(section)) return 'section'
  return 'other'
}

/** The route template a page was served by: what an error report names instead of its path. */
export function routeOf(template: PageTemplate, pathname: string): string {
  switch (template) {
    case 'home':
      return '/'
    case 'section':
      return '/[section]'
    case 'search':
      return '/search'
    case 'legal':
      // The legal pages' paths are fixed words, never a reader's topic.
      return LEGAL_PATHS.has(pathname.replace(/\/+$/, '')) ? pathname.replace(/\/+$/, '') : '/[legal]'
    case 'notFound':
      return '/_not-found'
    case 'other':
      return '/[other]'
    default:
      return '/[section]/[slug]'
  }
}

/** Reads the page's marks from its document. */
export function pageMarksOf(doc: Pick<Document, 'querySelector'>): PageMarks {
  const article = doc.querySelector('article[data-template]')
  return {
    articleTemplate: article?.getAttribute('data-template') ?? null,
    articlePath: article?.getAttribute('data-article-path') ?? null,
    pageKind: doc.querySelector(`[${PAGE_KIND_ATTRIBUTE}]`)?.getAttribute(PAGE_KIND_ATTRIBUTE) ?? null,
  }
}

/** The build a page runs (`PAGE_BUILD`, the build's `deploymentId`), in the characters the ingest takes; "dev" without one. */
export function buildOf(deploymentId: unknown): string {
  // Without a deploymentId, the bundler's stand-in for the variable need not be a string at all.
  const id = (typeof deploymentId === 'string' ? deploymentId : '').replace(/[^\w.-]/g, '').slice(0, 64)
  return id || 'dev'
}

/** The whole description of the page the reader is on now. */
export function describePage(
  doc: Pick<Document, 'querySelector'>,
  pathname: string,
  viewportWidth: number,
  deploymentId: unknown,
  site: string,
): PageDescription {
  const pageTemplate = pageTemplateOf(pathname, pageMarksOf(doc))
  return {
    build: buildOf(deploymentId),
    route: routeOf(pageTemplate, pathname),
    pageTemplate,
    formfactor: formFactorOf(viewportWidth),
    site: site.slice(0, 64),
  }
}
