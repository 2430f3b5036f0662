import 'server-only'
import { randomUUID } from 'node:crypto'
import { type Dsn, envelopeOf, eventOf, type ForwardedGroup, parseDsn, sentryAuth } from './envelope'

/** How long one forward may take: GlitchTip answers in milliseconds; a stalled one is dropped. */
export const FORWARD_TIMEOUT_MS = 5_000
/** Forwards in flight at once: past it, a group's occurrence is dropped (it is stored all the same). */
export const MAX_FORWARDS_IN_FLIGHT = 8

export type ErrorForwarder = {
  /**
   * Sends the group's event, at most once (no retry) and within the time limit. Resolves when it has been
   * answered or given up on, never rejects: forwarding never stands between a report and its answer.
   */
  forward(group: ForwardedGroup): Promise<'sent' | 'failed' | 'dropped'>
}

/**
 * A forwarder to a Sentry-compatible endpoint (GlitchTip) from its DSN (`ERRORS_FORWARD_DSN`). Off (null) when
 * there is none. `fetch` is injectable for the peer-less unit tests of the timeout.
 */
export function createForwarder(
  dsnText: string | undefined,
  {
    fetch: send = fetch,
    timeoutMs = FORWARD_TIMEOUT_MS,
    now = () => new Date(),
  }: { fetch?: typeof fetch; timeoutMs?: number; now?: () => Date } = {},
): ErrorForwarder | null {
  if (!dsnText) return null
  const dsn: Dsn = parseDsn(dsnText)
  let inFlight = 0
  let lastFailureLog = 0
  return {
    async forward(group) {
      if (inFlight >= MAX_FORWARDS_IN_FLIGHT) return 'dropped'
      inFlight += 1
      try {
        const eventId = randomUUID().replaceAll('-', '')
        const response = await send(dsn.endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': sentryAuth(dsn),
          },
          body: envelopeOf(eventOf(group, eventId), dsn, now()),
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.body?.cancel()
        if (!response.ok) throw new Error(`the endpoint answered ${response.status}`)
        return 'sent'
      } catch (error) {
        // Once a minute at most: a GlitchTip that is down must not flood the log.
        if (Date.now() - lastFailureLog > 60_000) {
          lastFailureLog = Date.now()
          console.warn('[errors] could not forward an error group', (error as Error).message)
        }
        return 'failed'
      } finally {
        inFlight -= 1
      }
    },
  }
}
