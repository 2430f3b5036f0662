import { defineWidget } from '../types'
import { ShoppingProduct } from './ShoppingProduct'
import { shoppingProductBlock } from './ShoppingProduct.config'

/** Shopping product: a list or table card with one affiliate button per shop (no JavaScript). */
export const shoppingProductWidget = defineWidget({
  blockType: 'shoppingProduct',
  block: shoppingProductBlock,
  render: ShoppingProduct,
  failsQuietly: true,
})
