import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleSetCookie } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

/** `POST /api/auth/set-cookie` (002 §7): refresh the session cookie, or sign out (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleSetCookie(request, authDependencies(payloadClient))
}
