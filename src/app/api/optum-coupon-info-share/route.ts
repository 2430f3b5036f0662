import { siteFormReporter } from '@/app/formReporter'
import { shareDependencies } from '@/services/couponShare'
import { handleCouponShare } from '@/services/couponShare/http'

export const dynamic = 'force-dynamic'

/** `POST /api/optum-coupon-info-share`: send a coupon by email or text, or make a wallet pass (see the handler); a
 * coupon sent is reported to the tracking ingest when one is configured (002 §7). */
export function POST(request: Request): Promise<Response> {
  return handleCouponShare(request, shareDependencies(siteFormReporter()))
}
