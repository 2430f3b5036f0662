/**
 * The drug cost savings API's query strings (002 §7), validated with zod at the HTTP boundary. Every refusal
 * names the parameter and says what is wrong, so the widget's developer (or anyone calling the API) can fix
 * the call: `parseQuery` prefixes the parameter's name ("zip: must be exactly 5 digits, such as 47201").
 */
import { z } from 'zod'
import { PRICE_TYPE_CODE } from './shared'

/** The most a quantity may be (a year of a four-times-daily medicine is under 1,500 units). */
export const MAX_QUANTITY = 10_000
/** The most a price in a coupon request may be, in dollars. */
export const MAX_PRICE = 100_000

/** A parameter that must be present: "is required" names it when absent (query values are always text). */
const required = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `is required: ${what}` : `must be ${what}`) })

/**
 * A formulation: an NDC (digits, optionally in dash-separated groups, e.g. 00071-0155-23) or a catalog slug
 * (lower-case letters, digits and dashes, e.g. atorvastatin-20mg-tablet), 1–40 characters.
 */
export const FORMULATION_ID = /^(?:\d+(?:-\d+)*|[a-z0-9]+(?:-[a-z0-9]+)*)$/
const FORMULATION_WHAT = 'an NDC such as 00071-0155-23 or a drug formulation id, at most 40 characters'
const formulationId = required(FORMULATION_WHAT)
  .max(40, `must be ${FORMULATION_WHAT}`)
  .regex(FORMULATION_ID, `must be ${FORMULATION_WHAT}`)

const ZIP_WHAT = 'a US ZIP code of exactly 5 digits, such as 47201'
const zip = required(ZIP_WHAT).regex(/^\d{5}$/, `must be exactly 5 digits, such as 47201`)

/** A plain decimal number as text: no exponents, hex, spaces or signs beyond a leading minus. */
const DECIMAL = /^-?\d{1,7}(?:\.\d{1,12})?$/
const decimal = (what: string, min: number, max: number, { exclusiveMin = false } = {}) =>
  required(what)
    .regex(DECIMAL, `must be ${what}`)
    .transform(Number)
    .pipe(
      z.number().refine((n) => (exclusiveMin ? n > min : n >= min) && n <= max, { error: `must be ${what}` }),
    )

const QUANTITY_WHAT = `a number of units greater than 0 and at most ${MAX_QUANTITY.toLocaleString('en-US')}, such as 30`
const LAT_WHAT = 'a latitude from -90 to 90, such as 39.126564'
const LONG_WHAT = 'a longitude from -180 to 180, such as -85.971322'

/**
 * An optional coordinate: absent or empty means "not known" (002 §5: a ZIP the lookup does not know leaves
 * latitude and longitude null), in which case the ZIP's own centre is used.
 */
const optionalCoordinate = (what: string, limit: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), decimal(what, -limit, limit).optional())

/** `GET /api/optum/prices?formulationId&quantity&lat&long&zip` */
export const pricesQuerySchema = z
  .object({
    formulationId,
    quantity: decimal(QUANTITY_WHAT, 0, MAX_QUANTITY, { exclusiveMin: true }),
    lat: optionalCoordinate(LAT_WHAT, 90),
    long: optionalCoordinate(LONG_WHAT, 180),
    zip,
  })
  .refine((q) => (q.lat === undefined) === (q.long === undefined), {
    error: 'lat and long go together: send both, or neither to use the ZIP code’s centre',
    path: ['lat'],
  })

export type PricesQuery = z.output<typeof pricesQuerySchema>

/** `GET /api/tip/lookup?zip` */
export const zipLookupQuerySchema = z.object({ zip })

/** `GET /api/drugPricing?ndc&priceTypeCode=SWD` */
export const msrpQuerySchema = z.object({
  ndc: formulationId,
  priceTypeCode: required(`the price type code ${PRICE_TYPE_CODE}`).refine(
    (code) => code === PRICE_TYPE_CODE,
    {
      error: `must be ${PRICE_TYPE_CODE} (the only price type this API answers)`,
    },
  ),
})

/**
 * Free text a coupon shows (drug name, dosage, pharmacy name): printable, without control characters or
 * angle brackets, trimmed. It ends up in emails, text messages and wallet passes, so nothing that could be
 * read as markup or break a line is let in.
 */
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u
const text = (what: string, max: number) =>
  required(what)
    .trim()
    .min(1, `is required: ${what}`)
    .max(max, `must be at most ${max} characters`)
    .regex(PLAIN_TEXT, 'must be plain text, without control characters or < >')

/** Ids the provider handed out (chain, store, pharmacy benefit manager, drug document). */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/
const id = (what: string, max = 80) =>
  required(what).max(max, `must be at most ${max} characters`).regex(ID, `must be ${what}`)
const optionalId = (what: string, max = 80) =>
  z.preprocess((v) => (v === '' ? undefined : v), id(what, max).optional())

/** Dollars and cents as text: "12.34", "12", "12.3". */
const MONEY = /^\d{1,6}(?:\.\d{1,2})?$/
const money = (what: string) =>
  required(what)
    .regex(MONEY, `must be ${what}`)
    .transform(Number)
    .pipe(z.number().refine((n) => n > 0 && n <= MAX_PRICE, { error: `must be ${what}` }))
const PRICE_WHAT = `an amount in dollars greater than 0 and at most ${MAX_PRICE.toLocaleString('en-US')}, such as 12.34`

/**
 * `GET /api/optum/coupons`: the pharmacy the reader picked and the drug as the card showed it (002 §7).
 * Required: what the coupon prints (formulation, drug, dosage, quantity, pharmacy, its store and the price).
 * Optional: ids the spec's client sends but this site does not need to issue a coupon (drug document, slug,
 * NDC, which is the formulation id again, the high price, currency and pharmacy benefit manager).
 */
export const couponQuerySchema = z
  .object({
    formulationId,
    drugId: optionalId('a drug id (letters, digits, _ . : -)', 64),
    drugName: text('the drug’s name, such as Atorvastatin', 120),
    drugUrlSlug: z.preprocess(
      (v) => (v === '' ? undefined : v),
      id('a drug page slug such as atorvastatin', 120)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a drug page slug such as atorvastatin')
        .optional(),
    ),
    dosageDisplay: text('the dosage as shown, such as 20mg', 80),
    quantityDisplay: text('the quantity as shown, such as 30 tablets', 80),
    ndc: z.preprocess((v) => (v === '' ? undefined : v), formulationId.optional()),
    locationId: id('the pharmacy location id from the price list'),
    retailerId: id('the pharmacy id from the price list', 64),
    retailerName: text('the pharmacy’s name', 120),
    lowPriceAmount: money(PRICE_WHAT),
    highPriceAmount: z.preprocess((v) => (v === '' ? undefined : v), money(PRICE_WHAT).optional()),
    priceCurrency: z.preprocess(
      (v) => (v === '' || v === undefined ? 'USD' : v),
      z.literal('USD', { error: 'must be USD (prices are in US dollars)' }),
    ),
    pbmId: optionalId('the pharmacy benefit manager id from the price list', 64),
  })
  .refine((q) => q.ndc === undefined || q.ndc === q.formulationId, {
    error: 'must be the same as formulationId (the NDC of the drug the card shows)',
    path: ['ndc'],
  })

export type CouponQuery = z.output<typeof couponQuerySchema>
