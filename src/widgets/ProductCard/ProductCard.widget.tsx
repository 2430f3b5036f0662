import { defineWidget } from '../types'
import { ProductCard, ProductCardGroup } from './ProductCard'
import { productCardBlock } from './ProductCard.config'
import { productCardsJsonLd } from './productJsonLd'

/**
 * Product card: an affiliate product; two or more in a row show as one group, which readers in the
 * high-propensity commerce test see as a carousel (001 §4 "Widget grouping", 000 §4). One schema.org Product
 * per card in the page's structured data.
 */
export const productCardWidget = defineWidget({
  blockType: 'productCard',
  block: productCardBlock,
  render: ProductCard,
  structuredData: productCardsJsonLd,
  group: { min: 2, render: ProductCardGroup },
  failsQuietly: true,
})
