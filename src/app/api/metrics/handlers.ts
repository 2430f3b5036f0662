import 'server-only'
import { payloadClient } from '@/cms/reads'
import { siteGate } from '@/platform/gates'
import { handleMetrics, handleUnload } from '@/services/metrics/http'
import { readerMetrics } from '@/services/metrics/prometheus'
import { readerCounter, rowsOfMetrics, rowsOfUnload } from '@/services/readerStats'

/**
 * The two beacons wired to their stores (this instance's Prometheus registry, and the daily counts behind the
 * admin's Site health view), for the route files and the lanes that take them without Next.js' router
 * (`src/app/answerLanes.ts`): one wiring, whichever way a beacon comes in.
 */
export function postMetrics(request: Request): Promise<Response> {
  const counter = readerCounter(payloadClient)
  return handleMetrics(request, siteGate('metrics'), readerMetrics(), (body) =>
    counter.record(rowsOfMetrics(body, Date.now())),
  )
}

export function postUnload(request: Request): Promise<Response> {
  const counter = readerCounter(payloadClient)
  return handleUnload(request, siteGate('metrics'), readerMetrics(), (body) =>
    counter.record(rowsOfUnload(body, Date.now())),
  )
}
