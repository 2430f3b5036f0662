import 'server-only'
import {
  gateRefusal,
  noContent,
  parseJsonBody,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import { driverCountsBody } from './schema'
import type { DriverCount } from './shared'

/** The largest beacon taken: 100 counts of about 100 bytes each, with room to spare. */
export const MAX_BODY_BYTES = 16_384

/** The 503's message when a beacon's counts could not be stored. */
export const NOT_STORED_MESSAGE =
  'The counts could not be stored right now. Please send them again in a moment.'

/**
 * `POST /api/drivers/events`: driver fills, misses, impressions, clicks and sign-ups from the page's queue
 * (`countDriver`), by beacon (`text/plain` from `navigator.sendBeacon`, or JSON). From this site's pages only
 * (403), limited per client address (429: `driver-events`), validated with zod (400 with a message; 413 too
 * large; 415 another type). `record` resolves once the
 * counts are stored (the counter's group commit), and only then is the beacon answered 204; if it rejects,
 * nothing was stored and the answer is 503 with Retry-After, never 2xx and never 500.
 */
export async function handleDriverEvents(
  request: Request,
  gate: RequestGate,
  record: (counts: DriverCount[]) => Promise<void>,
): Promise<Response> {
  return withErrors('driver-events', async () => {
    const refused = await gateRefusal(request, gate, 'Too many counts.')
    if (refused) return refused
    const parsed = await parseJsonBody(request, driverCountsBody, {
      maxBytes: MAX_BODY_BYTES,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    try {
      await record(parsed.value.counts)
    } catch {
      // Not stored: a failed write (the counter logs it once per write, not per beacon), too much waiting,
      // or the counter is stopping.
      return unavailable(NOT_STORED_MESSAGE)
    }
    return noContent()
  })
}
