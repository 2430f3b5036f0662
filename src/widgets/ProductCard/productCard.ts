import type { Product } from '@/cms/payload-types'
import { readableBackground } from '@/lib/color'
import { colors } from '@/lib/tokens'

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

/**
 * The card's background override (`block.bgColor || product.bgColor`) as `#rrggbb`, or null for none (the
 * card keeps `--color-paper`). The editor's value goes through the same sanitiser as the announcement bar's
 * colours (`@/lib/color`: hex, `rgb()` and named colours only), and is used only when the card's text colour,
 * the ink and muted ink tokens, read at 4.5:1 or better on it.
 */
export function cardBackground(value: unknown): string | null {
  // Every text colour on the card must stay readable: the ink and the muted ink (brand, counts).
  const bg = readableBackground(value, colors.ink)
  return bg && readableBackground(bg, colors.inkMuted) ? bg : null
}
