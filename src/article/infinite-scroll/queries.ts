import 'server-only'
import type { Payload, Where } from 'payload'
import { cachedRead } from '@/cms/cache'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { LISTED_TEMPLATE_WHERE } from '@/lib/sections'
import {
  type CurrentArticle,
  chooseUpNext,
  type NextCandidate,
  toUpNextItems,
  UP_NEXT_LIMIT,
  type UpNextItem,
} from './choose'

/**
 * How many of the newest published articles sharing a category are ranked by shared categories. Bounded so
 * the query stays cheap on a large site; the ranking is exact among them.
 */
const CATEGORY_POOL = 100

const CANDIDATE_SELECT = {
  title: true,
  slug: true,
  section: true,
  categories: true,
  publishedDate: true,
  _status: true,
} as const

type Id = number | { id: number }

function ids(values: readonly Id[] | null | undefined): number[] {
  return (values ?? []).map((v) => (typeof v === 'number' ? v : v.id)).filter((v) => Number.isFinite(v))
}

function candidate(doc: {
  id: number
  title?: string | null
  slug?: string | null
  section?: string | null
  categories?: Id[] | null
  publishedDate?: string | null
  _status?: 'draft' | 'published' | null
}): NextCandidate {
  return {
    id: doc.id,
    title: doc.title ?? '',
    slug: doc.slug ?? '',
    section: doc.section ?? '',
    categories: ids(doc.categories),
    publishedDate: doc.publishedDate ?? null,
    status: doc._status ?? null,
  }
}

/**
 * The articles to read after article `articleId` (at most 5, in the spec's infinite-scroll shape): the
 * editor's published "Read next" choices first, then published articles sharing categories, then the same
 * section. Empty when the article does not exist.
 *
 * Four small queries at depth 0 selecting only the fields ranking needs: the current article, then in
 * parallel its related articles, the newest articles sharing a category, and the newest in its section.
 */
export async function upNextFor(payload: Payload, articleId: number): Promise<UpNextItem[]> {
  const current = await payload
    .findByID({
      collection: 'articles',
      id: articleId,
      depth: 0,
      select: { section: true, categories: true, relatedArticles: true },
      disableErrors: true,
    })
    .catch(() => null)
  if (!current) return []

  const me: CurrentArticle = {
    id: current.id,
    section: current.section,
    categories: ids(current.categories),
    relatedIds: ids(current.relatedArticles),
  }
  const published: Where = { and: [{ _status: { equals: 'published' } }, LISTED_TEMPLATE_WHERE] }
  const notMe: Where = { id: { not_equals: me.id } }
  const find = (where: Where, limit: number) =>
    payload
      .find({
        collection: 'articles',
        where: { and: [published, notMe, where] },
        depth: 0,
        limit,
        pagination: false,
        sort: '-publishedDate',
        select: CANDIDATE_SELECT,
      })
      .then((r) => r.docs.map(candidate))

  const [related, sharing, sameSection] = await Promise.all([
    me.relatedIds.length > 0 ? find({ id: { in: me.relatedIds } }, me.relatedIds.length) : [],
    me.categories.length > 0 ? find({ categories: { in: me.categories } }, CATEGORY_POOL) : [],
    // Enough to fill the list even when every related or category article is in the same section.
    find({ section: { equals: me.section } }, UP_NEXT_LIMIT * 2 + 1),
  ])
  return toUpNextItems(chooseUpNext(me, [...related, ...sharing, ...sameSection]))
}

/** The id of the published article at `/{section}/{slug}`, or null. */
export async function publishedArticleId(
  payload: Payload,
  section: string,
  slug: string,
): Promise<number | null> {
  const result = await payload.find({
    collection: 'articles',
    where: {
      and: [
        { section: { equals: section } },
        { slug: { equals: slug } },
        { _status: { equals: 'published' } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true },
  })
  return result.docs[0]?.id ?? null
}

const readers = new WeakMap<Payload, (articleId: number, path: string) => Promise<UpNextItem[]>>()
let instances = 0

/**
 * The read-next list of an article, shared by its page and `GET /api/articles/next`. It is regenerated when
 * the article itself changes (its related articles or categories), when an article it lists changes address
 * or is unpublished, and otherwise hourly, so newly published articles join other articles' lists within an
 * hour without every publish regenerating every article page. (One cached read per Payload instance: the site
 * has one; tests make one per database.)
 */
export function cachedUpNext(payload: Payload, articleId: number, path: string): Promise<UpNextItem[]> {
  let read = readers.get(payload)
  if (!read) {
    instances += 1
    read = cachedRead(
      {
        name: `up-next:${instances}`,
        tags: (_articleId: number, articlePath: string) => [CACHE_TAGS.articlePath(articlePath)],
        resultTags: (items: UpNextItem[]) => items.map((item) => CACHE_TAGS.articleListed(item.link)),
        revalidate: 3_600,
        duringBuild: [] as UpNextItem[],
      },
      async (id: number, _articlePath: string) => upNextFor(payload, id),
    )
    readers.set(payload, read)
  }
  return read(articleId, path)
}
