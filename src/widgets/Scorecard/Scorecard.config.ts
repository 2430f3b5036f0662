import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { scorecardImages } from './Scorecard.thumbnail'

const FROM_PRODUCT = 'Empty: the picked product’s.'

/** A list of short points (pros or cons): one text per row, as on the products collection. */
function pointList(name: 'pros' | 'cons', label: string, singular: string, example: string) {
  return {
    name,
    label,
    type: 'array' as const,
    labels: { singular, plural: label },
    admin: {
      description: `Shown when the reader opens "Pros & cons", one point per row, e.g. "${example}". Any you add here replace the picked product’s ${label.toLowerCase()}; none: the product’s.`,
    },
    fields: [{ name: 'text', label: singular, type: 'text' as const, required: true }],
  }
}

/**
 * Proprietary scorecard (000 §3): our review of one product: the headline score (the criterion named
 * Overall) out of 5 in words, a bar per other criterion, pros and cons that open and close, a discount and a
 * shop button. Filled from a picked product, or typed; typed fields win.
 */
export const scorecardBlock: Block = {
  slug: 'scorecard',
  interfaceName: 'ScorecardBlock',
  labels: { singular: 'Scorecard', plural: 'Scorecards' },
  admin: {
    images: scorecardImages,
    custom: {
      description: 'Our review of one product: score out of 5, score bars, pros and cons, and a shop button.',
    },
  },
  fields: [
    {
      name: 'product',
      label: 'Product',
      type: 'relationship',
      relationTo: 'products',
      admin: {
        description:
          'Pick a product from Commerce → Products to fill this scorecard: name, brand, scores, pros, cons, discount and shop button. Anything you type below wins over the product’s, field by field; leave a field empty to use the product’s. Without a product, type at least the name.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'productName',
          label: 'Product name',
          type: 'text',
          admin: {
            description: `The scorecard’s title, e.g. "Pulsewise Arm Blood Pressure Monitor". ${FROM_PRODUCT} With neither, the scorecard is not shown.`,
          },
        },
        {
          name: 'productBrand',
          label: 'Brand',
          type: 'text',
          admin: { description: `Shown under the name, e.g. "Pulsewise". ${FROM_PRODUCT}` },
        },
      ],
    },
    {
      name: 'proprietaryReviews',
      label: 'Scores',
      type: 'array',
      labels: { singular: 'Score', plural: 'Scores' },
      admin: {
        description:
          'Our scores out of 5. The one named "Overall" is the big headline score, with its word (4.8 and up EXCELLENT, 4.5 GREAT, 3.9 VERY GOOD, below GOOD); each other score shows as a bar. Any you add here replace the picked product’s scores. With no "Overall", the headline is the rating below, or 4.5.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'scoreCriteriaName',
              label: 'What is scored',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "Overall", "Ease of use" or "Value".' },
            },
            {
              name: 'scoreCriteriaValue',
              label: 'Score (0 to 5)',
              type: 'number',
              required: true,
              min: 0,
              max: 5,
              admin: { step: 0.1, description: 'One decimal shows, e.g. 4.7.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rating',
          label: 'Rating',
          type: 'number',
          min: 0,
          max: 5,
          admin: {
            step: 0.1,
            description:
              'Used as the headline score only when there is no score named "Overall". Empty: the picked product’s rating.',
          },
        },
        {
          name: 'scoreSubtitle',
          label: 'Words beside the score',
          type: 'text',
          admin: { description: 'e.g. "from our testers". Empty: "out of 5".' },
        },
      ],
    },
    pointList('pros', 'Pros', 'Pro', 'Large, easy-to-read display'),
    pointList('cons', 'Cons', 'Con', 'No app syncing'),
    {
      name: 'discount',
      label: 'Discount',
      type: 'text',
      admin: {
        description: `Shown above the button, codes and amounts highlighted, e.g. "Save 15% with code WELL15". ${FROM_PRODUCT} Neither: no discount line.`,
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ctaText',
          label: 'Button text',
          type: 'text',
          admin: { description: `e.g. "CHECK PRICE". ${FROM_PRODUCT} Neither: "SHOP NOW".` },
        },
        urlField({
          name: 'ctaUrl',
          label: 'Shop link',
          allow: { sitePath: false },
          admin: {
            description: `Where the button leads, starting with https://; opens in a new tab and is tracked. ${FROM_PRODUCT} Neither: no button.`,
          },
        }),
      ],
    },
    {
      name: 'variantId',
      label: 'Retailer variant ID',
      type: 'text',
      admin: {
        description: `The retailer’s code for the exact version reviewed. Not shown; sent with clicks on the button. ${FROM_PRODUCT}`,
      },
    },
  ],
}
