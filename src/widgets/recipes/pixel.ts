/**
 * The sponsor's tracking pixel (000 §7 "Tracking pixel: an image is loaded from the sponsor tracker URL").
 * A third party's image, so it loads only in the browser, only for sponsored recipes with an https://
 * address, never for a reader who has opted out (Global Privacy Control, or Do Not Track), and without a
 * referrer (the sponsor does not learn which article the reader is on). Pure.
 */

/** What the pixel needs to know of the browser. */
export type PrivacySignals = {
  globalPrivacyControl?: unknown
  doNotTrack?: unknown
}

/** True when the reader's browser asks not to be tracked: GPC on, or Do Not Track "1"/"yes". */
export function readerOptedOut(signals: PrivacySignals | null | undefined): boolean {
  if (!signals) return true
  if (signals.globalPrivacyControl === true) return true
  const dnt = signals.doNotTrack
  return dnt === '1' || dnt === 'yes'
}

/** Whether to load the sponsor's pixel: an address, and a reader who has not opted out. */
export function shouldLoadPixel(
  trackerUrl: string | null | undefined,
  signals: PrivacySignals | null,
): boolean {
  return Boolean(trackerUrl) && !readerOptedOut(signals)
}

/** The label of the element that stands in for a missing tracker address (000 §8). */
export const MISSING_TRACKER_LABEL = 'no-image-tracking-url-provided'
