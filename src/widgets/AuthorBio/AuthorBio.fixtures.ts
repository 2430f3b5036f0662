import { AUTHORS } from '@/seed/data/authors'
import { avatarImage } from '@/seed/images'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

const guest = AUTHORS.kwameMensah

export const authorBioFixtures = defineFixtures('authorBio', {
  name: 'Author bio',
  about: [
    p(
      'The author bio introduces the person who wrote an article: a picture, their name and a short description of their expertise. Left empty, it shows the article\u2019s first author, which is the usual choice. Editors can instead fill in a name, description and picture, for example for a guest contributor who has no author profile.',
    ),
  ],
  examples: (refs) => [
    {
      title: "From the article's author",
      blocks: [{ blockType: 'authorBio' }],
      // The gallery's author (tests that render without an article check the fallback separately).
      shows: [],
    },
    {
      title: 'With details filled in',
      blocks: [
        {
          blockType: 'authorBio',
          authorName: `${guest.name}, ${guest.credentials}`,
          authorDescription: guest.bio,
          authorImage: refs.avatar('kwameMensah'),
          authorImageAlt: avatarImage({ slug: guest.slug, name: guest.name, paletteIndex: 0 }).alt,
        },
      ],
      shows: ['About the author', `${guest.name}, ${guest.credentials}`, guest.bio],
    },
  ],
})
