/*
 * The second-page pop-up's rules (placement wBw2ndPagePopup, 002 §4.9): when it may open, and this
 * document's page-view count. Session storage only (this tab), first-party.
 */
import { countPageView, type KeyValueStorage } from './reader'

export const SECOND_PAGE_POPUP = 'wBw2ndPagePopup'
/** The pop-up opens this long after its driver has arrived… */
export const SECOND_PAGE_POPUP_DELAY_MS = 5000
/** …or as soon as the reader has scrolled this share of the page, whichever comes first. */
export const SECOND_PAGE_POPUP_SCROLL_SHARE = 0.25
/** Set in session storage when the pop-up has opened: once per visit (tab). */
export const SECOND_PAGE_POPUP_SHOWN_KEY = 'wr_popup_shown'

/** This page's place among the tab's distinct pages (a reload keeps it; an effect run again changes nothing). */
let counted: { path: string; count: number } | null = null

export function pageViewCount(storage: KeyValueStorage | null, path: string): number {
  if (counted?.path !== path) counted = { path, count: countPageView(storage, path) }
  return counted.count
}

/** Tests: forget this document's count. */
export function resetPageViewCount(): void {
  counted = null
}

/** Whether the pop-up is asked for on this page: the tab's second page view, and not opened yet this visit. */
export function popupEligible(pageViews: number, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (pageViews !== 2) return false
  try {
    return storage?.getItem(SECOND_PAGE_POPUP_SHOWN_KEY) == null
  } catch {
    return true
  }
}

/** How far down the page the reader is, 0 to 1 (0 when the page does not scroll). */
export function scrolledShare(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const max = scrollHeight - viewportHeight
  return max > 0 ? Math.min(1, Math.max(0, scrollY / max)) : 0
}
