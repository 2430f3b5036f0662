import 'server-only'
import type { Payload, Where } from 'payload'
import { plainTextFromRichText } from '@/content/lexical'
import type { ArticleSource, IndexedArticle } from '../types'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Published articles from Payload (SQLite or Postgres). The version is the number of published articles,
 * the newest published `updatedAt`, and the newest version-row id: publishing, editing, unpublishing and
 * deleting each change at least one of them. Version ids come from a database sequence, so the version is
 * right across app instances even when their clocks differ.
 */
export function payloadArticleSource(payload: Payload): ArticleSource {
  return {
    async version() {
      const [published, latest] = await Promise.all([
        payload.find({
          collection: 'articles',
          where: PUBLISHED,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          select: { updatedAt: true },
          overrideAccess: true,
        }),
        payload.findVersions({
          collection: 'articles',
          sort: '-id',
          limit: 1,
          depth: 0,
          pagination: false,
          select: { updatedAt: true },
          overrideAccess: true,
        }),
      ])
      const newest = published.docs[0]
      return [published.totalDocs, newest?.updatedAt ?? '', latest.docs[0]?.id ?? ''].join('|')
    },

    async load() {
      const result = await payload.find({
        collection: 'articles',
        where: PUBLISHED,
        pagination: false,
        depth: 0,
        select: { title: true, slug: true, section: true, summary: true, keywords: true, body: true },
        overrideAccess: true,
      })
      return result.docs.map(
        (doc): IndexedArticle => ({
          id: String(doc.id),
          title: doc.title ?? '',
          slug: doc.slug ?? '',
          section: doc.section ?? '',
          summary: doc.summary ?? '',
          keywords: (doc.keywords ?? []).filter((k): k is string => typeof k === 'string'),
          body: plainTextFromRichText(doc.body),
        }),
      )
    },
  }
}
