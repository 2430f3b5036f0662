/**
 * Presses a reader makes on an island's buttons before the page has hydrated (a slow phone, a busy CPU: the
 * server HTML shows well before React runs). A button of server HTML does nothing on its own, so without
 * this the press would be lost: the reader taps "Menu", nothing opens, and they must tap again.
 *
 * An inline script (`earlyClicksScript.ts`), first in the body, notes such a press on the island's wrapper; the island takes it when
 * it hydrates and makes it again once its code is there (`deferredIsland.tsx`), as it
 * does for a press between hydration and its code. Links, form submits and anything else with a behaviour
 * of its own are left to the browser.
 */

/** The property of an island's wrapper where the inline script keeps the button pressed on it. */
export const EARLY_PRESS = '_wrPress'

/** The button pressed on `island`'s server HTML before it hydrated, if any (taken: asked again, it is gone). */
export function takeEarlyClick(island: Element): Element | null {
  const holder = island as Element & { [EARLY_PRESS]?: Element }
  const pressed = holder[EARLY_PRESS]
  delete holder[EARLY_PRESS]
  return pressed ?? null
}
