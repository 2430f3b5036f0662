import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import type { z } from 'zod'
import { CLIENT_LOCAL_HEADER } from '@/platform/headers.mjs'
import {
  gateRefusal,
  json,
  noContent,
  parseJsonBody,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import type { ReaderMetrics } from './prometheus'
import { MAX_METRICS_BODY_BYTES, type MetricsBody, metricsBody, type UnloadBody, unloadBody } from './schema'

/** sendBeacon sends text/plain (a "simple" request); the fallback POST sends JSON. */
const BEACON_TYPES = ['application/json', 'text/plain']

/** The 503's message when a beacon's metrics could not be kept. */
export const METRICS_NOT_STORED_MESSAGE =
  'The metrics could not be stored right now. Please send them again in a moment.'

/** Where a beacon's body is kept: this instance's Prometheus registry at once, and the daily counts. */
export type Keep<Body> = (body: Body) => Promise<void>

/**
 * One beacon: from this site's pages only (403), the per-address limit (429 with Retry-After: `metrics`, both
 * beacons together), the body read as the beacon or the JSON fallback
 * sends it (at most 64 KiB: 413; another type: 415) and checked by `schema` (400 naming the field), then
 * `record` (the Prometheus registry) and `keep` (the daily counts behind the admin's Site health view: it
 * resolves once they are committed); 204, or 503 with Retry-After when they could not be stored (the page
 * sends it again: 001 §7's back-off), never 500.
 */
function handleBeacon<S extends z.ZodType>(
  name: string,
  request: Request,
  gate: RequestGate,
  schema: S,
  record: (body: z.output<S>) => void,
  keep: Keep<z.output<S>>,
): Promise<Response> {
  return withErrors(name, async () => {
    const refused = await gateRefusal(request, gate, 'Too many metrics.')
    if (refused) return refused
    const parsed = await parseJsonBody(request, schema, {
      maxBytes: MAX_METRICS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    try {
      await keep(parsed.value)
    } catch {
      // Not stored (the counter logs a failed write once per write, not per beacon). The Prometheus registry is
      // not touched either, so the page's next try counts once.
      return unavailable(METRICS_NOT_STORED_MESSAGE)
    }
    record(parsed.value)
    return noContent()
  })
}

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON. */
export function handleMetrics(
  request: Request,
  gate: RequestGate,
  metrics: ReaderMetrics,
  keep: Keep<MetricsBody>,
): Promise<Response> {
  return handleBeacon('metrics', request, gate, metricsBody, metrics.record, keep)
}

/** `POST /api/metrics/unload` (001 §7): the page's time on page and deepest scroll, as the reader leaves. */
export function handleUnload(
  request: Request,
  gate: RequestGate,
  metrics: ReaderMetrics,
  keep: Keep<UnloadBody>,
): Promise<Response> {
  return handleBeacon('metrics.unload', request, gate, unloadBody, metrics.recordUnload, keep)
}

export const METRICS_FORBIDDEN_MESSAGE =
  'The metrics are for the operators’ scraper: send its token (METRICS_TOKEN) as a bearer token.'

/**
 * `GET /metrics`: this instance's Prometheus exposition. With METRICS_TOKEN set, only a request bearing it;
 * without, only a scraper on this machine: the HTTP edge says so (`CLIENT_LOCAL_HEADER`) when the connection
 * and every forwarded address are loopback, so a request a proxy on this machine passes on for someone else
 * is not (`isLocalClient` in src/server/edge/headers.mjs). Never cached.
 */
export function handleExposition(
  request: Request,
  token: string | undefined,
  metrics: ReaderMetrics,
): Promise<Response> {
  return withErrors('metrics.exposition', async () => {
    const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
    const allowed = token
      ? bearer !== undefined && timingSafeEqualText(bearer, token)
      : request.headers.get(CLIENT_LOCAL_HEADER) === '1'
    if (!allowed) return json({ error: METRICS_FORBIDDEN_MESSAGE }, { status: 403 })
    return new Response(await metrics.registry.metrics(), {
      status: 200,
      headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
    })
  })
}

/** Compares two texts in time that does not depend on where they first differ. */
function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
