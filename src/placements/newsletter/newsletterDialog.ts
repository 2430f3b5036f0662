/*
 * The header's Subscribe dialog (001 §2, §8; issue 17): what it shows for the state of its placement,
 * `headerNewsletter`. Pure.
 */
import type { PlacementStage } from '@/lib/placements'
import type { MissReason } from '@/placements/report'
import type { DriverView } from '@/services/drivers/shared'

export const HEADER_NEWSLETTER_PLACEMENT = 'headerNewsletter'

/** The site's default newsletter list (site settings → Promotions), as the chrome passes it. */
export type DefaultNewsletterList = { listId: string; name: string }

/** What the dialog shows. */
export type DialogContent =
  | { kind: 'loading' }
  /** The editors' position markers are on: the purple box, not a form. */
  | { kind: 'mock' }
  | { kind: 'driver'; driver: DriverView }
  | { kind: 'fallback'; driver: DriverView }
  /** No driver and no default list: sign-up is unavailable (and the gap is reported). */
  | { kind: 'unavailable' }

/** The site setting's relationship, populated or not, as `{ listId, name }`, or null when unusable. */
export function defaultNewsletterList(value: unknown): DefaultNewsletterList | null {
  if (!value || typeof value !== 'object') return null
  const { listId, name } = value as { listId?: unknown; name?: unknown }
  if (typeof listId !== 'string' || !listId.trim()) return null
  const label = typeof name === 'string' && name.trim() ? name.trim() : 'Our newsletter'
  return { listId: listId.trim(), name: label }
}

/** A driver can be signed up to here: a newsletter sign-up with at least one list. */
export function isUsableNewsletterDriver(driver: DriverView | null): driver is DriverView {
  return driver !== null && driver.driverType === 'newsletter' && driver.lists.length > 0
}

/**
 * The form's driver for the site's default list: the list's name as the headline, its id as the only list,
 * the placement as the source. `_uuid` is empty: no driver, so nothing is counted against one.
 */
export function fallbackNewsletterDriver(list: DefaultNewsletterList): DriverView {
  return {
    _uuid: '',
    driverType: 'newsletter',
    style: 'newsletter',
    articlePlacement: HEADER_NEWSLETTER_PLACEMENT,
    brand: null,
    vendorName: null,
    campaignName: null,
    headline: list.name,
    whisper: 'Free newsletter',
    bodyCopy: 'Get our latest health news and advice in your inbox.',
    image: null,
    vendorLogo: null,
    callToAction: null,
    callToActionURL: null,
    callToActionHexColor: null,
    whisperColor: null,
    secondaryCtaText: null,
    secondaryCtaUrl: null,
    rating: null,
    subscriberNumber: null,
    isLeadGen: false,
    autoOpen: false,
    appleHref: null,
    googleHref: null,
    buttonTeaser: null,
    buttonPhoneNumber: null,
    newsletterLists: [{ id: list.listId, name: list.name }],
    newsletterSource: HEADER_NEWSLETTER_PLACEMENT,
    lists: [list.listId],
    sailthruAccount: null,
    iterableAccount: null,
    includeFeedbackStep: false,
    feedbackTitle: null,
    feedbackDescription: null,
    feedbackSelections: [],
    feedbackCallToAction: null,
    confirmTitle: 'Check your inbox',
    confirmDesc: null,
    confirmCallToAction: null,
    confirmCallToActionURL: null,
    copay: null,
    productId: null,
    productVariantId: null,
    sponsorTracker: null,
    sponsorUrl: null,
    pixelTracker: null,
    ga: null,
    adTagIds: [],
    frequencyCap: null,
  }
}

/**
 * What the dialog shows: a skeleton until the placement is answered; the driver when one filled it (a
 * newsletter sign-up with lists); otherwise (none, an error, or a driver that cannot sign anyone up) the
 * site's default list; and when there is none either, the "unavailable" message.
 */
export function dialogContent(
  state: { stage: PlacementStage; driver: DriverView | null; mock: boolean },
  fallback: DefaultNewsletterList | null,
): DialogContent {
  if (state.mock) return { kind: 'mock' }
  if (state.stage === 'queued' || state.stage === 'loading') return { kind: 'loading' }
  if ((state.stage === 'loaded' || state.stage === 'preloaded') && isUsableNewsletterDriver(state.driver))
    return { kind: 'driver', driver: state.driver }
  if (fallback) return { kind: 'fallback', driver: fallbackNewsletterDriver(fallback) }
  return { kind: 'unavailable' }
}

/**
 * Why the placement is not filled, for its report (`reportPlacement`), or null while it loads or when a
 * usable driver filled it: no driver, the call failed, or a driver that cannot sign anyone up here.
 */
export function missReason(state: {
  stage: PlacementStage
  driver: DriverView | null
  mock: boolean
}): MissReason | null {
  if (state.mock || state.stage === 'queued' || state.stage === 'loading') return null
  if (state.stage === 'error') return 'error'
  if (state.stage === 'not_found' || !state.driver) return 'not_found'
  return isUsableNewsletterDriver(state.driver) ? null : 'unsupported'
}
