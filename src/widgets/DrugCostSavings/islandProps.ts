import type { Article } from '@/cms/payload-types'
import { textOf } from '@/lib/text'
import type { DrugWidgetData } from '@/services/pricing/shared'
import { showsAdInsteadOfDriver } from './copay'
import { DEFAULT_DRUG_SAVINGS_TITLE, TEMPLATE_DRUG_SAVINGS_TITLE } from './DrugCostSavings.config'

/** Where the widget sits (002 §2.1). */
export type DrugWidgetVariant =
  /** In an article body: title, subtitle, info card, price list. */
  | 'article'
  /** On the drug-savings page template: titled 'Save money without using insurance'. */
  | 'template'

/**
 * The props of the widget's client island (`DrugCostSavingsIsland.client.tsx`, a deferred island in `DrugCostSavings.lazy.client.tsx`), built on the server from the
 * block and the CMS. Everything here is the same for every reader (the page stays cached); the reader's
 * country, ZIP and choices live in the island.
 */
export type DrugCostSavingsIslandProps = {
  /** The block id or a stable id for anchors and aria ids. */
  id: string
  variant: DrugWidgetVariant
  /** 'Best Offer' framed variant (002 §2.1 item 7). */
  bestOffer: boolean
  /** Full width on the subcategory landing template (002 §2.1 item 5). */
  fullWidth: boolean
  /** Article variant: the editor's title and subtitle; template variant: 'Save money without using insurance'. */
  title: string
  subtitle: string | null
  /** The drug, or null when the block's drug is missing or unpublished (the template shows 'Cost savings currently unavailable'). */
  drug: DrugWidgetData | null
  /** Chain id → logo URL (the `pharmacyChains` collection); cards without one show the chain's initials. */
  retailerLogos: Record<string, string>
  /** The article's path, for tracking events (first-party only). */
  articlePath: string
  /** The rybelsus test page (002 §2.1 item 6): an ad is in the driver's place, the driver is not asked for. */
  adInsteadOfDriver: boolean
}

/** The block's own fields, as stored in the article body. */
export type DrugCostSavingsFields = {
  id?: string | null
  title?: string | null
  subtitle?: string | null
  bestOffer?: boolean | null
}

/**
 * The island's props from the block, the page's template and the drug (002 §2.1): on a drug-savings page the
 * template variant with its fixed heading, full width on a subcategory landing page, the editor's heading
 * elsewhere. Null when there is nothing to show: an article's block without a drug (deleted, or nothing to
 * price) renders nothing, while a drug-savings page keeps the widget to say savings are unavailable.
 */
export function drugCostSavingsIslandProps(args: {
  block: DrugCostSavingsFields
  template: Article['template'] | undefined
  articlePath: string
  drug: DrugWidgetData | null
  retailerLogos: Record<string, string>
  ordinal?: number
}): DrugCostSavingsIslandProps | null {
  const { block, template, drug } = args
  const variant = template === 'drugSavings' ? 'template' : 'article'
  if (!drug && variant === 'article') return null
  return {
    id: textOf(block.id) || `drug-cost-savings-${args.ordinal ?? 1}`,
    variant,
    bestOffer: block.bestOffer === true,
    fullWidth: template === 'subcategoryLandingPage',
    title:
      variant === 'template'
        ? TEMPLATE_DRUG_SAVINGS_TITLE
        : textOf(block.title) || DEFAULT_DRUG_SAVINGS_TITLE,
    subtitle: textOf(block.subtitle) || null,
    drug,
    // Logos only matter for a drug's price cards.
    retailerLogos: drug ? args.retailerLogos : {},
    articlePath: args.articlePath,
    adInsteadOfDriver: showsAdInsteadOfDriver(args.articlePath),
  }
}
