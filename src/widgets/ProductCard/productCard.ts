import type { Product } from '@/cms/payload-types'

/** The product of a card placement, or null when it was deleted or not populated. */
export function placedProduct(product: unknown): Product | null {
  return typeof product === 'object' &&
    product !== null &&
    typeof (product as Product).productTitle === 'string'
    ? (product as Product)
    : null
}

/** Dollar amounts get thousands separators: "$1299" → "$1,299" (000 §3 highlights "Price"). */
export function formatPriceLabel(value: string): string {
  return value.replace(/\$(\d{4,})(\.\d+)?/g, (_m, whole: string, cents = '') => {
    return `$${Number(whole).toLocaleString('en-US')}${cents}`
  })
}

/** Rating shown with one decimal; null when missing or the product hides its rating. */
export function ratingText(product: Pick<Product, 'rating' | 'noProductRating'>): string | null {
  if (product.noProductRating || typeof product.rating !== 'number' || !Number.isFinite(product.rating))
    return null
  return Math.min(Math.max(product.rating, 0), 5).toFixed(1)
}
