/**
 * Site sections: the first URL segment of every article (`/{section}/{slug}`).
 * Sections are site structure (routes, navigation, ads targeting), so they are a fixed list in code;
 * categories (editable in the admin) classify articles within and across sections.
 */
export const SECTIONS = [
  { slug: 'health', label: 'Health' },
  { slug: 'nutrition', label: 'Nutrition' },
  { slug: 'fitness', label: 'Fitness' },
  { slug: 'mental-health', label: 'Mental health' },
  { slug: 'sexual-health', label: 'Sexual health' },
  { slug: 'drugs', label: 'Drugs & medications' },
  { slug: 'wellness', label: 'Wellness' },
] as const

export type SectionSlug = (typeof SECTIONS)[number]['slug']

export function isSectionSlug(value: string): value is SectionSlug {
  return SECTIONS.some((s) => s.slug === value)
}

export function sectionLabel(slug: string): string {
  return SECTIONS.find((s) => s.slug === slug)?.label ?? slug
}

/** Article slugs that would collide with a section's own routes (`/health/page/2`). */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = ['page']

export function articlePath(article: { section?: string | null; slug?: string | null }): string | null {
  if (!article.section || !article.slug) return null
  return `/${article.section}/${article.slug}`
}

type Routable = { section?: string | null; slug?: string | null }

/**
 * The URLs to regenerate after any change to an article: its URL now and its URL before. Statuses are not
 * consulted on purpose: after a draft save Payload hands the hooks the draft as the previous document, so
 * "was it published?" cannot be read reliably; re-rendering an unchanged page costs one render.
 */
export function pathsToRevalidate(doc: Routable, previousDoc?: Routable | null): string[] {
  const paths = [articlePath(doc), previousDoc ? articlePath(previousDoc) : null].filter(
    (p): p is string => p !== null,
  )
  return [...new Set(paths)]
}

/**
 * The URLs whose mentions in lists on other pages (read-next lists, a preamp's list of articles) to regenerate
 * after a change to an article: none when it was published at that URL before the save and still is (those
 * lists show its title, summary and picture, and refresh them hourly: an edit must not re-render every page
 * naming it, docs/adr/0008, 0015 §2b); otherwise its URLs now and before (a publish, a move, an unpublish, a
 * delete, a draft). `publishedPathBefore`: the URL its published version had before the save (read from the
 * collection's row, `rememberPublishedPath`), null when it was not published.
 */
export function listedPathsToRevalidate(
  doc: Routable & { _status?: string | null },
  previousDoc: Routable | null | undefined,
  publishedPathBefore: string | null,
): string[] {
  const path = articlePath(doc)
  if (doc._status === 'published' && path !== null && path === publishedPathBefore) return []
  return [
    ...new Set([
      ...pathsToRevalidate(doc, previousDoc),
      ...(publishedPathBefore ? [publishedPathBefore] : []),
    ]),
  ]
}

/** Article templates (001 §2, issue 2). Stored values are stable identifiers; labels are the spec's names. */
export const TEMPLATES = [
  { value: 'article', label: 'Article' },
  { value: 'categoryLandingPage', label: 'Category Landing Page' },
  { value: 'subcategoryLandingPage', label: 'Subcategory Landing Page' },
  { value: 'marketingLandingPage', label: 'Marketing landing page' },
  { value: 'paidMedia', label: 'Paid media' },
  { value: 'editorialPaid', label: 'Editorial paid' },
  { value: 'transactional', label: 'Transactional' },
  { value: 'drugSavings', label: 'Drug savings' },
] as const

export type TemplateValue = (typeof TEMPLATES)[number]['value']

/**
 * Templates whose pages are reached by their own links (a newsletter sign-up page from a campaign or the
 * header), never listed among articles: not on the home or section pages, in feeds or as a next article.
 * They stay in the sitemap and in search.
 */
export const UNLISTED_TEMPLATES: readonly TemplateValue[] = ['marketingLandingPage']

/** The where-clause part that keeps unlisted templates out of article lists (an article saved without a
 * template is an ordinary article: SQL's NOT IN would drop it, hence the second branch). */
export const LISTED_TEMPLATE_WHERE = {
  or: [{ template: { not_in: [...UNLISTED_TEMPLATES] } }, { template: { exists: false } }],
}
