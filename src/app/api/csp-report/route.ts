import { rateLimiter } from '@/platform/state'
import { handleCspReport } from '@/services/csp/http'

/** `POST /api/csp-report`: Content-Security-Policy violation reports from browsers (see the handler). */
export async function POST(request: Request): Promise<Response> {
  return handleCspReport(request, rateLimiter({ name: 'csp-report', points: 60, durationSeconds: 60 }))
}
