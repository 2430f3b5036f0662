import { articleUrl } from '@/seed/articles/catalog'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

/** Titles of the seeded articles, as readers see them on the cards. */
const RELATED = [
  {
    path: articleUrl('high-blood-pressure-and-sleep'),
    title: 'High blood pressure and sleep: how they are linked and what helps',
  },
  {
    path: articleUrl('walking-for-heart-health'),
    title: 'Walking for heart health: how much, how fast and how to start',
  },
  {
    path: articleUrl('mediterranean-diet-basics'),
    title: 'The Mediterranean diet: a practical beginner’s guide',
  },
  { path: articleUrl('everyday-anxiety-coping-skills'), title: 'Everyday anxiety: coping skills that help' },
]

export const recommendedProductsFixtures = defineFixtures('recommendedProducts', {
  name: 'Recommended products',
  about: [
    p(
      'The recommended-products block points readers to our product roundups and guides on the topic of the page: a heading such as "OUR TOP CBD PRODUCTS", a main picture, and up to four related articles, each with its title and picture. Readers never see a link to the page they are on.',
    ),
    p(
      'Editors keep the recommendations in Commerce → Recommended products, one set per topic. A block placed on a page listed in a set shows that set in full; on a page listed under the set’s other pages it shows only a short heading, such as "Best CBD products", linking to the topic’s main page; on any other page it shows nothing. An editor can also show another page’s set, or choose the related articles in the block itself, as in the example below: this gallery page is in no set.',
    ),
  ],
  examples: () => [
    {
      title: 'Related articles chosen in the block',
      description:
        'No picture is chosen here, so the cards show a plain stand-in of the same size. Articles picked from the article list bring their own title and hero picture.',
      blocks: [
        {
          blockType: 'recommendedProducts',
          source: 'here',
          blockTitle: 'OUR TOP HEART-HEALTH PRODUCTS',
          relatedArticles: RELATED.map(({ path, title }) => ({ path, title })),
        },
      ],
      shows: ['OUR TOP HEART-HEALTH PRODUCTS', ...RELATED.map((r) => r.title)],
    },
  ],
})
