/**
 * Sponsors' tracking pixels (000 §7 "Tracking pixel: an image is loaded from the sponsor tracker URL"; the
 * promotions' `sponsorTracker` and `pixelTracker`, 001 §3). A third party's request, so it loads only in the
 * browser, only through the third-party guard (`src/privacy/thirdParty/guard.ts`): from a host the operator lists
 * (`AD_PIXEL_ORIGINS`), with the reader's consent to advertising (none before a choice, after Reject all or
 * with Global Privacy Control), never carrying the page's topic, without cookies or referrer. A reader who
 * asks not to be tracked (Do Not Track) gets none either. The rules are pure; `loadPixel` is the one browser
 * step.
 */
import { thirdPartyRequest } from '@/privacy/thirdParty/guard'

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

/**
 * An address a pixel may load from, or null (anything else is never requested): https://, or http:// on this
 * machine (a local stand-in in tests; the guard still requires the operator to list it).
 */
export function pixelAddress(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:') return url
    return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
      ? url
      : null
  } catch {
    return null
  }
}

/**
 * Loads a pixel in the browser when `shouldLoadPixel` and the third-party guard allow it: a GET without
 * cookies or referrer, nothing added to the page (nothing shifts, nothing for a screen reader). Returns whether
 * it was requested.
 */
export function loadPixel(
  url: string | null | undefined,
  signals: PrivacySignals | null = typeof navigator === 'undefined' ? null : navigator,
): boolean {
  const address = pixelAddress(url)
  if (!address || !shouldLoadPixel(address, signals)) return false
  return thirdPartyRequest(address, { purpose: 'advertising', kind: 'image' })
}
