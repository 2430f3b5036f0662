import 'server-only'
import { stateStore } from '@/platform/state'
import type { CouponResponse } from './shared'

/**
 * Coupons issued by `GET /api/optum/coupons`, kept so that `POST /api/optum-coupon-info-share` can send one
 * by its id alone (the share call carries only couponID, 002 §7). A coupon holds no personal data: drug,
 * price, pharmacy and the card's codes. Kept in the shared state store (Redis at scale) for a day.
 */
export const COUPON_TTL_SECONDS = 24 * 60 * 60
const key = (id: string) => `coupon:${id}`

export async function saveCoupon(coupon: CouponResponse): Promise<void> {
  await stateStore().set(key(coupon.id), coupon, { ttlSeconds: COUPON_TTL_SECONDS })
}

export async function findCoupon(id: string): Promise<CouponResponse | null> {
  return stateStore().get<CouponResponse>(key(id))
}
