import { serverBuild } from '@/services/errors'
import { handleBuild } from '@/services/errors/http'

export const dynamic = 'force-dynamic'

/** `GET /api/build`: the build this server runs, for a page telling a deploy from a failed chunk (ADR 27 §9). */
export function GET(): Response {
  return handleBuild(serverBuild())
}
