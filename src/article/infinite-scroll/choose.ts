import { isSectionSlug } from '@/lib/sections'

/**
 * Which articles come after the one being read (001 §2 "UP NEXT bar … listing up to 5 articles", §3
 * "Infinite-scroll article: title (array, first used), link"). Pure: the queries load candidates, this ranks.
 */

/** How many articles follow one article, in the UP NEXT bar and in infinite scroll. */
export const UP_NEXT_LIMIT = 5

/** The spec's infinite-scroll article: `title` is an array whose first element is shown; `link` is the path. */
export type UpNextItem = { title: string[]; link: string }

/** What ranking needs to know about an article. */
export type NextCandidate = {
  id: number
  title: string
  section: string
  slug: string
  /** Category ids. */
  categories: readonly number[]
  publishedDate: string | null
  status: 'draft' | 'published' | null
}

/** The article being read: where it lives, how it is classified, and what its editor chose to follow it. */
export type CurrentArticle = {
  id: number
  section: string
  categories: readonly number[]
  /** The editor's "Read next" choices, in the editor's order. */
  relatedIds: readonly number[]
}

function time(date: string | null): number {
  if (!date) return Number.NEGATIVE_INFINITY
  const t = Date.parse(date)
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t
}

/** Newest first; undated last; then the higher id (the later created) first, so the order is stable. */
function newestFirst(a: NextCandidate, b: NextCandidate): number {
  const ta = time(a.publishedDate)
  const tb = time(b.publishedDate)
  if (ta !== tb) return tb > ta ? 1 : -1
  return b.id - a.id
}

/**
 * Up to `limit` articles to read next, in order:
 * 1. the editor's related articles ("Read next"), in the editor's order, published ones only;
 * 2. published articles sharing categories with the current one, most shared categories first, then newest;
 * 3. published articles in the same section, newest first.
 * Never the current article, never one article twice.
 */
export function chooseUpNext(
  current: CurrentArticle,
  candidates: readonly NextCandidate[],
  limit = UP_NEXT_LIMIT,
): NextCandidate[] {
  if (limit <= 0) return []
  const eligible = new Map<number, NextCandidate>()
  for (const c of candidates) {
    if (c.status === 'published' && c.id !== current.id && c.slug && c.section) eligible.set(c.id, c)
  }
  const chosen: NextCandidate[] = []
  const taken = new Set<number>()
  const take = (c: NextCandidate | undefined) => {
    if (!c || taken.has(c.id) || chosen.length >= limit) return
    taken.add(c.id)
    chosen.push(c)
  }

  for (const id of current.relatedIds) take(eligible.get(id))

  const currentCategories = new Set(current.categories)
  const shared = (c: NextCandidate) => new Set(c.categories.filter((id) => currentCategories.has(id))).size
  const pool = [...eligible.values()].filter((c) => !taken.has(c.id))
  if (currentCategories.size > 0) {
    const byCategory = pool
      .map((c) => ({ c, shared: shared(c) }))
      .filter((x) => x.shared > 0)
      .sort((a, b) => b.shared - a.shared || newestFirst(a.c, b.c))
    for (const { c } of byCategory) take(c)
  }

  for (const c of pool.filter((c) => c.section === current.section).sort(newestFirst)) take(c)

  return chosen
}

/** The spec's infinite-scroll shape for each chosen article. */
export function toUpNextItems(
  articles: readonly Pick<NextCandidate, 'title' | 'section' | 'slug'>[],
): UpNextItem[] {
  return articles.map((a) => ({ title: [a.title], link: `/${a.section}/${a.slug}` }))
}

/** An article path as the site routes it: `/{section}/{slug}` with a known section and a well-formed slug. */
export function isArticlePath(value: string): boolean {
  const match = /^\/([a-z0-9-]+)\/([a-z0-9-]{1,120})$/.exec(value)
  return match !== null && isSectionSlug(match[1] ?? '')
}
