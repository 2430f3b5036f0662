import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const socialProofFixtures = defineFixtures('socialProof', {
  name: 'Social-proof strip',
  about: [
    p(
      'The social-proof strip sums up, in up to three short items, why a reader can trust an offer, usually right under a newsletter hero. Each item has an icon, a bold main text and an optional smaller line.',
    ),
    p(
      'Editors pick the icon from fifteen simple line drawings in the site’s colours (star badge, shipping box, star, house, globe, clock, check mark, cross, devices, people, battery, brain, wristwatch, heart and pills). An item needs both an icon and a main text; one missing either is left out. Only state what the site can back up.',
    ),
  ],
  examples: () => [
    {
      title: 'Under a newsletter hero',
      blocks: [
        {
          blockType: 'socialProof',
          items: [
            { icon: 'clock', mainText: 'A five-minute read', subtext: 'One short email every Tuesday' },
            {
              icon: 'heart',
              mainText: 'Reviewed by clinicians',
              subtext: 'Each issue is checked by our medical reviewers',
            },
            { icon: 'cancel', mainText: 'Unsubscribe any time', subtext: 'One click, no questions asked' },
          ],
        },
      ],
      shows: [
        'A five-minute read',
        'One short email every Tuesday',
        'Reviewed by clinicians',
        'Unsubscribe any time',
      ],
    },
    {
      title: 'Two items',
      description:
        'Fewer than three items share the width. An item needs both an icon and a main text: publishing one without them is refused with a message on the field, and one stored without them (older content) is left out.',
      blocks: [
        {
          blockType: 'socialProof',
          items: [
            { icon: 'devices', mainText: 'Reads well on any screen' },
            {
              icon: 'shipping_box',
              mainText: 'Free printable guides',
              subtext: 'Sent with your welcome email',
            },
          ],
        },
      ],
      shows: ['Reads well on any screen', 'Free printable guides', 'Sent with your welcome email'],
    },
  ],
})
