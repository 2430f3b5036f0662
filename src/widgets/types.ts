import type { Block } from 'payload'
import type { ReactNode } from 'react'
import type { Article, Config } from '@/cms/payload-types'
import type { LexicalNode } from '@/content/lexical'
import type { ImageVariant } from '@/lib/images'

/**
 * Every widget block type an article body can hold: the blocks registered in Payload's config
 * (`blocks.generated.ts`), as `payload generate:types` wrote them into `Config['blocks']`.
 */
export type WidgetBlockType = Extract<keyof Config['blocks'], string>

/** The stored data of one widget block type. */
export type BlockOf<K extends WidgetBlockType> = Config['blocks'][K]

/** Any widget block. */
export type WidgetBlock = BlockOf<WidgetBlockType>

/**
 * An article body as the page renders it: runs of rich-text nodes, widgets, and product-card groups.
 * Produced by pure functions from the stored Lexical state (`src/article/enhance-body.ts`); the renderer
 * (`RenderWidgets.tsx`) only walks this list.
 */
export type BodySegment =
  | { kind: 'rich'; nodes: LexicalNode[] }
  | { kind: 'widget'; block: WidgetBlock }
  /** Consecutive blocks of a widget that groups them (product cards), shown as one. */
  | { kind: 'group'; blockType: WidgetBlockType; blocks: WidgetBlock[] }
  /** The k-th inline ad slot of the page (issue 28): placed by the article pipeline, not a widget. */
  | { kind: 'ad'; k: number; cpuv: boolean; placedBy: 'auto' | 'editor' }

/** Author data resolved on the server from the article (for bylines and the author bio fallback). */
export type AuthorSummary = {
  name: string
  credentials?: string | null
  bio?: string | null
  imageSrc?: string | null
  imageAlt?: string | null
  /** The photo's image-proxy widths (issue 31), signed on the server. */
  imageVariants?: ImageVariant[] | null
}

/** Site-wide commerce settings as they apply to this page (site settings → Commerce). */
export type CommerceContext = {
  /** Domains whose links carry the commission note (partner families). */
  partnerDomains: string[]
  /** Hosts of the click-tracking network whose links get the broken-bar repair. */
  clickTrackingHosts: string[]
  /** Whether this page is one where readers in the rating-row experiment see cards without a rating. */
  ratingRowTestPage: boolean
  /** The product carousel's heading on this page. */
  carouselTitle: string
  /** Shown beside the "Featured partner" label. */
  featuredPartnerExplanation: string
  /** The page on how brands and products are vetted (linked from commission notes). */
  vettingPagePath: string
}

/** What a widget may know about the page it sits in. Computed on the server; never sent to third parties. */
export type WidgetContext = {
  articleTitle: string
  articlePath: string
  authors: AuthorSummary[]
  /** The site's own host, for telling internal links from external ones. */
  siteHost: string
  /** The article's keywords, most important first (first-party tracking only; never sent to third parties). */
  keywords: string[]
  commerce: CommerceContext
  /** The page's layout (Article → Template); absent means the usual article. Widgets vary by it (drug savings). */
  template?: Article['template']
  /** The page shows ads (not ad-free): a widget may hold an ad slot (the drug widget's rybelsus test). */
  ads?: boolean
}

export type WidgetProps<B> = {
  block: B
  context: WidgetContext
  /**
   * 1-based position of this block among the blocks of its type in the article (a group's members
   * included), e.g. the third product card is 3: for anchors ("product-1-3") and tracking positions.
   */
  ordinal?: number
}

/** One node of the page's schema.org `@graph` (without `@context`). */
export type JsonLdNode = Record<string, unknown> & { '@type': string }

/** What structured-data hooks know about the page: its canonical URL, for `@id`s. */
export type StructuredDataPage = { url: string }

/**
 * Everything the site knows about one widget, declared once in its folder (`<Name>.widget.tsx`):
 *
 * - `block`: its Payload block (the same object its `<Name>.config.ts` exports);
 * - `render`: the server component;
 * - `structuredData` (optional): schema.org nodes for the page, from all blocks of this type on it
 *   (FAQPage, Recipe, Product, VideoObject…), merged into the article's `@graph` by `enhanceArticle`;
 * - `group` (optional): consecutive blocks of this type render together as one group (product cards);
 * - `pageHero` (optional): the widget is a page's hero: placed first in the body, it takes the place of the
 *   article's hero image (the full-screen hero image, the ticker hero), which still serves cards and sharing.
 * - `failsQuietly` (optional): should its code fail in the browser, it leaves nothing behind (001 §8: product
 *   cards, rows, the drug cost widget and drivers); any other widget leaves 002 §8's "Resource not available"
 *   message in its place (`WidgetErrorBoundary.client.tsx`).
 */
export type WidgetDefinition<K extends WidgetBlockType> = {
  blockType: K
  block: Block
  render: (props: WidgetProps<BlockOf<K>>) => ReactNode | Promise<ReactNode>
  structuredData?: (blocks: BlockOf<K>[], page: StructuredDataPage) => JsonLdNode[]
  group?: {
    /** Fewest consecutive blocks that form a group (a lone block renders on its own). */
    min: number
    /** `firstOrdinal`: the `ordinal` of the group's first block (the others follow on). */
    render: (props: {
      blocks: BlockOf<K>[]
      context: WidgetContext
      firstOrdinal?: number
    }) => ReactNode | Promise<ReactNode>
  }
  pageHero?: boolean
  failsQuietly?: boolean
}

/** Declares a widget (see `WidgetDefinition`); the folder scan in `scripts/generate-widgets.mjs` finds it. */
export function defineWidget<K extends WidgetBlockType>(
  definition: WidgetDefinition<K>,
): WidgetDefinition<K> {
  return definition
}

/** Any widget's definition, as the pipeline handles them without knowing which one. */
export type AnyWidgetDefinition = {
  blockType: WidgetBlockType
  block: Block
  render: (props: WidgetProps<WidgetBlock>) => ReactNode | Promise<ReactNode>
  structuredData?: (blocks: WidgetBlock[], page: StructuredDataPage) => JsonLdNode[]
  group?: {
    min: number
    render: (props: {
      blocks: WidgetBlock[]
      context: WidgetContext
      firstOrdinal?: number
    }) => ReactNode | Promise<ReactNode>
  }
  pageHero?: boolean
  failsQuietly?: boolean
}
