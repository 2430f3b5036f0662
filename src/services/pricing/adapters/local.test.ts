// @vitest-environment node
import { distanceMiles } from '../../zip/distance'
import { FICTIONAL_CHAINS } from '../chains'
import type { FormulationInfo } from '../shared'
import { catalogOf, lipitor, lipitorPriceQuery } from '../testData'
import type { CouponRequest } from '../types'
import { PricingProviderError } from '../types'
import {
  base32,
  COUPON_ID_LENGTH,
  LOCAL_BIN,
  LOCAL_PBM_ID,
  localLocationId,
  localPricingProvider,
  localStores,
  MAX_STORES,
  MIN_STORES,
  offsetPoint,
  sampleUnitPrice,
} from './local'

const atorvastatin: FormulationInfo = {
  ...lipitor,
  formulationId: '00378-2018-77',
  drugName: 'Atorvastatin',
  manufacturer: 'Atorvastatin (generic)',
  drugType: 'generic',
  msrp: 2.65,
}
const noMsrp: FormulationInfo = { ...atorvastatin, formulationId: 'metformin-500mg-tablet', msrp: null }

const catalog = catalogOf(lipitor, atorvastatin, noMsrp)
const provider = localPricingProvider({ formulations: async () => catalog, secret: 'test-secret-0123456789' })
const columbus = lipitorPriceQuery

