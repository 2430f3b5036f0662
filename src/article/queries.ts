import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload, type Payload, type Where } from 'payload'
import { cache } from 'react'
import type { AnnouncementBar, Article, Navigation, SiteSetting } from '@/cms/payload-types'
import { isSectionSlug } from '@/lib/sections'

export async function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

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
 * One article by its URL. Published only, unless the request is an editor's preview (draft mode),
 * in which case the newest draft is shown with the editor's access.
 */
export const getArticle = cache(async (section: string, slug: string): Promise<Article | null> => {
  const payload = await payloadClient()
  const { isEnabled: preview } = await draftMode()
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
})

export async function listArticles(opts: { section?: string; limit?: number; page?: number } = {}) {
  const payload = await payloadClient()
  const where: Where = { _status: { equals: 'published' } }
  if (opts.section) where.section = { equals: opts.section }
  return payload.find({
    collection: 'articles',
    where,
    sort: '-publishedDate',
    depth: 1,
    limit: opts.limit ?? 12,
    page: opts.page ?? 1,
    select: LIST_SELECT,
  })
}

export const getSiteSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'siteSettings', depth: 1 })
})

/** Every published article's URL and modification date, for the sitemap. */
export async function listArticleUrls(): Promise<{ section: string; slug: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { section: true, slug: true, updatedAt: true },
  })
  return result.docs.map((d) => ({ section: d.section, slug: d.slug, updatedAt: d.updatedAt }))
}

export const getNavigation = cache(async (): Promise<Navigation> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'navigation', depth: 1 })
})

/** The article for a route's params, or null for malformed params or an unknown (or unpublished) article. */
export async function articleFromParams(
  params: Promise<{ section: string; slug: string }>,
): Promise<Article | null> {
  const { section, slug } = await params
  if (!isSectionSlug(section) || !/^[a-z0-9-]{1,120}$/.test(slug)) return null
  return getArticle(section, slug)
}

export const getAnnouncementBar = cache(async (): Promise<AnnouncementBar> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'announcementBar', depth: 0 })
})
