import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const heroImageFixtures = defineFixtures('heroImage', {
  name: 'Full-screen hero image',
  about: [
    p(
      'A full-screen hero image is one large picture across the article column, usually the first thing readers see. Editors upload a wide picture and, optionally, an upright crop of the same scene that phones show instead, so the subject stays large on a narrow screen.',
    ),
    p(
      'The first hero image of an article is treated as the page’s largest element and loads before everything else; any further one loads only as the reader scrolls near it. The picture’s space is kept from the start, so the text never jumps. A caption and a credit are optional.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'With a crop for phones, a caption and a credit',
      description:
        'Narrow your browser below 768 px to see the upright crop. Screen readers hear the description typed on the block.',
      blocks: [
        {
          blockType: 'heroImage',
          image: refs.picture('hero-wide'),
          mobileImage: refs.picture('hero-tall'),
          alt: 'Two people walking a winding path through green hills at sunrise',
          caption:
            'A brisk walk with a friend counts toward your weekly activity, and it is easier to keep up.',
          credit: 'Illustration: Wellread studio',
        },
      ],
      shows: [
        'A brisk walk with a friend counts toward your weekly activity, and it is easier to keep up.',
        'Illustration: Wellread studio',
      ],
    },
    {
      title: 'One picture for every screen',
      description:
        'Without a phone crop the wide picture shows everywhere. This is the second hero image on the page, so it loads only as you scroll near it.',
      blocks: [
        {
          blockType: 'heroImage',
          image: refs.picture('ticker-newsletter'),
          credit: 'Illustration: Wellread studio, for the Heart Health Weekly newsletter',
        },
      ],
      shows: ['Illustration: Wellread studio, for the Heart Health Weekly newsletter'],
    },
  ],
})
