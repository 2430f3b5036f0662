import { formatPrice } from '@/lib/price'
import type { CouponResponse } from '../pricing/shared'

/*
 * What every way of sending a coupon says the same way: the drug line and the pharmacy line, the savings, and
 * the notes the spec puts on every coupon (002 §1, §9: free, not insurance, does not expire though the
 * price may change). Mail, text messages and wallet passes all build on these (and on `formatPrice`,
 * `src/lib/price.ts`, as the widget does), so a reader sees the same words in each.
 */

export const BRAND = 'Wellread'

/** "Atorvastatin 20 mg, 30 tablets" (the parts that are present). */
export function drugLine(coupon: CouponResponse): string {
  const name = [coupon.pricingInformation.drugName, coupon.dosageInformation.dosage]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
  const quantity = coupon.dosageInformation.quantity.trim()
  return quantity ? `${name}, ${quantity}` : name
}

/** "Maple Row Pharmacy, 12 Main St" (the address when known). */
export function pharmacyLine(coupon: CouponResponse): string {
  const { name, addressLine1 } = coupon.retailerInformation
  return [name, addressLine1]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ')
}

/** "You save 72% off the $45.00 retail price", or null without a retail price. */
export function savingsLine(coupon: CouponResponse): string | null {
  const { retailPrice, percentSavings } = coupon.pricingInformation
  if (retailPrice === null) return null
  const retail = `the ${formatPrice(retailPrice)} retail price`
  return percentSavings !== null && percentSavings > 0
    ? `You save ${percentSavings}% off ${retail}`
    : `Compared with ${retail}`
}

/** The codes a pharmacist types in, in the order printed on discount cards. */
export function pharmacistCodes(coupon: CouponResponse): { label: string; value: string }[] {
  const c = coupon.couponInformation
  return [
    { label: 'BIN', value: c.bin },
    { label: 'PCN', value: c.pcn },
    { label: 'GRP', value: c.grp },
    { label: 'Member ID', value: c.uid },
  ]
}

/** The notes every coupon carries, in plain words. */
export const COUPON_NOTES = [
  'This coupon is free. It is not insurance.',
  'It does not expire, though the price may change.',
  'Show it at the pharmacy when you fill your prescription.',
] as const
