import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const scorecardFixtures = defineFixtures('scorecard', {
  name: 'Scorecard',
  about: [
    p(
      'The scorecard is our review of one product: the overall score out of 5 and its rating word, a bar per criterion, pros and cons behind a toggle, any discount and a tracked shop button. Editors pick a product, which fills every field, or type the fields; typed fields win.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Filled from a product',
      description: 'Only the product is picked; everything shown is the product’s.',
      blocks: [{ blockType: 'scorecard', product: refs.product('bloodPressureMonitor') }],
      shows: [
        PRODUCTS.bloodPressureMonitor.productTitle,
        '4.7',
        'out of 5',
        'GREAT',
        'Ease of use',
        'Pros & cons',
      ],
    },
    {
      title: 'A product with this article’s own words',
      description: 'The button words and the words beside the score are typed for this article.',
      blocks: [
        {
          blockType: 'scorecard',
          product: refs.product('walkingShoe'),
          ctaText: 'CHECK TODAY’S PRICE',
          scoreSubtitle: 'out of 5, after 40 miles of testing',
        },
      ],
      shows: [
        PRODUCTS.walkingShoe.productTitle,
        'out of 5, after 40 miles of testing',
        'CHECK TODAY’S PRICE',
      ],
    },
    {
      title: 'Typed by the editor',
      description: 'With no score named Overall, the headline score is the rating.',
      blocks: [
        {
          blockType: 'scorecard',
          productName: 'Cardiona Wrist Blood Pressure Monitor',
          productBrand: 'Cardiona',
          rating: 4.1,
          proprietaryReviews: [
            { scoreCriteriaName: 'Accuracy in our tests', scoreCriteriaValue: 4.0 },
            { scoreCriteriaName: 'Ease of use', scoreCriteriaValue: 4.6 },
            { scoreCriteriaName: 'Value', scoreCriteriaValue: 4.3 },
          ],
          pros: [
            { text: 'Small enough for a handbag' },
            { text: 'Reminds you to keep your wrist at heart level' },
          ],
          cons: [
            { text: 'Readings vary more than with an upper-arm cuff' },
            { text: 'Not suitable for wrists over 8.5 in' },
          ],
          discount: 'Get $10 off with code HEART10',
          ctaText: 'SHOP NOW',
          ctaUrl: 'https://shop.example.com/cardiona/wrist-blood-pressure-monitor',
          variantId: 'cardiona-wrist-2026',
        },
      ],
      shows: [
        'Cardiona Wrist Blood Pressure Monitor',
        '4.1',
        'VERY GOOD',
        'Accuracy in our tests',
        'HEART10',
      ],
    },
  ],
})
