/**
 * What search engines and social networks show for an article: the editor's own search title, description
 * and share image when set, otherwise the article's title, summary and hero image. Pure: the page's metadata
 * and the admin's previews (search result, social card) use the same rules, so what the editor sees is what
 * the page says.
 */

/** Search engines cut titles around 60 characters and descriptions around 155; the fields allow a little more. */
export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 160
/** Where the preview cuts, as search engines roughly do. */
export const SEO_TITLE_SHOWN = 60
export const SEO_DESCRIPTION_SHOWN = 155

export type SeoInput = {
  title?: string | null
  summary?: string | null
  meta?: { title?: string | null; description?: string | null } | null
}

export type SeoText = {
  title: string
  description: string
  /** Which value each comes from, for the admin's hint ("from the article's title"). */
  titleFrom: 'meta' | 'title'
  descriptionFrom: 'meta' | 'summary'
}

const clean = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '')

export function seoText(doc: SeoInput): SeoText {
  const metaTitle = clean(doc.meta?.title)
  const metaDescription = clean(doc.meta?.description)
  return {
    title: metaTitle || clean(doc.title),
    description: metaDescription || clean(doc.summary),
    titleFrom: metaTitle ? 'meta' : 'title',
    descriptionFrom: metaDescription ? 'meta' : 'summary',
  }
}

/** The share image: the editor's choice when it is a usable image, else the hero image, else none. */
export function seoImage<T>(metaImage: T | null, hero: T | null): T | null {
  return metaImage ?? hero ?? null
}

/** Cut text where a search result would, at a word boundary, with an ellipsis. */
export function truncateForPreview(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max)
  // A word that ends exactly at the limit is kept whole.
  const space = t[max] === ' ' ? max : cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/** How a URL shows in a search result: "wellread.example › health › sleep-basics". */
export function breadcrumbUrl(siteHost: string, path: string): string {
  const parts = path.split('/').filter(Boolean)
  return [siteHost, ...parts].join(' › ')
}
