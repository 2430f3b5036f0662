import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { tilesImages } from './Tiles.thumbnail'
import { TILE_TITLE_MAX, TILES_HEADING_MAX } from './tiles'

/** Article tiles: "Discover more about …" with links to related articles. */
export const tilesBlock: Block = {
  slug: 'tiles',
  interfaceName: 'TilesBlock',
  labels: { singular: 'Article tiles', plural: 'Article tiles' },
  admin: {
    images: tilesImages,
    custom: { description: 'Links to related articles, as tiles under the heading “Discover more about …”.' },
  },
  fields: [
    {
      name: 'hubTitle',
      label: 'Topic',
      type: 'text',
      required: true,
      admin: {
        description: `Shown after "Discover more about", e.g. "Heart health". The whole heading is cut to ${TILES_HEADING_MAX} characters.`,
      },
    },
    {
      name: 'tiles',
      type: 'array',
      labels: { singular: 'Tile', plural: 'Tiles' },
      admin: {
        description: `One tile per related article. Tile titles are cut to ${TILE_TITLE_MAX} characters. With no tiles the block shows nothing.`,
      },
      fields: [
        {
          name: 'title',
          label: 'Tile title',
          type: 'text',
          required: true,
          admin: { description: `Up to ${TILE_TITLE_MAX} characters show in full.` },
        },
        urlField({
          name: 'url',
          label: 'Link',
          required: true,
          admin: { description: 'The article’s address, e.g. /health/high-blood-pressure-and-sleep.' },
        }),
      ],
    },
  ],
}
