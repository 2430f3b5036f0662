import 'server-only'
import { getSiteSettings } from '@/cms/reads'
import { siteUrl } from '@/platform/runtime'
import { articleFeed, FEED_CONTENT_TYPE } from './feed'
import { listFeedArticles } from './queries'

/** The RSS answer for the whole site or a section; cached like pages until an article changes. */
export async function feedResponse(section?: string): Promise<Response> {
  const base = siteUrl()
  const [settings, articles] = await Promise.all([getSiteSettings(), listFeedArticles(section)])
  const xml = articleFeed({
    siteUrl: base,
    siteName: settings.siteName || 'Wellread',
    copyrightHolder: settings.copyrightHolder ?? undefined,
    section,
    articles,
    selfUrl: section ? `${base}/${section}/feed.xml` : `${base}/feed.xml`,
  })
  return new Response(xml, { headers: { 'content-type': FEED_CONTENT_TYPE } })
}
