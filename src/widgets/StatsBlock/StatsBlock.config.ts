import type { Block } from 'payload'
import { statsBlockImages } from './StatsBlock.thumbnail'

/** Stats block: a few numbers with captions that count up when they come into view. */
export const statsBlockBlock: Block = {
  slug: 'statsBlock',
  interfaceName: 'StatsBlockBlock',
  labels: { singular: 'Stats block', plural: 'Stats blocks' },
  admin: {
    images: statsBlockImages,
    custom: { description: 'A few key numbers with captions; the numbers count up as they come into view.' },
  },
  fields: [
    {
      name: 'header',
      label: 'Heading',
      type: 'text',
      admin: { description: 'Optional, shown above the numbers, e.g. "Heart health in the US".' },
    },
    {
      name: 'items',
      label: 'Numbers',
      type: 'array',
      labels: { singular: 'Number', plural: 'Numbers' },
      admin: {
        description:
          'Two to four numbers read best. With none, a placeholder shows in preview so the gap is noticed.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'prefix', label: 'Before', type: 'text', admin: { description: 'e.g. "$" or "No. "' } },
            {
              name: 'number',
              label: 'Number',
              type: 'number',
              required: true,
              admin: { description: 'Decimals are kept as typed.' },
            },
            {
              name: 'suffix',
              label: 'After',
              type: 'text',
              admin: { description: 'e.g. "%" or " million"' },
            },
          ],
        },
        {
          name: 'text',
          label: 'Caption',
          type: 'text',
          required: true,
          admin: { description: 'What the number means, and where it comes from.' },
        },
      ],
    },
  ],
}
