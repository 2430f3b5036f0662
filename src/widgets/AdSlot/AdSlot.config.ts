import type { Block } from 'payload'
import { adSlotImages } from './AdSlot.thumbnail'

/**
 * Advertisement (issue 28): an ad slot where the editor wants one. It counts toward the page's limit (5 in
 * the text, 3 on pages sold per unique visitor) and restarts the spacing of the automatic ones; on an ad-free
 * page it shows nothing. Its positions and sizes are the site's (ADR 26): a 300x250 rectangle on phones, a
 * 728x90 leaderboard from 768 px.
 */
export const adSlotBlock: Block = {
  slug: 'adSlot',
  interfaceName: 'AdSlotBlock',
  labels: { singular: 'Advertisement', plural: 'Advertisements' },
  admin: {
    images: adSlotImages,
    custom: {
      description:
        'An ad here: a rectangle on phones, a leaderboard on wider screens. Counts toward the page’s limit of ads.',
    },
  },
  fields: [
    {
      name: 'note',
      label: 'Why here (for editors, not shown)',
      type: 'text',
      maxLength: 200,
      admin: {
        description:
          'Optional. The site also places ads between paragraphs by itself unless the article’s “Place ads automatically” is off (Advertising, below the article’s body).',
      },
    },
  ],
}
