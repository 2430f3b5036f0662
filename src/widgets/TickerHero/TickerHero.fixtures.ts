import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const tickerHeroFixtures = defineFixtures('tickerHero', {
  name: 'Ticker hero',
  about: [
    p(
      'The ticker hero opens a newsletter landing page: a headline whose middle phrase takes turns, a few lines on what readers get, a button and a picture, in one of the site’s colour themes.',
    ),
    p(
      'Each phrase shows for 2.5 seconds and the next fades in, but only while the headline is on screen and the tab is open; a button in the corner pauses it. Readers who asked their device for less motion see the first phrase only, and screen readers hear the whole headline once, every phrase included. The space of the longest phrase is kept, so the words around it never move.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Three phrases, with a picture',
      blocks: [
        {
          blockType: 'tickerHero',
          tickerHeadline: {
            beforeText: 'Build heart-healthy habits',
            items: [{ text: 'this week' }, { text: 'this month' }, { text: 'for life' }],
            afterText: 'with Heart Health Weekly',
          },
          heroDescription: [
            { line: 'One short email every Tuesday from our health editors' },
            { line: 'Practical ideas for moving more, eating well and sleeping better' },
            { line: 'Free, and you can unsubscribe with one click' },
          ],
          heroImage: refs.picture('ticker-newsletter'),
          colorTheme: 'mint',
          heroCtaText: 'Read a sample issue',
          heroCtaUrl: '/fitness/walking-for-heart-health',
        },
      ],
      shows: [
        'Build heart-healthy habits this week, this month or for life with Heart Health Weekly',
        'One short email every Tuesday from our health editors',
        'Read a sample issue',
      ],
    },
    {
      title: 'A single phrase, dark theme',
      description: 'With one phrase the headline stays still and the hero ships no JavaScript.',
      blocks: [
        {
          blockType: 'tickerHero',
          tickerHeadline: {
            beforeText: 'Rest easier',
            items: [{ text: 'tonight' }],
            afterText: 'with our sleep newsletter',
          },
          heroDescription: [
            { line: 'A calm, practical note on sleep and blood pressure, once a fortnight.' },
          ],
          colorTheme: 'forest',
          heroCtaText: 'Start with our sleep guide',
          heroCtaUrl: '/health/high-blood-pressure-and-sleep',
        },
      ],
      shows: [
        'Rest easier tonight with our sleep newsletter',
        'A calm, practical note on sleep and blood pressure, once a fortnight.',
        'Start with our sleep guide',
      ],
    },
  ],
})
