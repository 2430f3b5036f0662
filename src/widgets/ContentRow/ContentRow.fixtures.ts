import { articleUrl } from '@/seed/articles/catalog'
import { bold, doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const contentRowFixtures = defineFixtures('contentRow', {
  name: 'Picture and text row',
  about: [
    p(
      'A picture and text row breaks up a long article between paragraphs: a picture with a heading, a few sentences and, optionally, a link. Side by side, the picture sits left or right of the text and moves above it on phones. As a full-width band, the picture sits above the text or fills the band behind it, with the text on a white panel so it stays readable. Pictures keep their shape while they load, so the page does not jump.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Picture on the left',
      blocks: [
        {
          blockType: 'contentRow',
          layout: 'split',
          pictureSide: 'left',
          picture: refs.picture('gallery-morning-walk'),
          heading: 'Start with ten minutes a day',
          text: doc(
            p(
              'You do not need a gym or special kit to look after your heart. A brisk ten-minute walk, ',
              bold('three times a day'),
              ', adds up to the weekly activity most adults are advised to aim for.',
            ),
          ),
          linkText: 'Read our walking guide',
          linkUrl: articleUrl('walking-for-heart-health'),
        },
      ],
      shows: ['Start with ten minutes a day', 'three times a day', 'Read our walking guide'],
    },
    {
      title: 'Picture on the right',
      blocks: [
        {
          blockType: 'contentRow',
          layout: 'split',
          pictureSide: 'right',
          picture: refs.picture('gallery-vegetables'),
          heading: 'Fill half your plate with vegetables',
          text: doc(
            p(
              'Vegetables bring fiber, potassium and very few calories. Frozen and canned ones (without added salt) count too, and are often cheaper.',
            ),
          ),
        },
      ],
      shows: ['Fill half your plate with vegetables', 'Frozen and canned ones'],
    },
    {
      title: 'Full-width band, picture above',
      blocks: [
        {
          blockType: 'contentRow',
          layout: 'full',
          picturePlacement: 'above',
          picture: refs.picture('gallery-stretching'),
          heading: 'Stretch when you wake up',
          text: doc(
            p(
              'A few slow stretches before you start the day ease stiffness and help you notice how your body feels. Move gently, breathe out as you stretch, and stop if anything hurts.',
            ),
          ),
        },
      ],
      shows: ['Stretch when you wake up', 'stop if anything hurts'],
    },
    {
      title: 'Full-width band, picture behind',
      blocks: [
        {
          blockType: 'contentRow',
          layout: 'full',
          picturePlacement: 'behind',
          picture: refs.picture('gallery-water-bottle'),
          heading: 'Keep water within reach',
          text: doc(
            p(
              'Thirst is easy to miss on a busy day. A bottle on your desk or in your bag is a simple reminder to drink, especially in warm weather or after exercise.',
            ),
          ),
          linkText: 'Our guide to eating well',
          linkUrl: articleUrl('mediterranean-diet-basics'),
        },
      ],
      shows: ['Keep water within reach', 'Our guide to eating well'],
    },
  ],
})
