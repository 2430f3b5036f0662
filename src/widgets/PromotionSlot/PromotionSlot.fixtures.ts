import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const promotionSlotFixtures = defineFixtures('promotionSlot', {
  name: 'Promotion position',
  about: [
    p(
      'A promotion position keeps a space in the article for a promotion (a "driver": a newsletter sign-up, a download, a quiz, a video, a coupon, a calculator, an app, a phone line or a banner). Editors choose which of the article’s three positions it is and the space it keeps: a strip, a card or a sign-up form. Promotions choose the positions they show in under Promotions → Drivers.',
    ),
    p(
      'The page is the same for every reader: the space is empty in it, and filled in the reader’s browser once the page has loaded, so nothing on the page moves. When no promotion fills it, the space stays empty, or closes if the reader has not scrolled to it yet. With "Show position markers" on in the site settings (where the operator allows it), each position shows a purple box naming it instead.',
    ),
  ],
  examples: () => [
    {
      title: 'A card position',
      description:
        'The first position, keeping the space of a card. It stays empty here unless a promotion is set to show in it.',
      blocks: [{ blockType: 'promotionSlot', placement: 'articlePlacement', style: 'card' }],
      shows: ['Promotion'],
    },
  ],
})
