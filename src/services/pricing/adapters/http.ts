/**
 * The HTTP pricing provider (`PRICING_ADAPTER=http`): a prescription discount-card API.
 *
 * Base URL `PRICING_API_URL`, key `PRICING_API_KEY` (sent as `authorization: Bearer <key>`), time limit
 * `PRICING_TIMEOUT_MS` (default 5000) for the whole exchange, answers validated with zod. The API this
 * adapter speaks (a provider with another shape gets its own adapter, or a small proxy):
 *
 *   GET {base}/prices?ndc=<formulation>&quantity=<n>&lat=<lat>&long=<long>&zip=<zip>
 *     200 → { "prices": [ {
 *             "pharmacy": { "chainId": "…", "name": "…", "locationId": "…", "address": "…",
 *                           "latitude": 39.2, "longitude": -85.9 },
 *             "price": { "amount": 12.34, "currency": "USD" },   // currency optional, USD only
 *             "pbmId": "…" } ] }
 *     404 → the API does not price this formulation (an empty list here)
 *
 *   POST {base}/coupons   (JSON)
 *     { "ndc", "drugName", "dosage", "quantity", "pbmId"?,
 *       "pharmacy": { "chainId", "locationId", "name" }, "price": { "amount", "currency": "USD" } }
 *     200/201 → { "coupon": { "id", "bin", "pcn", "group", "memberId" },
 *                 "price"?: { "amount", "retailAmount"? },
 *                 "pharmacy"?: { "address"?, "logoUrl"? } }
 *     404 → no coupon for this formulation at this pharmacy
 *
 * Failures become a `PricingProviderError`: past the time limit 'timeout'; unreachable or a non-2xx status
 * 'upstream'; a body that is not JSON or not this shape 'invalid-response'; 404 'not-found'. Nothing thrown
 * here carries the request's values (drug, dosage, ZIP): the handlers log these errors.
 *
 * Only formulations the site lists are asked about: the API is never a free lookup for any NDC, and nothing
 * the site does not show a reader is sent.
 */
import 'server-only'
import { z } from 'zod'
import { addressFor } from '@/content/image'
import { readBodyWithin } from '@/platform/http'
import { distanceMiles } from '../../zip/distance'
import { couponResponse, leadingQuantity, rankPrices, retailPrice, roundCents } from '../rules'
import type { CouponResponse, PriceEntry } from '../shared'
import {
  type CouponRequest,
  type FormulationSource,
  type PriceQuery,
  type PricingProvider,
  PricingProviderError,
} from '../types'

/** The coupon modal shows the pharmacy's logo at 44 px (CouponModal.client.tsx). */
const COUPON_LOGO_PX = 44

/** Answers larger than this are refused rather than parsed (a price list is a few kilobytes). */
export const MAX_RESPONSE_BYTES = 2_000_000

const upstreamId = z.string().trim().min(1).max(120)
const upstreamText = z.string().trim().min(1).max(200)
const amount = z.number().positive().max(1_000_000)
const usd = z.literal('USD').optional()

