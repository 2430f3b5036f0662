import { defineWidget } from '../types'
import { RecommendedProducts } from './RecommendedProducts'
import { recommendedProductsBlock } from './RecommendedProducts.config'

/** Recommended products: the lookup tables' block for this page (002 §3.8); static, no JavaScript. */
export const recommendedProductsWidget = defineWidget({
  blockType: 'recommendedProducts',
  block: recommendedProductsBlock,
  render: RecommendedProducts,
})
