import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const productCardFixtures = defineFixtures('productCard', {
  name: 'Product cards',
  about: [
    p(
      'A product card presents one product with its image, superlative, rating, highlights, any discount and a button to the retailer. Links to retailers are affiliate links: they open in a new tab and are marked as sponsored. Cards placed one after another are shown together as a group, while a card on its own stands alone.',
    ),
    p(
      'Editors pick the product from the Products collection, so its details, price and review stay the same in every article that features it. Each placement can still override the superlative and the background color.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A group of three',
      description:
        'These three cards sit next to each other in the article body, so they are shown as one set. The second overrides the product\u2019s own superlative and the third its background color for this placement only.',
      blocks: [
        { blockType: 'productCard', product: refs.product('bloodPressureMonitor') },
        {
          blockType: 'productCard',
          product: refs.product('sleepRing'),
          superlative: 'Best for a regular bedtime',
        },
        { blockType: 'productCard', product: refs.product('pillOrganizer'), bgColor: '#fdf7ee' },
      ],
      shows: [
        PRODUCTS.bloodPressureMonitor.productTitle,
        'Best for a regular bedtime',
        PRODUCTS.pillOrganizer.productTitle,
      ],
    },
    {
      title: 'A single card',
      description:
        'This card stands on its own. Its price is over $1,000, which shows how prices get thousands separators, and it carries a long discount text.',
      blocks: [{ blockType: 'productCard', product: refs.product('walkingTreadmill') }],
      shows: [PRODUCTS.walkingTreadmill.productTitle],
    },
  ],
})
