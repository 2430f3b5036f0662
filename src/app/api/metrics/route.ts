import { payloadClient } from '@/cms/reads'
import { handleMetrics, metricsLimiter } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'
import { readerCounter, rowsOfMetrics } from '@/services/readerStats'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON (see the handler). */
export function POST(request: Request): Promise<Response> {
  const counter = readerCounter(payloadClient)
  return handleMetrics(request, metricsLimiter(), readerMetrics(), (body) =>
    counter.record(rowsOfMetrics(body, Date.now())),
  )
}
