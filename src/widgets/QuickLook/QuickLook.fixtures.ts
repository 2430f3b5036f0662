import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const quickLookFixtures = defineFixtures('quickLook', {
  name: 'Quick look at our picks',
  about: [
    p(
      'A quick look lists the article’s picks near its top: an award, the product’s name and a link that jumps to its product card further down. Line 1 jumps to the first card, line 2 to the second, unless the editor gives another card number or a link elsewhere. Unreadable lines are left out.',
    ),
  ],
  examples: () => [
    {
      title: 'Jumping to the product cards',
      description: 'Each line jumps to the product card with its number.',
      blocks: [
        {
          blockType: 'quickLook',
          heading: 'A quick look at our picks',
          itemLinks: [
            { superlative: 'Best overall', title: PRODUCTS.bloodPressureMonitor.productName! },
            { superlative: 'Best for sleep habits', title: PRODUCTS.sleepRing.productName! },
            {
              superlative: 'Best pill organizer',
              title: PRODUCTS.pillOrganizer.productName!,
              linkTitle: 'Read our review',
            },
            { superlative: 'Best for desk workers', title: PRODUCTS.walkingTreadmill.productName! },
          ],
        },
      ],
      shows: [
        'A quick look at our picks',
        'Best overall',
        PRODUCTS.bloodPressureMonitor.productName!,
        'Jump to review',
        'Read our review',
      ],
    },
    {
      title: 'With links elsewhere',
      description: 'A chosen card number, a link to an article and a tracked shop link.',
      blocks: [
        {
          blockType: 'quickLook',
          heading: 'Walking gear at a glance',
          itemLinks: [
            { superlative: 'Best for standing desks', title: 'Stridewell Deskwalk', hashRoute: 4 },
            {
              superlative: 'Best for heart health',
              title: 'A brisk daily walk',
              link: '/fitness/walking-for-heart-health',
              linkTitle: 'Read the guide',
            },
            {
              superlative: 'Best budget pick',
              title: 'Citystep Everyday',
              link: 'https://shop.example.com/citystep/everyday-walking-shoe',
              linkTitle: 'Check price',
              variantId: 'citystep-everyday-w8',
            },
          ],
        },
      ],
      shows: ['Walking gear at a glance', 'Stridewell Deskwalk', 'Read the guide', 'Check price'],
    },
  ],
})
