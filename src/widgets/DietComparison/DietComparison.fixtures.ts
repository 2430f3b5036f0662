import { DIETS } from '@/seed/data/diets'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { CLOSED_HEADER, HEADING, INTRO, LEARN_MORE, ROWS } from './dietComparison'

export const dietComparisonFixtures = defineFixtures('dietComparison', {
  name: 'Diet comparison',
  about: [
    p(
      'The diet comparison puts two lifestyle diets side by side: a picture, the name and a short description of each, then the same four rows for both (foods to avoid, alcohol, meal kits and possible health benefits) and a Learn More button under each. Readers open the list above the columns, pick any two of the diets the block offers, and compare them. The search field in the list narrows it as they type; nothing they type leaves the page.',
    ),
    p(
      'The diets live in Content → Diets, so a correction there shows on every page that offers the diet. Pick the diets in the order readers should meet them: the first two are compared when the page opens. Keep the wording cautious: what a diet may do, and for whom it is unsuitable, rather than what it cures.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Four diets, ketogenic and Mediterranean compared first',
      blocks: [
        {
          blockType: 'dietComparison',
          diets: [
            refs.diet('ketogenic'),
            refs.diet('mediterranean'),
            refs.diet('dash'),
            refs.diet('plantBased'),
          ],
        },
      ],
      shows: [
        HEADING,
        INTRO,
        CLOSED_HEADER,
        DIETS.ketogenic.name,
        DIETS.ketogenic.description,
        DIETS.mediterranean.name,
        DIETS.mediterranean.foodsToAvoid,
        ...ROWS.map((row) => row.title),
        'In moderation',
        LEARN_MORE,
      ],
    },
  ],
})
