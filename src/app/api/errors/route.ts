import { payloadClient } from '@/cms/reads'
import { siteGate } from '@/platform/gates'
import { errorRecorder } from '@/services/errors'
import { handleErrors } from '@/services/errors/http'

export const dynamic = 'force-dynamic'

/** `POST /api/errors` (issue 29, ADR 27 §9): a page's error reports, by beacon or as JSON (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleErrors(request, siteGate('errors'), errorRecorder(payloadClient))
}
