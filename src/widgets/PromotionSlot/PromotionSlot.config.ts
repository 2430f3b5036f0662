import type { Block } from 'payload'
import { promotionSlotImages } from './PromotionSlot.thumbnail'
import {
  DEFAULT_SLOT_PLACEMENT,
  DEFAULT_SLOT_STYLE,
  SLOT_PLACEMENT_OPTIONS,
  SLOT_STYLE_OPTIONS,
} from './promotionSlot'

/**
 * Promotion position: keeps a space in the article that a promotion (a driver, Promotions → Drivers) fills
 * for each reader once the page has loaded. The field names are the placement engine's (`placement`,
 * `style`, read by src/services/drivers/page.ts).
 */
export const promotionSlotBlock: Block = {
  slug: 'promotionSlot',
  interfaceName: 'PromotionSlotBlock',
  labels: { singular: 'Promotion position', plural: 'Promotion positions' },
  admin: {
    images: promotionSlotImages,
    custom: {
      description: 'Keeps a space in the article that a promotion (newsletter, download, banner…) fills.',
    },
  },
  fields: [
    {
      name: 'placement',
      label: 'Which position',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_SLOT_PLACEMENT,
      options: SLOT_PLACEMENT_OPTIONS.map(({ value, label }) => ({ value, label })),
      admin: {
        description:
          'Promotions choose the positions they show in (Promotions → Drivers → "Where it shows": "In the article: first marked position" and so on). Use First for the first one in this article, Second and Third for more. Each position shows one promotion per article: a second block with the same position stays empty.',
      },
    },
    {
      name: 'style',
      label: 'Space it keeps',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_SLOT_STYLE,
      options: SLOT_STYLE_OPTIONS,
      admin: {
        description:
          'The space held open in the article while the promotion loads, so the text never jumps; only promotions of this look fill it. A strip is the lowest, a card taller, a sign-up form the tallest. When no promotion fills it, the space stays empty (closed when the reader has not reached it yet).',
      },
    },
  ],
}
