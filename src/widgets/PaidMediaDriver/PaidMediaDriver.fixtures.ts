import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const paidMediaDriverFixtures = defineFixtures('paidMediaDriver', {
  name: 'Paid-media driver card',
  about: [
    p(
      'A paid-media driver card promotes one sponsor’s offer inside an article or on a newsletter landing page. It always says "Sponsored by" and the sponsor’s name at the top, so readers know at once who paid for it.',
    ),
    p(
      'The card has a picture, an optional small line above the headline, a headline, a sentence or two of body copy and a button. The button opens the sponsor’s page in a new tab, is marked as a paid link, and its clicks are counted; if the link goes to one of our affiliate partners, the commission note appears under it.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'With a picture and a small line',
      blocks: [
        {
          blockType: 'paidMediaDriver',
          brand: 'Pulsewise',
          whisper: 'New this spring',
          headline: 'Track your heart rate on every walk',
          bodyCopy:
            'A light fitness watch that logs your pace and heart rate, with up to a week of battery on one charge.\n\nFree returns within 60 days.',
          image: refs.picture('driver-fitness-watch'),
          callToAction: 'See the watch',
          callToActionURL:
            'https://shop.example.com/pulsewise/fitness-watch?rvo_prodid=PW-300&#038;utm_medium=paid',
        },
      ],
      shows: [
        'Sponsored by Pulsewise',
        'New this spring',
        'Track your heart rate on every walk',
        'Free returns within 60 days.',
        'See the watch',
      ],
    },
    {
      title: 'Text only, with the default button',
      description:
        'Without a picture the text takes the whole card; without button words it reads "Learn more".',
      blocks: [
        {
          blockType: 'paidMediaDriver',
          brand: 'Hushline',
          headline: 'Fall asleep to steady, soft sound',
          bodyCopy:
            'A small white-noise machine with twelve sounds and a timer that fades out after you drift off.',
          callToActionURL: 'https://shop.example.com/hushline/sound-machine?subid=WR-3105',
        },
      ],
      shows: ['Sponsored by Hushline', 'Fall asleep to steady, soft sound', 'Learn more'],
    },
  ],
})
