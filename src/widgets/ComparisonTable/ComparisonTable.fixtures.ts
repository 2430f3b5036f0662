import { PRODUCTS } from '@/seed/data/products'
import { doc, link, p, ul } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

const text = (...paragraphs: string[]) => ({ content: doc(...paragraphs.map((t) => p(t))) })

export const comparisonTableFixtures = defineFixtures('comparisonTable', {
  name: 'Comparison table',
  about: [
    p(
      'A comparison table sets products or options side by side. The header row and the first column stay in view while readers scroll a large table down or sideways; keyboard users focus the table and scroll with the arrow keys. Cells hold short rich text and optional shop links, tracked as affiliate links.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Home blood pressure monitors',
      description:
        'The first monitor is picked from Products, which fills its name and shop link; the others are typed.',
      blocks: [
        {
          blockType: 'comparisonTable',
          title: 'Home blood pressure monitors compared',
          rows: [
            { columns: [text(''), text('Cuff'), text('Memory'), text('Price')] },
            {
              columns: [
                { product: refs.product('bloodPressureMonitor') },
                text('Upper arm, 8.7–16.5 in'),
                text('2 users × 60 readings'),
                text('$59.99'),
              ],
            },
            {
              columns: [
                {
                  ...text('Cardiona Wrist Monitor'),
                  affiliateUrl: 'https://shop.example.com/cardiona/wrist-monitor',
                  affiliateText: 'Check price',
                },
                text('Wrist, 5.3–8.5 in'),
                text('1 user × 90 readings'),
                text('$39.99'),
              ],
            },
            {
              columns: [
                {
                  ...text('Veritas Clinic Pro'),
                  affiliateUrl: 'https://shop.example.com/veritas/clinic-pro',
                  affiliateText: 'Check price',
                },
                {
                  content: doc(p('Upper arm, two cuff sizes:'), ul('Standard 8.7–13 in', 'Large 13–17 in')),
                },
                text('4 users × 100 readings'),
                text('$1,249'),
              ],
            },
          ],
        },
      ],
      shows: [
        'Home blood pressure monitors compared',
        PRODUCTS.bloodPressureMonitor.productTitle,
        'Cardiona Wrist Monitor',
        'Large 13–17 in',
        'Check price',
      ],
    },
    {
      title: 'A wide table that scrolls sideways',
      description: 'The shoe names stay in view while the table scrolls sideways.',
      blocks: [
        {
          blockType: 'comparisonTable',
          title: 'Walking shoes at a glance',
          rows: [
            {
              columns: [
                text('Shoe'),
                text('Best for'),
                text('Weight'),
                text('Heel-to-toe drop'),
                text('Widths'),
                text('Returns'),
                text('Price'),
              ],
            },
            {
              columns: [
                { product: refs.product('walkingShoe') },
                text('Beginners'),
                text('9.1 oz'),
                text('8 mm'),
                text('Regular, wide, extra wide'),
                text('30 days'),
                text('$129'),
              ],
            },
            {
              columns: [
                text('Trailmate Hiker Low'),
                {
                  content: doc(
                    p(
                      'Gravel and park paths; see ',
                      link('/fitness/walking-for-heart-health', 'walking for heart health'),
                    ),
                  ),
                },
                text('11.4 oz'),
                text('10 mm'),
                text('Regular, wide'),
                text('60 days'),
                text('$145'),
              ],
            },
            {
              columns: [
                text('Citystep Everyday'),
                text('Long days on your feet'),
                text('8.3 oz'),
                text('6 mm'),
                text('Regular'),
                text('30 days'),
                text('$95'),
              ],
            },
          ],
        },
      ],
      shows: [
        'Walking shoes at a glance',
        'Heel-to-toe drop',
        'Trailmate Hiker Low',
        'walking for heart health',
      ],
    },
  ],
})
