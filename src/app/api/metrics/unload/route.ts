import { handleUnload, metricsLimiter } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics/unload` (001 §7): time on page and deepest scroll, by beacon (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleUnload(request, metricsLimiter(), readerMetrics())
}
