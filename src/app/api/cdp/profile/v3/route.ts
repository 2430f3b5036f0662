import { handleProfileRequest } from '@/services/drivers/http'
import { countryResolver } from '@/services/geo'

// Per reader: read on every request, never cached (the handler sets `private, no-store`).
export const dynamic = 'force-dynamic'

/** `GET /api/cdp/profile/v3?tagularAnonId=…` → `{ audiences }`, from first-party signals only. */
export function GET(request: Request): Response {
  const resolver = countryResolver()
  return handleProfileRequest(
    request,
    (r) => resolver.countryOf(r.headers).country,
    Date.now,
    resolver.headerNames,
  )
}
