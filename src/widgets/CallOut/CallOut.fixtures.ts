import { articleUrl } from '@/seed/articles/catalog'
import { AUTHORS } from '@/seed/data/authors'
import { bold, doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { RELATED_ARTICLES_HEADING } from './callOut'

const jordan = AUTHORS.jordanEllis

export const callOutFixtures = defineFixtures('callOut', {
  name: 'Call-out',
  about: [
    p(
      'A call-out sets something apart from the article’s text. As a box, it holds one or more items, each with an icon and a title, then either short lines (bulleted or plain) or a few sentences. As related articles, it lists links under the heading "Related Articles". As a content series, it promotes a series with its title, icon, author and, when the series has two or three of them, its articles.',
    ),
    p(
      'On a brand page the call-out takes the brand’s colour, provided white text reads on it. Series and brand-page call-outs show a gentle wave along the bottom: its picture loads only once the box is in view, it drifts for five seconds and then stays still, and it does not move at all for readers who prefer reduced motion. The other call-outs load no code at all.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A box of items',
      description: 'Lines with bullets, a few sentences, and plain lines without bullets.',
      blocks: [
        {
          blockType: 'callOut',
          driverType: 'box',
          optionalWhisper: 'Good to know',
          hasOptionalIcon: true,
          optionalIcon: 'info',
          items: [
            {
              headerIcon: 'doctor',
              headerTitle: 'When to call your doctor about joint pain',
              isBullets: true,
              list: [
                { text: 'Pain that wakes you at night or lasts longer than a few weeks' },
                { text: 'A joint that is hot, red or suddenly swollen' },
                { text: 'Morning stiffness that lasts more than an hour' },
                { text: 'Joint pain together with a fever' },
              ],
            },
            {
              headerIcon: 'tip',
              headerTitle: 'Try this on stiff mornings',
              content: doc(
                p(
                  'A warm shower before you get moving can loosen stiff joints. Follow it with a few minutes of ',
                  bold('gentle range-of-motion exercises'),
                  ', such as slow shoulder rolls and ankle circles.',
                ),
              ),
            },
            {
              headerIcon: 'calendar',
              headerTitle: 'At a glance',
              isBullets: false,
              list: [
                { text: 'Time needed: about 10 minutes a day' },
                { text: 'Equipment: none' },
                { text: 'Best time: in the morning, after a warm shower' },
              ],
            },
          ],
        },
      ],
      shows: [
        'Good to know',
        'When to call your doctor about joint pain',
        'A joint that is hot, red or suddenly swollen',
        'Try this on stiff mornings',
        'gentle range-of-motion exercises',
        'Equipment: none',
      ],
    },
    {
      title: 'Related articles',
      blocks: [
        {
          blockType: 'callOut',
          driverType: 'multiArticleText',
          multiArticleText: {
            items: [
              {
                title: 'Walking for heart health: how much, how fast and how to start',
                link: articleUrl('walking-for-heart-health'),
              },
              {
                title: 'High blood pressure and sleep: how they are linked',
                link: articleUrl('high-blood-pressure-and-sleep'),
              },
              {
                title: 'The Mediterranean diet: a practical beginner’s guide',
                link: articleUrl('mediterranean-diet-basics'),
              },
            ],
          },
        },
      ],
      shows: [
        RELATED_ARTICLES_HEADING,
        'Walking for heart health: how much, how fast and how to start',
        'The Mediterranean diet: a practical beginner’s guide',
      ],
    },
    {
      title: 'A content series',
      description:
        'Three articles, each with its picture and authors, in the series’ sky-blue colours, with the wave.',
      blocks: [
        {
          blockType: 'callOut',
          isContentSeries: true,
          optionalWhisper: 'A Wellread series',
          contentSeries: {
            title: 'Heart health, step by step',
            color_scheme: 'sky',
            icon: 'heart',
            link: '/health',
            articles: [
              {
                title: 'Walking for heart health',
                url: articleUrl('walking-for-heart-health'),
                thumbnail: refs.picture('gallery-morning-walk'),
                authors: [{ name: AUTHORS.jordanEllis.name }],
              },
              {
                title: 'High blood pressure and sleep',
                url: articleUrl('high-blood-pressure-and-sleep'),
                thumbnail: refs.picture('download-sleep-diary'),
                authors: [{ name: AUTHORS.samuelBrooks.name }, { name: AUTHORS.mayaOkafor.name }],
              },
              {
                title: 'Mediterranean diet basics',
                url: articleUrl('mediterranean-diet-basics'),
                thumbnail: refs.picture('diet-mediterranean'),
                authors: [{ name: AUTHORS.danielReyes.name }],
              },
            ],
          },
        },
      ],
      shows: [
        'A Wellread series',
        'Heart health, step by step',
        'Walking for heart health',
        'By Samuel Brooks and Maya Okafor',
        'Explore the series',
      ],
    },
    {
      title: 'On a brand page',
      description:
        'A series by one author in a partner brand’s colour. It has a single article so far, so only the series itself is promoted.',
      blocks: [
        {
          blockType: 'callOut',
          isContentSeries: true,
          isBrandPage: true,
          brandPage: { brandColor: '#5b3a8c' },
          optionalWhisper: 'Series',
          contentSeries: {
            title: 'Living well with arthritis',
            color_scheme: 'mint',
            icon: 'reading',
            link: '/fitness',
            authorName: `${jordan.name}, ${jordan.credentials}`,
            authorPhoto: refs.avatar('jordanEllis'),
            authorBio:
              'Jordan helps people with stiff, sore joints find movement that feels good, starting with short walks.',
            articles: [
              {
                title: 'Walking for heart health',
                url: articleUrl('walking-for-heart-health'),
                thumbnail: refs.picture('gallery-morning-walk'),
              },
            ],
          },
        },
      ],
      shows: ['Living well with arthritis', `By ${jordan.name}, ${jordan.credentials}`, 'Explore the series'],
    },
  ],
})
