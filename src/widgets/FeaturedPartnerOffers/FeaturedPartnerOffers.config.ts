import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { productPickField, rowCount, textOrProduct } from '../commerce/fields'
import { featuredPartnerOffersImages } from './FeaturedPartnerOffers.thumbnail'
import { DEFAULT_OFFER_CTA, DEFAULT_OFFERS_TITLE, MAX_OFFERS } from './featuredPartnerOffers'

/** Featured-partner offers (001 §2): a labelled box of deals from brands that pay for their placement. */
export const featuredPartnerOffersBlock: Block = {
  slug: 'featuredPartnerOffers',
  interfaceName: 'FeaturedPartnerOffersBlock',
  labels: { singular: 'Featured-partner offers', plural: 'Featured-partner offers' },
  admin: {
    images: featuredPartnerOffersImages,
    custom: {
      description:
        'A box of deals from featured partners, with the "Featured Partner" label and what it means.',
    },
  },
  fields: [
    {
      name: 'title',
      label: 'Heading',
      type: 'text',
      admin: {
        description: `Shown at the top of the box. Empty: "${DEFAULT_OFFERS_TITLE}". The "Featured Partner" label and its explanation (Site settings → Commerce) always show under it.`,
      },
    },
    {
      name: 'offers',
      label: 'Offers',
      type: 'array',
      required: true,
      maxRows: MAX_OFFERS,
      validate: rowCount({
        min: 1,
        max: MAX_OFFERS,
        tooFew: 'Add at least one offer, with a name, the offer and a link.',
        tooMany: `The box shows at most ${MAX_OFFERS} offers. Remove the ones after the ${MAX_OFFERS}th.`,
      }),
      labels: { singular: 'Offer', plural: 'Offers' },
      admin: {
        description: `Up to ${MAX_OFFERS} offers, in this order. An offer shows only with a name, the offer and a link (typed here or taken from the product).`,
      },
      fields: [
        productPickField('name, picture, discount (as the offer) and shop link'),
        textOrProduct({
          name: 'name',
          label: 'Product or brand',
          message: 'Enter the product or brand name, or pick a product above.',
          admin: { description: 'e.g. "Calmleaf" or "Calmleaf Broad-Spectrum CBD Gummies".' },
        }),
        textOrProduct({
          name: 'offer',
          label: 'Offer',
          message: 'Enter the offer, or pick a product that has a discount.',
          admin: {
            description:
              'What the reader gets, e.g. "20% off your first order with code CALM20". Check it is current: offers that have ended mislead readers.',
          },
        }),
        {
          type: 'row',
          fields: [
            {
              name: 'ctaText',
              label: 'Button text',
              type: 'text',
              admin: { description: `e.g. "Get 20% off". Empty: "${DEFAULT_OFFER_CTA}".` },
            },
            urlField({
              name: 'ctaUrl',
              label: 'Link',
              admin: {
                description:
                  'Where the button leads, starting with https://. Opens in a new tab, marked as a paid link. Empty: the product’s shop link.',
              },
            }),
          ],
        },
      ],
    },
  ],
}
