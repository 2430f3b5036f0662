/*
 * The drug cost savings API's answers, read with zod before the widget uses them (it trusts nothing it did
 * not check). zod/mini: the same checks as tree-shakable functions, a few KiB in the browser instead of the
 * whole of zod; imported only by the leaf that loads near the viewport, never by the island's first chunk.
 */
import * as z from 'zod/mini'
import type { CouponResponse, PriceEntry, ShareResponse } from '@/services/pricing/shared'
import type { ReaderLocation } from './drugCostSavings'

// ——— Answers, read with zod ———

const priceEntrySchema = z.object({
  retailer: z.object({
    id: z.string(),
    name: z.string(),
    location: z.object({
      id: z.string(),
      addressLine1: z.string(),
      coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  }),
  price: z.object({ amount: z.number().check(z.nonnegative()), currency: z.literal('USD') }),
  isLowestPrice: z.boolean(),
  pbmId: z.string(),
  distanceMiles: z.optional(z.nullable(z.number())),
})

/** The entries of a `GET /api/optum/prices` answer, or null when it is not one. */
export function parsePrices(body: unknown): PriceEntry[] | null {
  const result = z.object({ data: z.array(priceEntrySchema) }).safeParse(body)
  if (!result.success) return null
  return result.data.data.map((e) => ({ ...e, distanceMiles: e.distanceMiles ?? null }))
}

const lookupSchema = z.object({
  demographics: z.object({
    Latitude: z.number(),
    Longitude: z.number(),
    City: z.optional(z.string()),
    State: z.optional(z.string()),
  }),
})

/** A `GET /api/tip/lookup` answer: coordinates, or null ones when it has errors or is not one (002 §8). */
export function parseZipLookup(body: unknown): Omit<ReaderLocation, 'zip'> {
  const hasErrors = typeof body === 'object' && body !== null && 'errors' in body
  const result = lookupSchema.safeParse(body)
  if (hasErrors || !result.success) return { lat: null, long: null, city: null, state: null, found: false }
  const d = result.data.demographics
  return { lat: d.Latitude, long: d.Longitude, city: d.City ?? null, state: d.State ?? null, found: true }
}

/** `GET /api/drugPricing`: the MSRP, or null. */
export function parseMsrp(body: unknown): number | null {
  const result = z.object({ drugMSRP: z.nullable(z.number().check(z.positive())) }).safeParse(body)
  return result.success ? result.data.drugMSRP : null
}

const codes = { id: z.string(), bin: z.string(), pcn: z.string(), grp: z.string(), uid: z.string() }
const couponSchema = z.object({
  ...codes,
  pricingInformation: z.object({
    drugName: z.string(),
    discountedPrice: z.number(),
    retailPrice: z.nullable(z.number()),
    percentSavings: z.nullable(z.number()),
  }),
  dosageInformation: z.object({ manufacturer: z.string(), dosage: z.string(), quantity: z.string() }),
  couponInformation: z.object(codes),
  retailerInformation: z.object({
    id: z.string(),
    name: z.string(),
    locationId: z.string(),
    addressLine1: z.string(),
    logo: z.object({ imageSrc: z.nullable(z.string()) }),
  }),
})

export function parseCoupon(body: unknown): CouponResponse | null {
  const result = couponSchema.safeParse(body)
  return result.success ? result.data : null
}

const shareSchema = z.union([
  z.object({ success: z.literal(true), data: z.nullable(z.string()) }),
  z.object({ success: z.literal(false), error: z.string(), data: z.null() }),
])

export function parseShare(body: unknown): ShareResponse | null {
  const result = shareSchema.safeParse(body)
  return result.success ? result.data : null
}

/** An error answer's message (`{ error }`), e.g. a 429's, or null. */
export function parseErrorMessage(body: unknown): string | null {
  const result = z.object({ error: z.string().check(z.minLength(1)) }).safeParse(body)
  return result.success ? result.data.error : null
}
