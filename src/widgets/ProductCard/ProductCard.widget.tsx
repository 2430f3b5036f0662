import { defineWidget } from '../types'
import { ProductCard, ProductCardGroup } from './ProductCard'
import { productCardBlock } from './ProductCard.config'

/** Product card: an affiliate product; two or more in a row show as one group (001 §4 "Widget grouping"). */
export const productCardWidget = defineWidget({
  blockType: 'productCard',
  block: productCardBlock,
  render: ProductCard,
  group: { min: 2, render: ProductCardGroup },
})
