import 'server-only'
import type { Payload } from 'payload'
import type { NewsletterListInfo } from './types'

/**
 * Every newsletter list in the CMS, in name order. Read from the database on each call, not cached: sign-ups
 * are rare and rate limited, the collection is small, and an editor's new list then works at once on every
 * instance (the collection has no cache tag to revalidate).
 */
export async function readNewsletterLists(payload: Payload): Promise<NewsletterListInfo[]> {
  const result = await payload.find({
    collection: 'newsletterLists',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { listId: true, name: true, description: true, k1: true },
    overrideAccess: true,
  })
  return result.docs.map((doc) => ({
    listId: doc.listId,
    name: doc.name,
    description: doc.description?.trim() || null,
    k1: doc.k1?.trim() || null,
  }))
}
