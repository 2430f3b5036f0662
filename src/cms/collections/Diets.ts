import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { limitedTextField } from '../fields/lengthLimit'
import { uniqueSlugField } from '../fields/slug'
import { urlField } from '../fields/url'
import { revalidateHook } from '../revalidate'

export const DIETS_SLUG = 'diets'

/** Cache tag of every page whose diet comparison shows diets (the widget reads the table whole). */
export const DIETS_TAG = CACHE_TAGS.diets

/** Length limits, stated in the help and checked on save (a diet has no drafts). */
export const DIET_LIMITS = {
  name: 40,
  description: 300,
  foodsToAvoid: 200,
  note: 120,
  possibleHealthBenefits: 240,
} as const

/** "Alcohol permitted": the short answer readers see first, with an optional note after it. */
export const ALCOHOL_ANSWERS = ['yes', 'moderation', 'no'] as const
/** "Meal kits available": the short answer readers see first, with an optional note after it. */
export const MEAL_KIT_ANSWERS = ['yes', 'few', 'no'] as const

function limitedText(args: {
  name: string
  label: string
  max: number
  description: string
  /** Required: what the field is for, ending the message when it is empty ("Add a name: …"). */
  requiredFor?: string
  textarea?: boolean
  width?: string
}) {
  const { requiredFor, textarea, ...rest } = args
  return limitedTextField({
    ...rest,
    type: textarea ? 'textarea' : 'text',
    ...(requiredFor !== undefined ? { whenEmpty: `Add a ${args.label.toLowerCase()}: ${requiredFor}` } : {}),
  })
}

const revalidateDiets = revalidateHook<unknown>(() => [DIETS_TAG])

/**
 * Lifestyle diets readers compare side by side in the "Diet comparison" widget (002 §2.4): a name, a
 * picture, a short description and the four rows of the comparison (foods to avoid, alcohol, meal kits,
 * possible health benefits), with a "Learn More" link. No drafts, like products: a saved change is live on
 * every page that offers the diet (the widget's read carries the `diets` tag this collection revalidates).
 */
export const Diets: CollectionConfig = {
  slug: DIETS_SLUG,
  labels: { singular: 'Diet', plural: 'Diets' },
  admin: {
    useAsTitle: 'name',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Content',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
    description:
      'Diets readers compare with the "Diet comparison" widget. A change here shows on every page that offers the diet. Keep the wording cautious: what a diet may do, not what it cures.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateDiets],
    afterDelete: [revalidateDiets],
  },
  fields: [
    {
      type: 'row',
      fields: [
        limitedText({
          name: 'name',
          label: 'Name',
          max: DIET_LIMITS.name,
          requiredFor: 'readers see it at the top of the diet’s column.',
          width: '50%',
          description:
            'The diet’s name at the top of its column and in the widget’s list, e.g. "Mediterranean diet".',
        }),
        {
          ...uniqueSlugField('mediterranean'),
          label: 'Short name',
          admin: {
            width: '50%',
            description:
              'A unique short name in lowercase letters, digits and hyphens, e.g. "mediterranean". Not shown to readers; keeps the diet recognisable in reports.',
          },
        },
      ],
    },
    {
      name: 'image',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown at the top of the diet’s column, 4:3 (upload at least 800 × 600 px), e.g. an illustration of typical foods. Its description in the media library is what screen readers hear. Empty: the column starts with the name.',
      },
    },
    limitedText({
      name: 'description',
      label: 'Description',
      max: DIET_LIMITS.description,
      requiredFor: 'readers see it under the diet’s name.',
      textarea: true,
      description:
        'Under the name: what the diet is, in a sentence or two, e.g. "Vegetables, fruit, whole grains, beans, fish and olive oil, with little red meat or sugar."',
    }),
    limitedText({
      name: 'foodsToAvoid',
      label: 'Foods to avoid',
      max: DIET_LIMITS.foodsToAvoid,
      textarea: true,
      description:
        'The "Foods to avoid" row, e.g. "Processed meat, refined grains, sugary drinks and sweets." Empty: the row says "Not stated".',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'alcoholPermitted',
          label: 'Alcohol permitted',
          type: 'select',
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'In moderation', value: 'moderation' },
            { label: 'No', value: 'no' },
          ],
          admin: {
            width: '35%',
            description: 'The short answer in the "Alcohol permitted" row. Empty: "Not stated".',
          },
        },
        limitedText({
          name: 'alcoholNote',
          label: 'Alcohol note',
          max: DIET_LIMITS.note,
          width: '65%',
          description:
            'After the answer, e.g. "Red wine with meals, if you already drink." Empty: the answer alone.',
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mealKitsAvailable',
          label: 'Meal kits available',
          type: 'select',
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'A few', value: 'few' },
            { label: 'No', value: 'no' },
          ],
          admin: {
            width: '35%',
            description: 'The short answer in the "Meal kits available" row. Empty: "Not stated".',
          },
        },
        limitedText({
          name: 'mealKitsNote',
          label: 'Meal kits note',
          max: DIET_LIMITS.note,
          width: '65%',
          description:
            'After the answer, e.g. "Several delivery services have a menu for it." Empty: the answer alone.',
        }),
      ],
    },
    limitedText({
      name: 'possibleHealthBenefits',
      label: 'Possible health benefits',
      max: DIET_LIMITS.possibleHealthBenefits,
      textarea: true,
      description:
        'The "Possible health benefits" row, in cautious words backed by good evidence, e.g. "May lower the risk of heart disease." Empty: the row says "Not stated".',
    }),
    urlField({
      name: 'learnMoreUrl',
      label: 'Learn More link',
      admin: {
        description:
          'Where the "Learn More" button under the column leads: one of our articles (e.g. /nutrition/mediterranean-diet-basics) or a trusted page starting with https:// (opens in a new tab). Empty: no button.',
      },
    }),
  ],
}
