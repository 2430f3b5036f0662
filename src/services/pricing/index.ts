import 'server-only'
import { createHash } from 'node:crypto'
import { config } from '@/platform/config.mjs'
import { singleton } from '@/platform/singleton'
import { httpPricingProvider } from './adapters/http'
import { localPricingProvider } from './adapters/local'
import type { FormulationIndex, PricingProvider } from './types'

export type { CouponRequest, FormulationIndex, PriceQuery, PricingProvider } from './types'
export { PricingProviderError } from './types'

/**
 * The drugs the site lists, by formulation id, from the CMS (`src/cms/drugCatalog.ts`: cached across
 * requests and refreshed when an editor changes a drug). Imported on first use, so this module (and the
 * adapters' tests) load without Payload.
 */
export async function formulationIndex(): Promise<FormulationIndex> {
  const { getFormulationIndex } = await import('@/cms/drugCatalog')
  return getFormulationIndex()
}

/**
 * The key of the local provider's coupon ids: derived from PAYLOAD_SECRET (never the secret itself), or a
 * fixed value on a development machine without one (sample coupons guard nothing).
 */
const couponKey = (payloadSecret: string | undefined) =>
  createHash('sha256')
    .update(`wellread.pricing.coupon-ids:${payloadSecret ?? 'local-sample-coupons'}`)
    .digest('hex')

/** This process's pricing provider (`PRICING_ADAPTER`: local sample prices by default, or the HTTP API). */
export function pricingProvider(): PricingProvider {
  return singleton('pricing.provider', () => {
    const { adapters, pricing, payloadSecret } = config()
    if (adapters.pricing === 'http' && pricing.apiUrl) {
      return httpPricingProvider({
        apiUrl: pricing.apiUrl,
        apiKey: pricing.apiKey,
        timeoutMs: pricing.timeoutMs,
        formulations: formulationIndex,
      })
    }
    return localPricingProvider({
      formulations: formulationIndex,
      secret: couponKey(payloadSecret),
    })
  })
}
