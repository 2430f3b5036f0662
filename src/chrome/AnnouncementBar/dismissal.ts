/**
 * Announcement dismissal (001 §4 "Announcement bar", §9 "Announcement dismissal 14 days").
 *
 * The dismissal lives in the reader's browser (localStorage), which the server cannot read, and pages are
 * cached and shared by every reader. So the bar is always in the server HTML, and a tiny inline script
 * (`bootScriptSource`) runs before the bar is parsed: when the reader dismissed this very bar less than
 * 14 days ago it sets `data-announcement="dismissed"` on <html>, and CSS hides the bar. The bar is therefore
 * never painted and then removed: no flash, no layout shift.
 *
 * This module is imported by the client leaf, so it stays tiny and free of server-only code.
 */

/** 14 days in milliseconds (001 §9). */
export const DISMISS_MS = 1_209_600_000

/** Prefix of the localStorage keys; the full key adds the bar's content hash (see `storageKey`). */
export const STORAGE_KEY_PREFIX = 'wellread:announcement-dismissed:'

/** The attribute the boot script and the dismiss button set on <html>; CSS hides the bar while it is present. */
export const DISMISSED_ATTRIBUTE = 'data-announcement'
export const DISMISSED_VALUE = 'dismissed'

/** The attribute on the boot script that carries the bar's storage key. */
export const KEY_ATTRIBUTE = 'data-announcement-key'

/** The first-party event dispatched on window when a reader dismisses the bar. */
export const DISMISSED_EVENT = 'wellread:announcement-dismissed'

/**
 * The privacy-updated bar for one reader (issue 18): when the privacy banner asked a reader again because the
 * policy version rose, and they chose, the banner stores the version under `PRIVACY_UPDATED_KEY`. While it is
 * there and the reader has not dismissed that bar (`PRIVACY_UPDATED_DISMISSAL_KEY`, the usual 14 days), the
 * boot script sets `data-announcement-variant="privacyUpdated"` on <html>, and CSS shows the privacy-updated
 * bar (in the server HTML of every page with an announcement, hidden) in place of the announcement.
 * Dismissing it also removes the marker: it stays gone until the reader is asked again.
 */
export const PRIVACY_UPDATED_KEY = 'wellread:privacy-updated'
export const PRIVACY_UPDATED_DISMISSAL_KEY = `${STORAGE_KEY_PREFIX}privacy-updated`
export const VARIANT_ATTRIBUTE = 'data-announcement-variant'
export const PRIVACY_UPDATED_VARIANT = 'privacyUpdated'

/**
 * Whether a stored dismissal time still hides the bar at `now`: it must be a whole number of milliseconds
 * (what `Date.now()` wrote) no later than `now` and less than `dismissMs` before it. Garbage, NaN, negative
 * and future values count as "not dismissed", so a corrupted or tampered entry can only make the bar show.
 *
 * Self-contained on purpose (no reference to anything outside the function): its source is inlined in the
 * boot script.
 */
export function isDismissedFor(storedValue: unknown, now: number, dismissMs: number): boolean {
  if (typeof storedValue !== 'string' || !/^\d{1,15}$/.test(storedValue)) return false
  const age = now - Number(storedValue)
  return age >= 0 && age < dismissMs
}

/** Whether a stored dismissal time hides the bar at `now` (within the last 14 days). */
export function isDismissed(storedValue: unknown, now: number): boolean {
  return isDismissedFor(storedValue, now, DISMISS_MS)
}

/**
 * The boot logic: first the privacy-updated bar of a reader the privacy banner asked again (a stored policy
 * version and no recent dismissal of that bar: `<html data-announcement-variant="privacyUpdated">`); else
 * reads the key from the boot script's data attribute, looks up the stored dismissal and marks <html> when it
 * still holds. Never throws (localStorage may be blocked or full of garbage).
 *
 * Self-contained on purpose: `bootScriptSource` inlines its source, and the helpers and keys arrive as
 * arguments.
 */
