import type { Block } from 'payload'

/** Stats block (000 §3, §4, §9). */
export const statsBlockBlock: Block = {
  slug: 'statsBlock',
  interfaceName: 'StatsBlockBlock',
  labels: { singular: 'Stats block', plural: 'Stats blocks' },
  fields: [
    { name: 'header', type: 'text' },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Stat', plural: 'Stats' },
      fields: [
        { name: 'number', type: 'number', required: true },
        { name: 'prefix', type: 'text', admin: { description: 'Shown before the number, e.g. "$".' } },
        {
          name: 'suffix',
          type: 'text',
          admin: { description: 'Shown after the number, e.g. "%" or " million".' },
        },
        { name: 'text', type: 'text', required: true },
      ],
    },
  ],
}
