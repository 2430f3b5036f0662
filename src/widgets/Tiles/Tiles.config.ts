import type { Block } from 'payload'

/** Article tiles (000 §3 "Tiles block", §5). */
export const tilesBlock: Block = {
  slug: 'tiles',
  interfaceName: 'TilesBlock',
  labels: { singular: 'Article tiles', plural: 'Article tiles' },
  fields: [
    {
      name: 'hubTitle',
      type: 'text',
      required: true,
      admin: { description: 'Shown after "Discover more about". The heading is cut to 60 characters.' },
    },
    {
      name: 'tiles',
      type: 'array',
      labels: { singular: 'Tile', plural: 'Tiles' },
      admin: { description: 'Titles are cut to 26 characters. With no tiles the block renders nothing.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
