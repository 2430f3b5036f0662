import type { Block } from 'payload'
import { colorField } from '@/cms/fields/color'
import { colors } from '@/lib/tokens'
import { productCardImages } from './ProductCard.thumbnail'

/**
 * One product card placed in an article. The product itself lives in the `products` collection so one
 * product serves many articles; the block holds what is specific to this placement. Consecutive product
 * cards show as one group (a carousel for readers in the commerce test).
 */
export const productCardBlock: Block = {
  slug: 'productCard',
  interfaceName: 'ProductCardBlock',
  labels: { singular: 'Product card', plural: 'Product cards' },
  admin: {
    images: productCardImages,
    custom: {
      description:
        'One product from Commerce → Products: photo, rating, key facts, shop button and our review.',
    },
  },
  fields: [
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      admin: {
        description:
          'Pick from Commerce → Products. Its name, photo, rating, highlights, discount, button and review are the same everywhere it is placed. Cards placed one after another show as one group.',
      },
    },
    {
      name: 'superlative',
      label: 'Award line, here only',
      type: 'text',
      admin: {
        description:
          'Replaces the product’s award line (e.g. "Best for sleep") in this article only. Leave empty to use the product’s.',
      },
    },
    colorField({
      name: 'bgColor',
      label: 'Card background, here only',
      contrastWith: colors.ink,
      admin: {
        description:
          'Replaces the product’s card background in this article only. Pale colours only: the text must stay readable.',
      },
    }),
  ],
}
