/*
 * The drivers call as the browser uses it (002 §3.9, §7): `POST /api/drivers/v4{path}` with the page's
 * targeting, answered with `placementDrivers`, each placement's driver (what the browser renders) or null.
 * Also what a driver is, how it looks and who it is for (the model the CMS, the engine and the browser share). Client-safe and small: types and constants only (the request's zod schema is `schema.ts`, server side).
 */

import type { ImageVariant } from '@/lib/images'
import type { DeviceType, PlacementName } from '@/lib/placements'

/** What a driver is; each type shows its own fields in the admin. */
export const DRIVER_TYPES = [
  { value: 'newsletter', label: 'Newsletter sign-up' },
  { value: 'download', label: 'Download' },
  { value: 'quiz', label: 'Quiz' },
  { value: 'video', label: 'Video' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'copay', label: 'Copay offer (drug cost savings widget)' },
  { value: 'calculator', label: 'Calculator' },
  { value: 'banner', label: 'Banner' },
  { value: 'appDownload', label: 'App download' },
  { value: 'phone', label: 'Phone call button' },
] as const
export type DriverType = (typeof DRIVER_TYPES)[number]['value']
export const DRIVER_TYPE_VALUES = DRIVER_TYPES.map((t) => t.value) as [DriverType, ...DriverType[]]

/**
 * How a driver looks, which is also the space its placement reserves before it arrives (so nothing shifts):
 * `banner` a one-line strip, `card` picture, text and button, `newsletter` a sign-up form.
 */
export const DRIVER_STYLES = [
  { value: 'banner', label: 'Banner (a strip: headline and button)' },
  { value: 'card', label: 'Card (picture, text and button)' },
  { value: 'newsletter', label: 'Sign-up form' },
] as const
export type DriverStyle = (typeof DRIVER_STYLES)[number]['value']
export const DRIVER_STYLE_VALUES = DRIVER_STYLES.map((s) => s.value) as [DriverStyle, ...DriverStyle[]]

/** The style a driver type takes unless the editor picks another. */
export function defaultStyleFor(type: DriverType): DriverStyle {
  if (type === 'newsletter') return 'newsletter'
  if (type === 'banner' || type === 'phone') return 'banner'
  return 'card'
}

/**
 * Audiences, from first-party signals only (`GET /api/cdp/profile/v3`): what this site itself knows of a
 * browser, never a third party's profile and never what the reader read.
 */
export const AUDIENCES = [
  { value: 'new-readers', label: 'New readers (first visit on this browser)' },
  { value: 'returning-readers', label: 'Returning readers (visited before)' },
  { value: 'newsletter-subscribers', label: 'Newsletter subscribers (confirmed on this browser)' },
  { value: 'not-newsletter-subscribers', label: 'Not newsletter subscribers' },
  { value: 'us-readers', label: 'Readers in the United States' },
  { value: 'non-us-readers', label: 'Readers outside the United States' },
] as const
export type Audience = (typeof AUDIENCES)[number]['value']
export const AUDIENCE_VALUES = AUDIENCES.map((a) => a.value) as [Audience, ...Audience[]]

/**
 * The first-party cookies behind the audiences (`GET /api/cdp/profile/v3` reads them): `subscriber` is set
 * when a reader confirms a newsletter subscription on this browser, `firstSeen` (the first visit, in ms since
 * the epoch) by the placement runtime.
 */
export const PROFILE_COOKIES = { subscriber: 'wr_nl', firstSeen: 'wr_seen' } as const

/** The API path: `POST /api/drivers/v4{path}` where `{path}` is the page's path. */
export const DRIVERS_API = '/api/drivers/v4'
export const PROFILE_API = '/api/cdp/profile/v3'

/** Bounds an editor can set. */
export const PRIORITY_MAX = 100
export const WEIGHT_MAX = 1000
export const FREQUENCY_CAP_MAX = 50
export const FREQUENCY_DAYS_MAX = 365

export type DriverImage = {
  src: string
  alt: string
  width: number
  height: number
  srcSet?: string
  /** The image proxy's signed widths (issue 31): signed while the server builds the view, sent with it. */
  variants?: ImageVariant[]
}

/** One choice in a sign-up's optional feedback step. */
export type FeedbackSelection = { label: string; value: string }

