import type { MetadataRoute } from 'next'
import { siteUrl } from '@/platform/runtime'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
