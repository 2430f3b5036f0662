/*
 * The copay-only variant's rules (002 §2.1 item 3): it shows only when a driver fills the widget's placement,
 * drugCopay (Promotions → Drivers, kind "Copay offer"). The island asks for it in the browser; these decide
 * what its answer means. Pure, apart from the page's claim on the placement (below). Client-safe and small:
 * the island's first script carries it.
 */
import type { PlacementStage } from '@/lib/placements'
import type { DriverView } from '@/services/drivers/shared'

/** The placement a copay offer fills (`PLACEMENTS` in src/lib/placements.ts). */
export const COPAY_PLACEMENT = 'drugCopay'

/**
 * How long the island waits for the placement's answer once it knows its reader is in the US, holding the
 * widget's space (invisible) meanwhile. Past this the offer counts as not filled for this page view and the
 * prices show: a slow or failing drivers API must never hold the widget. The runtime's own waits fit inside
 * it (25 ms to gather the page's placements, at most 1.5 s for the reader's audiences, then one request).
 * An answer that arrives later is not shown: the widget would change under the reader.
 */
export const COPAY_ANSWER_TIMEOUT_MS = 3_000

/** What the copay variant shows, from its driver. */
export type CopayOffer = {
  /** The driver's headline, else 'Find prescription drug savings'. */
  title: string | null
  /** "pay as little as $X" */
  price: number
  /** "Only $X/mo initially" */
  monthlyPrice: number
  /** The button's words (the driver's call to action). */
  ctaText: string
  /** The button's partner link (the driver's link, its tokens replaced). */
  ctaUrl: string
}

/** The offer a driver carries, or null when it is not a complete copay offer (nothing to show). */
export function copayOfferOf(driver: DriverView | null): CopayOffer | null {
  if (driver?.driverType !== 'copay' || !driver.copay) return null
  const ctaText = driver.callToAction?.trim()
  const ctaUrl = driver.callToActionURL?.trim()
  if (!ctaText || !ctaUrl) return null
  const { title, price, monthlyPrice } = driver.copay
  if (!Number.isFinite(price) || !Number.isFinite(monthlyPrice) || price < 0 || monthlyPrice < 0) return null
  return { title: title?.trim() || null, price, monthlyPrice, ctaText, ctaUrl }
}

/** Why the widget shows its prices rather than an offer. */
export type NoCopayReason =
  /** The engine found no offer for this drug and reader. */
  | 'not_found'
  /** The drivers request failed. */
  | 'error'
  /** No answer within `COPAY_ANSWER_TIMEOUT_MS`. */
  | 'timeout'
  /** The editors' position markers are on: no driver is shown anywhere. */
  | 'mock'
  /** A driver came that is not a complete copay offer. */
  | 'unsupported'
  /** Another drug's widget on this page holds the placement (see `claimCopayPlacement`). */
  | 'otherDrug'
  /** The page runs the rybelsus test: an ad shows in the driver's place (002 §2.1 item 6). */
  | 'adInstead'

/**
 * 002 §2.1 item 6: a test page whose path contains the rybelsus test (`rybelsus-test`, any case) shows an ad
 * in place of the copay driver; the widget does not ask for the driver there.
 */
export function showsAdInsteadOfDriver(path: string): boolean {
  return /rybelsus-test/i.test(path)
}

export type CopayOutcome = { kind: 'filled'; driver: DriverView } | { kind: 'none'; reason: NoCopayReason }

/**
 * What the placement's state means for the widget, or null while it should keep waiting (queued or
 * loading, within the time allowed).
 */
export function copayOutcome(
  state: { stage: PlacementStage; driver: DriverView | null; mock: boolean },
  timedOut: boolean,
): CopayOutcome | null {
  if (state.mock) return { kind: 'none', reason: 'mock' }
  switch (state.stage) {
    case 'loaded':
    case 'preloaded':
      return state.driver && copayOfferOf(state.driver)
        ? { kind: 'filled', driver: state.driver }
        : { kind: 'none', reason: state.driver ? 'unsupported' : 'not_found' }
    case 'not_found':
      return { kind: 'none', reason: 'not_found' }
    case 'error':
      return { kind: 'none', reason: 'error' }
    default:
      return timedOut ? { kind: 'none', reason: 'timeout' } : null
  }
}

/*
 * The runtime asks for a placement once per page view, by name, for one drug (`webContext.drugId`): on a page
 * with widgets for several drugs only one of them can ask, or one drug's offer would show in another drug's
 * widget. The first widget to know its reader (page order: their effects run in it) claims drugCopay for its
 * drug; widgets of the same drug share the answer; widgets of other drugs show their prices. The admin's
 * "who fills a placement" also takes the page's first drug widget.
 */
const claim: { drugId: string | null; holders: number } = { drugId: null, holders: 0 }

/**
 * Claims the page's copay placement for `drugId`: a release function when this drug holds it (the last
 * release frees it), or null when another drug does.
 */
export function claimCopayPlacement(drugId: string): (() => void) | null {
  if (claim.drugId !== null && claim.drugId !== drugId) return null
  claim.drugId = drugId
  claim.holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    claim.holders -= 1
    if (claim.holders === 0) claim.drugId = null
  }
}

/** Tests: forget the page's claim. */
export function resetCopayClaim(): void {
  claim.drugId = null
  claim.holders = 0
}
