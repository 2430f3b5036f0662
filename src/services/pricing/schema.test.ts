import type { z } from 'zod'
import { couponQuerySchema, msrpQuerySchema, pricesQuerySchema, zipLookupQuerySchema } from './schema'
import { lipitorCouponParams, lipitorPricesParams } from './testData'

/** Parses like the handlers do (query values are always text) and answers the value or "param: message". */
function parse<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> | string {
  const result = schema.safeParse(query)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  return `${issue.path.join('.')}: ${issue.message}`
}

const prices = lipitorPricesParams

describe('prices query', () => {
  it('reads numbers and keeps the ids', () => {
    expect(parse(pricesQuerySchema, prices)).toEqual({
      formulationId: '00071-0155-23',
      quantity: 30,
      lat: 39.126564,
      long: -85.971322,
      zip: '47201',
    })
  })

  it('accepts a catalog slug as the formulation, a fractional quantity and whole-degree coordinates', () => {
    expect(
      parse(pricesQuerySchema, {
        ...prices,
        formulationId: 'atorvastatin-20mg-tablet',
        quantity: '2.5',
        lat: '39',
        long: '-86',
      }),
    ).toMatchObject({ formulationId: 'atorvastatin-20mg-tablet', quantity: 2.5, lat: 39, long: -86 })
  })

  it('lets lat and long be left out together (the ZIP’s centre is used), or sent empty', () => {
    const { lat: _lat, long: _long, ...withoutCoordinates } = prices
    expect(parse(pricesQuerySchema, withoutCoordinates)).toEqual({
      formulationId: '00071-0155-23',
      quantity: 30,
      zip: '47201',
    })
    expect(parse(pricesQuerySchema, { ...prices, lat: '', long: '' })).toMatchObject({
      lat: undefined,
      long: undefined,
    })
  })

  it.each([
    [{ formulationId: undefined }, /^formulationId: is required/],
    [{ formulationId: '' }, /^formulationId: must be an NDC/],
    [{ formulationId: 'x'.repeat(41) }, /^formulationId: must be an NDC/],
    [{ formulationId: '00071--0155' }, /^formulationId: must be an NDC/],
    [{ formulationId: 'Lipitor 20mg' }, /^formulationId: must be an NDC/],
    [{ formulationId: '../etc' }, /^formulationId: must be an NDC/],
    [{ quantity: undefined }, /^quantity: is required/],
    [{ quantity: '0' }, /^quantity: must be a number of units greater than 0 and at most 10,000/],
    [{ quantity: '-5' }, /^quantity: must be a number/],
    [{ quantity: '10001' }, /^quantity: must be a number/],
    [{ quantity: '1e3' }, /^quantity: must be a number/],
    [{ quantity: 'thirty' }, /^quantity: must be a number/],
    [{ lat: '91' }, /^lat: must be a latitude from -90 to 90/],
    [{ lat: 'north' }, /^lat: must be a latitude/],
    [{ long: '-181' }, /^long: must be a longitude from -180 to 180/],
    [{ long: '0x10' }, /^long: must be a longitude/],
    [{ lat: undefined }, /^lat: lat and long go together/],
    [{ long: '' }, /^lat: lat and long go together/],
    [{ zip: undefined }, /^zip: is required: a US ZIP code of exactly 5 digits/],
    [{ zip: '4720' }, /^zip: must be exactly 5 digits, such as 47201$/],
    [{ zip: '472011' }, /^zip: must be exactly 5 digits/],
    [{ zip: '4720a' }, /^zip: must be exactly 5 digits/],
  ])('refuses %o with a message naming the parameter', (change, message) => {
    const query: Record<string, string> = { ...prices }
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete query[key]
      else query[key] = value
    }
    expect(parse(pricesQuerySchema, query)).toMatch(message)
  })
})

describe('ZIP lookup query', () => {
  it('takes a five-digit ZIP', () => {
    expect(parse(zipLookupQuerySchema, { zip: '00501' })).toEqual({ zip: '00501' })
  })

  it.each<Record<string, string>>([{}, { zip: '' }, { zip: '123' }, { zip: '12345-6789' }])(
    'refuses %o',
    (query) => {
      expect(parse(zipLookupQuerySchema, query)).toMatch(/^zip: /)
    },
  )
})

