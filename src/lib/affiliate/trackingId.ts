/*
 * The page view's correlation ids (client only). `trackingId` goes with every tracked event and is
 * regenerated 500 ms after an affiliate click (001 "Affiliate link rules"); `linkId` is put into the page's
 * affiliate links when they are first seen. Random, never derived from the reader or the page.
 *
 * In `src/lib/` (moved from `src/article/`) so that widgets' islands share the same id as the page's tracking
 * and affiliate islands: the promotions' `+tc` and `+subid` tokens are this id.
 */
/** The tracking correlation id regenerates this long after an affiliate click (001 "Affiliate link rules"). */
export const TRACKING_ID_REGENERATE_MS = 500

function randomId(): string {
  try {
    return crypto.randomUUID()
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
  }
}

let trackingId: string | null = null

/** The page view's tracking correlation id, made when first asked for (001 §4: "generated if missing"). */
export function currentTrackingId(): string {
  trackingId ??= randomId()
  return trackingId
}

/** A fresh id (for a click). */
export function newCorrelationId(): string {
  return randomId()
}

/** Regenerates the tracking id `TRACKING_ID_REGENERATE_MS` after now. */
export function regenerateTrackingIdSoon(
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): void {
  schedule(() => {
    trackingId = randomId()
  }, TRACKING_ID_REGENERATE_MS)
}
