import { Feed } from 'feed'
import { sectionLabel } from '@/lib/sections'

/** How many of the newest articles a feed lists. */
export const FEED_SIZE = 20

export type FeedArticle = {
  title: string
  section: string
  slug: string
  summary?: string | null
  publishedDate?: string | null
  updatedAt?: string | null
}

/**
 * An RSS 2.0 feed of published articles, newest first: the whole site, or one section. Pure: the route
 * passes the articles and the site's origin. Items carry the summary (not the body: readers come to the
 * site for the article, its reviewer and its date).
 */
export function articleFeed(args: {
  siteUrl: string
  siteName: string
  section?: string
  articles: FeedArticle[]
  /** The feed's own URL (for the atom:link self reference). */
  selfUrl: string
  copyrightHolder?: string
}): string {
  const { siteUrl, siteName, section, articles } = args
  const title = section ? `${siteName}: ${sectionLabel(section)}` : siteName
  const link = section ? `${siteUrl}/${section}` : `${siteUrl}/`
  const dated = articles.map((a) => ({ ...a, date: new Date(a.publishedDate ?? a.updatedAt ?? 0) }))
  const newest = new Date(Math.max(0, ...dated.map((a) => a.date.getTime())))
  const feed = new Feed({
    title,
    description: section
      ? `Medically reviewed ${sectionLabel(section).toLowerCase()} articles from ${siteName}.`
      : `Clear, medically reviewed health information from ${siteName}.`,
    id: link,
    link,
    language: 'en',
    copyright: `© ${new Date().getUTCFullYear()} ${args.copyrightHolder || siteName}`,
    updated: newest,
    generator: siteName,
    feedLinks: { rss: args.selfUrl },
  })
  for (const a of dated.slice(0, FEED_SIZE)) {
    const url = `${siteUrl}/${a.section}/${a.slug}`
    feed.addItem({
      title: a.title,
      id: url,
      link: url,
      description: a.summary ?? '',
      date: a.date,
      category: [{ name: sectionLabel(a.section) }],
    })
  }
  return feed.rss2()
}

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
