import type { Block } from 'payload'

/**
 * One product card placed in an article. The product itself lives in the `products` collection so one
 * product serves many articles; the block holds what is specific to this placement.
 * Consecutive product cards are merged into one product-card group by the article pipeline.
 */
export const productCardBlock: Block = {
  slug: 'productCard',
  interfaceName: 'ProductCardBlock',
  labels: { singular: 'Product card', plural: 'Product cards' },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    {
      name: 'superlative',
      type: 'text',
      admin: { description: 'Overrides the product\'s superlative here, e.g. "Best for sleep".' },
    },
    {
      name: 'bgColor',
      type: 'text',
      admin: { description: 'Card background colour override (CSS colour).' },
    },
  ],
}