/** A driver as the browser receives it: every field of 001 §3 a reader can see or that tracking needs. */
export type DriverView = {
  _uuid: string
  driverType: DriverType
  style: DriverStyle
  articlePlacement: PlacementName
  brand: string | null
  vendorName: string | null
  campaignName: string | null
  headline: string
  whisper: string | null
  /** Plain text; paragraphs split on blank lines. */
  bodyCopy: string | null
  image: DriverImage | null
  vendorLogo: DriverImage | null
  callToAction: string | null
  callToActionURL: string | null
  callToActionHexColor: string | null
  whisperColor: string | null
  secondaryCtaText: string | null
  secondaryCtaUrl: string | null
  rating: number | null
  subscriberNumber: number | null
  isLeadGen: boolean
  autoOpen: boolean
  appleHref: string | null
  googleHref: string | null
  buttonTeaser: string | null
  buttonPhoneNumber: string | null
  /** Newsletter sign-ups: the lists (their ids at the mail provider) and the source recorded with them. */
  newsletterLists: { id: string; name: string }[]
  newsletterSource: string | null
  lists: string[]
  sailthruAccount: string | null
  iterableAccount: string | null
  /**
   * The sign-up's optional feedback step, flat as 001 §3 names it. `includeFeedbackStep` is true only when the
   * step can be shown (a title and at least two choices); `feedbackStepOf` gives the form its nested view.
   */
  includeFeedbackStep: boolean
  feedbackTitle: string | null
  feedbackDescription: string | null
  feedbackSelections: FeedbackSelection[]
  feedbackCallToAction: string | null
  /** The sign-up's confirmation step (001 §3), with the CMS's defaults filled in; `confirmationOf` nests it. */
  confirmTitle: string
  confirmDesc: string | null
  confirmCallToAction: string | null
  confirmCallToActionURL: string | null
  /** Copay offers (placement drugCopay). */
  copay: { title: string | null; price: number; monthlyPrice: number } | null
  productId: string | null
  productVariantId: string | null
  sponsorTracker: string | null
  sponsorUrl: string | null
  pixelTracker: string | null
  ga: string | null
  adTagIds: string[]
  frequencyCap: { count: number; days: number } | null
}

/** The feedback step as the sign-up form uses it. */
export type FeedbackStep = {
  title: string
  description: string | null
  selections: FeedbackSelection[]
  callToAction: string
}

type FeedbackFields = Pick<
  DriverView,
  | 'includeFeedbackStep'
  | 'feedbackTitle'
  | 'feedbackDescription'
  | 'feedbackSelections'
  | 'feedbackCallToAction'
>

/** The driver's feedback step, nested, or null when it has none (or one that cannot be shown). */
export function feedbackStepOf(driver: FeedbackFields): FeedbackStep | null {
  if (!driver.includeFeedbackStep || !driver.feedbackTitle || driver.feedbackSelections.length < 2)
    return null
  return {
    title: driver.feedbackTitle,
    description: driver.feedbackDescription,
    selections: driver.feedbackSelections,
    callToAction: driver.feedbackCallToAction ?? 'Continue',
  }
}

/** The confirmation step as the sign-up form uses it. */
export type ConfirmationStep = {
  title: string
  description: string | null
  callToAction: string | null
  callToActionURL: string | null
}

/** The driver's confirmation step, nested. */
export function confirmationOf(
  driver: Pick<DriverView, 'confirmTitle' | 'confirmDesc' | 'confirmCallToAction' | 'confirmCallToActionURL'>,
): ConfirmationStep {
  return {
    title: driver.confirmTitle,
    description: driver.confirmDesc,
    callToAction: driver.confirmCallToAction,
    callToActionURL: driver.confirmCallToActionURL,
  }
}

/** The answer: each requested placement with its driver or null (not filled). */
/** The request body of 002 §3.9 as the browser builds it (`schema.ts` validates it on the server). */
export type DriverRequest = {
  k1?: string | null
  kMetas?: string[]
  pageType?: string | null
  categorySlugs?: string[]
  articlePlacements: string[]
  profile?: { audiences?: string[]; bucket?: number; cappedDrivers?: string[] }
  deviceType?: DeviceType | null
  mobileOS?: 'ios' | 'android' | 'other' | null
  msiteID?: string | null
  webContext?: {
    section?: string | null
    placementStyles?: Record<string, DriverStyle>
    drugId?: string | null
  }
  cesData?: { metaDescription?: string | null; mpdTags?: string[] } | null
  excludeVideos?: boolean
}

export type DriverResponse = { placementDrivers: Record<string, DriverView | null> }

/** `GET /api/cdp/profile/v3` */
export type ProfileResponse = { audiences: string[] }
