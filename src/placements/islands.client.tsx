'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { pageViewCount, popupEligible, SECOND_PAGE_POPUP } from './popup'
import { registerPlacement } from './registry'
import { whenSurveyDue } from './survey/due'
import { parseSurveyCookie } from './survey/rules'

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

/** Dispatched on `window` when the survey card is due (half the article read, or 30 s on the page). */
const SURVEY_DUE_EVENT = 'wellread:survey-due'

/**
 * Whether the survey card's code is needed at once: never for a browser whose survey cookie holds a record (it is
 * not asked for 7 days). Otherwise it waits until the card is due and then wakes the island by its event (true
 * when it is due already: a short article, or a page hydrated late).
 */
function surveyDueNow(): boolean {
  if (parseSurveyCookie(document.cookie)) return false
  let calledBack = false
  let now = false
  whenSurveyDue(() => {
    if (!calledBack) now = true
    else window.dispatchEvent(new Event(SURVEY_DUE_EVENT))
  })
  calledBack = true
  return now
}

/**
 * The survey intercept (issue 30, `survey/SurveyIntercept.client.tsx`): no markup until a reader wins the draw;
 * its code loads only once the card is due, for a browser that has not had a survey in the last 7 days.
 */
export const SurveyIntercept = createDeferredIsland(
  'surveyIntercept',
  () => import('./survey/SurveyIntercept.client').then((m) => m.SurveyIntercept),
  { on: [], wakeOn: [SURVEY_DUE_EVENT], wakeIf: surveyDueNow },
)
