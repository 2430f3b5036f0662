import type { Block } from 'payload'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { drugCostSavingsImages } from './DrugCostSavings.thumbnail'

/** The heading an article's widget shows until the editor writes another. */
export const DEFAULT_DRUG_SAVINGS_TITLE = 'Compare prescription prices near you'
/** The heading on a drug-savings page (002 §2.1), whatever the block says. */
export const TEMPLATE_DRUG_SAVINGS_TITLE = 'Save money without using insurance'
export const DRUG_SAVINGS_TITLE_MAX = 80
export const DRUG_SAVINGS_SUBTITLE_MAX = 200

/**
 * The drug price comparison (002 §2.1): prices of one drug from the Drugs collection at pharmacies near the
 * reader, with free discount coupons. The block holds what is specific to this page; the drug's
 * manufacturers, dosages and quantities live in its document so every page that compares it agrees.
 */
export const drugCostSavingsBlock: Block = {
  slug: 'drugCostSavings',
  interfaceName: 'DrugCostSavingsBlock',
  labels: { singular: 'Drug price comparison', plural: 'Drug price comparisons' },
  admin: {
    images: drugCostSavingsImages,
    custom: {
      description:
        'Prices of one drug at pharmacies near the reader, with free coupons to send or print. US readers only.',
    },
  },
  fields: [
    {
      name: 'drug',
      label: 'Drug',
      type: 'relationship',
      relationTo: 'drugs',
      required: true,
      // The widget reads the drug itself (one cached read per drug, tagged for its pages); the article's own
      // read need not carry every dosage of it.
      maxDepth: 0,
      admin: {
        description:
          'Pick from Drug savings → Drugs. Its manufacturers, dosages and quantities are the same on every page that compares it. A copay offer for it is a promotion: Promotions → Drivers, kind "Copay offer", position "Drug cost savings widget: copay offer". Needed to publish.',
      },
    },
    {
      name: 'title',
      label: 'Heading',
      type: 'text',
      defaultValue: DEFAULT_DRUG_SAVINGS_TITLE,
      validate: (value: unknown) => lengthMessage('Heading', value, DRUG_SAVINGS_TITLE_MAX),
      admin: {
        description: `Above the prices, e.g. "${DEFAULT_DRUG_SAVINGS_TITLE}". Empty: that one. On a drug-savings page the heading is always "${TEMPLATE_DRUG_SAVINGS_TITLE}". Up to ${DRUG_SAVINGS_TITLE_MAX} characters.`,
        components: { afterInput: [lengthLimitComponent('Heading', DRUG_SAVINGS_TITLE_MAX)] },
      },
    },
    {
      name: 'subtitle',
      label: 'Line under the heading',
      type: 'textarea',
      validate: (value: unknown) => lengthMessage('Line under the heading', value, DRUG_SAVINGS_SUBTITLE_MAX),
      admin: {
        description: `Optional, e.g. "Prices for 30 tablets with a free coupon; no insurance needed." Empty: no line. Up to ${DRUG_SAVINGS_SUBTITLE_MAX} characters.`,
        components: {
          afterInput: [lengthLimitComponent('Line under the heading', DRUG_SAVINGS_SUBTITLE_MAX)],
        },
      },
    },
    {
      name: 'bestOffer',
      label: 'Frame it as the best offer',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Draws a frame around the widget with a "Best Offer" label, e.g. where the page compares several ways to pay for the drug.',
      },
    },
  ],
}
