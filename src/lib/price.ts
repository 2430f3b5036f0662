/** Prices as readers see them, in the widgets, the coupon and everything sent with it. Pure: server and browser. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** A price in dollars with 2 decimals and thousands separators (002 §3.2): 1234.5 → "$1,234.50". */
export function formatPrice(amount: number): string {
  return usd.format(amount)
}
