/**
 * An article's health topic as the server knows it (issue 18): the words of its title, slug, section,
 * categories, keywords and the drugs its drug widgets name. Pure; rendered once into the cached page as the
 * article's `data-wr-topic` (`articlePrivacyAttributes`, `article.ts`), which the browser's guard reads.
 */
import { sectionLabel } from '@/lib/sections'
import { PAGE_ID_ATTRIBUTE, TOPIC_ATTRIBUTE, topicWordsOf } from './topic'

/** What of an article names its topic (an `ArticleView`'s fields). */
export type TopicSource = {
  title: string
  slug: string
  section: string
  keywords: readonly string[]
  categories: ReadonlyArray<{ title: string; slug: string }>
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** How deep the body is searched for drug widgets (Lexical nests blocks inside blocks at most a few levels). */
const MAX_DEPTH = 16

/**
 * The drugs named by the body's drug cost savings widgets: each drug's name and slug and its versions' names
 * and slugs ("Lipitor (brand)", "atorvastatin"). Only populated drugs (a bare id names nothing).
 */
export function drugNamesIn(body: unknown): string[] {
  const names: string[] = []
  const walk = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return
    if (Array.isArray(node)) {
      for (const child of node) walk(child, depth + 1)
      return
    }
    if (!isRecord(node)) return
    if (node.blockType === 'drugCostSavings' && isRecord(node.drug)) {
      const drug = node.drug
      for (const v of [drug.name, drug.slug]) if (text(v)) names.push(text(v)!)
      if (Array.isArray(drug.manufacturers))
        for (const m of drug.manufacturers)
          if (isRecord(m)) for (const v of [m.name, m.drugSlug]) if (text(v)) names.push(text(v)!)
    }
    for (const value of Object.values(node)) if (typeof value === 'object' && value) walk(value, depth + 1)
  }
  walk(body, 0)
  return names
}

/** Every topic word of an article, each once: title, slug parts, section, categories, keywords, drugs. */
export function articleTopicWords(article: TopicSource, body: unknown): string[] {
  return topicWordsOf(
    article.title,
    article.slug,
    article.section,
    sectionLabel(article.section),
    ...article.categories.flatMap((c) => [c.title, c.slug]),
    ...article.keywords,
    ...drugNamesIn(body),
  )
}

/** The attributes an `<article>` carries for the guard: its topic words and its opaque page id. */
export function topicAttributes(words: readonly string[], pageId: string): Record<string, string> {
  return { [TOPIC_ATTRIBUTE]: words.join(' '), [PAGE_ID_ATTRIBUTE]: pageId }
}
