import { rateLimiter } from '@/platform/state'
import { handleMetrics, METRICS_BEACONS_PER_MINUTE } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'

export const dynamic = 'force-dynamic'

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON (see the handler). */
export function POST(request: Request): Promise<Response> {
  return handleMetrics(
    request,
    rateLimiter({ name: 'metrics', points: METRICS_BEACONS_PER_MINUTE, durationSeconds: 60 }),
    readerMetrics(),
  )
}
