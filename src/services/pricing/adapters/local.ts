/**
 * The local pricing provider (the default, `PRICING_ADAPTER=local`): SAMPLE prices, deterministic and
 * offline, at the fictional pharmacy chains of `chains.ts`. Nothing here is a real price or a real pharmacy.
 *
 * - Stores: 8 to 14 of the chains, one store each, at points within about 10 miles of the location asked
 *   for. Which chains, where (bearing and distance from the location) and their street addresses are drawn
 *   from a generator seeded with the ZIP and the chain's id: the same ZIP always gives the same pharmacies,
 *   at the same distances.
 * - Prices: the retail price (MSRP × quantity; a per-formulation sample unit price when the editor entered
 *   no MSRP) × a per-drug discount (deeper for generics) × the chain's price level × a small per-store
 *   variation, kept between 20% and 80% below retail (the widget's claim is "up to 80%").
 * - Coupons: an id and member id from an HMAC of the request (same request, same coupon), with card codes in
 *   the formats pharmacists key in (BIN 6 digits, PCN, group, member id).
 *
 * No I/O per request beyond the formulation index (cached across requests by the CMS): the price route's
 * budget is a p99 under 25 ms at 200 requests a second.
 */
import 'server-only'
import { createHmac } from 'node:crypto'
import { type Coordinates, distanceMiles } from '../../zip/distance'
import { FICTIONAL_CHAINS, type FictionalChain } from '../chains'
import { couponResponse, leadingQuantity, rankPrices, retailPrice, roundCents } from '../rules'
import type { CouponResponse, FormulationInfo, PriceEntry } from '../shared'
import {
  type CouponRequest,
  type FormulationSource,
  type PriceQuery,
  type PricingProvider,
  PricingProviderError,
} from '../types'

/** The local provider's pharmacy benefit manager id (passed back by the coupon call). */
export const LOCAL_PBM_ID = 'wr-sample'
/** Card codes of the sample discount card. Not a real BIN: coupons from the local provider are samples. */
export const LOCAL_BIN = '019447'
export const LOCAL_PCN = 'WRX'
export const LOCAL_GROUPS = { brand: 'WRSAVE1', generic: 'WRSAVE2' } as const

export const MIN_STORES = 8
export const MAX_STORES = 14
/** Stores are placed from this close to this far from the location, in miles. */
export const STORE_MIN_MILES = 0.3
export const STORE_MAX_MILES = 9.8
/** Savings against the retail price are kept within these bounds. */
export const MIN_SAVINGS = 0.2
export const MAX_SAVINGS = 0.8

