import { countryResolver } from '@/services/geo'
import { handleReaderRequest } from '@/services/geo/http'

// Per reader: read on every request, never cached (the handler sets `private, no-store`).
export const dynamic = 'force-dynamic'

/** `GET /api/reader` → `{ country }` for per-reader islands on cached pages (docs/adr/0010). */
export function GET(request: Request): Response {
  return handleReaderRequest(request, countryResolver())
}
