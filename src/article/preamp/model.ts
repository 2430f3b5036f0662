import { DECISION_LIST_LIMITS } from '@/cms/collections/preampAssetKinds'
import { type ImageView, imageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { articlePath } from '@/lib/sections'

/**
 * Preamp assets: boxes an editor attaches to a page, shown above the article text (Content → Preamp
 * assets). Pure rules from the stored asset to what the page renders; no I/O.
 */

export { DECISION_LIST_LIMITS, PREAMP_KINDS, type PreampKind } from '@/cms/collections/preampAssetKinds'

export type DecisionListArticle = { title: string; href: string; image: ImageView | null }

export type DecisionListView = {
  kind: 'decisionList'
  title: string
  image: ImageView | null
  articles: DecisionListArticle[]
}

export type PreampView = DecisionListView

/** A listed article as a reader sees it, or null when it cannot be shown (not published, no address). */
export function decisionListArticle(value: unknown): DecisionListArticle | null {
  if (!isRecord(value)) return null
  if (value._status !== undefined && value._status !== 'published') return null
  const title = typeof value.title === 'string' ? value.title.trim() : ''
  const href = articlePath({
    section: typeof value.section === 'string' ? value.section : null,
    slug: typeof value.slug === 'string' ? value.slug : null,
  })
  if (!title || !href) return null
  return { title, href, image: imageView(value.heroImage, '') }
}

/**
 * What a stored preamp asset shows, or null when it shows nothing: an unknown kind, a decision list without a
 * title, or with fewer than two articles a reader can open (a list of one is not a choice). Listed articles
 * that are unpublished or deleted are left out; at most six show.
 */
export function preampView(asset: unknown): PreampView | null {
  if (!isRecord(asset)) return null
  const kind = asset.kind ?? 'decisionList'
  if (kind !== 'decisionList') return null
  const list = isRecord(asset.decisionList) ? asset.decisionList : null
  if (!list) return null
  const title = typeof list.title === 'string' ? list.title.trim() : ''
  if (!title) return null
  const articles = (Array.isArray(list.articles) ? list.articles : [])
    .map(decisionListArticle)
    .filter((a): a is DecisionListArticle => a !== null)
    .slice(0, DECISION_LIST_LIMITS.maxArticles)
  if (articles.length < DECISION_LIST_LIMITS.minArticles) return null
  return { kind: 'decisionList', title, image: imageView(list.mainImage, ''), articles }
}

/** Paths of the articles a stored asset lists, whatever their status (their changes regenerate its pages). */
export function listedArticlePaths(asset: unknown): string[] {
  if (!isRecord(asset) || !isRecord(asset.decisionList)) return []
  const rows = Array.isArray(asset.decisionList.articles) ? asset.decisionList.articles : []
  return rows.flatMap((row) => {
    if (!isRecord(row)) return []
    const path = articlePath({
      section: typeof row.section === 'string' ? row.section : null,
      slug: typeof row.slug === 'string' ? row.slug : null,
    })
    return path ? [path] : []
  })
}
