import { ARTICLE_CATALOG, articleUrl, EDITORIAL_SLUGS } from '@/seed/articles/catalog'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const tilesFixtures = defineFixtures('tiles', {
  name: 'Article tiles',
  about: [
    p(
      'Tiles link to related articles under the heading "Discover more about" followed by a hub title. Tile titles are cut to 26 characters and the heading to 60, so keep both short. A tiles block with no tiles shows nothing. Tiles work best near the end of an article, to help readers continue to related topics.',
    ),
  ],
  examples: () => [
    {
      blocks: [
        {
          blockType: 'tiles',
          hubTitle: 'Wellread sample articles',
          tiles: EDITORIAL_SLUGS.map((slug) => ({
            title: ARTICLE_CATALOG[slug].tileTitle,
            url: articleUrl(slug),
          })),
        },
      ],
      shows: [
        'Discover more about Wellread sample articles',
        ARTICLE_CATALOG['walking-for-heart-health'].tileTitle,
      ],
    },
  ],
})
