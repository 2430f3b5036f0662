import 'server-only'
import type { z } from 'zod'
import { isDatabaseUnavailableError, noteDatabaseFailure } from './database-health.mjs'
import { CLIENT_IP_HEADER } from './headers.mjs'
import { log } from './log.mjs'
import { parseRequest, requestError } from './requestErrors'
import { CROSS_SITE_MESSAGE, type OriginRule, originAllows, requestSource } from './requestOrigin.mjs'
import type { RateLimiter } from './state'

export { CROSS_SITE_MESSAGE, type OriginRule }

/**
 * Shared ground for the services' HTTP handlers (`services/<name>/http.ts`): JSON answers with explicit
 * caching, zod validation of query strings and bodies (a clear 400, never a 500), and one error policy (an
 * unreachable database is 503 with Retry-After; anything else a logged, generic 500). The route files under
 * `src/app/api/` stay ten lines: parse, call the service, answer.
 */

export const NO_STORE = 'no-store'
export const UNAVAILABLE_MESSAGE = 'This is unavailable right now. Please try again in a moment.'
export const FAILED_MESSAGE = 'Something went wrong. Please try again in a moment.'
export const RETRY_AFTER_SECONDS = 30

export function json(
  body: unknown,
  {
    status = 200,
    cacheControl = NO_STORE,
    headers = {},
  }: {
    status?: number
    cacheControl?: string
    headers?: Record<string, string>
  } = {},
): Response {
  return Response.json(body, { status, headers: { 'cache-control': cacheControl, ...headers } })
}

export function badRequest(message: string): Response {
  return json({ error: message }, { status: 400 })
}

export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return json(
    { error: message },
    { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } },
  )
}

/** A beacon or report taken: 204, nothing to read back, never kept by a cache. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

export function unavailable(message = UNAVAILABLE_MESSAGE): Response {
  return json({ error: message }, { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } })
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }
/**
 * Keeps a route's answer for the HTTP edge to repeat to the same question (src/server/edge/call-answers.mjs): for the hot
 * public calls, whose answer depends on the address (and a POST's body) alone.
 */
export type KeepAnswer = (what: {
  method: string
  url: string
  body?: string | null
  answer: string
  tags: readonly string[]
  maxAgeSeconds: number
}) => boolean
/** Where a route keeps its answers for the edge, and the cache tags of what they are made from. */
export type AnswerKeeping = { answer: KeepAnswer; tags: readonly string[] }

/** A parsed JSON body, with the text it was parsed from (the edge keys some answers by it: src/server/edge/call-answers.mjs). */
export type ParsedBody<T> = { ok: true; value: T; text: string } | { ok: false; response: Response }

/** The first problem of a refused request: its field and what to send (`requestErrors.ts`). */
export const firstIssue = requestError

/**
 * Validate a query string: the first value of each parameter the schema names (others are ignored).
 */
export function parseQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): Parsed<z.output<S>> {
  const input: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key)
    if (value !== null) input[key] = value
  }
  const result = parseRequest(schema, input)
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, response: badRequest(firstIssue(result.error)) }
}

/** The 413 of a body over a route's limit. */
export function tooLarge(maxBytes: number): Response {
  return json({ error: `The body is larger than ${maxBytes} bytes.` }, { status: 413 })
}

/**
 * A request's body, at most `maxBytes`: refused at once when its `Content-Length` says more, and otherwise read
 * chunk by chunk and given up as soon as it passes the limit (a body sent without a length is never held whole
 * in memory first). Not ok when too large.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return { ok: false }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return { ok: false }
    }
    chunks.push(value)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/**
 * Read and validate a JSON body: at most `maxBytes`, of an accepted content type, matching the schema.
 * 413 when too large, 415 for another content type, 400 for malformed JSON or a shape the schema refuses.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  {
    maxBytes = 16_384,
    contentTypes = ['application/json'],
  }: { maxBytes?: number; contentTypes?: string[] } = {},
): Promise<ParsedBody<z.output<S>>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!contentTypes.includes(type)) {
    return {
      ok: false,
      response: json({ error: `Send ${contentTypes.join(' or ')}.` }, { status: 415 }),
    }
  }
  const read = await readBody(request, maxBytes)
  if (!read.ok) return { ok: false, response: tooLarge(maxBytes) }
  const text = new TextDecoder().decode(read.bytes)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, response: badRequest('The body is not valid JSON.') }
  }
  const result = parseRequest(schema, data)
  return result.success
    ? { ok: true, value: result.data, text }
    : { ok: false, response: badRequest(firstIssue(result.error)) }
}

/**
 * Run a handler under the shared error policy: an unreachable database answers 503 with Retry-After (and is
 * recorded for the health the HTTP server reads); any other failure is logged and answers a generic 500.
 */
