import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import {
  ingredientsField,
  instructionsField,
  recipePictureFields,
  servingsField,
  timeField,
} from '../recipes/fields'
import { recipeImages } from './Recipe.thumbnail'

/** Recipe (000 §3 "Recipe v1"): a recipe card with ingredients, steps, a tip and an optional sponsor. */
export const recipeBlock: Block = {
  slug: 'recipe',
  interfaceName: 'RecipeBlock',
  labels: { singular: 'Recipe', plural: 'Recipes' },
  admin: {
    images: recipeImages,
    custom: {
      description:
        'A recipe card: times, servings readers can change, ingredients and steps to tick off, a tip, print.',
    },
  },
  fields: [
    {
      name: 'generalInfo',
      label: 'About the recipe',
      type: 'group',
      fields: [
        {
          name: 'recipeTitle',
          label: 'Title',
          type: 'text',
          required: true,
          admin: { description: 'The card’s heading, e.g. "Overnight oats with berries".' },
        },
        {
          name: 'recipeDescription',
          label: 'Description',
          type: 'textarea',
          admin: {
            description:
              'A sentence or two under the title: what it is and why it is good, e.g. "A no-cook breakfast that keeps you full until lunch." Empty: none.',
          },
        },
        recipePictureFields({ upload: 'recipeImage', src: 'recipeImageUrl', alt: 'recipeImageAlt' }),
        servingsField('recipeServings'),
        {
          type: 'row',
          fields: [
            timeField('recipePrepTime', 'Prep time', '10 minutes'),
            timeField('recipeCookTime', 'Cook time', '25 minutes'),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'recipeCuisine',
              label: 'Cuisine',
              type: 'text',
              admin: { description: 'e.g. "Mediterranean". Shown with the times. Empty: not shown.' },
            },
            {
              name: 'recipeCategory',
              label: 'Category',
              type: 'text',
              admin: { description: 'The course, e.g. "Breakfast" or "Main course". Empty: not shown.' },
            },
          ],
        },
      ],
    },
    ingredientsField('recipeIngredients', true),
    {
      name: 'recipeTip',
      label: 'Tip',
      type: 'group',
      admin: { description: 'A boxed tip after the steps, e.g. how to store leftovers. Empty: no tip.' },
      fields: [
        {
          name: 'title',
          label: 'Tip heading',
          type: 'text',
          admin: { description: 'e.g. "Make it ahead". Empty: "Tip".' },
        },
        {
          name: 'description',
          label: 'Tip text',
          type: 'textarea',
          admin: { description: 'The tip itself, a sentence or three.' },
        },
      ],
    },
    instructionsField('recipeInstructions', true),
    {
      name: 'sponsorship',
      label: 'Sponsorship',
      type: 'group',
      admin: {
        description:
          'Only for a recipe a brand paid for: the card then says "Sponsored by" with the sponsor’s logo or name.',
      },
      fields: [
        {
          name: 'isSponsored',
          label: 'This recipe is sponsored',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'Shows "Sponsored" at the top of the card. The fields below count only when ticked.',
          },
        },
        {
          name: 'sponsorName',
          label: 'Sponsor name',
          type: 'text',
          admin: {
            description: 'e.g. "Northfield Oats": shown after "Sponsored by", and read out for the logo.',
          },
        },
        urlField({
          name: 'sponsorUrl',
          label: 'Sponsor’s site',
          admin: {
            description:
              'Where the sponsor’s logo or name leads (opens in a new tab, marked as a sponsored link). Empty: not a link.',
          },
        }),
        urlField({
          name: 'sponsorTracker',
          label: 'Sponsor’s tracking pixel',
          admin: {
            description:
              'The https:// address of the 1×1 image the sponsor uses to count views. Loaded in readers’ browsers (without telling the sponsor which page) unless the reader has opted out of tracking. Empty: no pixel, and the page marks it as missing.',
          },
        }),
        {
          name: 'sponsorLogo',
          label: 'Sponsor’s logo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Shown small after "Sponsored by". Empty: the sponsor name instead.' },
        },
      ],
    },
  ],
}
