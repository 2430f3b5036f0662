/**
 * How the page sends a metrics or error body (001 §7, ADR 27 §4): by beacon, with a JSON POST when the browser
 * will not queue the beacon, and, when that fails, again after 2^n seconds (`retryDelayMs`), up to
 * `MAX_SEND_ATTEMPTS` tries.
 *
 * Nothing is sent twice: a body is tried again only when the last try is known not to have been taken: the
 * browser refused the beacon and the POST got no answer, a 5xx or a 429. A queued beacon counts as sent (the
 * browser delivers it, even after the page is gone); a 4xx other than 429 is the body's own fault, so it is
 * logged and dropped: the same body would be refused again.
 */
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '@/services/metrics/shared'

export type Transport = {
  /** `navigator.sendBeacon`, or null where there is none. True when the browser queued the body. */
  beacon: ((url: string, body: string) => boolean) | null
  /** A JSON POST without cookies, kept alive past the page; resolves with the answer's status. */
  post: (url: string, body: string) => Promise<number>
  /** Runs `run` after `ms` (the page's setTimeout). */
  schedule: (run: () => void, ms: number) => void
  /** Notes a failed try (001 §8: "Metrics send failure: logged and retried"). */
  log: (message: string) => void
}

/** What became of one try. */
export type Outcome = 'sent' | 'retry' | 'refused'

/** Whether a POST's answer means the body was taken, must be tried again, or never will be taken. */
export function outcomeOfStatus(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent'
  if (status === 0 || status === 429 || status >= 500) return 'retry'
  return 'refused'
}

/** The browser's own transport: sendBeacon, fetch with keepalive and no credentials, setTimeout, console. */
export function browserTransport(): Transport {
  const nav = globalThis.navigator as Navigator | undefined
  return {
    beacon: typeof nav?.sendBeacon === 'function' ? (url, body) => nav.sendBeacon(url, body) : null,
    post: (url, body) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'omit',
      }).then(
        (res) => res.status,
        () => 0,
      ),
    schedule: (run, ms) => {
      setTimeout(run, ms)
    },
    log: (message) => console.warn(`[metrics] ${message}`),
  }
}

/**
 * Sends `body` to `url`: try 1 at once, try n + 1 2^n seconds after try n failed. Resolves with how it ended
 * (for tests and the forwarder's own counting); never rejects.
 */
export function send(transport: Transport, url: string, body: string, attempt = 1): Promise<Outcome> {
  let queued = false
  try {
    queued = transport.beacon?.(url, body) ?? false
  } catch {
    queued = false
  }
  if (queued) return Promise.resolve('sent')
  return transport.post(url, body).then((status) => {
    const outcome = outcomeOfStatus(status)
    if (outcome === 'sent') return 'sent'
    if (outcome === 'refused') {
      transport.log(`${url} refused a body (${status}); it is dropped`)
      return 'refused'
    }
    const wait = retryDelayMs(attempt)
    if (wait === null) {
      transport.log(
        `${url} failed ${MAX_SEND_ATTEMPTS} times (last: ${status || 'no answer'}); the body is dropped`,
      )
      return 'refused'
    }
    transport.log(`${url} failed (${status || 'no answer'}); trying again in ${wait / 1000} s`)
    return new Promise<Outcome>((resolve) => {
      transport.schedule(() => {
        void send(transport, url, body, attempt + 1).then(resolve)
      }, wait)
    })
  })
}
