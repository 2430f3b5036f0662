import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const paidMediaCardFixtures = defineFixtures('paidMediaCard', {
  name: 'Paid-media card',
  about: [
    p(
      'A paid-media card shows one product that a partner paid to place in the article. It is always labelled "Sponsored", and a featured partner also carries the "Featured Partner" label, which opens a short explanation: the placement is paid, but our editors still test the product and no brand can pay for a positive review.',
    ),
    p(
      'The card shows the rating large, with its word (EXCELLENT, GREAT, VERY GOOD or GOOD), up to four highlights, any discount and a shop button. The button opens the partner’s site in a new tab and is marked as a paid link. Editors can pick a product from the Products collection and fill in only what differs, or fill in every field by hand.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A featured partner, from a product',
      description:
        'The name, picture, rating, highlights and discount come from the product; the button text and the partner’s tracked link are set on the card.',
      blocks: [
        {
          blockType: 'paidMediaCard',
          product: refs.product('cbdCalmleaf'),
          ctaText: 'Shop now at Calmleaf',
          ctaUrl:
            'https://shop.example.com/calmleaf/broad-spectrum-cbd-gummies-25mg?rvo_prodid=WR-1101&#038;utm_medium=paid',
          isFeaturedPartner: true,
        },
      ],
      shows: [
        PRODUCTS.cbdCalmleaf.productTitle,
        'Sponsored',
        'Featured Partner',
        'EXCELLENT',
        'Shop now at Calmleaf',
      ],
    },
    {
      title: 'Filled in by hand, without a picture',
      description:
        'Every detail is typed on the card. The discount is longer than 35 characters, so it is left-aligned.',
      blocks: [
        {
          blockType: 'paidMediaCard',
          productTitle: 'Dayset 7-Day Travel Pill Case',
          productBrand: 'Dayset',
          rating: 4.3,
          numberOfRatings: 864,
          highlights: [
            { label: 'Price', value: '$14.99' },
            { label: 'Compartments', value: '7 days, morning and evening' },
          ],
          discount: 'Free shipping on orders over $25 with code DAYSETSHIP',
          ctaText: 'Check price at Example Shop',
          ctaUrl: 'https://shop.example.com/dayset/7-day-travel-pill-case?subid=WR-2204',
          variantId: 'dayset-travel-7',
        },
      ],
      shows: ['Dayset 7-Day Travel Pill Case', 'VERY GOOD', '(864 ratings)', 'Check price at Example Shop'],
    },
  ],
})
