import type { Block } from 'payload'
import { dietComparisonImages } from './DietComparison.thumbnail'

/** What an editor is told when a block offers a single diet (nothing to compare it with). */
export const ONE_DIET_MESSAGE =
  'Pick at least two diets to compare, or none to offer every diet in Content → Diets.'

/** The editor's picks: none (every diet) or at least two; one is refused with `ONE_DIET_MESSAGE`. */
export function validateDietPicks(value: unknown): string | true {
  return Array.isArray(value) && value.length === 1 ? ONE_DIET_MESSAGE : true
}

/**
 * Diet comparison (002 §2.4): two lifestyle diets side by side (picture, name, description, four rows and a
 * "Learn More" button each), with a dropdown where readers pick two others from the diets the block offers.
 * The diets themselves live in Content → Diets.
 */
export const dietComparisonBlock: Block = {
  slug: 'dietComparison',
  interfaceName: 'DietComparisonBlock',
  labels: { singular: 'Diet comparison', plural: 'Diet comparisons' },
  admin: {
    images: dietComparisonImages,
    custom: {
      description:
        'Two lifestyle diets side by side; readers pick any two of the diets offered to compare them.',
    },
  },
  fields: [
    {
      name: 'diets',
      label: 'Diets offered',
      type: 'relationship',
      relationTo: 'diets',
      hasMany: true,
      // The widget reads the diets itself (one cached read of the small table, tagged for its pages).
      maxDepth: 0,
      validate: validateDietPicks,
      admin: {
        isSortable: true,
        description:
          'The diets readers can choose from, in the order of the list, from Content → Diets. The first two are compared when the page opens (drag to reorder), e.g. "Ketogenic diet" then "Mediterranean diet". Empty: every diet, oldest first. One alone is refused: a comparison needs two.',
      },
    },
  ],
}
