/**
 * Pure rules of the recommended-products block and its lookup tables (002 §3.8). No React, no database.
 *
 * The tables are kept in the CMS as "sets" (Commerce → Recommended products), one per topic:
 *
 * - table A: a set's `pages` show its full block: `blockTitle` (e.g. "OUR TOP CBD PRODUCTS"), `mainImage` and
 *   up to four related articles;
 * - table B: each related article's title and picture come from the article itself (a relationship), or from
 *   the row (`title`, `image`), which also replaces the article's own;
 * - table C: a set's `otherPages` show only a short heading (e.g. "Best CBD products") linking to the set's
 *   main page, its first page in table A.
 *
 * `recommendationFor` is the whole lookup: a function of the block, the page's path and the loaded sets.
 */

import { type ImageView, imageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { normalizeRedirectPath } from '@/lib/redirects'
import { articlePath } from '@/lib/sections'
import { textOf } from '@/lib/text'

/** How many related articles the block shows (002 §3.8: "four related article paths"). */
export const RELATED_ARTICLES_SHOWN = 4
/** How many an editor may list: two spares for the pages of the set that are themselves related articles. */
export const RELATED_ARTICLES_MAX = 6
/** The heading when the stored one is empty (a draft, or malformed content). */
export const FALLBACK_TITLE = 'Recommended products'
export const BLOCK_TITLE_MAX = 80
export const CARD_TITLE_MAX = 120
/** The example address in help texts and messages. */
export const EXAMPLE_PATH = '/health/best-cbd-gummies'

/** What a block shows: this page's set (by its address), another page's set, or articles picked in the block. */
export type RecommendationSource = 'thisPage' | 'otherPage' | 'here'

/** The block's stored fields this module reads (the rest of `RecommendedProductsBlock` is not needed). */
export type RecommendationBlockInput = {
  source?: RecommendationSource | null
  setPath?: string | null
  blockTitle?: unknown
  mainImage?: unknown
  relatedArticles?: unknown
}

/** One related article, ready to link: its address on this site, its title and its picture (if any). */
export type RelatedArticle = { href: string; title: string; image: ImageView | null }

/** What the full block shows: the heading, the main picture and the related articles (all usable ones). */
export type RecommendationContent = { title: string; image: ImageView | null; articles: RelatedArticle[] }

/** One set (a table-A entry with its table-C pages), as read from the CMS. */
export type RecommendationSet = {
  id: string | number
  /** The topic, for editors ("CBD products"). */
  name: string
  /** Table A: the pages that show the full block, normalised; the first is the topic's main page. */
  pages: string[]
  content: RecommendationContent
  /** Table C: the pages that show a short heading linking to the main page, each with its heading. */
  otherPages: { path: string; shortHeading: string }[]
}

export type RecommendationMatch =
  | { kind: 'full'; set: RecommendationSet }
  | { kind: 'short'; set: RecommendationSet; heading: string }

/** What the reader sees: the full block, the short heading, or (null) nothing. */
export type Recommendation =
  | { kind: 'full'; title: string; image: ImageView | null; articles: RelatedArticle[] }
  | { kind: 'short'; heading: string; href: string; image: ImageView | null }

/**
 * A page address as the tables store and match it: "/health/best-cbd-gummies", lower case, without a trailing
 * slash, query or fragment. Null for anything that is not a path on this site (a web address, "//host",
 * spaces, not text).
 */
export function normalisePath(value: unknown): string | null {
  return typeof value === 'string' ? normalizeRedirectPath(value) : null
}

/**
 * What is wrong with a page address an editor typed, in their words, or null. The tables hold pages of this
 * site only, so unlike other links a web address is refused, with how to fix it.
 */
export function sitePathProblem(value: string): string | null {
  const path = value.trim()
  const example = `(e.g. ${EXAMPLE_PATH})`
  if (path === '') return `Enter the page’s address on this site, starting with / ${example}.`
  if (path.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(path))
    return `Enter the address on this site only, starting with /: leave out https:// and the domain ${example}.`
  if (/[\s\p{Cc}]/u.test(path)) return `Remove the spaces from the address ${example}.`
  if (!path.startsWith('/')) return `Start the address with / ${example}.`
  if (/[?#]/.test(path))
    return `Leave out everything from the ? or #: pages are matched by their address alone ${example}.`
  return null
}

/**
 * The rule for a list of related articles an editor fills: at least one, at most `RELATED_ARTICLES_MAX`.
 * Payload hands validators the rows, or their number in the admin form.
 */
export function relatedArticlesProblem(value: unknown): string | true {
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (count < 1) return 'Add at least one related article: the block shows nothing without one.'
  if (count > RELATED_ARTICLES_MAX)
    return `Related articles can be at most ${RELATED_ARTICLES_MAX}; this list has ${count}. Remove ${count - RELATED_ARTICLES_MAX}.`
  return true
}

/**
 * One stored related-article row, ready to link, or null when it cannot be shown: a picked article gives its
 * address, title and hero picture (the row's title and picture replace them); an unpublished article is left
 * out (readers would find no page). Without a (loaded) article, the row's page address and title are used.
 * Card pictures are decorative (the title beside them is the link text), so they have an empty description.
 */
export function relatedArticle(row: unknown): RelatedArticle | null {
  if (!isRecord(row)) return null
  const titleOverride = textOf(row.title)
  const imageOverride = imageView(row.image, '')
  const card = (image: ImageView | null) => (image ? { ...image, alt: '' } : null)
  if (isRecord(row.article)) {
    const article = row.article
    if (article._status === 'draft') return null
    const href = normalisePath(
      articlePath({
        section: typeof article.section === 'string' ? article.section : null,
        slug: typeof article.slug === 'string' ? article.slug : null,
      }),
    )
    const title = titleOverride || textOf(article.title)
    if (!href || !title) return null
    return { href, title, image: card(imageOverride ?? imageView(article.heroImage, '')) }
  }
  const href = normalisePath(row.path)
  if (!href || !titleOverride) return null
  return { href, title: titleOverride, image: card(imageOverride) }
}

/** The heading, main picture and usable related articles (each page once) of a set or a block. */
export function recommendationContent(raw: unknown): RecommendationContent {
  const doc = isRecord(raw) ? raw : {}
  const rows = Array.isArray(doc.relatedArticles) ? doc.relatedArticles : []
  const seen = new Set<string>()
  const articles: RelatedArticle[] = []
  for (const row of rows) {
    const related = relatedArticle(row)
    if (!related || seen.has(related.href)) continue
    seen.add(related.href)
    articles.push(related)
  }
  return {
    title: textOf(doc.blockTitle) || FALLBACK_TITLE,
    image: imageView(doc.mainImage, ''),
    articles,
  }
}

/**
 * The sets as stored (the CMS's documents, depth 2), read defensively: a set without an id or a usable page
 * is left out, as are other pages without a usable path or any short heading (the set's, or their own).
 */
export function recommendationSets(docs: unknown): RecommendationSet[] {
  if (!Array.isArray(docs)) return []
  return docs.flatMap((doc): RecommendationSet[] => {
    if (!isRecord(doc) || (typeof doc.id !== 'number' && typeof doc.id !== 'string')) return []
    const paths = (rows: unknown) =>
      (Array.isArray(rows) ? rows : []).map((row) => ({
        path: isRecord(row) ? normalisePath(row.path) : null,
        shortHeading: isRecord(row) ? textOf(row.shortHeading) : '',
      }))
    const pages = [...new Set(paths(doc.pages).flatMap((row) => (row.path ? [row.path] : [])))]
    if (pages.length === 0) return []
    const setHeading = textOf(doc.shortHeading)
    const otherPages = paths(doc.otherPages).flatMap((row) => {
      const shortHeading = row.shortHeading || setHeading
      return row.path && shortHeading ? [{ path: row.path, shortHeading }] : []
    })
    return [{ id: doc.id, name: textOf(doc.name), pages, content: recommendationContent(doc), otherPages }]
  })
}

/**
 * The lookup (002 §3.8): a page in table A (a set's pages) gets that set's full block; otherwise a page in
 * table C (a set's other pages) gets that set's short heading; otherwise nothing. The first set wins when two
 * list the same page (the CMS refuses that on save).
 */
export function findRecommendation(
  sets: readonly RecommendationSet[],
  path: unknown,
): RecommendationMatch | null {
  const here = normalisePath(path)
  if (!here) return null
  const full = sets.find((set) => set.pages.includes(here))
  if (full) return { kind: 'full', set: full }
  for (const set of sets) {
    const other = set.otherPages.find((page) => page.path === here)
    if (other) return { kind: 'short', set, heading: other.shortHeading }
  }
  return null
}

const sourceOf = (block: RecommendationBlockInput): RecommendationSource =>
  block.source === 'otherPage' || block.source === 'here' ? block.source : 'thisPage'

/** Whether the block needs the tables (it does unless its articles are chosen in the block itself). */
export function needsSets(block: RecommendationBlockInput): boolean {
  return sourceOf(block) !== 'here'
}

/**
 * What a recommended-products block shows on the page at `currentPath`:
 *
 * - "this page" (the default): the lookup of `currentPath`;
 * - "another page": the lookup of `setPath` (nothing when it is empty or in neither table);
 * - "here": the heading, picture and related articles stored in the block.
 *
 * The full block shows the first four related articles that are not the page itself, and nothing when none
 * is left; the short heading links to the set's main page, and shows nothing on that page itself.
 */
export function recommendationFor(
  block: RecommendationBlockInput,
  currentPath: string,
  sets: readonly RecommendationSet[],
): Recommendation | null {
  const current = normalisePath(currentPath)
  const full = (content: RecommendationContent): Recommendation | null => {
    const articles = content.articles
      .filter((article) => article.href !== current)
      .slice(0, RELATED_ARTICLES_SHOWN)
    return articles.length > 0 ? { kind: 'full', title: content.title, image: content.image, articles } : null
  }
  const source = sourceOf(block)
  if (source === 'here') return full(recommendationContent(block))
  const match = findRecommendation(sets, source === 'otherPage' ? block.setPath : currentPath)
  if (!match) return null
  if (match.kind === 'full') return full(match.set.content)
  const href = match.set.pages[0]
  if (!href || href === current) return null
  return { kind: 'short', heading: match.heading, href, image: match.set.content.image }
}

/** The id of the block's heading (for `aria-labelledby`): from the block's id, else its position. */
export function headingId(blockId: string | null | undefined, ordinal: number | undefined): string {
  const id = (blockId ?? '').trim().replace(/[^A-Za-z0-9_-]+/g, '-')
  return `recommended-products-${id || ordinal || 1}`
}
