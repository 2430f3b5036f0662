import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import type { z } from 'zod'
import { clientAddress, json, parseJsonBody, tooManyRequests, withErrors } from '@/platform/http'
import { type RateLimiter, rateLimiter } from '@/platform/state'
import type { ReaderMetrics } from './prometheus'
import { MAX_METRICS_BODY_BYTES, metricsBody, unloadBody } from './schema'

/** Beacons a client address may send per minute: a page sends a few (its vitals, its errors, its unload). */
export const METRICS_BEACONS_PER_MINUTE = 120

const NO_CONTENT = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

/** sendBeacon sends text/plain (a "simple" request); the fallback POST sends JSON. */
const BEACON_TYPES = ['application/json', 'text/plain']

/**
 * One beacon: the per-address limit (429 with Retry-After), the body read as the beacon or the JSON fallback
 * sends it (at most 64 KiB: 413; another type: 415) and checked by `schema` (400 naming the field), then
 * `record`; 204.
 */
function handleBeacon<S extends z.ZodType>(
  name: string,
  request: Request,
  limiter: RateLimiter,
  schema: S,
  record: (body: z.output<S>) => void,
): Promise<Response> {
  return withErrors(name, async () => {
    const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
    if (!decision.allowed) return tooManyRequests('Too many metrics.', decision.retryAfterSeconds)
    const parsed = await parseJsonBody(request, schema, {
      maxBytes: MAX_METRICS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    record(parsed.value)
    return NO_CONTENT()
  })
}

/** `POST /api/metrics` (001 §7): a page's metrics, by beacon or as JSON. */
export function handleMetrics(
  request: Request,
  limiter: RateLimiter,
  metrics: ReaderMetrics,
): Promise<Response> {
  return handleBeacon('metrics', request, limiter, metricsBody, metrics.record)
}

/** `POST /api/metrics/unload` (001 §7): the page's time on page and deepest scroll, as the reader leaves. */
export function handleUnload(
  request: Request,
  limiter: RateLimiter,
  metrics: ReaderMetrics,
): Promise<Response> {
  return handleBeacon('metrics.unload', request, limiter, unloadBody, metrics.recordUnload)
}

/** The limiter both beacons share: a page sends a few (its vitals, its errors, its unload). */
export function metricsLimiter(): RateLimiter {
  return rateLimiter({ name: 'metrics', points: METRICS_BEACONS_PER_MINUTE, durationSeconds: 60 })
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
