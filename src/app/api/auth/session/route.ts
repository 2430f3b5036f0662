import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleSession } from '@/services/auth/http'

// Per reader: read on every request, never cached (the handler sets `private, no-store`).
export const dynamic = 'force-dynamic'

/** `GET /api/auth/session` → `{ user }` (see the handler). */
export function GET(request: Request): Promise<Response> {
  return handleSession(request, authDependencies(payloadClient))
}
