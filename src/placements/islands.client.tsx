'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { pageViewCount, popupEligible, SECOND_PAGE_POPUP } from './popup'
import { registerPlacement } from './registry'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Counts this article page among the tab's page views; on the visit's second one, asks for the pop-up's driver
 * with the page's other placements (one drivers request) and says the pop-up's code is needed.
 */
function secondPageOfVisit(): boolean {
  const session = sessionStore()
  if (!popupEligible(pageViewCount(session, window.location.pathname), session)) return false
  registerPlacement(SECOND_PAGE_POPUP, { preload: true }, () => {})
  return true
}

/**
 * The second-page pop-up (placement wBw2ndPagePopup): its code (the dialog, the drivers' renderers) loads only
 * on the visit's second page view, when the browser is idle (ADR 22).
 */
export const SecondPagePopup = createDeferredIsland(
  'secondPagePopup',
  () => import('./SecondPagePopup.client').then((m) => m.SecondPagePopup),
  { on: [], wakeIf: secondPageOfVisit },
)
