import { siteGate } from '@/platform/gates'
import { handleCspReport } from '@/services/csp/http'

/** `POST /api/csp-report`: Content-Security-Policy violation reports from browsers (see the handler). */
export async function POST(request: Request): Promise<Response> {
  return handleCspReport(request, siteGate('csp-report', 'not-cross-site'))
}
