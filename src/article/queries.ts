import 'server-only'
import { draftMode } from 'next/headers'
import type { PaginatedDocs, Where } from 'payload'
import { cache } from 'react'
import { cachedRead } from '@/cms/cache'
import { CACHE_TAGS, embeddedDocumentTags, relationTags } from '@/cms/cacheTags'
import type { Article } from '@/cms/payload-types'
import { payloadClient } from '@/cms/reads'
import { isSectionSlug, LISTED_TEMPLATE_WHERE } from '@/lib/sections'
import { FEED_SIZE, type FeedArticle } from './feed'

const LIST_SELECT = {
  title: true,
  slug: true,
  section: true,
  summary: true,
  heroImage: true,
  publishedDate: true,
  sponsored: true,
} as const

export type ArticleListItem = Pick<
  Article,
  'id' | 'title' | 'slug' | 'section' | 'summary' | 'heroImage' | 'publishedDate' | 'sponsored'
>

/**
 * The people, categories and embedded documents an article page shows or is decided by: editing any of them
 * regenerates the page (a category marked ad-free or sensitive changes the page's ad slots, issue 28).
 */
export function articleTags(doc: Article | null): string[] {
  if (!doc) return []
  return [
    ...relationTags(doc.authors, CACHE_TAGS.author),
    ...relationTags(doc.medicalReviewer, CACHE_TAGS.author),
    ...relationTags(doc.categories, CACHE_TAGS.category),
    ...embeddedDocumentTags(doc),
  ]
}

async function findArticle(section: string, slug: string, preview: boolean): Promise<Article | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'articles',
    where: { and: [{ section: { equals: section } }, { slug: { equals: slug } }] },
    depth: 2,
    limit: 1,
    pagination: false,
    draft: preview,
    overrideAccess: preview,
  })
  return result.docs[0] ?? null
}

/** The published article at a URL, shared by every reader until it (or what it shows) changes. */
const publishedArticle = cachedRead(
  {
    name: 'article',
    tags: (section: string, slug: string) => [CACHE_TAGS.articlePath(`/${section}/${slug}`)],
    resultTags: articleTags,
    duringBuild: null,
  },
  (section: string, slug: string) => findArticle(section, slug, false),
)

/**
 * One article by its URL. Published only, unless the request is an editor's preview (draft mode), in which
 * case the newest draft is read, uncached, with the editor's access.
 */
export const getArticle = cache(async (section: string, slug: string): Promise<Article | null> => {
  const { isEnabled: preview } = await draftMode()
  return preview ? findArticle(section, slug, true) : publishedArticle(section, slug)
})

const emptyPage = <T>(limit: number): PaginatedDocs<T> => ({
  docs: [],
  totalDocs: 0,
  limit,
  totalPages: 0,
  page: 1,
  pagingCounter: 1,
  hasPrevPage: false,
  hasNextPage: false,
  prevPage: null,
  nextPage: null,
})

type ListOptions = { section?: string; limit?: number; page?: number }

/** Published articles, newest first: home, section pages. */
export const listArticles = cachedRead(
  {
    name: 'article-list',
    tags: () => [CACHE_TAGS.articles],
    resultTags: (page: PaginatedDocs<ArticleListItem>) => embeddedDocumentTags(page.docs),
    duringBuild: emptyPage<ArticleListItem>(12),
  },
  async (opts: ListOptions = {}): Promise<PaginatedDocs<ArticleListItem>> => {
    const payload = await payloadClient()
    const where: Where = { and: [{ _status: { equals: 'published' } }, LISTED_TEMPLATE_WHERE] }
    if (opts.section) where.and?.push({ section: { equals: opts.section } })
    return payload.find({
      collection: 'articles',
      where,
      sort: '-publishedDate',
      depth: 1,
      limit: opts.limit ?? 12,
      page: opts.page ?? 1,
      select: LIST_SELECT,
    }) as Promise<PaginatedDocs<ArticleListItem>>
  },
)

export type ArticleUrl = { section: string; slug: string; updatedAt: string }

/** Every published article's URL and modification date, for the sitemap. */
export const listArticleUrls = cachedRead(
  { name: 'article-urls', tags: () => [CACHE_TAGS.articles], duringBuild: [] as ArticleUrl[] },
  async (): Promise<ArticleUrl[]> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { section: true, slug: true, updatedAt: true },
    })
    // Every saved article has a slug (made from its title when left empty); skip any that does not.
    return result.docs.flatMap((d) =>
      d.slug ? [{ section: d.section, slug: d.slug, updatedAt: d.updatedAt }] : [],
    )
  },
)

/** The article for a route's params, or null for malformed params or an unknown (or unpublished) article. */
export async function articleFromParams(
  params: Promise<{ section: string; slug: string }>,
): Promise<Article | null> {
  const { section, slug } = await params
  if (!isSectionSlug(section) || !/^[a-z0-9-]{1,120}$/.test(slug)) return null
  return getArticle(section, slug)
}

/** The newest published articles for a feed (the site's, or a section's). */
export const listFeedArticles = cachedRead(
  { name: 'feed-articles', tags: () => [CACHE_TAGS.articles], duringBuild: [] as FeedArticle[] },
  async (section?: string): Promise<FeedArticle[]> => {
    const payload = await payloadClient()
    const where: Where = { and: [{ _status: { equals: 'published' } }, LISTED_TEMPLATE_WHERE] }
    if (section) where.and?.push({ section: { equals: section } })
    const result = await payload.find({
      collection: 'articles',
      where,
      sort: '-publishedDate',
      depth: 0,
      limit: FEED_SIZE,
      pagination: false,
      select: { title: true, section: true, slug: true, summary: true, publishedDate: true, updatedAt: true },
    })
    return result.docs.flatMap((d) =>
      d.slug
        ? [
            {
              title: d.title,
              section: d.section,
              slug: d.slug,
              summary: d.summary,
              publishedDate: d.publishedDate,
              updatedAt: d.updatedAt,
            },
          ]
        : [],
    )
  },
)