describe('local pricing provider: prices', () => {
  it('answers the same list for the same question (deterministic)', async () => {
    const first = await provider.prices(columbus)
    const second = await provider.prices({ ...columbus })
    expect(second).toEqual(first)
  })

  it('places 8 to 14 stores of the fictional chains, each chain once, with an address and a location id', async () => {
    for (const zip of ['47201', '10001', '94110', '60614', '73301', '99501']) {
      const list = await provider.prices({ ...columbus, zip })
      expect(list.length).toBeGreaterThanOrEqual(MIN_STORES)
      expect(list.length).toBeLessThanOrEqual(MAX_STORES)
      const chainIds = list.map((e) => e.retailer.id)
      expect(new Set(chainIds).size).toBe(chainIds.length)
      for (const entry of list) {
        const chain = FICTIONAL_CHAINS.find((c) => c.id === entry.retailer.id)
        expect(chain?.name).toBe(entry.retailer.name)
        expect(entry.retailer.location.id).toBe(localLocationId(entry.retailer.id, zip))
        expect(entry.retailer.location.addressLine1).toMatch(/^\d{3,4} [A-Z][a-z]+ [A-Z][a-z]+$/)
        expect(entry.pbmId).toBe(LOCAL_PBM_ID)
        expect(entry.price.currency).toBe('USD')
      }
    }
  })

  it('gives different ZIPs different pharmacies', async () => {
    const a = (await provider.prices(columbus)).map((e) => e.retailer.location.addressLine1)
    const b = (await provider.prices({ ...columbus, zip: '10001' })).map(
      (e) => e.retailer.location.addressLine1,
    )
    expect(a).not.toEqual(b)
  })

  it('sorts by price and flags exactly one entry, the cheapest, as the lowest price', async () => {
    const list = await provider.prices(columbus)
    const amounts = list.map((e) => e.price.amount)
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y))
    expect(list.filter((e) => e.isLowestPrice)).toEqual([list[0]])
    expect(list[0]!.price.amount).toBe(Math.min(...amounts))
  })

  it.each([
    ['a brand', lipitor],
    ['a generic', atorvastatin],
  ])('prices %s between 20%% and 80%% below MSRP × quantity, to the cent', async (_, formulation) => {
    for (const quantity of [1, 30, 90, 2.5]) {
      const list = await provider.prices({ ...columbus, formulationId: formulation.formulationId, quantity })
      const retail = formulation.msrp! * quantity
      for (const { price } of list) {
        expect(price.amount).toBe(Math.round(price.amount * 100) / 100)
        expect(price.amount).toBeGreaterThanOrEqual(retail * 0.2 - 1e-9)
        expect(price.amount).toBeLessThanOrEqual(retail * 0.8 + 1e-9)
      }
    }
  })

  it('discounts generics more than brands, and lets chains differ', async () => {
    const brand = await provider.prices(columbus)
    const generic = await provider.prices({ ...columbus, formulationId: atorvastatin.formulationId })
    const brandSaving = 1 - brand[0]!.price.amount / (lipitor.msrp! * 30)
    const genericSaving = 1 - generic[0]!.price.amount / (atorvastatin.msrp! * 30)
    expect(genericSaving).toBeGreaterThan(brandSaving)
    expect(new Set(brand.map((e) => e.price.amount)).size).toBeGreaterThan(3)
  })

  it('scales with the quantity', async () => {
    const thirty = await provider.prices(columbus)
    const ninety = await provider.prices({ ...columbus, quantity: 90 })
    const byChain = new Map(thirty.map((e) => [e.retailer.id, e.price.amount]))
    for (const entry of ninety) {
      expect(entry.price.amount).toBeCloseTo(byChain.get(entry.retailer.id)! * 3, 1)
    }
  })

  it('prices a formulation without an MSRP from a stable sample unit price', async () => {
    const unit = sampleUnitPrice(noMsrp.formulationId)
    expect(unit).toBeGreaterThanOrEqual(0.25)
    expect(unit).toBeLessThanOrEqual(8)
    const list = await provider.prices({ ...columbus, formulationId: noMsrp.formulationId })
    expect(list.length).toBeGreaterThanOrEqual(MIN_STORES)
    for (const { price } of list) {
      expect(price.amount).toBeGreaterThanOrEqual(unit * 30 * 0.2 - 0.01)
      expect(price.amount).toBeLessThanOrEqual(unit * 30 * 0.8 + 0.01)
    }
  })

  it('puts every store within about 10 miles and fills its distance from the location asked for', async () => {
    const list = await provider.prices(columbus)
    const origin = { latitude: columbus.lat, longitude: columbus.long }
    for (const entry of list) {
      expect(entry.distanceMiles).toBe(distanceMiles(origin, entry.retailer.location.coordinates))
      expect(entry.distanceMiles).toBeGreaterThanOrEqual(0.2)
      expect(entry.distanceMiles).toBeLessThanOrEqual(10)
    }
  })

  it('keeps the same stores at the same distances when the location moves within the ZIP', async () => {
    const here = await provider.prices(columbus)
    const there = await provider.prices({ ...columbus, lat: 39.2055, long: -85.9317 })
    const distances = (list: typeof here) =>
      new Map(list.map((e) => [e.retailer.location.id, e.distanceMiles ?? -1]))
    const a = distances(here)
    for (const [id, miles] of distances(there)) expect(Math.abs(miles - a.get(id)!)).toBeLessThanOrEqual(0.1)
  })

  it('answers an empty list for a formulation the catalog does not list', async () => {
    expect(await provider.prices({ ...columbus, formulationId: '99999-9999-99' })).toEqual([])
  })

  it('answers in well under a millisecond per request (the price route must hold p99 < 25 ms)', async () => {
    const started = performance.now()
    for (let i = 0; i < 500; i++) await provider.prices({ ...columbus, zip: String(10000 + i) })
    expect((performance.now() - started) / 500).toBeLessThan(1)
  })
})

describe('local pricing provider: stores', () => {
  it('chooses the same chains in the same order for a ZIP, and never more chains than exist', () => {
    expect(localStores('47201')).toEqual(localStores('47201'))
    expect(localStores('47201', FICTIONAL_CHAINS.slice(0, 5))).toHaveLength(5)
  })

  it('offsets points by the distance and bearing asked for', () => {
    const origin = { latitude: 39.126564, longitude: -85.971322 }
    for (const [bearing, miles] of [
      [0, 5],
      [Math.PI / 2, 3],
      [Math.PI, 9.8],
      [4, 0.3],
    ] as const) {
      expect(distanceMiles(origin, offsetPoint(origin, bearing, miles))).toBeCloseTo(miles, 1)
    }
    expect(offsetPoint(origin, 0, 6.9).latitude).toBeCloseTo(origin.latitude + 0.1, 3)
  })

  it('wraps longitudes across the antimeridian', () => {
    expect(offsetPoint({ latitude: 0, longitude: 179.99 }, Math.PI / 2, 5).longitude).toBeLessThan(-179.9)
  })
})

