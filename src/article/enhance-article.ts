import { widgetList } from '@/widgets/registry'
import type { AnyWidgetDefinition, BodySegment, JsonLdNode, StructuredDataPage } from '@/widgets/types'
import { type BodyProblem, blocksOfType, processBody } from './enhance-body'
import { type ArticleJsonLdInput, articleJsonLd } from './enhance-jsonld'

/** What the page knows about the article for its structured data (everything but the widgets' part). */
export type ArticlePageFacts = Omit<ArticleJsonLdInput, 'widgetNodes'>

export type EnhancedArticle = {
  segments: BodySegment[]
  problems: BodyProblem[]
  /** The page's schema.org graph, with every widget's contribution merged in. */
  jsonLd: Record<string, unknown>
  /**
   * The segment of the page's hero widget the body opens with (`openingHeroIndex`), or -1: when there is one,
   * the article's own hero image is not shown above it.
   */
  heroIndex: number
}

/**
 * Schema.org nodes contributed by the widgets on the page: each widget with a `structuredData` hook gets all
 * its blocks on the page (inside groups too) at once, so e.g. several FAQ widgets make one FAQPage. A hook
 * that throws contributes nothing and is reported; the rest of the graph stays.
 */
export function widgetStructuredData(
  segments: BodySegment[],
  widgets: readonly AnyWidgetDefinition[],
  page: StructuredDataPage,
  problems: BodyProblem[] = [],
): JsonLdNode[] {
  const nodes: JsonLdNode[] = []
  for (const widget of widgets) {
    if (!widget.structuredData) continue
    const blocks = blocksOfType(segments, widget.blockType)
    if (blocks.length === 0) continue
    try {
      nodes.push(...widget.structuredData(blocks, page))
    } catch (error) {
      problems.push({
        message: `structured data of "${widget.blockType}" failed: ${error instanceof Error ? error.message : String(error)}`,
        blockType: widget.blockType,
      })
    }
  }
  return nodes
}

/**
 * The index of the widget the body opens with when that widget is a page hero (its definition says
 * `pageHero`: a landing page's full-screen picture, the ticker hero), else -1. The article's own hero image is
 * then not shown above it (it still serves cards and sharing). Text runs with no words before it (an empty
 * paragraph) do not count.
 */
export function openingHeroIndex(
  segments: readonly BodySegment[],
  widgets: readonly AnyWidgetDefinition[] = widgetList,
): number {
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === 'rich') {
      const empty = segment.nodes.every((node) => {
        const children = (node as { children?: unknown[] }).children
        return node.type === 'paragraph' && (!Array.isArray(children) || children.length === 0)
      })
      if (empty) continue
      return -1
    }
    if (segment.kind !== 'widget') return -1
    const { blockType } = segment.block
    return widgets.some((widget) => widget.blockType === blockType && widget.pageHero === true) ? i : -1
  }
  return -1
}

/**
 * The article pipeline from a stored body to what the page renders: widget segments (unknown and unreadable
 * blocks dropped and reported, consecutive blocks grouped where a widget says so), the page's structured
 * data, and whether a hero widget opens the body. Pure: the page passes plain facts; widgets come from the registry unless a test passes its own.
 */
export function enhanceArticle(
  body: unknown,
  page: ArticlePageFacts,
  widgets: readonly AnyWidgetDefinition[] = widgetList,
): EnhancedArticle {
  const { segments, problems } = processBody(body, widgets)
  const widgetNodes = widgetStructuredData(segments, widgets, { url: page.url }, problems)
  return {
    segments,
    problems,
    jsonLd: articleJsonLd({ ...page, widgetNodes }),
    heroIndex: openingHeroIndex(segments, widgets),
  }
}