export function bootAnnouncementBar(
  doc: Document,
  now: number,
  dismissed: (storedValue: unknown, now: number, dismissMs: number) => boolean,
  dismissMs: number,
  updatedKey?: string,
  updatedDismissalKey?: string,
): void {
  try {
    const view = doc.defaultView
    if (!view) return
    const storage = view.localStorage
    if (
      updatedKey &&
      updatedDismissalKey &&
      /^[1-9]\d{0,5}$/.test(storage.getItem(updatedKey) || '') &&
      !dismissed(storage.getItem(updatedDismissalKey), now, dismissMs)
    ) {
      doc.documentElement.setAttribute('data-announcement-variant', 'privacyUpdated')
      return
    }
    const script = doc.currentScript || doc.querySelector('script[data-announcement-key]')
    const key = script?.getAttribute('data-announcement-key')
    if (key && dismissed(storage.getItem(key), now, dismissMs)) {
      doc.documentElement.setAttribute('data-announcement', 'dismissed')
    }
  } catch {
    // localStorage blocked (privacy mode, sandboxed frame): the bar simply shows.
  }
}

/**
 * The inline boot script: the two functions above, serialised, called with the document, the current time,
 * the 14-day window and the privacy-updated keys. It contains no content at all; the bar's key travels in the
 * script's `data-announcement-key` attribute, which React escapes like any attribute.
 */
export function bootScriptSource(): string {
  const keys = [PRIVACY_UPDATED_KEY, PRIVACY_UPDATED_DISMISSAL_KEY].map((k) => JSON.stringify(k)).join(',')
  return `(${bootAnnouncementBar.toString()})(document,Date.now(),${isDismissedFor.toString()},${DISMISS_MS},${keys})`
}

/**
 * What the privacy banner does when a reader it asked again (the policy version rose) has chosen: stores the
 * version, forgets an earlier dismissal of the privacy-updated bar, and shows that bar at once (the reader
 * just acted, so nothing moves unasked). Storage failures are tolerated: the bar shows for this page only.
 */
export function markPrivacyUpdated(version: number, win: Window = window): void {
  try {
    win.localStorage.setItem(PRIVACY_UPDATED_KEY, String(version))
    win.localStorage.removeItem(PRIVACY_UPDATED_DISMISSAL_KEY)
  } catch {
    // Blocked storage: shown for this page view only.
  }
  win.document.documentElement.setAttribute(VARIANT_ATTRIBUTE, PRIVACY_UPDATED_VARIANT)
}

/** Dismissing the privacy-updated bar of a reader asked again: it stays gone until they are asked again. */
export function forgetPrivacyUpdated(win: Window = window): void {
  try {
    win.localStorage.removeItem(PRIVACY_UPDATED_KEY)
  } catch {
    // Blocked storage: the dismissal (14 days) still hides it, when it could be stored.
  }
}

/**
 * What the dismiss button does: records the time under the bar's key, hides the bar at once via the <html>
 * attribute, and tells first-party listeners (metrics) which campaign was dismissed. Storage failures are
 * tolerated: the bar still hides for this page view.
 */
export function recordDismissal(
  { storageKey, campaignName }: { storageKey: string; campaignName: string },
  win: Window = window,
  now: number = Date.now(),
): void {
  try {
    const storage = win.localStorage
    // Keys differ per announcement, so tidy up: drop other bars' entries that no longer hide anything.
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i)
      if (key?.startsWith(STORAGE_KEY_PREFIX) && !isDismissed(storage.getItem(key), now)) {
        storage.removeItem(key)
      }
    }
    storage.setItem(storageKey, String(now))
  } catch {
    // Blocked or full storage: hide for now; the bar shows again on the next page.
  }
  win.document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, DISMISSED_VALUE)
  win.dispatchEvent(new CustomEvent(DISMISSED_EVENT, { detail: { campaignName } }))
}