const couponRequest = (overrides: Partial<CouponRequest> = {}): CouponRequest => ({
  formulationId: lipitor.formulationId,
  drugName: 'Lipitor',
  dosageDisplay: '20mg',
  quantityDisplay: '30 tablets',
  locationId: localLocationId('maple-row', '47201'),
  retailerId: 'maple-row',
  retailerName: 'Maple Row Pharmacy',
  lowPriceAmount: 123.45,
  priceCurrency: 'USD',
  ...overrides,
})

describe('local pricing provider: coupons', () => {
  it('issues the same coupon for the same request, with card codes in the formats pharmacies use', async () => {
    const coupon = await provider.coupon(couponRequest())
    expect(await provider.coupon(couponRequest())).toEqual(coupon)
    expect(coupon.id).toMatch(new RegExp(`^[A-Z2-7]{${COUPON_ID_LENGTH}}$`))
    expect(coupon.bin).toBe(LOCAL_BIN)
    expect(coupon.bin).toMatch(/^\d{6}$/)
    expect(coupon.pcn).toBe('WRX')
    expect(coupon.grp).toBe('WRSAVE1')
    expect(coupon.uid).toMatch(/^WR\d{9}$/)
    expect(coupon.couponInformation).toEqual({
      id: coupon.id,
      bin: coupon.bin,
      pcn: coupon.pcn,
      grp: coupon.grp,
      uid: coupon.uid,
    })
  })

  it('gives a different coupon for a different pharmacy, price or quantity', async () => {
    const base = (await provider.coupon(couponRequest())).id
    const others = await Promise.all([
      provider.coupon(
        couponRequest({ retailerId: 'bluewater', locationId: localLocationId('bluewater', '47201') }),
      ),
      provider.coupon(couponRequest({ lowPriceAmount: 99.99 })),
      provider.coupon(couponRequest({ quantityDisplay: '90 tablets' })),
    ])
    for (const other of others) expect(other.id).not.toBe(base)
    const keyed = localPricingProvider({ formulations: async () => catalog, secret: 'another-secret-987654' })
    expect((await keyed.coupon(couponRequest())).id).not.toBe(base)
  })

  it('fills the pricing, dosage and pharmacy from the catalog and the store', async () => {
    const coupon = await provider.coupon(couponRequest({ drugName: 'Typed by someone' }))
    const store = localStores(
      '47201',
      FICTIONAL_CHAINS.filter((c) => c.id === 'maple-row'),
    )[0]!
    expect(coupon.pricingInformation).toEqual({
      drugName: 'Lipitor',
      discountedPrice: 123.45,
      retailPrice: 354,
      percentSavings: 65,
    })
    expect(coupon.dosageInformation).toEqual({
      manufacturer: 'Lipitor (brand)',
      dosage: '20mg',
      quantity: '30 tablets',
    })
    expect(coupon.retailerInformation).toEqual({
      id: 'maple-row',
      name: 'Maple Row Pharmacy',
      locationId: 'maple-row-47201',
      addressLine1: store.addressLine1,
      logo: { imageSrc: null },
    })
  })

  it('uses the generic group for generics, and the high price when the catalog has no MSRP', async () => {
    const coupon = await provider.coupon(
      couponRequest({ formulationId: noMsrp.formulationId, lowPriceAmount: 4, highPriceAmount: 10 }),
    )
    expect(coupon.grp).toBe('WRSAVE2')
    expect(coupon.pricingInformation).toMatchObject({ retailPrice: 10, percentSavings: 60 })
    const bare = await provider.coupon(couponRequest({ formulationId: noMsrp.formulationId }))
    expect(bare.pricingInformation).toMatchObject({ retailPrice: null, percentSavings: null })
  })

  it.each([
    ['an unknown formulation', { formulationId: '99999-9999-99' }],
    ['an unknown chain', { retailerId: 'acme', locationId: 'acme-47201' }],
    ['a location of another chain', { locationId: 'bluewater-47201' }],
    ['a location without a ZIP', { locationId: 'maple-row-town' }],
  ])('refuses %s as not-found', async (_, overrides) => {
    const refused = provider.coupon(couponRequest(overrides))
    await expect(refused).rejects.toBeInstanceOf(PricingProviderError)
    await expect(refused).rejects.toMatchObject({ kind: 'not-found' })
  })
})

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s (RFC 4648 test vectors, unpadded)', (input, output) => {
    expect(base32(new TextEncoder().encode(input))).toBe(output)
  })
})
