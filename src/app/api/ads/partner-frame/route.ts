import { adPartner } from '@/services/ads'
import { handlePartnerFrame } from '@/services/ads/partnerFrame'

export const dynamic = 'force-dynamic'

/** `GET /api/ads/partner-frame?size=&position=`: the programmatic partner's sandboxed frame (see the handler). */
export function GET(request: Request): Response {
  return handlePartnerFrame(request, adPartner())
}
