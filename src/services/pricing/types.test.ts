import { handleCouponRequest } from './http'
import type { PricingProvider } from './types'

/*
 * The provider is one per process (a singleton made by whichever bundle asks first), and its errors may come from
 * another copy of this module than the route's: found by `npm run fuzz` (issue 32) as a 500 from
 * `GET /api/optum/coupons` for a pharmacy the local provider does not know.
 */
describe('PricingProviderError across copies of its module', () => {
  async function twoCopies() {
    vi.resetModules()
    const first = await import('./types')
    vi.resetModules()
    const second = await import('./types')
    return { first, second }
  }

  it('is recognised by either copy of the class', async () => {
    const { first, second } = await twoCopies()
    expect(first.PricingProviderError).not.toBe(second.PricingProviderError)
    const error = new first.PricingProviderError('not-found', 'no such pharmacy')
    expect(error instanceof second.PricingProviderError).toBe(true)
    expect(new Error('other') instanceof second.PricingProviderError).toBe(false)
    expect(Object.create(null) instanceof second.PricingProviderError).toBe(false)
  })

  it('answers 404, not 500, when the provider throws another copy’s not-found', async () => {
    const { first } = await twoCopies()
    const provider = {
      prices: async () => [],
      coupon: async () => {
        throw new first.PricingProviderError('not-found', 'the local provider lists no such pharmacy')
      },
    } as unknown as PricingProvider
    const query = new URLSearchParams({
      formulationId: '99201-0120-30',
      drugName: 'Atorvastatin',
      dosageDisplay: '20 mg',
      quantityDisplay: '30 tablets',
      locationId: 'loc-1',
      retailerId: 'cvs',
      retailerName: 'CVS Pharmacy',
      lowPriceAmount: '12.34',
    })
    const response = await handleCouponRequest(
      new Request(`http://localhost/api/optum/coupons?${query}`),
      provider,
      async () => {},
    )
    expect(response.status).toBe(404)
    expect((await response.json()).error).toEqual(expect.any(String))
  })
})
