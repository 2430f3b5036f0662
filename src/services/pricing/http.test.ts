// @vitest-environment node
import type { KeepAnswer } from '@/platform/http'
import { lookupZip } from '../zip'
import { localPricingProvider } from './adapters/local'
import { findCoupon, saveCoupon } from './couponStore'
import {
  COUPON_NOT_FOUND_MESSAGE,
  handleCouponRequest,
  handleMsrpRequest,
  handlePricesRequest,
  handleZipLookupRequest,
  MSRP_CACHE,
  PRICES_CACHE,
  PRICES_EDGE_SECONDS,
  UNKNOWN_ZIP_MESSAGE,
  ZIP_CACHE,
} from './http'
import type { CouponResponse, FormulationInfo, PricesResponse } from './shared'
import { catalogOf, lipitor, lipitorCouponParams, lipitorPricesParams } from './testData'

const metformin: FormulationInfo = {
  ...lipitor,
  formulationId: 'metformin-500',
  drugType: 'generic',
  msrp: null,
}
const catalog = catalogOf(lipitor, metformin)
const formulations = async () => catalog
const provider = localPricingProvider({ formulations, secret: 'handler-tests-secret' })

const get = (path: string, query: Record<string, string>) =>
  new Request(`http://localhost${path}?${new URLSearchParams(query)}`)

const pricesQuery = lipitorPricesParams

describe('GET /api/optum/prices', () => {
  it('answers the price list, cheapest first, cacheable by the reader’s browser only', async () => {
    const res = await handlePricesRequest(get('/api/optum/prices', pricesQuery), provider, lookupZip)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(PRICES_CACHE)
    const body = (await res.json()) as PricesResponse
    expect(body.data.length).toBeGreaterThanOrEqual(8)
    expect(body.data[0]!.isLowestPrice).toBe(true)
    expect(body.data[0]!.distanceMiles).toEqual(expect.any(Number))
  })

  it('answers an empty list for a formulation the catalog does not list', async () => {
    const res = await handlePricesRequest(
      get('/api/optum/prices', { ...pricesQuery, formulationId: '12345-6789-01' }),
      provider,
      lookupZip,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: [] })
  })

  it('uses the ZIP’s centre without lat and long, and has nothing near a ZIP the dataset does not know', async () => {
    const { lat: _lat, long: _long, ...query } = pricesQuery
    const res = await handlePricesRequest(get('/api/optum/prices', query), provider, lookupZip)
    const body = (await res.json()) as PricesResponse
    const place = (await lookupZip('47201'))!
    const withCentre = await provider.prices({
      formulationId: lipitor.formulationId,
      quantity: 30,
      lat: place.latitude,
      long: place.longitude,
      zip: '47201',
    })
    expect(body.data).toEqual(withCentre)
    const unknown = await handlePricesRequest(
      get('/api/optum/prices', { ...query, zip: '00000' }),
      provider,
      lookupZip,
    )
    expect(await unknown.json()).toEqual({ data: [] })
  })

  it('keeps each answer for the edge to repeat to the same query, under the catalog’s tags; never a refusal', async () => {
    const kept: Parameters<KeepAnswer>[0][] = []
    const keep = { answer: (what: Parameters<KeepAnswer>[0]) => kept.push(what) > 0, tags: ['drugs'] }
    const request = get('/api/optum/prices', pricesQuery)
    const res = await handlePricesRequest(request, provider, lookupZip, keep)
    expect(kept).toEqual([
      {
        method: 'GET',
        url: request.url,
        answer: await res.text(),
        tags: ['drugs'],
        maxAgeSeconds: PRICES_EDGE_SECONDS,
      },
    ])
    const { zip: _zip, ...noZip } = pricesQuery
    expect(
      (await handlePricesRequest(get('/api/optum/prices', noZip), provider, lookupZip, keep)).status,
    ).toBe(400)
    expect(kept).toHaveLength(1)
  })

  it.each([
    ['formulationId', undefined, 'formulationId is required'],
    ['formulationId', 'DROP TABLE', 'formulationId must be an NDC'],
    ['quantity', undefined, 'quantity is required'],
    ['quantity', '0', 'quantity must be a number of units'],
    ['quantity', '10001', 'quantity must be a number of units'],
    ['lat', '100', 'lat must be a latitude'],
    ['long', 'west', 'long must be a longitude'],
    ['long', undefined, 'lat and long go together'],
    ['zip', undefined, 'zip is required'],
    ['zip', '4720', 'zip must be exactly 5 digits'],
  ])('answers 400 for %s = %j, naming it', async (key, value, message) => {
    const query: Record<string, string> = { ...pricesQuery }
    if (value === undefined) delete query[key]
    else query[key] = value
    const res = await handlePricesRequest(get('/api/optum/prices', query), provider, lookupZip)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(((await res.json()) as { error: string }).error).toContain(message)
  })
})

