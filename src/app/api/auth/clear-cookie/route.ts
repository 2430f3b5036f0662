import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleClearCookie } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

/** `POST /api/auth/clear-cookie` (002 §7): sign out (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleClearCookie(request, authDependencies(payloadClient))
}