/** FNV-1a: a fast 32-bit hash of a seed string. */
function hash(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Mulberry32: a small seeded generator of numbers in [0, 1); the same seed always gives the same sequence. */
export function seededRandom(seed: string): () => number {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!

const STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lincoln',
  'Jackson',
  'Park',
  'Lake',
  'Hill',
  'Walnut',
  'Spring',
  'Chestnut',
  'Meadow',
  'Ridge',
  'Franklin',
  'Highland',
  'Willow',
  'Center',
  'Orchard',
  'Jefferson',
  'Sycamore',
  'Mill',
] as const
const STREET_KINDS = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Pkwy', 'Way'] as const

export type LocalStore = {
  chain: FictionalChain
  locationId: string
  addressLine1: string
  /** Where the store is relative to the location asked for. */
  bearingRadians: number
  miles: number
}

/** A store's location id names its chain and ZIP, so the coupon call can find the store again. */
export const localLocationId = (chainId: string, zip: string) => `${chainId}-${zip}`

/** One chain's store near a ZIP: its street address and where it lies from the ZIP's location. */
export function localStore(chain: FictionalChain, zip: string): LocalStore {
  const random = seededRandom(`store:${zip}:${chain.id}`)
  const bearingRadians = random() * 2 * Math.PI
  const miles = STORE_MIN_MILES + random() * (STORE_MAX_MILES - STORE_MIN_MILES)
  const number = 100 + Math.floor(random() * 9800)
  const addressLine1 = `${number} ${pick(STREET_NAMES, random)} ${pick(STREET_KINDS, random)}`
  return { chain, locationId: localLocationId(chain.id, zip), addressLine1, bearingRadians, miles }
}

/** The pharmacies near a ZIP: 8 to 14 of the chains, the same ones for the same ZIP. */
export function localStores(zip: string, chains: readonly FictionalChain[] = FICTIONAL_CHAINS): LocalStore[] {
  const random = seededRandom(`stores:${zip}`)
  const count = Math.min(chains.length, MIN_STORES + Math.floor(random() * (MAX_STORES - MIN_STORES + 1)))
  // Fisher–Yates with the seeded generator: a ZIP's own choice and order of chains.
  const shuffled = [...chains]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  return shuffled.slice(0, count).map((chain) => localStore(chain, zip))
}

/** Miles per degree of latitude, and of longitude at the equator. */
const MILES_PER_DEGREE_LAT = 69.0
const MILES_PER_DEGREE_LONG = 69.172

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/** A point `miles` away from `from` in the direction `bearingRadians` (flat-earth offset: fine within 10 miles). */
export function offsetPoint(from: Coordinates, bearingRadians: number, miles: number): Coordinates {
  const latitude = Math.max(
    -89.9,
    Math.min(89.9, from.latitude + (miles * Math.cos(bearingRadians)) / MILES_PER_DEGREE_LAT),
  )
  const cosLat = Math.max(0.01, Math.cos((from.latitude * Math.PI) / 180))
  let longitude = from.longitude + (miles * Math.sin(bearingRadians)) / (MILES_PER_DEGREE_LONG * cosLat)
  if (longitude > 180) longitude -= 360
  if (longitude < -180) longitude += 360
  return { latitude: round6(latitude), longitude: round6(longitude) }
}

/**
 * A sample unit price for a formulation without an MSRP: $0.25 to $8.00, skewed to the cheap end, as most
 * generic tablets are.
 */
export function sampleUnitPrice(formulationId: string): number {
  const r = seededRandom(`unit:${formulationId}`)()
  return roundCents(0.25 + r * r * 7.75)
}

/**
 * The share of the retail price a formulation's coupon takes off before the chain's price level: 50–72%
 * for generics, 25–45% for brands (brand-name drugs are discounted less).
 */
export function drugDiscount(formulation: FormulationInfo): number {
  const r = seededRandom(`discount:${formulation.formulationId}`)()
  return formulation.drugType === 'generic' ? 0.5 + r * 0.22 : 0.25 + r * 0.2
}

/** A store's price for a formulation and quantity: within 20–80% savings of retail, to the cent. */
export function localPrice(
  formulation: FormulationInfo,
  quantity: number,
  store: LocalStore,
  zip: string,
): number {
  const unit = formulation.msrp ?? sampleUnitPrice(formulation.formulationId)
  const retail = unit * quantity
  const variation =
    0.94 + seededRandom(`price:${formulation.formulationId}:${zip}:${store.chain.id}`)() * 0.12
  const raw = retail * (1 - drugDiscount(formulation)) * store.chain.priceLevel * variation
  // Bounds in whole cents, so rounding can never step outside them.
  const lowest = Math.ceil(roundCents(retail * (1 - MAX_SAVINGS) * 100)) / 100
  const highest = Math.floor(roundCents(retail * (1 - MIN_SAVINGS) * 100)) / 100
  return Math.max(0.01, Math.min(highest, Math.max(lowest, roundCents(raw))))
}

/** The price list for a formulation at the stores near the query's ZIP, cheapest first. */
export function localPrices(query: PriceQuery, formulation: FormulationInfo): PriceEntry[] {
  const origin = { latitude: query.lat, longitude: query.long }
  const entries = localStores(query.zip).map((store): PriceEntry => {
    const coordinates = offsetPoint(origin, store.bearingRadians, store.miles)
    return {
      retailer: {
        id: store.chain.id,
        name: store.chain.name,
        location: { id: store.locationId, addressLine1: store.addressLine1, coordinates },
      },
      price: { amount: localPrice(formulation, query.quantity, store, query.zip), currency: 'USD' },
      isLowestPrice: false,
      pbmId: LOCAL_PBM_ID,
      distanceMiles: distanceMiles(origin, coordinates),
    }
  })
  return rankPrices(entries)
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, without padding. */
export function base32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Coupon ids are 20 base32 characters (100 bits of the HMAC): unguessable, and safe in a URL or a key. */
export const COUPON_ID_LENGTH = 20

/**
 * A coupon from the local provider. The chain and store come from the ids in the request (a store this
 * provider never listed is 'not-found'); the drug's name, maker and dosage from the catalog; the price the
 * reader saw from the request (the pharmacy prices the prescription at the counter in any case).
 */
export function localCoupon(
  request: CouponRequest,
  formulation: FormulationInfo,
  secret: string,
  chains: readonly FictionalChain[] = FICTIONAL_CHAINS,
): CouponResponse {
  const chain = chains.find((c) => c.id === request.retailerId)
  const zip =
    chain && request.locationId.startsWith(`${chain.id}-`)
      ? request.locationId.slice(chain.id.length + 1)
      : null
  if (!chain || !zip || !/^\d{5}$/.test(zip))
    throw new PricingProviderError('not-found', 'the local provider lists no such pharmacy')
  const store = localStore(chain, zip)
  const digest = createHmac('sha256', secret)
    .update(
      JSON.stringify([
        formulation.formulationId,
        request.dosageDisplay,
        request.quantityDisplay,
        store.locationId,
        request.lowPriceAmount,
      ]),
    )
    .digest()
  const id = base32(digest).slice(0, COUPON_ID_LENGTH)
  const memberId = `WR${String(digest.readUInt32BE(16) % 1_000_000_000).padStart(9, '0')}`
  const discountedPrice = roundCents(request.lowPriceAmount)
  return couponResponse({
    codes: { id, bin: LOCAL_BIN, pcn: LOCAL_PCN, grp: LOCAL_GROUPS[formulation.drugType], uid: memberId },
    formulation,
    quantityDisplay: request.quantityDisplay,
    discountedPrice,
    retail:
      retailPrice(formulation.msrp, leadingQuantity(request.quantityDisplay)) ??
      request.highPriceAmount ??
      null,
    retailer: {
      id: chain.id,
      name: chain.name,
      locationId: store.locationId,
      addressLine1: store.addressLine1,
      logo: { imageSrc: null },
    },
  })
}

export type LocalPricingOptions = {
  /** The drugs the site lists (cached by the CMS; tests pass a Map). */
  formulations: FormulationSource
  /** Keys the coupon ids' HMAC. */
  secret: string
}

export function localPricingProvider({ formulations, secret }: LocalPricingOptions): PricingProvider {
  return {
    async prices(query) {
      const formulation = (await formulations()).get(query.formulationId)
      return formulation ? localPrices(query, formulation) : []
    },
    async coupon(request) {
      const formulation = (await formulations()).get(request.formulationId)
      if (!formulation) throw new PricingProviderError('not-found', 'the site lists no such formulation')
      return localCoupon(request, formulation, secret)
    },
  }
}