describe('GET /api/tip/lookup', () => {
  it('answers a known ZIP’s coordinates, city and state', async () => {
    const res = await handleZipLookupRequest(get('/api/tip/lookup', { zip: '47201' }), lookupZip)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(ZIP_CACHE)
    expect(await res.json()).toEqual({
      demographics: {
        Latitude: expect.closeTo(39.2, 1),
        Longitude: expect.closeTo(-85.93, 1),
        City: 'Columbus',
        State: 'IN',
      },
    })
  })

  it('answers errors and null coordinates for a ZIP the dataset does not know', async () => {
    const res = await handleZipLookupRequest(get('/api/tip/lookup', { zip: '00000' }), lookupZip)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      errors: [{ message: UNKNOWN_ZIP_MESSAGE }],
      demographics: { Latitude: null, Longitude: null },
    })
  })

  it.each<Record<string, string>>([{}, { zip: '' }, { zip: '123' }, { zip: 'abcde' }, { zip: '123456' }])(
    'answers 400 for %o',
    async (query) => {
      const res = await handleZipLookupRequest(get('/api/tip/lookup', query), lookupZip)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toMatch(/^zip (is required|must be)/)
    },
  )
})

describe('GET /api/drugPricing', () => {
  it('answers the MSRP from the catalog, shareable by caches', async () => {
    const res = await handleMsrpRequest(
      get('/api/drugPricing', { ndc: lipitor.formulationId, priceTypeCode: 'SWD' }),
      formulations,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(MSRP_CACHE)
    expect(await res.json()).toEqual({ drugMSRP: 11.8 })
  })

  it('answers null for a formulation without an MSRP or not in the catalog', async () => {
    for (const ndc of ['metformin-500', '55555-5555-55']) {
      const res = await handleMsrpRequest(
        get('/api/drugPricing', { ndc, priceTypeCode: 'SWD' }),
        formulations,
      )
      expect(await res.json()).toEqual({ drugMSRP: null })
    }
  })

  it.each([
    [{ ndc: lipitor.formulationId, priceTypeCode: 'AWP' }, 'priceTypeCode must be SWD'],
    [{ ndc: lipitor.formulationId }, 'priceTypeCode is required'],
    [{ priceTypeCode: 'SWD' }, 'ndc is required'],
    [{ ndc: 'a b', priceTypeCode: 'SWD' }, 'ndc must be an NDC'],
  ])('answers 400 for %o', async (query, message) => {
    const res = await handleMsrpRequest(get('/api/drugPricing', query), formulations)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain(message)
  })
})

const couponQuery = lipitorCouponParams

describe('GET /api/optum/coupons', () => {
  it('answers the coupon, never cached, and keeps it for the share call', async () => {
    const res = await handleCouponRequest(get('/api/optum/coupons', couponQuery), provider, saveCoupon)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const coupon = (await res.json()) as CouponResponse
    expect(coupon).toMatchObject({ bin: expect.stringMatching(/^\d{6}$/), pcn: 'WRX', grp: 'WRSAVE1' })
    expect(coupon.pricingInformation).toEqual({
      drugName: 'Lipitor',
      discountedPrice: 123.45,
      retailPrice: 354,
      percentSavings: 65,
    })
    expect(await findCoupon(coupon.id)).toEqual(coupon)
  })

  it('answers 404 with a message for a pharmacy the provider never listed', async () => {
    const res = await handleCouponRequest(
      get('/api/optum/coupons', { ...couponQuery, retailerId: 'acme', locationId: 'acme-47201' }),
      provider,
      saveCoupon,
    )
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: COUPON_NOT_FOUND_MESSAGE })
  })

  it.each(
    Object.keys(couponQuery).filter(
      (k) => !['drugId', 'drugUrlSlug', 'ndc', 'highPriceAmount', 'priceCurrency', 'pbmId'].includes(k),
    ),
  )('answers 400 without the required %s, naming it', async (key) => {
    const query: Record<string, string> = { ...couponQuery }
    delete query[key]
    const res = await handleCouponRequest(get('/api/optum/coupons', query), provider, saveCoupon)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${key} is required`))
  })

  it.each([
    ['drugId', 'a b'],
    ['drugName', '<b>Lipitor</b>'],
    ['drugUrlSlug', 'Not A Slug'],
    ['dosageDisplay', 'x'.repeat(81)],
    ['quantityDisplay', '30\ttablets'],
    ['ndc', '00378-2018-77'],
    ['locationId', 'maple row'],
    ['retailerId', '../x'],
    ['retailerName', 'x'.repeat(121)],
    ['lowPriceAmount', '-1'],
    ['highPriceAmount', '1e9'],
    ['priceCurrency', 'CAD'],
    ['pbmId', 'pbm id'],
  ])('answers 400 for a malformed %s, naming it', async (key, value) => {
    const res = await handleCouponRequest(
      get('/api/optum/coupons', { ...couponQuery, [key]: value }),
      provider,
      saveCoupon,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${key} (is required|must)`))
  })
})
