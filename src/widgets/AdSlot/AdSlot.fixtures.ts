import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const adSlotFixtures = defineFixtures('adSlot', {
  name: 'Advertisement',
  about: [
    p(
      'An Advertisement block puts an ad where the editor wants one. The site also places ads between paragraphs by itself: after the introduction, then every few screens of reading, never straight after a heading, beside a promotion or another ad, or at the very end. An article holds at most five in its text (three when it is sold per unique visitor), counting the ones editors placed.',
    ),
    p(
      'The page is the same for every reader: the ad’s space is kept empty in it, labelled “Advertisement”, and filled in the reader’s browser from the site’s own ad server once the reader scrolls or the page has been open a few seconds. Nothing moves when it fills. On phones it is a 300 × 250 rectangle, from 768 px a 728 × 90 leaderboard.',
    ),
  ],
  examples: () => [
    {
      title: 'An ad placed by an editor',
      description:
        'The space an ad takes, filled by the site’s ad server (here, usually the site’s own house ad).',
      blocks: [{ blockType: 'adSlot' }],
      shows: ['Advertisement'],
    },
  ],
})
