import { handleMetrics, metricsLimiter } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleMetrics(request, metricsLimiter(), readerMetrics())
}
