/*
 * A page's queue of first-party counts (ADR 13), for the browser: counts add up in memory per key (a page view
 * that shows something in three places sends three entries, not a stream of events) and leave by beacon a few
 * seconds after the first count since the last send, and whenever the page is hidden or left. Used by the
 * promotions' counts (`services/driverStats/shared.ts`) and the ads' (`placements/ads/counts.ts`).
 */

/** How a queue sends a body: `navigator.sendBeacon`, else `fetch` with `keepalive` (so it outlives the page). */
export type SendBody = (body: string) => void

/** Sends to `endpoint` by beacon, falling back to `fetch` with `keepalive` where beacons are missing or refused. */
export function beaconTo(endpoint: string): SendBody {
  return (body) => {
    try {
      const sent =
        typeof navigator !== 'undefined' &&
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(endpoint, body)
      if (!sent) {
        void fetch(endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        }).catch(() => {})
      }
    } catch {
      // Counting must never break the page.
    }
  }
}

export type CountQueue<E extends { count: number }> = {
  /** Counts one event; sends within `everyMs`, or at once when an entry or the beacon is full. */
  add: (entry: Omit<E, 'count'>) => void
  /** Sends everything counted so far now (the page is hidden or left). */
  send: () => void
  /** What is waiting to be sent (tests). */
  pending: () => E[]
}

export function createCountQueue<E extends { count: number }>({
  keyOf,
  send: sendBody,
  everyMs,
  maxPerBeacon,
  maxCount,
}: {
  keyOf: (entry: Omit<E, 'count'>) => string
  send: SendBody
  everyMs: number
  maxPerBeacon: number
  maxCount: number
}): CountQueue<E> {
  let entries = new Map<string, E>()
  let timer: ReturnType<typeof setTimeout> | null = null

  const send = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    const counts = [...entries.values()]
    entries = new Map()
    for (let i = 0; i < counts.length; i += maxPerBeacon)
      sendBody(JSON.stringify({ counts: counts.slice(i, i + maxPerBeacon) }))
  }

  const add = (fields: Omit<E, 'count'>) => {
    const key = keyOf(fields)
    const entry = entries.get(key) ?? ({ ...fields, count: 0 } as E)
    entry.count += 1
    entries.set(key, entry)
    if (entry.count >= maxCount || entries.size >= maxPerBeacon) send()
    else if (timer === null) timer = setTimeout(send, everyMs)
  }

  return { add, send, pending: () => [...entries.values()].map((e) => ({ ...e })) }
}

/** Sends the queue's counts whenever the page is hidden (it may never be shown again) or left. */
export function sendWhenHidden(queue: { send: () => void }): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.send()
  })
  window.addEventListener('pagehide', queue.send)
}
