import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { pictureFields, productPickField, textOrProduct } from '../commerce/fields'
import { paidMediaCardImages } from './PaidMediaCard.thumbnail'
import { DEFAULT_PAID_MEDIA_CTA } from './paidMediaCard'

/** Paid-media card (001 §3): one sponsored product, with its rating, highlights and a shop button. */
export const paidMediaCardBlock: Block = {
  slug: 'paidMediaCard',
  interfaceName: 'PaidMediaCardBlock',
  labels: { singular: 'Paid-media card', plural: 'Paid-media cards' },
  admin: {
    images: paidMediaCardImages,
    custom: {
      description:
        'A sponsored product a partner paid to place: picture, rating, highlights and a shop button.',
    },
  },
  fields: [
    productPickField('name, brand, picture, rating, highlights, discount and shop link'),
    {
      type: 'row',
      fields: [
        textOrProduct({
          name: 'productTitle',
          label: 'Product name',
          message: 'Enter the product name, or pick a product above.',
          admin: {
            description: 'The card’s heading, e.g. "Calmleaf Broad-Spectrum CBD Gummies, 25 mg".',
          },
        }),
        {
          name: 'productBrand',
          label: 'Brand',
          type: 'text',
          admin: { description: 'Shown above the name, e.g. "Calmleaf". Empty: no brand line.' },
        },
      ],
    },
    pictureFields({
      srcName: 'imgSrc',
      altName: 'imageAlt',
      where: 'on the left of the card (square works best, at least 340 × 340 px)',
      without: 'With no picture the card shows its text only.',
    }),
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
              'Stars out of 5, e.g. 4.7, shown large with a word: 4.8 and up EXCELLENT, 4.5 GREAT, 3.9 VERY GOOD, below GOOD. Empty: no rating.',
          },
        },
        {
          name: 'numberOfRatings',
          label: 'Number of ratings',
          type: 'number',
          min: 0,
          admin: {
            step: 1,
            description: 'Shown after the rating, e.g. "(2,318 ratings)". Empty: not shown.',
          },
        },
      ],
    },
    {
      name: 'highlights',
      label: 'Highlights',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Highlight', plural: 'Highlights' },
      admin: {
        description:
          'Up to four short facts, a label beside its value, e.g. "Price" and "$49.99". Dollar amounts get thousands separators ($1,299).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              label: 'Label',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "Price" or "CBD per gummy".' },
            },
            {
              name: 'value',
              label: 'Value',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "$49.99" or "25 mg".' },
            },
          ],
        },
      ],
    },
    {
      name: 'discount',
      label: 'Discount',
      type: 'text',
      admin: {
        description:
          'Shown above the button, e.g. "Use code CALM20 for 20% off". Over 35 characters it is left-aligned. Empty: no discount line.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ctaText',
          label: 'Button text',
          type: 'text',
          admin: {
            description: `The words on the button, e.g. "Shop now at Calmleaf". The first two words stay together on one line. Empty: "${DEFAULT_PAID_MEDIA_CTA}".`,
          },
        },
        urlField({
          name: 'ctaUrl',
          label: 'Shop link',
          admin: {
            description:
              'Where the button leads, starting with https:// (partner links may contain &#038;, which is read as &). Opens in a new tab, marked as a paid link. Empty: no button.',
          },
        }),
      ],
    },
    {
      name: 'isFeaturedPartner',
      label: 'Featured partner',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Adds the "Featured Partner" label, which opens the explanation set in Site settings → Commerce (placement is paid; products are still tested by editors).',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'variantId',
          label: 'Variant code',
          type: 'text',
          admin: {
            description:
              'The partner’s code for this exact product, for click reports when the shop link carries none. Not shown on the page.',
          },
        },
        {
          name: 'position',
          label: 'Position in reports',
          type: 'number',
          min: 1,
          max: 999,
          admin: {
            step: 1,
            description:
              'The place this card is counted in for click reports, e.g. 1. Empty: its place among the paid-media cards in the article. Not shown on the page.',
          },
        },
      ],
    },
  ],
}
