import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const recipeFixtures = defineFixtures('recipe', {
  name: 'Recipe',
  about: [
    p(
      'A recipe card: title, description, picture, prep and cook times, servings, ingredients (each with an optional link) and numbered steps (each with an optional how-to link and tip), and a boxed tip. Readers tick ingredients and steps off as they cook, and change the servings to rescale the amounts; both are remembered in their browser for this page. "Print recipe" prints just the card.',
    ),
    p(
      'A sponsored recipe says so at the top, with the sponsor’s logo or name linking to the sponsor. Its tracking pixel loads in the reader’s browser, without the page address, unless the reader has opted out of tracking; this example has no pixel address, so the card carries the hidden marker that says so.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Sponsored, without a tracking pixel',
      blocks: [
        {
          blockType: 'recipe',
          generalInfo: {
            recipeTitle: 'Overnight oats with berries',
            recipeDescription:
              'A no-cook breakfast you stir together in the evening: the oats soften in milk and yogurt overnight and are ready to eat cold in the morning. Oats are a good source of fibre, which helps keep you full until lunch.',
            recipeImage: refs.picture('recipe-overnight-oats'),
            recipeServings: 2,
            recipePrepTime: '10 minutes',
            recipeCuisine: 'American',
            recipeCategory: 'Breakfast',
          },
          recipeIngredients: [
            { text: '1 cup rolled oats', link: '/nutrition/mediterranean-diet-basics' },
            { text: '1 cup milk or unsweetened soy drink' },
            { text: '½ cup plain Greek yogurt' },
            { text: '1 tbsp chia seeds' },
            { text: '1 tsp maple syrup (optional)' },
            { text: '1 cup mixed berries, fresh or frozen' },
            { text: 'A pinch of ground cinnamon' },
          ],
          recipeInstructions: [
            {
              text: 'Stir the oats, milk, yogurt, chia seeds and maple syrup together in a bowl, or divide between two jars.',
            },
            {
              text: 'Cover and refrigerate for at least 6 hours, or overnight.',
              tip: 'Frozen berries can go in now: they thaw overnight and colour the oats.',
            },
            {
              text: 'In the morning, stir, loosen with a splash of milk if it is thick, and top with the berries and cinnamon.',
            },
          ],
          recipeTip: {
            title: 'Make it ahead',
            description:
              'Covered, overnight oats keep in the fridge for up to 3 days, so you can make several breakfasts at once. Add fresh berries on the day you eat them.',
          },
          sponsorship: {
            isSponsored: true,
            sponsorName: 'Northfield Oats',
            sponsorUrl: 'https://northfield-oats.example/',
          },
        },
      ],
      shows: [
        'Sponsored by',
        'Northfield Oats',
        'Overnight oats with berries',
        'Makes 2 servings',
        '10min',
        '1 cup rolled oats',
        'Cover and refrigerate for at least 6 hours, or overnight.',
        'Make it ahead',
        'Print recipe',
      ],
    },
  ],
})
