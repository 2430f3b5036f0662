/*
 * The drivers call as the browser uses it (002 §3.9, §7): `POST /api/drivers/v4{path}` with the page's
 * targeting, answered with `placementDrivers`, each placement's driver (what the browser renders) or null.
 * Client-safe and small: types and constants only (the request's zod schema is `schema.ts`, server side).
 */
import type { DeviceType, DriverStyle, DriverType, PlacementName } from '@/lib/promotions'

export { DRIVERS_API, PROFILE_API } from '@/lib/promotions'

export type DriverImage = { src: string; alt: string; width: number; height: number; srcSet?: string }

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
  feedback: {
    title: string
    description: string | null
    selections: FeedbackSelection[]
    callToAction: string
  } | null
  confirmation: {
    title: string
    description: string | null
    callToAction: string | null
    callToActionURL: string | null
  }
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
