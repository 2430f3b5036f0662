/**
 * The hook the consent (privacy banner) code uses to hide the announcement bar while the privacy banner
 * shows (001 §4 "Announcement bar": "Hidden while a privacy banner shows").
 *
 * Two equivalent ways, pick whichever fits the banner:
 *
 * 1. Call `setPrivacyBannerVisible(true)` when the banner opens and `setPrivacyBannerVisible(false)` when the
 *    reader has made a choice. It sets / removes `data-privacy-banner="visible"` on <html>.
 * 2. Put `data-privacy-banner="visible"` (`PRIVACY_BANNER_ATTRIBUTE` / `PRIVACY_BANNER_VISIBLE`) on the banner's
 *    own root element. The bar's CSS hides it while any element carrying that attribute is in the page
 *    (`:has()`), so a banner rendered on the server hides the bar with no script at all.
 *
 * To keep the page from shifting, decide before first paint: render the banner on the server (way 2), or
 * call `setPrivacyBannerVisible(true)` from an inline script in <head> / at the start of <body>. Calling it
 * after the page has painted makes the bar disappear under the reader's eyes (a layout shift), unless it
 * happens in response to the reader's own input.
 *
 * After a reader asked again (the policy version rose) has chosen, call `markPrivacyUpdated(version)`: the
 * bar shows its privacy-updated variant to that reader, on this page and the next, until they dismiss it
 * (see `dismissal.ts`).
 */

export { markPrivacyUpdated } from './dismissal'

export const PRIVACY_BANNER_ATTRIBUTE = 'data-privacy-banner'
export const PRIVACY_BANNER_VISIBLE = 'visible'

/** Marks (or unmarks) <html> as showing the privacy banner; the announcement bar hides while it is marked. */
export function setPrivacyBannerVisible(
  visible: boolean,
  root: HTMLElement = document.documentElement,
): void {
  if (visible) root.setAttribute(PRIVACY_BANNER_ATTRIBUTE, PRIVACY_BANNER_VISIBLE)
  else root.removeAttribute(PRIVACY_BANNER_ATTRIBUTE)
}

/** Whether <html> is marked as showing the privacy banner. */
export function isPrivacyBannerVisible(root: HTMLElement = document.documentElement): boolean {
  return root.getAttribute(PRIVACY_BANNER_ATTRIBUTE) === PRIVACY_BANNER_VISIBLE
}
