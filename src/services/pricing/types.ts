/**
 * The pricing provider: discounted prescription prices at pharmacies near a place, and coupons (discount
 * cards) for one of them. Adapters: `local` (the default: deterministic sample prices at fictional pharmacy
 * chains, offline) and `http` (a discount-card API, `PRICING_ADAPTER=http`).
 */
import type { CouponQuery } from './schema'
import type { CouponResponse, FormulationInfo, PriceEntry } from './shared'

/** What the prices are asked for: a formulation, a quantity and where the reader is. */
export type PriceQuery = {
  formulationId: string
  quantity: number
  /** The reader's location: the ZIP's centre unless the widget sent coordinates. */
  lat: number
  long: number
  zip: string
}

/** A coupon for the pharmacy the reader picked (the validated `GET /api/optum/coupons` query). */
export type CouponRequest = CouponQuery

export type PricingProvider = {
  /**
   * The prices at pharmacies near the location, cheapest first, the cheapest flagged `isLowestPrice`, each
   * with its distance from the location. A formulation the site does not list has no prices (empty list).
   */
  prices(query: PriceQuery): Promise<PriceEntry[]>
  /** A coupon for the request; a formulation or pharmacy the provider does not know is 'not-found'. */
  coupon(request: CouponRequest): Promise<CouponResponse>
}

/**
 * Why a provider could not answer:
 * - 'timeout': no answer within the time limit (`PRICING_TIMEOUT_MS`; the widget shows its timed-out view);
 * - 'upstream': the provider answered with an error status or could not be reached;
 * - 'invalid-response': it answered something that is not the JSON shape agreed on;
 * - 'not-found': it does not know the formulation or pharmacy asked for.
 */
export type PricingProviderErrorKind = 'timeout' | 'upstream' | 'invalid-response' | 'not-found'

/** Marks the errors of every copy of this module in the process (see `Symbol.hasInstance` below). */
const PRICING_PROVIDER_ERROR = Symbol.for('wellread.PricingProviderError')

export class PricingProviderError extends Error {
  readonly kind: PricingProviderErrorKind
  readonly [PRICING_PROVIDER_ERROR] = true

  /**
   * `instanceof` by brand, not by class: the provider is a process-wide singleton (`platform/singleton.ts`), made
   * by whichever bundle asked first (the prices lane's, at start), so its errors can be another copy of this
   * class than the route's. By class, the coupon route took a pharmacy the provider does not know for a failure
   * and answered 500 (found by `npm run fuzz`, issue 32).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && PRICING_PROVIDER_ERROR in value
  }

  /** `message` is for the server's log: it must never hold a drug, dosage, ZIP or anything a reader typed. */
  constructor(kind: PricingProviderErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PricingProviderError'
    this.kind = kind
  }
}

/** The drugs the site lists, by formulation id (from the `drugs` collection, cached across requests). */
export type FormulationIndex = ReadonlyMap<string, FormulationInfo>
export type FormulationSource = () => Promise<FormulationIndex>
