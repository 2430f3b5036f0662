import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadConfig } from '@/platform/config.mjs'
import { httpPricingProvider, MAX_RESPONSE_BYTES } from '@/services/pricing/adapters/http'
import { findCoupon, saveCoupon } from '@/services/pricing/couponStore'
import {
  COUPON_NOT_FOUND_MESSAGE,
  handleCouponRequest,
  handlePricesRequest,
  PROVIDER_FAILED_MESSAGE,
  TIMEOUT_MESSAGE,
} from '@/services/pricing/http'
import type { CouponResponse, PricesResponse } from '@/services/pricing/shared'
import { catalogOf, lipitor, lipitorPriceQuery, lipitorPricesParams } from '@/services/pricing/testData'
import { PricingProviderError } from '@/services/pricing/types'
import { lookupZip } from '@/services/zip'
import { captureLogs } from '../unit/log-capture'

/**
 * The HTTP pricing adapter and the API handlers against a real discount-card API peer: a node:http server
 * this test starts, which answers as each test tells it (normally, slowly, with an error status, with
 * malformed JSON or the wrong shape) and records what it was sent.
 */

type Behaviour =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'raw'; status: number; body: string }
  | { kind: 'slow-head'; delayMs: number }
  | { kind: 'slow-body'; delayMs: number }

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

let behaviour: Behaviour = { kind: 'json', body: {} }
const received: Received[] = []
const sockets = new Set<import('node:net').Socket>()
const timers = new Set<NodeJS.Timeout>()

const server = http.createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    body += chunk
  })
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
    const b = behaviour
    if (b.kind === 'json') {
      res.writeHead(b.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(b.body))
    } else if (b.kind === 'raw') {
      res.writeHead(b.status, { 'content-type': 'application/json' })
      res.end(b.body)
    } else if (b.kind === 'slow-head') {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{"prices":[]}')
      }, b.delayMs)
      timers.add(timer)
    } else {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"prices":')
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed) res.end('[]}')
      }, b.delayMs)
      timers.add(timer)
    }
  })
})
server.on('connection', (socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})

const API_KEY = 'test-pricing-key-4f1c'
// Long enough that a local answer never reaches it on a busy machine (200 ms did, with integration beside unit
// tests), short against the stalled upstream's 3 s.
const TIMEOUT_MS = 1_000
let base = ''

const formulations = async () => catalogOf(lipitor)

/** The provider as the app builds it: from the configuration's PRICING_* variables. */
function provider() {
  const cfg = loadConfig({
    PRICING_ADAPTER: 'http',
    PRICING_API_URL: `${base}/v1/`,
    PRICING_API_KEY: API_KEY,
    PRICING_TIMEOUT_MS: String(TIMEOUT_MS),
  })
  expect(cfg.adapters.pricing).toBe('http')
  return httpPricingProvider({
    apiUrl: cfg.pricing.apiUrl!,
    apiKey: cfg.pricing.apiKey,
    timeoutMs: cfg.pricing.timeoutMs,
    formulations,
  })
}

const priceQuery = lipitorPriceQuery
const pricesRequest = () =>
  new Request(`http://localhost/api/optum/prices?${new URLSearchParams(lipitorPricesParams)}`)
const couponQuery = {
  formulationId: lipitor.formulationId,
  drugName: 'Lipitor',
  dosageDisplay: '20mg',
  quantityDisplay: '30 tablets',
  locationId: 'store-88213',
  retailerId: 'acme-drug',
  retailerName: 'Acme Drug',
  lowPriceAmount: '110.20',
  priceCurrency: 'USD',
  pbmId: 'pbm-7',
}
const couponRequest = (query: Record<string, string> = couponQuery) =>
  new Request(`http://localhost/api/optum/coupons?${new URLSearchParams(query)}`)

const upstreamPrices = {
  prices: [
    {
      pharmacy: {
        chainId: 'acme-drug',
        name: 'Acme Drug',
        locationId: 'store-88213',
        address: '12 Main St',
        latitude: 39.2,
        longitude: -85.92,
      },
      price: { amount: 110.2, currency: 'USD' },
      pbmId: 'pbm-7',
    },
    {
      pharmacy: {
        chainId: 'corner-rx',
        name: 'Corner Rx',
        locationId: 'c-1',
        address: '400 Elm Ave',
        latitude: 39.13,
        longitude: -85.97,
      },
      price: { amount: 98.456 },
      pbmId: 'pbm-7',
    },
  ],
}

const upstreamCoupon = {
  coupon: { id: 'CPN-7781-ab', bin: '610014', pcn: 'RXSAVE', group: 'GRP42', memberId: 'M123456789' },
  price: { amount: 109.99, retailAmount: 354 },
  pharmacy: { address: '12 Main St', logoUrl: 'https://cdn.example/acme.png' },
}

