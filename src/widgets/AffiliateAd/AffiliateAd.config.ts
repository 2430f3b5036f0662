import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { pictureFields, productPickField, textOrProduct } from '../commerce/fields'
import { affiliateAdImages } from './AffiliateAd.thumbnail'
import { AFFILIATE_AD_DEFAULT_CTA } from './affiliateAd'

/** Affiliate ad (000 §3): a partner's ad with a picture, a line of text and a button, labelled "Sponsored". */
export const affiliateAdBlock: Block = {
  slug: 'affiliateAd',
  interfaceName: 'AffiliateAdBlock',
  labels: { singular: 'Affiliate ad', plural: 'Affiliate ads' },
  admin: {
    images: affiliateAdImages,
    custom: {
      description: 'A partner’s ad: picture, main line, short text and a button, labelled Sponsored.',
    },
  },
  fields: [
    productPickField('name, brand, picture, discount and shop link'),
    textOrProduct({
      name: 'mainText',
      label: 'Main line',
      message: 'Enter the main line, or pick a product above.',
      admin: {
        description:
          'The ad’s large line, e.g. "Track your sleep without a watch". Empty with a product picked: the product’s name.',
      },
    }),
    {
      name: 'subText',
      label: 'Short text',
      type: 'textarea',
      admin: {
        description: 'One or two sentences under the main line. Empty: not shown.',
      },
    },
    pictureFields({
      srcName: 'imgSrc',
      altName: 'imageAlt',
      where: 'beside the text (square or 4:3 works best)',
      without: 'With no picture the ad shows its text only.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'brand',
          label: 'Brand',
          type: 'text',
          admin: { description: 'Shown above the main line, e.g. "Lunaring". Empty: not shown.' },
        },
        {
          name: 'discount',
          label: 'Discount',
          type: 'text',
          admin: {
            description: 'Highlighted above the button, e.g. "15% off with code SLEEP15". Empty: not shown.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ctaText',
          label: 'Button text',
          type: 'text',
          admin: { description: `e.g. "See the ring". Empty: "${AFFILIATE_AD_DEFAULT_CTA}".` },
        },
        urlField({
          name: 'ctaUrl',
          label: 'Link',
          admin: {
            description:
              'Where the button leads, starting with https://. Opens in a new tab, marked as a paid link. Without a link (here or on the product) the ad is not shown.',
          },
        }),
      ],
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
          'The place this ad is counted in for click reports, e.g. 1. Empty: its place among the affiliate ads in the article. Not shown on the page.',
      },
    },
  ],
}
