import { payloadClient } from '@/cms/reads'
import { handleUnload, metricsLimiter } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'
import { readerCounter, rowsOfUnload } from '@/services/readerStats'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics/unload` (001 §7): time on page and deepest scroll, by beacon (see the handler). */
export function POST(request: Request): Promise<Response> {
  const counter = readerCounter(payloadClient)
  return handleUnload(request, metricsLimiter(), readerMetrics(), (body) =>
    counter.record(rowsOfUnload(body, Date.now())),
  )
}
