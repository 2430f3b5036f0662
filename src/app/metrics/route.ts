import { config } from '@/platform/config.mjs'
import { handleExposition } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'

export const dynamic = 'force-dynamic'

/** `GET /metrics`: this instance's Prometheus exposition, for the operators' scraper only (see the handler). */
export function GET(request: Request): Promise<Response> {
  return handleExposition(request, config().metrics.token, readerMetrics())
}
