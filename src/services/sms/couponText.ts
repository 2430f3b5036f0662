import { formatPrice } from '@/lib/price'
import { BRAND, drugLine } from '../couponShare/format'
import type { CouponResponse } from '../pricing/shared'

/** Two SMS segments at most: longer texts cost more and arrive split. */
export const SMS_MAX_LENGTH = 306

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, Math.max(0, max - 1))}…`)

/**
 * The coupon as one short text: drug, price, pharmacy and the codes the pharmacist types in. The codes and
 * the price are never cut; a very long drug or pharmacy name is.
 */
export function couponText(coupon: CouponResponse): string {
  const c = coupon.couponInformation
  const price = formatPrice(coupon.pricingInformation.discountedPrice)
  const codes = `BIN ${c.bin} PCN ${c.pcn} GRP ${c.grp} ID ${c.uid}.`
  const tail = ' Free, not insurance. Show it at the pharmacy.'
  const fixed = `${BRAND} Rx coupon:  ${price} at . ${codes}${tail}`.length
  const room = Math.max(20, SMS_MAX_LENGTH - fixed)
  // The pharmacy name as the cards show it (002 §5: cut to 24); the drug line gets the rest of the room.
  const pharmacy = cut(coupon.retailerInformation.name.trim(), Math.min(24, Math.floor(room / 3)))
  const drug = cut(drugLine(coupon), room - pharmacy.length)
  return cut(`${BRAND} Rx coupon: ${drug} ${price} at ${pharmacy}. ${codes}${tail}`, SMS_MAX_LENGTH)
}
