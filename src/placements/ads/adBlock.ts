/*
 * First-party ad-block detection (issue 28, 001 §6, §7, §9), with no third party and no nag wall: a page view
 * counts as blocked when the reader's blocker hides a bait element the way its element-hiding lists hide ads,
 * or stops the page's own ad decision request (a network error while the browser is online). The detector
 * looks for AD_BLOCK_DETECTION_TIMEOUT_MS (60 s) after the ads start, then stops: a page with no sign by then
 * is not blocked. A blocked page view is counted once (the ad counts' `blocked`, and a `metric` event).
 *
 * What a blocked page loses (001 §6): its sticky ads (the pinned leaderboards and the phone's fixed one) are not
 * put back unless the editors allow it (Site settings → Advertising, "reinsertStickyWhenBlocked").
 */
import { AD_BLOCK_DETECTION_TIMEOUT_MS } from '@/lib/ads'

/** The class names element-hiding lists hide (EasyList's generic rules): an element with them is bait. */
export const BAIT_CLASSES = ['adsbox', 'ad-banner', 'ad-placement', 'textads', 'banner-ads', 'pub_300x250']

export type BlockSign = 'bait-hidden' | 'request-blocked'

export type BlockDetector = {
  startedAt: number
  /** Why the page counts as blocked, once it does. */
  blocked: BlockSign | null
}

export function startDetector(now: number): BlockDetector {
  return { startedAt: now, blocked: null }
}

/** Whether the detector still looks (not yet blocked, within the time-out). */
export function stillLooking(detector: BlockDetector, now: number): boolean {
  return detector.blocked === null && now - detector.startedAt < AD_BLOCK_DETECTION_TIMEOUT_MS
}

/**
 * The detector after a sign, and whether this sign is the one that makes the page view blocked (count it
 * then, once). Signs after the time-out, or after the page already counted, change nothing.
 */
export function observeSign(
  detector: BlockDetector,
  sign: BlockSign,
  now: number,
): { detector: BlockDetector; newlyBlocked: boolean } {
  if (!stillLooking(detector, now)) return { detector, newlyBlocked: false }
  return { detector: { ...detector, blocked: sign }, newlyBlocked: true }
}

/** Whether a failed request looks stopped by a blocker: a network error (no answer) while online. */
export function looksBlocked(error: unknown, online: boolean | undefined): boolean {
  return error instanceof TypeError && online !== false
}

/** Whether sticky ads go on a page: always when not blocked; when blocked, only if the editors allow it. */
export function stickyAllowed(blocked: boolean, reinsertWhenBlocked: boolean): boolean {
  return !blocked || reinsertWhenBlocked
}

/**
 * Whether the reader's blocker hides a bait element: one with the class names ad lists hide, off-screen and
 * hidden from assistive technology, measured and removed at once.
 */
export function baitHidden(doc: Document): boolean {
  const bait = doc.createElement('div')
  bait.className = BAIT_CLASSES.join(' ')
  bait.setAttribute('aria-hidden', 'true')
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;'
  bait.textContent = '\u00a0'
  doc.body.append(bait)
  try {
    const style = doc.defaultView?.getComputedStyle(bait)
    return (
      !bait.isConnected ||
      bait.offsetHeight === 0 ||
      style?.display === 'none' ||
      style?.visibility === 'hidden'
    )
  } finally {
    bait.remove()
  }
}
