/*
 * The drug cost savings API (002 §7) as the browser uses it: paths, query names and answer shapes, and the
 * spec's constants the API shares with its clients (002 §9). Plain TypeScript, no zod (this module ships to
 * the widget's client leaf); the server validates with `schema.ts`. Keep paths, parameter names and shapes
 * exactly: a client written against the spec must work unchanged. The widget's own UI constants (page size,
 * delays, text limits) live in its folder: `src/widgets/DrugCostSavings/constants.ts`.
 */

export const PRICING_ENDPOINTS = {
  /** GET ?formulationId&quantity&lat&long&zip → { data: PriceEntry[] } */
  prices: '/api/optum/prices',
  /** GET ?zip → { demographics: { Latitude, Longitude } } or { errors, demographics: { Latitude: null, … } } */
  zipLookup: '/api/tip/lookup',
  /** GET ?ndc&priceTypeCode=SWD → { drugMSRP } */
  msrp: '/api/drugPricing',
  /** GET ?formulationId&drugId&drugName&drugUrlSlug&dosageDisplay&quantityDisplay&ndc&locationId&retailerId&retailerName&lowPriceAmount&highPriceAmount&priceCurrency&pbmId → Coupon */
  coupon: '/api/optum/coupons',
  /** POST { token, couponID, sendType, email? | phoneNumber? | platform? } → { success, data } */
  share: '/api/optum-coupon-info-share',
  /** GET → a proof-of-work challenge for the share call's bot check (self-hosted; no third party). */
  botCheck: '/api/bot-check/challenge',
} as const

/** 002 §9: the price type `GET /api/drugPricing` asks for. */
export const PRICE_TYPE_CODE = 'SWD'
/** The provider's answer time limit; past it the widget shows the timed-out view. */
export const PROVIDER_TIMEOUT_MS = 5_000

/** One pharmacy's price (002 §3.2). */
export type PriceEntry = {
  retailer: {
    /** The chain's id (for its logo and the coupon call). */
    id: string
    name: string
    location: {
      id: string
      addressLine1: string
      coordinates: { latitude: number; longitude: number }
    }
  }
  price: { amount: number; currency: 'USD' }
  isLowestPrice: boolean
  /** The pharmacy benefit manager's id, passed to the coupon call. */
  pbmId: string
  /** Miles from the ZIP the prices were asked for (this site's addition: shown on each card). */
  distanceMiles: number | null
}

/** `GET /api/optum/prices` */
export type PricesResponse = { data: PriceEntry[] }

/** `GET /api/tip/lookup` */
export type ZipLookupResponse =
  | { demographics: { Latitude: number; Longitude: number; City?: string; State?: string } }
  | { errors: { message: string }[]; demographics: { Latitude: null; Longitude: null } }

/** `GET /api/drugPricing` */
export type MsrpResponse = { drugMSRP: number | null }

/**
 * `GET /api/optum/coupons`: the spec's flat couponInformation (id, bin, pcn, grp, uid: 002 §7) plus the rest
 * of the coupon as the modal shows it (002 §3.3). A client reading only the flat fields works unchanged.
 */
export type CouponResponse = {
  id: string
  bin: string
  pcn: string
  grp: string
  uid: string
  pricingInformation: {
    drugName: string
    /** e.g. 12.34 */
    discountedPrice: number
    /** MSRP × quantity, or null when unknown */
    retailPrice: number | null
    /** floor(100 − price / retail × 100), or null without a retail price */
    percentSavings: number | null
  }
  dosageInformation: { manufacturer: string; dosage: string; quantity: string }
  couponInformation: { id: string; bin: string; pcn: string; grp: string; uid: string }
  retailerInformation: {
    id: string
    name: string
    locationId: string
    addressLine1: string
    logo: { imageSrc: string | null }
  }
}

export type ShareSendType = 'email' | 'textMessage' | 'wallet'
export type WalletPlatform = 'Android' | 'iOS'

/** `POST /api/optum-coupon-info-share` */
export type ShareRequest = {
  /** The solved proof-of-work challenge (bot check). */
  token: string
  couponID: string
  sendType: ShareSendType
  email?: string
  phoneNumber?: string
  platform?: WalletPlatform
}

/**
 * The answer: Android wallet → `data` is the save link (opened in a new tab); iOS wallet → the pass bytes
 * (base64 in JSON; the browser saves them as a .pkpass file); email and text → `data` is null.
 */
export type ShareResponse =
  | { success: true; data: string | null }
  | { success: false; error: string; data: null }

/** An error answer of any of these calls: a message, and for a provider past its time limit, `timeout`. */
export type PricingError = { error: string; timeout?: boolean }

/**
 * One formulation (NDC) of a drug as the server knows it from the `drugs` collection: what the pricing
 * providers, `/api/drugPricing` and the coupon need. Built by `src/cms/drugCatalog.ts`.
 */
export type FormulationInfo = {
  formulationId: string
  /** The drug document's id. */
  drugId: string
  /** The drug's display name, e.g. "Atorvastatin". */
  drugName: string
  /** The manufacturer entry's name, e.g. "Lipitor (brand)" or "Atorvastatin (generic)". */
  manufacturer: string
  drugType: 'brand' | 'generic'
  drugSlug: string
  form: string
  dosage: string
  /** Retail list price per unit (MSRP), when the editor entered one. */
  msrp: number | null
}

/** The drug as the widget receives it from the page (002 §3.1); built on the server from the CMS. */
export type DrugDosage = {
  dosage: string
  formulationId: string
  /** Retail list price per unit (the MSRP), when known. */
  msrp: number | null
  commonQuantities: { display: string; value: number }[]
}
export type DrugOption = { form: string; dossages: DrugDosage[] }
export type DrugManufacturer = {
  name: string
  drugType: 'brand' | 'generic'
  drugSlug: string
  options: DrugOption[]
}
export type DrugSelection = {
  name: string
  form: string
  dosage: string
  formulationId: string
  quantity: { display: string; value: number }
  drugSlug: string
  drugMSRP: number | null
}
export type DrugWidgetData = {
  id: string
  name: string
  manufacturers: DrugManufacturer[]
  defaultSelection: DrugSelection
}
