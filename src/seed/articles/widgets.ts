import type { AuthorBioBlock, FaqBlock, PromotionSlotBlock, StatsBlockBlock } from '@/cms/payload-types'
import { inlineHtmlToLexical } from '@/content/inlineHtml'
import { type BlockNode, block, doc, type EditorState, p } from '../lexical'
import type { ArticleSlug } from '../types'
import { ARTICLE_CATALOG, articleUrl, EDITORIAL_SLUGS } from './catalog'

/** Short builders for the widget blocks the sample articles use. */

export type FaqItem = { question: string; answer: string | EditorState }

export function faq(args: {
  title?: string
  initialState: FaqBlock['initialState']
  items: FaqItem[]
}): BlockNode {
  return block({
    blockType: 'faq',
    title: args.title ?? 'Frequently asked questions',
    initialState: args.initialState,
    items: args.items.map(({ question, answer }) => ({
      question,
      answer: typeof answer === 'string' ? doc(p(answer)) : answer,
    })),
  })
}

/** With no argument the widget shows the article's first author. */
export function authorBio(override: Omit<AuthorBioBlock, 'blockType' | 'id' | 'blockName'> = {}): BlockNode {
  return block({ blockType: 'authorBio', ...override })
}

/**
 * Items are written here as short inline HTML (<strong>, <em>, <a href>) for brevity and stored as rich
 * text, as the editor saves them.
 */
export function checklist(
  header: string,
  items: string[],
  options: { revealInSequence?: boolean } = {},
): BlockNode {
  return block({
    blockType: 'checklist',
    header,
    revealInSequence: options.revealInSequence ?? false,
    items: items.map((html) => ({ text: inlineHtmlToLexical(html) })),
  })
}

export type StatItem = NonNullable<StatsBlockBlock['items']>[number]

export function stats(header: string, items: Omit<StatItem, 'id'>[]): BlockNode {
  return block({ blockType: 'statsBlock', header, items })
}

export function productCard(
  product: number,
  options: { superlative?: string; bgColor?: string } = {},
): BlockNode {
  return block({ blockType: 'productCard', product, ...options })
}

/** Tiles to the other seeded articles (the widget gallery is left out of editorial articles). */
export function relatedTiles(
  hubTitle: string,
  current: ArticleSlug,
  slugs: readonly ArticleSlug[] = EDITORIAL_SLUGS,
): BlockNode {
  return block({
    blockType: 'tiles',
    hubTitle,
    tiles: slugs
      .filter((slug) => slug !== current)
      .map((slug) => ({ title: ARTICLE_CATALOG[slug].tileTitle, url: articleUrl(slug) })),
  })
}

/** A position for a promotion (issue 17): the drivers targeted at it fill it in the reader's browser. */
export function promotionSlot(
  placement: PromotionSlotBlock['placement'],
  style: PromotionSlotBlock['style'],
): BlockNode {
  return block({ blockType: 'promotionSlot', placement, style })
}
