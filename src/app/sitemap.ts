import type { MetadataRoute } from 'next'
import { listArticleUrls } from '@/article/queries'
import { SECTIONS } from '@/lib/sections'
import { siteUrl } from '@/platform/runtime'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const articles = await listArticleUrls()
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    ...SECTIONS.map((s) => ({ url: `${base}/${s.slug}`, changeFrequency: 'daily' as const, priority: 0.8 })),
    ...articles.map((a) => ({
      url: `${base}/${a.section}/${a.slug}`,
      lastModified: a.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    { url: `${base}/privacy-policy`, changeFrequency: 'yearly', priority: 0.2 },
    { url: `${base}/terms-of-use`, changeFrequency: 'yearly', priority: 0.2 },
  ]
}