export const upstreamPricesSchema = z.object({
  prices: z.array(
    z.object({
      pharmacy: z.object({
        chainId: upstreamId,
        name: upstreamText,
        locationId: upstreamId,
        address: z.string().trim().max(200),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
      price: z.object({ amount, currency: usd }),
      pbmId: upstreamId,
    }),
  ),
})

export const upstreamCouponSchema = z.object({
  coupon: z.object({
    // The id is a key in our coupon store and travels in the share call: letters, digits, _ and - only.
    id: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/),
    bin: z.string().regex(/^\d{6}$/),
    pcn: z.string().trim().min(1).max(20),
    group: z.string().trim().min(1).max(20),
    memberId: z.string().trim().min(1).max(40),
  }),
  price: z.object({ amount, retailAmount: amount.optional(), currency: usd }).optional(),
  pharmacy: z
    .object({
      address: z.string().trim().max(200).optional(),
      logoUrl: z
        .string()
        .regex(/^https:\/\/[^\s]+$/)
        .max(500)
        .optional(),
    })
    .optional(),
})

export type HttpPricingOptions = {
  apiUrl: string
  apiKey: string | undefined
  timeoutMs: number
  formulations: FormulationSource
}

/** Where in the shape an answer went wrong, without any of its values. */
const shapeProblem = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'} ${i.code}`)
    .join('; ')

export function httpPricingProvider(options: HttpPricingOptions): PricingProvider {
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    accept: 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    ...extra,
  })

  /** One exchange with the API: the parsed, validated answer, or null for 404. */
  async function call<S extends z.ZodType>(
    what: string,
    path: string,
    init: RequestInit,
    schema: S,
  ): Promise<z.output<S> | null> {
    // One time limit for connecting, the status and the body: the reader waits for all three. A timer of
    // our own, cleared as soon as the exchange ends, rather than AbortSignal.timeout, which keeps its timer.
    const controller = new AbortController()
    const { signal } = controller
    const timer = setTimeout(
      () => controller.abort(new DOMException('The pricing API did not answer in time', 'TimeoutError')),
      options.timeoutMs,
    )
    let text: string
    let status: number
    try {
      const response = await fetch(`${options.apiUrl}${path}`, { ...init, signal, redirect: 'error' })
      status = response.status
      if (status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new PricingProviderError('upstream', `pricing API ${what}: answered ${status}`)
      }
      text = await readBodyWithin(response, signal, {
        maxBytes: MAX_RESPONSE_BYTES,
        tooLarge: () =>
          new PricingProviderError('invalid-response', `pricing API ${what}: answer larger than allowed`),
      })
    } catch (error) {
      if (error instanceof PricingProviderError) throw error
      if (signal.aborted || (error instanceof Error && error.name === 'TimeoutError')) {
        throw new PricingProviderError(
          'timeout',
          `pricing API ${what}: no answer within ${options.timeoutMs} ms`,
        )
      }
      // Connection refused, DNS, TLS, a redirect: the cause's code only (its message may hold the URL's query).
      const code = (error as { cause?: { code?: unknown } }).cause?.code
      throw new PricingProviderError(
        'upstream',
        `pricing API ${what}: unreachable${typeof code === 'string' ? ` (${code})` : ''}`,
      )
    } finally {
      clearTimeout(timer)
    }
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      throw new PricingProviderError(
        'invalid-response',
        `pricing API ${what}: answer is not JSON (status ${status})`,
      )
    }
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new PricingProviderError(
        'invalid-response',
        `pricing API ${what}: answer is not the expected shape (${shapeProblem(parsed.error)})`,
      )
    }
    return parsed.data
  }

  return {
    async prices(query: PriceQuery): Promise<PriceEntry[]> {
      if (!(await options.formulations()).has(query.formulationId)) return []
      const params = new URLSearchParams({
        ndc: query.formulationId,
        quantity: String(query.quantity),
        lat: String(query.lat),
        long: String(query.long),
        zip: query.zip,
      })
      const answer = await call(
        'prices',
        `/prices?${params}`,
        { method: 'GET', headers: headers() },
        upstreamPricesSchema,
      )
      if (!answer) return []
      const origin = { latitude: query.lat, longitude: query.long }
      return rankPrices(
        answer.prices.map(({ pharmacy, price, pbmId }): PriceEntry => {
          const coordinates = { latitude: pharmacy.latitude, longitude: pharmacy.longitude }
          return {
            retailer: {
              id: pharmacy.chainId,
              name: pharmacy.name,
              location: { id: pharmacy.locationId, addressLine1: pharmacy.address, coordinates },
            },
            price: { amount: roundCents(price.amount), currency: 'USD' },
            isLowestPrice: false,
            pbmId,
            distanceMiles: distanceMiles(origin, coordinates),
          }
        }),
      )
    },

    async coupon(request: CouponRequest): Promise<CouponResponse> {
      const formulation = (await options.formulations()).get(request.formulationId)
      if (!formulation) throw new PricingProviderError('not-found', 'the site lists no such formulation')
      const body = {
        ndc: formulation.formulationId,
        drugName: formulation.drugName,
        dosage: request.dosageDisplay,
        quantity: request.quantityDisplay,
        ...(request.pbmId ? { pbmId: request.pbmId } : {}),
        pharmacy: { chainId: request.retailerId, locationId: request.locationId, name: request.retailerName },
        price: { amount: request.lowPriceAmount, currency: request.priceCurrency },
      }
      const answer = await call(
        'coupon',
        '/coupons',
        {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        },
        upstreamCouponSchema,
      )
      if (!answer)
        throw new PricingProviderError('not-found', 'pricing API coupon: no coupon for this pharmacy')
      const discountedPrice = roundCents(answer.price?.amount ?? request.lowPriceAmount)
      const retail =
        (answer.price?.retailAmount !== undefined ? roundCents(answer.price.retailAmount) : null) ??
        retailPrice(formulation.msrp, leadingQuantity(request.quantityDisplay)) ??
        request.highPriceAmount ??
        null
      return couponResponse({
        codes: {
          id: answer.coupon.id,
          bin: answer.coupon.bin,
          pcn: answer.coupon.pcn,
          grp: answer.coupon.group,
          uid: answer.coupon.memberId,
        },
        formulation,
        quantityDisplay: request.quantityDisplay,
        discountedPrice,
        retail,
        retailer: {
          id: request.retailerId,
          name: request.retailerName,
          locationId: request.locationId,
          addressLine1: answer.pharmacy?.address ?? '',
          // Through the image proxy at about 2.1 × the modal's 44 px logo (issue 31), unless on its own host.
          logo: {
            imageSrc: answer.pharmacy?.logoUrl ? addressFor(answer.pharmacy.logoUrl, COUPON_LOGO_PX) : null,
          },
        },
      })
    },
  }
}