/** What the server logged during the test. */
let logs: ReturnType<typeof captureLogs>

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer)
  for (const socket of sockets) socket.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  received.length = 0
  logs = captureLogs()
})

afterEach(() => {
  // Whatever went wrong, the server's log never holds what the reader asked about.
  logs.restore()
  const log = logs.text()
  for (const secret of ['47201', 'Lipitor', '00071-0155-23', '39.126564', '85.971322', '30 tablets', API_KEY])
    expect(log).not.toContain(secret)
  vi.restoreAllMocks()
})

describe('prices from the discount-card API', () => {
  it('asks with the key and the query, and answers the list cheapest first with distances', async () => {
    behaviour = { kind: 'json', body: upstreamPrices }
    const list = await provider().prices(priceQuery)
    expect(received).toHaveLength(1)
    const sent = received[0]!
    expect(sent.method).toBe('GET')
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`)
    const url = new URL(sent.url, base)
    expect(url.pathname).toBe('/v1/prices')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ndc: '00071-0155-23',
      quantity: '30',
      lat: '39.126564',
      long: '-85.971322',
      zip: '47201',
    })
    expect(list.map((e) => [e.retailer.name, e.price.amount, e.isLowestPrice])).toEqual([
      ['Corner Rx', 98.46, true],
      ['Acme Drug', 110.2, false],
    ])
    expect(list[1]).toEqual({
      retailer: {
        id: 'acme-drug',
        name: 'Acme Drug',
        location: {
          id: 'store-88213',
          addressLine1: '12 Main St',
          coordinates: { latitude: 39.2, longitude: -85.92 },
        },
      },
      price: { amount: 110.2, currency: 'USD' },
      isLowestPrice: false,
      pbmId: 'pbm-7',
      distanceMiles: 5.8,
    })
  })

  it('answers 200 with the list through the handler', async () => {
    behaviour = { kind: 'json', body: upstreamPrices }
    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(200)
    expect(((await res.json()) as PricesResponse).data).toHaveLength(2)
  })

  it('never asks the API about a formulation the site does not list', async () => {
    behaviour = { kind: 'json', body: upstreamPrices }
    expect(await provider().prices({ ...priceQuery, formulationId: '11111-2222-33' })).toEqual([])
    expect(received).toHaveLength(0)
  })

  it('answers an empty list when the API does not price the formulation (404)', async () => {
    behaviour = { kind: 'json', status: 404, body: { error: 'unknown ndc' } }
    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: [] })
  })

  it('gives up past the time limit: kind timeout, and 504 with timeout: true from the handler', async () => {
    behaviour = { kind: 'slow-head', delayMs: 3_000 }
    const started = Date.now()
    const refused = provider().prices(priceQuery)
    await expect(refused).rejects.toBeInstanceOf(PricingProviderError)
    await expect(refused).rejects.toMatchObject({ kind: 'timeout' })
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000)

    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(504)
    expect(await res.json()).toEqual({ error: TIMEOUT_MESSAGE, timeout: true })
  })

  it('gives up when the answer starts but its body stalls past the time limit', async () => {
    behaviour = { kind: 'slow-body', delayMs: 3_000 }
    await expect(provider().prices(priceQuery)).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('turns an error status into kind upstream, and 502 with a clean message', async () => {
    behaviour = { kind: 'raw', status: 500, body: '{"error":"database on fire at /var/lib/x"}' }
    await expect(provider().prices(priceQuery)).rejects.toMatchObject({ kind: 'upstream' })
    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: PROVIDER_FAILED_MESSAGE })
  })

  it('turns malformed JSON into kind invalid-response, and 502 with a clean message', async () => {
    behaviour = { kind: 'raw', status: 200, body: '{"prices": [ {"pharmacy": ' }
    await expect(provider().prices(priceQuery)).rejects.toMatchObject({ kind: 'invalid-response' })
    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: PROVIDER_FAILED_MESSAGE })
  })

  it.each([
    ['no prices key', { data: [] }],
    ['a price as text', { prices: [{ ...upstreamPrices.prices[0], price: { amount: '110.20' } }] }],
    [
      'another currency',
      { prices: [{ ...upstreamPrices.prices[0], price: { amount: 1, currency: 'EUR' } }] },
    ],
    [
      'a latitude out of range',
      {
        prices: [
          { ...upstreamPrices.prices[0], pharmacy: { ...upstreamPrices.prices[0]!.pharmacy, latitude: 123 } },
        ],
      },
    ],
  ])('turns the wrong shape (%s) into kind invalid-response, and 502', async (_, body) => {
    behaviour = { kind: 'json', body }
    await expect(provider().prices(priceQuery)).rejects.toMatchObject({ kind: 'invalid-response' })
    const res = await handlePricesRequest(pricesRequest(), provider(), lookupZip)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: PROVIDER_FAILED_MESSAGE })
  })

  it('refuses an answer larger than 2 MB as invalid-response', async () => {
    behaviour = { kind: 'raw', status: 200, body: `{"prices":[],"pad":"${'x'.repeat(MAX_RESPONSE_BYTES)}"}` }
    await expect(provider().prices(priceQuery)).rejects.toMatchObject({ kind: 'invalid-response' })
  })

  it('turns an unreachable API into kind upstream, and 502', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const unreachable = httpPricingProvider({
      apiUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      timeoutMs: TIMEOUT_MS,
      formulations,
    })
    await expect(unreachable.prices(priceQuery)).rejects.toMatchObject({ kind: 'upstream' })
    const res = await handlePricesRequest(pricesRequest(), unreachable, lookupZip)
    expect(res.status).toBe(502)
  })
})

describe('coupons from the discount-card API', () => {
  it('posts the pharmacy and price with the key, maps the coupon and keeps it for the share call', async () => {
    behaviour = { kind: 'json', status: 201, body: upstreamCoupon }
    const res = await handleCouponRequest(couponRequest(), provider(), saveCoupon)
    expect(res.status).toBe(200)
    const sent = received[0]!
    expect(sent.method).toBe('POST')
    expect(new URL(sent.url, base).pathname).toBe('/v1/coupons')
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(sent.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent.body)).toEqual({
      ndc: '00071-0155-23',
      drugName: 'Lipitor',
      dosage: '20mg',
      quantity: '30 tablets',
      pbmId: 'pbm-7',
      pharmacy: { chainId: 'acme-drug', locationId: 'store-88213', name: 'Acme Drug' },
      price: { amount: 110.2, currency: 'USD' },
    })
    const coupon = (await res.json()) as CouponResponse
    const codes = { id: 'CPN-7781-ab', bin: '610014', pcn: 'RXSAVE', grp: 'GRP42', uid: 'M123456789' }
    expect(coupon).toEqual({
      ...codes,
      couponInformation: codes,
      pricingInformation: {
        drugName: 'Lipitor',
        discountedPrice: 109.99,
        retailPrice: 354,
        percentSavings: 68,
      },
      dosageInformation: { manufacturer: 'Lipitor (brand)', dosage: '20mg', quantity: '30 tablets' },
      retailerInformation: {
        id: 'acme-drug',
        name: 'Acme Drug',
        locationId: 'store-88213',
        addressLine1: '12 Main St',
        logo: { imageSrc: 'https://cdn.example/acme.png' },
      },
    })
    expect(await findCoupon('CPN-7781-ab')).toEqual(coupon)
  })

  it('answers 504 { error: "Our API timed out", timeout: true } past the time limit', async () => {
    behaviour = { kind: 'slow-head', delayMs: 3_000 }
    const res = await handleCouponRequest(couponRequest(), provider(), saveCoupon)
    expect(res.status).toBe(504)
    expect(await res.json()).toEqual({ error: 'Our API timed out', timeout: true })
  })

  it('answers 404 when the API has no coupon for the pharmacy', async () => {
    behaviour = { kind: 'json', status: 404, body: {} }
    const res = await handleCouponRequest(couponRequest(), provider(), saveCoupon)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: COUPON_NOT_FOUND_MESSAGE })
  })

  it.each([
    ['an error status', { kind: 'raw', status: 503, body: 'busy' }],
    ['malformed JSON', { kind: 'raw', status: 200, body: 'not json' }],
    [
      'a coupon id unsafe to keep',
      { kind: 'json', body: { ...upstreamCoupon, coupon: { ...upstreamCoupon.coupon, id: '../../x' } } },
    ],
    [
      'a BIN that is not 6 digits',
      { kind: 'json', body: { ...upstreamCoupon, coupon: { ...upstreamCoupon.coupon, bin: '61' } } },
    ],
    [
      'a logo that is not https',
      { kind: 'json', body: { ...upstreamCoupon, pharmacy: { logoUrl: 'javascript:alert(1)' } } },
    ],
  ] satisfies [string, Behaviour][])('answers 502 with a clean message for %s', async (_, answer) => {
    behaviour = answer
    const res = await handleCouponRequest(couponRequest(), provider(), saveCoupon)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: PROVIDER_FAILED_MESSAGE })
  })

  it('answers 400 naming a bad parameter, without asking the API', async () => {
    const res = await handleCouponRequest(
      couponRequest({ ...couponQuery, lowPriceAmount: 'free' }),
      provider(),
      saveCoupon,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^lowPriceAmount must be an amount in dollars/,
    )
    expect(received).toHaveLength(0)
  })
})