describe('MSRP query', () => {
  it('takes an NDC with the price type code SWD', () => {
    expect(parse(msrpQuerySchema, { ndc: '00071-0155-23', priceTypeCode: 'SWD' })).toEqual({
      ndc: '00071-0155-23',
      priceTypeCode: 'SWD',
    })
  })

  it.each([
    [{ ndc: '00071-0155-23' }, 'priceTypeCode: is required: the price type code SWD'],
    [
      { ndc: '00071-0155-23', priceTypeCode: 'AWP' },
      'priceTypeCode: must be SWD (the only price type this API answers)',
    ],
    [
      { ndc: '00071-0155-23', priceTypeCode: 'swd' },
      'priceTypeCode: must be SWD (the only price type this API answers)',
    ],
    [{ priceTypeCode: 'SWD' }, /^ndc: is required/],
    [{ ndc: 'not an ndc', priceTypeCode: 'SWD' }, /^ndc: must be an NDC/],
  ])('refuses %o', (query, message) => {
    expect(parse(msrpQuerySchema, query)).toMatch(message)
  })
})

/** Every parameter, with text to trim and a price without cents. */
const coupon = { ...lipitorCouponParams, drugName: ' Lipitor ', highPriceAmount: '354' }

describe('coupon query', () => {
  it('reads every parameter of 002 §7, trimming text and reading prices', () => {
    expect(parse(couponQuerySchema, coupon)).toEqual({
      ...coupon,
      drugName: 'Lipitor',
      lowPriceAmount: 123.45,
      highPriceAmount: 354,
    })
  })

  it('needs only what a coupon prints; the rest is optional and the currency defaults to USD', () => {
    const { drugId, drugUrlSlug, ndc, highPriceAmount, priceCurrency, pbmId, ...required } = coupon
    expect(parse(couponQuerySchema, required)).toEqual({
      ...required,
      drugName: 'Lipitor',
      lowPriceAmount: 123.45,
      priceCurrency: 'USD',
    })
    expect(
      parse(couponQuerySchema, { ...required, drugId: '', pbmId: '', ndc: '', highPriceAmount: '' }),
    ).toMatchObject({
      drugId: undefined,
      pbmId: undefined,
    })
  })

  it.each([
    ['formulationId', undefined, /^formulationId: is required/],
    ['drugName', undefined, /^drugName: is required: the drug’s name/],
    ['drugName', '   ', /^drugName: is required/],
    ['drugName', 'x'.repeat(121), /^drugName: must be at most 120 characters/],
    ['drugName', 'Lipitor<script>', /^drugName: must be plain text/],
    ['drugName', 'Lipitor\nBCC: x', /^drugName: must be plain text/],
    ['dosageDisplay', undefined, /^dosageDisplay: is required/],
    ['quantityDisplay', undefined, /^quantityDisplay: is required/],
    ['quantityDisplay', '30\u0000', /^quantityDisplay: must be plain text/],
    ['locationId', undefined, /^locationId: is required/],
    ['locationId', 'store 1', /^locationId: must be the pharmacy location id/],
    ['retailerId', undefined, /^retailerId: is required/],
    ['retailerId', '-x', /^retailerId: must be the pharmacy id/],
    ['retailerName', undefined, /^retailerName: is required/],
    ['lowPriceAmount', undefined, /^lowPriceAmount: is required: an amount in dollars/],
    ['lowPriceAmount', '0', /^lowPriceAmount: must be an amount in dollars greater than 0/],
    ['lowPriceAmount', '12.345', /^lowPriceAmount: must be an amount/],
    ['lowPriceAmount', '$12', /^lowPriceAmount: must be an amount/],
    ['lowPriceAmount', '100001', /^lowPriceAmount: must be an amount/],
    ['highPriceAmount', 'lots', /^highPriceAmount: must be an amount/],
    ['priceCurrency', 'EUR', /^priceCurrency: must be USD/],
    ['pbmId', 'a b', /^pbmId: must be the pharmacy benefit manager id/],
    ['drugId', 'x'.repeat(65), /^drugId: must be at most 64 characters/],
    ['drugUrlSlug', 'Atorvastatin Page', /^drugUrlSlug: must be a drug page slug/],
    ['ndc', '00378-2018-77', /^ndc: must be the same as formulationId/],
  ])('refuses %s = %j', (key, value, message) => {
    const query: Record<string, string> = { ...coupon }
    if (value === undefined) delete query[key]
    else query[key] = value
    expect(parse(couponQuerySchema, query)).toMatch(message)
  })
})
