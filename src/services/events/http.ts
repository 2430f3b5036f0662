import 'server-only'
import { isbot } from 'isbot'
import {
  clientAddress,
  gateRefusal,
  noContent,
  parseJsonBody,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import { type EventsBatch, eventsBatch } from './schema'
import { MAX_EVENTS_BODY_BYTES } from './shared'

/** The 503's message when a batch could not be kept. */
export const EVENTS_NOT_STORED_MESSAGE =
  'The events could not be stored right now. Please send them again in a moment.'

export type EventsDependencies = {
  /** From this site's pages only, and the per-address limit (`events`). */
  gate: RequestGate
  /** The reader's daily hash for this request (`readerHash` with the day's salt). */
  readerOf: (address: string, userAgent: string) => Promise<string>
  /** Keeps the batch (the log and the daily counts); resolves once committed. */
  keep: (batch: EventsBatch, reader: string) => Promise<void>
  /** A batch from a crawler, dropped (counted by the caller's metric). */
  dropped?: () => void
  /** Hands a kept batch to the analytics partner's relay (GA4, `ga4.ts`), which decides on its own; returns at once. */
  forward?: (batch: EventsBatch, reader: string, headers: Pick<Headers, 'get'>) => void
}

/**
 * `POST /api/events` (issue 30): a page's batch of analytics events, sent only with the reader's analytics
 * consent, by beacon (`text/plain`) or as JSON. In order: from this site's pages only (403); the per-address
 * limit (429 with Retry-After); the body (at most 32 KiB: 413; another type: 415; not the registry's: 400
 * naming the field); a crawler's batch (`isbot` on its User-Agent) is answered 204 and dropped; the rest is
 * kept and answered 204 once committed, or 503 with Retry-After (the page sends it again), never 500. A kept
 * batch then goes to the GA4 relay, when one is configured (`forward`).
 */
export function handleEvents(request: Request, deps: EventsDependencies): Promise<Response> {
  return withErrors('events', async () => {
    const refused = await gateRefusal(request, deps.gate, 'Too many events.')
    if (refused) return refused
    const address = clientAddress(request) ?? 'unknown'
    const parsed = await parseJsonBody(request, eventsBatch, {
      maxBytes: MAX_EVENTS_BODY_BYTES,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    const userAgent = request.headers.get('user-agent') ?? ''
    if (!userAgent || isbot(userAgent)) {
      deps.dropped?.()
      return noContent()
    }
    const reader = await deps.readerOf(address, userAgent)
    try {
      await deps.keep(parsed.value, reader)
    } catch {
      return unavailable(EVENTS_NOT_STORED_MESSAGE)
    }
    deps.forward?.(parsed.value, reader, request.headers)
    return noContent()
  })
}