export async function withErrors(name: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (isDatabaseUnavailableError(error)) {
      noteDatabaseFailure(error)
      log(name).error({ err: error }, 'the database is unreachable')
      return unavailable()
    }
    log(name).error({ err: error }, 'failed')
    return json({ error: FAILED_MESSAGE }, { status: 500 })
  }
}

/** The client's address as the HTTP server determined it (socket, or trusted proxies), or null. */
export function clientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER)
}

/**
 * Whether a state-changing request comes from this site's own pages (`requestSource` in ./requestOrigin.mjs): its
 * `Origin` is one of the site's origins, or, when a browser sent none (or an opaque one), `Sec-Fetch-Site:
 * same-origin`. Requests with neither are refused: every browser that runs the site's scripts sends one of them.
 */
export function isSameOriginRequest(headers: Headers, trustedOrigins: readonly string[]): boolean {
  return requestSource((name) => headers.get(name), trustedOrigins) === 'same-origin'
}

/**
 * The CSRF check of a state-changing call (docs/security-review.md): 403 `{ error }` when `rule` does not let the
 * request through (`same-origin`: this site's pages only; `not-cross-site`: anything but another site's page),
 * else null. Never kept by a cache.
 */
export function refuseCrossSite(
  request: Request,
  trustedOrigins: readonly string[],
  rule: OriginRule = 'same-origin',
): Response | null {
  const source = requestSource((name) => request.headers.get(name), trustedOrigins)
  return originAllows(source, rule)
    ? null
    : json({ error: CROSS_SITE_MESSAGE }, { status: 403, cacheControl: 'private, no-store' })
}

/** What a call checks before it reads its body: where it comes from, and how many came from this address. */
export type RequestGate = {
  /** The site's origins (`trustedOrigins()`). */
  trustedOrigins: readonly string[]
  /** `same-origin` unless said. */
  origin?: OriginRule
  /** The per-client-address limit (`namedRateLimiter`), if the call has one. */
  limiter?: RateLimiter
}

/**
 * The gate's refusal, or null: 403 from another site's page (before the limit, so that such a page cannot spend
 * its visitors' allowance), then 429 with Retry-After and `tooMany` past the address's limit.
 */
export async function gateRefusal(
  request: Request,
  gate: RequestGate,
  tooMany: string,
): Promise<Response | null> {
  const crossSite = refuseCrossSite(request, gate.trustedOrigins, gate.origin)
  if (crossSite) return crossSite
  return gate.limiter ? limitRefusal(request, gate.limiter, tooMany) : null
}

/** 429 with Retry-After and `tooMany` when the client's address is past `limiter`'s limit, else null (one counted). */
export async function limitRefusal(
  request: Request,
  limiter: RateLimiter,
  tooMany: string,
): Promise<Response | null> {
  const decision = await limiter.consume(clientAddress(request) ?? 'unknown')
  return decision.allowed ? null : tooManyRequests(tooMany, decision.retryAfterSeconds)
}

/**
 * A provider's answer body as text, read chunk by chunk under the exchange's time limit (`signal`) and a size
 * limit. Read here rather than with `response.text()`: fetch's abort signal does not reliably reach a body
 * that stalls, so the reader itself is cancelled when the time is up. Past `maxBytes` it throws `tooLarge()`.
 */
export async function readBodyWithin(
  response: Response,
  signal: AbortSignal,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => Error },
): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const cancel = () => void reader.cancel(signal.reason).catch(() => {})
  signal.addEventListener('abort', cancel, { once: true })
  try {
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      if (signal.aborted) throw signal.reason
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(value)
    }
    // A cancelled read ends like a finished one: only the signal tells them apart.
    if (signal.aborted) throw signal.reason
    return Buffer.concat(chunks).toString('utf8')
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}
