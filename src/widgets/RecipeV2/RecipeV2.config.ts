import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import {
  ingredientsField,
  instructionsField,
  nutrientFields,
  recipePictureFields,
  servingsField,
  timeField,
} from '../recipes/fields'
import { recipeV2Images } from './RecipeV2.thumbnail'

/** Recipe v2 (000 §3 "Recipe v2", "Nutrition facts display"; 002 §3.6): a recipe card with nutrition facts. */
export const recipeV2Block: Block = {
  slug: 'recipeV2',
  interfaceName: 'RecipeV2Block',
  labels: { singular: 'Recipe with nutrition', plural: 'Recipes with nutrition' },
  admin: {
    images: recipeV2Images,
    custom: {
      description:
        'A recipe card with nutrition facts: times, servings readers can change, ingredients, steps, tips, print.',
    },
  },
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'The card’s heading, e.g. "Red lentil soup".' },
    },
    recipePictureFields({ upload: 'image', src: 'imageUrl', alt: 'imageAlt' }),
    {
      name: 'cookingTimes',
      label: 'Times',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            timeField('prepTime', 'Prep time', '15 minutes'),
            timeField('cookTime', 'Cook time', '30 minutes'),
            timeField('totalTime', 'Total time', '45 minutes', 'prep plus cook, when both are filled in'),
          ],
        },
      ],
    },
    {
      name: 'nutritionFacts',
      label: 'Servings and nutrition facts',
      type: 'group',
      admin: {
        description:
          'Shown as a table under the steps: the amounts per serving, and for the whole recipe at the servings the reader chose. Leave the amounts empty for no table.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            servingsField('servingsCount'),
            {
              name: 'servingSize',
              label: 'Serving size',
              type: 'text',
              admin: { description: 'e.g. "1 bowl (about 350 g)". Shown above the table. Empty: not shown.' },
            },
          ],
        },
        ...nutrientFields(),
      ],
    },
    ingredientsField('ingredients', false),
    urlField({
      name: 'substitutionUrl',
      label: 'Ingredient swaps page',
      admin: {
        description:
          'A page suggesting swaps for the ingredients, linked under them as "See ingredient substitutions". A page on this site (/nutrition/…) or an https:// address. Empty: no link.',
      },
    }),
    {
      name: 'postIngredientsTip',
      label: 'Tip after the ingredients',
      type: 'textarea',
      admin: {
        description: 'e.g. "Red lentils need no soaking." Shown in a box under the ingredients. Empty: none.',
      },
    },
    instructionsField('instructions', false),
    {
      name: 'postInstructionsTip',
      label: 'Tip after the steps',
      type: 'textarea',
      admin: {
        description: 'e.g. how long leftovers keep. Shown in a box under the steps. Empty: none.',
      },
    },
  ],
}
