import { jsonForScript } from '@/lib/scriptJson'
import type { JsonLdNode } from '@/widgets/types'

/**
 * Structured data for an article page: one @graph with the Organization, the MedicalWebPage, the Article it
 * carries, a breadcrumb trail, and the nodes the page's widgets contribute (FAQPage, and later Recipe,
 * Product, VideoObject…; see `enhanceArticle`). Pure: the page passes plain data.
 */

export type JsonLdPerson = {
  name: string
  credentials?: string | null
  jobTitle?: string | null
  url?: string | null
}

export type ArticleJsonLdInput = {
  url: string
  siteUrl: string
  siteName: string
  title: string
  description: string
  sectionLabel: string
  sectionUrl: string
  imageUrl?: string | null
  datePublished?: string | null
  dateModified?: string | null
  authors: JsonLdPerson[]
  reviewer?: JsonLdPerson | null
  /** The day the medical reviewer signed off; else the update or publication date stands in. */
  lastReviewed?: string | null
  keywords: string[]
  wordCount?: number
  sponsored?: boolean
  /** Nodes contributed by the page's widgets, added to the graph as they are. */
  widgetNodes?: JsonLdNode[]
}

type Json = Record<string, unknown>

function person(p: JsonLdPerson): Json {
  return {
    '@type': 'Person',
    name: p.name,
    ...(p.credentials ? { honorificSuffix: p.credentials } : {}),
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    ...(p.url ? { url: p.url } : {}),
  }
}

export function articleJsonLd(input: ArticleJsonLdInput): Json {
  const pageId = `${input.url}#webpage`
  const articleId = `${input.url}#article`
  const orgId = `${input.siteUrl}/#organization`
  const graph: Json[] = [
    {
      '@type': 'Organization',
      '@id': orgId,
      name: input.siteName,
      url: input.siteUrl,
    },
    {
      '@type': 'MedicalWebPage',
      '@id': pageId,
      url: input.url,
      name: input.title,
      description: input.description,
      inLanguage: 'en-US',
      isPartOf: { '@type': 'WebSite', name: input.siteName, url: input.siteUrl },
      breadcrumb: { '@id': `${input.url}#breadcrumb` },
      mainEntity: { '@id': articleId },
      ...(input.reviewer ? { reviewedBy: person(input.reviewer) } : {}),
      ...(input.reviewer && (input.lastReviewed || input.dateModified || input.datePublished)
        ? { lastReviewed: input.lastReviewed || input.dateModified || input.datePublished }
        : {}),
      ...(input.keywords[0] ? { about: { '@type': 'Thing', name: input.keywords[0] } } : {}),
    },
    {
      '@type': 'Article',
      '@id': articleId,
      headline: input.title.slice(0, 110),
      description: input.description,
      mainEntityOfPage: { '@id': pageId },
      articleSection: input.sectionLabel,
      author: input.authors.map(person),
      publisher: { '@id': orgId },
      ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
      ...(input.datePublished ? { datePublished: input.datePublished } : {}),
      ...(input.dateModified || input.datePublished
        ? { dateModified: input.dateModified || input.datePublished }
        : {}),
      ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
      ...(input.wordCount ? { wordCount: input.wordCount } : {}),
      isAccessibleForFree: true,
      ...(input.sponsored ? { sponsor: { '@type': 'Organization', name: 'Sponsor' } } : {}),
    },
    {
      '@type': 'BreadcrumbList',
      '@id': `${input.url}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: input.siteUrl },
        { '@type': 'ListItem', position: 2, name: input.sectionLabel, item: input.sectionUrl },
        { '@type': 'ListItem', position: 3, name: input.title, item: input.url },
      ],
    },
  ]
  graph.push(...(input.widgetNodes ?? []))
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function serializeJsonLd(data: unknown): string {
  return jsonForScript(data)
}
