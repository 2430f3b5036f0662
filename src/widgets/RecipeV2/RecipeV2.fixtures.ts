import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const recipeV2Fixtures = defineFixtures('recipeV2', {
  name: 'Recipe with nutrition facts',
  about: [
    p(
      'A recipe card with a nutrition facts table: prep, cook and total times, the servings it makes and the serving size, ingredients, steps, a tip after each, an optional link to ingredient swaps, and per serving calories, fat, saturated fat, trans fat, sodium, carbohydrate, fiber, sugars and protein.',
    ),
    p(
      'When a reader changes the servings, the ingredient amounts are rescaled (with readable fractions) and the table’s whole-recipe column follows. Ticks and servings are remembered in the reader’s browser for this page. Search engines get the recipe as structured data, nutrition included.',
    ),
  ],
  examples: (refs) => [
    {
      blocks: [
        {
          blockType: 'recipeV2',
          title: 'Red lentil soup',
          image: refs.picture('recipe-lentil-soup'),
          cookingTimes: { prepTime: '15 minutes', cookTime: 'PT30M', totalTime: '45 minutes' },
          nutritionFacts: {
            servingsCount: 4,
            servingSize: '1 bowl (about 350 g)',
            calories: 260,
            fatContent: 4.5,
            saturatedFatContent: 0.6,
            transFatContent: 0,
            sodiumContent: 320,
            carbohydrateContent: 38,
            fiberContent: 8,
            sugarContent: 7,
            proteinContent: 14,
          },
          ingredients: [
            { text: '1 tbsp olive oil' },
            { text: '1 onion, finely chopped' },
            { text: '2 carrots, diced' },
            { text: '2 cloves garlic, crushed' },
            { text: '1 tsp ground cumin' },
            { text: '½ tsp smoked paprika' },
            { text: '200 g red lentils, rinsed' },
            { text: '1 can (400 g) chopped tomatoes' },
            { text: '1 litre low-salt vegetable stock' },
            { text: '½ lemon, juiced' },
            { text: 'Salt and black pepper, to taste' },
          ],
          postIngredientsTip:
            'Red lentils need no soaking. Rinse them in a sieve until the water runs almost clear.',
          instructions: [
            {
              text: 'Warm the oil in a large pan over a medium heat. Add the onion and carrots and cook gently for 8 minutes, until soft.',
            },
            { text: 'Stir in the garlic, cumin and paprika and cook for 1 minute, until fragrant.' },
            {
              text: 'Add the lentils, tomatoes and stock. Bring to the boil, then simmer for 20 minutes, stirring now and then, until the lentils have broken down.',
            },
            {
              text: 'Blend until smooth, or leave it chunky. Stir in the lemon juice and season to taste.',
            },
          ],
          postInstructionsTip:
            'The soup thickens as it stands: loosen leftovers with a splash of water when you reheat them. It keeps for 3 days in the fridge or 3 months in the freezer.',
        },
      ],
      shows: [
        'Red lentil soup',
        'Makes 4 servings',
        '45min',
        '200 g red lentils, rinsed',
        'Nutrition facts',
        'Serving size: 1 bowl (about 350 g)',
        'Whole recipe (4 servings)',
        'Saturated fat',
        'Print recipe',
      ],
    },
  ],
})
