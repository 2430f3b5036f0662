import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleToken } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

/** `POST /api/auth/token` → `{ token, expiresIn }` for the profile service (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleToken(request, authDependencies(payloadClient))
}
