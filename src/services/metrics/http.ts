import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { clientAddress, json, parseJsonBody, tooManyRequests, withErrors } from '@/platform/http'
import type { RateLimiter } from '@/platform/state'
import type { ReaderMetrics } from './prometheus'
import { MAX_METRICS_BODY_BYTES, metricsBody, unloadBody } from './schema'

/** Beacons a client address may send per minute: a page sends a few (its vitals, its errors, its unload). */
export const METRICS_BEACONS_PER_MINUTE = 120

const NO_CONTENT = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

/** sendBeacon sends text/plain (a "simple" request); the fallback POST sends JSON. */
const BEACON_TYPES = ['application/json', 'text/plain']

/**
 * `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON. 204 once kept; 400 naming the field
 * for a body the registry refuses; 413 past sendBeacon's 64 KiB; 429 past the per-address limit.
 */
export function handleMetrics(
  request: Request,
  limiter: RateLimiter,
  metrics: ReaderMetrics,
): Promise<Response> {
  return withErrors('metrics', async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many metrics.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, metricsBody, {
      maxBytes: MAX_METRICS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    metrics.record(parsed.value)
    return NO_CONTENT()
  })
}

/** `POST /api/metrics/unload` (001 §7): the page's time on page and deepest scroll, as the reader leaves. */
export function handleUnload(
  request: Request,
  limiter: RateLimiter,
  metrics: ReaderMetrics,
): Promise<Response> {
  return withErrors('metrics.unload', async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many metrics.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, unloadBody, {
      maxBytes: MAX_METRICS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    metrics.recordUnload(parsed.value)
    return NO_CONTENT()
  })
}

/** Whether an address is this machine's own (a scraper beside the instance, when no token is configured). */
export function isLoopback(address: string | null): boolean {
  if (!address) return false
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

export const METRICS_FORBIDDEN_MESSAGE =
  'The metrics are for the operators’ scraper: send its token (METRICS_TOKEN) as a bearer token.'

/**
 * `GET /metrics`: this instance's Prometheus exposition. With METRICS_TOKEN set, only a request bearing it;
 * without, only a scraper on this machine. Never cached.
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
      : isLoopback(clientAddress(request))
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
