import 'server-only'
import { type AnswerKeeping, json, parseQuery, withErrors } from '@/platform/http'
import { log } from '@/platform/log.mjs'
import type { ZipPlace } from '../zip/shared'
import { couponQuerySchema, msrpQuerySchema, pricesQuerySchema, zipLookupQuerySchema } from './schema'
import type {
  CouponResponse,
  MsrpResponse,
  PriceEntry,
  PricesResponse,
  PricingError,
  ZipLookupResponse,
} from './shared'
import { type FormulationSource, type PricingProvider, PricingProviderError } from './types'

/**
 * The drug cost savings API (002 §7), independent of Next.js: validate the query (400 naming the parameter),
 * ask the provider or the dataset, answer JSON with explicit caching. A provider in trouble is a clean answer
 * the widget turns into its view (504 with `timeout: true` for the timed-out view, 502 otherwise), never a
 * 500. Logs name the call and what went wrong, never the drug, dosage, ZIP or coordinates asked about.
 */

/** 002 §8: the coupon API timeout's title; also the price list's timeout message. */
export const TIMEOUT_MESSAGE = 'Our API timed out'
export const PROVIDER_FAILED_MESSAGE = 'Prices are unavailable right now. Please try again in a moment.'
export const COUPON_NOT_FOUND_MESSAGE =
  'No coupon is available for this drug at this pharmacy. Please choose another.'
export const UNKNOWN_ZIP_MESSAGE = 'We could not find this ZIP code. Please check it and try again.'

/**
 * Prices: the same question always gets the same answer and nothing in it depends on who asks, so the
 * reader's browser may reuse it for 5 minutes (a reader going back and forth between dosages). `private`:
 * the query names a drug and a ZIP, and shared caches (a CDN, a proxy) are not given that combination to
 * keep. Five minutes also bounds how long an editor's MSRP change takes to reach an open page.
 */
export const PRICES_CACHE = 'private, max-age=300'
/**
 * How long this server repeats a prices answer to the same query without asking the provider again
 * (src/server/edge/call-answers.mjs); an editor's change to the drug catalog drops it at once (its cache tags).
 */
export const PRICES_EDGE_SECONDS = 60

/** The ZIP dataset ships with the code: a day in the reader's browser; private, as a ZIP says where they are. */
export const ZIP_CACHE = 'private, max-age=86400'
/** The MSRP is catalog data, the same for everyone and free of anything about the reader: shared caches may keep it. */
export const MSRP_CACHE = 'public, max-age=300'

function providerFailure(call: string, error: unknown): Response {
  if (!(error instanceof PricingProviderError)) throw error
  // The error's message is written by our adapters and holds no query values (see types.ts).
  log('pricing').error(`${call}: ${error.kind}: ${error.message}`)
  if (error.kind === 'timeout') {
    const body: PricingError = { error: TIMEOUT_MESSAGE, timeout: true }
    return json(body, { status: 504 })
  }
  const body: PricingError = { error: PROVIDER_FAILED_MESSAGE }
  return json(body, { status: 502 })
}

/**
 * `GET /api/optum/prices?formulationId&quantity&lat&long&zip` → `{ data: PriceEntry[] }`. Without lat and
 * long the ZIP's centre is used; a ZIP the dataset does not know then has no prices (an empty list).
 */
export async function handlePricesRequest(
  request: Request,
  provider: PricingProvider,
  locate: (zip: string) => Promise<ZipPlace | null>,
  keep?: AnswerKeeping,
): Promise<Response> {
  const answered = (body: PricesResponse) => {
    const text = JSON.stringify(body)
    keep?.answer({
      method: 'GET',
      url: request.url,
      answer: text,
      tags: keep.tags,
      maxAgeSeconds: PRICES_EDGE_SECONDS,
    })
    return new Response(text, {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': PRICES_CACHE },
    })
  }
  return withErrors('pricing-prices', async () => {
    const parsed = parseQuery(pricesQuerySchema, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    const { formulationId, quantity, zip } = parsed.value
    let { lat, long } = parsed.value
    if (lat === undefined || long === undefined) {
      const place = await locate(zip)
      if (!place) return answered({ data: [] })
      lat = place.latitude
      long = place.longitude
    }
    let data: PriceEntry[]
    try {
      data = await provider.prices({ formulationId, quantity, lat, long, zip })
    } catch (error) {
      if (error instanceof PricingProviderError && error.kind === 'not-found') data = []
      else return providerFailure('prices', error)
    }
    return answered({ data })
  })
}

/**
 * `GET /api/tip/lookup?zip` → `{ demographics: { Latitude, Longitude, City, State } }`; a ZIP the dataset
 * does not know → 200 `{ errors: [{ message }], demographics: { Latitude: null, Longitude: null } }` (002 §5:
 * the location keeps null coordinates); a malformed ZIP → 400.
 */
export async function handleZipLookupRequest(
  request: Request,
  locate: (zip: string) => Promise<ZipPlace | null>,
): Promise<Response> {
  return withErrors('pricing-zip', async () => {
    const parsed = parseQuery(zipLookupQuerySchema, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    const place = await locate(parsed.value.zip)
    const body: ZipLookupResponse = place
      ? {
          demographics: {
            Latitude: place.latitude,
            Longitude: place.longitude,
            City: place.city,
            State: place.state,
          },
        }
      : { errors: [{ message: UNKNOWN_ZIP_MESSAGE }], demographics: { Latitude: null, Longitude: null } }
    return json(body, { cacheControl: ZIP_CACHE })
  })
}

/** `GET /api/drugPricing?ndc&priceTypeCode=SWD` → `{ drugMSRP }` from the catalog (null when unknown). */
export async function handleMsrpRequest(
  request: Request,
  formulations: FormulationSource,
): Promise<Response> {
  return withErrors('pricing-msrp', async () => {
    const parsed = parseQuery(msrpQuerySchema, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    const formulation = (await formulations()).get(parsed.value.ndc)
    const body: MsrpResponse = { drugMSRP: formulation?.msrp ?? null }
    return json(body, { cacheControl: MSRP_CACHE })
  })
}

/**
 * `GET /api/optum/coupons?…` (002 §7) → the coupon, kept (`save`) so the share call can find it by its id.
 * Never cached: each answer is a coupon issued to the reader. A provider past its time limit → 504
 * `{ error: 'Our API timed out', timeout: true }`; a formulation or pharmacy it does not know → 404.
 */
export async function handleCouponRequest(
  request: Request,
  provider: PricingProvider,
  save: (coupon: CouponResponse) => Promise<void>,
): Promise<Response> {
  return withErrors('pricing-coupon', async () => {
    const parsed = parseQuery(couponQuerySchema, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    let coupon: CouponResponse
    try {
      coupon = await provider.coupon(parsed.value)
    } catch (error) {
      if (error instanceof PricingProviderError && error.kind === 'not-found') {
        const body: PricingError = { error: COUPON_NOT_FOUND_MESSAGE }
        return json(body, { status: 404 })
      }
      return providerFailure('coupon', error)
    }
    await save(coupon)
    return json(coupon)
  })
}
