import type { Article, Author } from '@/cms/payload-types'
import { type ImageView, imageView, isMedia } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { seoImage, seoText } from '@/lib/seo'
import type { AuthorSummary } from '@/widgets/types'

/**
 * What the article page needs, derived from a stored article fetched with its relations. Relations that
 * were deleted (or not populated) arrive as null or a bare id and are left out, never rendered as broken.
 */

export type PersonView = AuthorSummary & { slug?: string | null; jobTitle?: string | null }

export type ArticleView = {
  id: string | number
  title: string
  summary: string
  section: string
  slug: string
  path: string
  template: Article['template']
  sponsored: boolean
  keywords: string[]
  k1: string | null
  hero: ImageView | null
  /** What search results and shared cards show: the editor's search fields, else title, summary and hero. */
  seo: { title: string; description: string; image: ImageView | null }
  authors: PersonView[]
  reviewer: PersonView | null
  categories: { title: string; slug: string }[]
  publishedDate: string | null
  updatedDate: string | null
  /** The day the medical reviewer signed off, when recorded. */
  medicalReviewDate: string | null
}

function isAuthor(value: unknown): value is Author {
  return isRecord(value) && typeof value.name === 'string' && value.name.length > 0
}

export function personView(author: unknown): PersonView | null {
  if (!isAuthor(author)) return null
  const image = imageView(author.image, author.name)
  const thumb =
    isMedia(author.image) && isRecord(author.image.sizes) && isRecord(author.image.sizes.thumbnail)
      ? (author.image.sizes.thumbnail.url as string | null | undefined)
      : null
  return {
    name: author.name,
    slug: author.slug,
    credentials: author.credentials ?? null,
    jobTitle: author.jobTitle ?? null,
    bio: author.bio ?? null,
    imageSrc: thumb || image?.src || null,
    imageAlt: image?.alt || author.name,
    imageVariants: image?.variants ?? null,
  }
}

export function articleView(doc: Article): ArticleView {
  const keywords = (doc.keywords ?? []).filter((k): k is string => typeof k === 'string' && k.trim() !== '')
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary ?? '',
    section: doc.section,
    slug: doc.slug ?? '',
    path: `/${doc.section}/${doc.slug}`,
    template: doc.template,
    sponsored: Boolean(doc.sponsored),
    keywords,
    k1: keywords[0] ?? null,
    hero: imageView(doc.heroImage, doc.title),
    seo: {
      ...seoText({ title: doc.title, summary: doc.summary, meta: doc.meta }),
      image: seoImage(imageView(doc.meta?.image, doc.title), imageView(doc.heroImage, doc.title)),
    },
    authors: (doc.authors ?? []).map(personView).filter((a): a is PersonView => a !== null),
    reviewer: personView(doc.medicalReviewer),
    categories: (doc.categories ?? []).flatMap((c) =>
      isRecord(c) && typeof c.slug === 'string' && typeof c.title === 'string'
        ? [{ title: c.title, slug: c.slug }]
        : [],
    ),
    publishedDate: doc.publishedDate ?? null,
    updatedDate: doc.updatedDate ?? null,
    medicalReviewDate: doc.medicalReviewDate ?? null,
  }
}

/** "Ana Ruiz, MD" */
export function nameWithCredentials(p: { name: string; credentials?: string | null }): string {
  return p.credentials ? `${p.name}, ${p.credentials}` : p.name
}

/** Dates as readers see them: "March 4, 2026". Invalid dates yield null. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d)
}

/** Show "Updated" only when it is a later calendar day than the publication. */
export function showUpdated(published: string | null, updated: string | null): boolean {
  const p = formatDate(published)
  const u = formatDate(updated)
  if (!u) return false
  if (!p) return true
  return u !== p && new Date(updated!).getTime() > new Date(published!).getTime()
}
