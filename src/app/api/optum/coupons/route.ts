import { pricingProvider } from '@/services/pricing'
import { saveCoupon } from '@/services/pricing/couponStore'
import { handleCouponRequest } from '@/services/pricing/http'

// Issues a coupon per request: never prerendered or cached.
export const dynamic = 'force-dynamic'

/** `GET /api/optum/coupons?formulationId&…&pbmId` → the coupon, kept for the share call (002 §7). */
export function GET(request: Request): Promise<Response> {
  return handleCouponRequest(request, pricingProvider(), saveCoupon)
}
