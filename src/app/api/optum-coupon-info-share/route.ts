import { shareDependencies } from '@/services/couponShare'
import { handleCouponShare } from '@/services/couponShare/http'

export const dynamic = 'force-dynamic'

/** `POST /api/optum-coupon-info-share`: send a coupon by email or text, or make a wallet pass (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleCouponShare(request, shareDependencies())
}
