import type { Article, Author, Media } from '@/cms/payload-types'
import type { AuthorSummary } from '@/widgets/types'
import { isRecord } from './lexical'

/**
 * What the article page needs, derived from a stored article fetched with its relations. Relations that
 * were deleted (or not populated) arrive as null or a bare id and are left out, never rendered as broken.
 */
export type ImageView = { src: string; alt: string; width?: number; height?: number; srcSet?: string }

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
  authors: PersonView[]
  reviewer: PersonView | null
  categories: { title: string; slug: string }[]
  publishedDate: string | null
  updatedDate: string | null
}

function isMedia(value: unknown): value is Media {
  return isRecord(value) && typeof value.url === 'string' && value.url.length > 0
}

function isAuthor(value: unknown): value is Author {
  return isRecord(value) && typeof value.name === 'string' && value.name.length > 0
}

/** An image from a media document, with a srcset of its generated sizes. */
export function imageView(media: unknown, fallbackAlt = ''): ImageView | null {
  if (!isMedia(media)) return null
  const sizes = isRecord(media.sizes) ? media.sizes : {}
  const candidates = Object.values(sizes)
    .filter(
      (s): s is { url: string; width: number } =>
        isRecord(s) && typeof s.url === 'string' && typeof s.width === 'number',
    )
    .sort((a, b) => a.width - b.width)
  const srcSet = [
    ...candidates.map((s) => `${s.url} ${s.width}w`),
    ...(typeof media.width === 'number' ? [`${media.url} ${media.width}w`] : []),
  ].join(', ')
  return {
    src: media.url!,
    alt: media.alt || fallbackAlt,
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
    ...(srcSet ? { srcSet } : {}),
  }
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
  }
}

export function articleView(doc: Article): ArticleView {
  const keywords = (doc.keywords ?? []).filter((k): k is string => typeof k === 'string' && k.trim() !== '')
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary ?? '',
    section: doc.section,
    slug: doc.slug,
    path: `/${doc.section}/${doc.slug}`,
    template: doc.template,
    sponsored: Boolean(doc.sponsored),
    keywords,
    k1: keywords[0] ?? null,
    hero: imageView(doc.heroImage, doc.title),
    authors: (doc.authors ?? []).map(personView).filter((a): a is PersonView => a !== null),
    reviewer: personView(doc.medicalReviewer),
    categories: (doc.categories ?? []).flatMap((c) =>
      isRecord(c) && typeof c.slug === 'string' && typeof c.title === 'string'
        ? [{ title: c.title, slug: c.slug }]
        : [],
    ),
    publishedDate: doc.publishedDate ?? null,
    updatedDate: doc.updatedDate ?? null,
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
