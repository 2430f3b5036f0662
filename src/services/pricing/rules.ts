/**
 * Small rules every pricing adapter shares: money in cents, the retail price and the savings a coupon
 * shows (002 §3.2–3.3), and the order and "best price" flag of a price list.
 */
import type { CouponResponse, FormulationInfo, PriceEntry } from './shared'

/**
 * Dollars rounded to the cent, half up as a till does. The product is first cut to 12 significant digits so
 * binary fractions do not drift a half cent down (1.005 × 100 is 100.49999… in floating point).
 */
export function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100
}

/** The retail price: MSRP per unit × quantity, to the cent (002 §3.2); null when either is unknown. */
export function retailPrice(msrpPerUnit: number | null, quantity: number | null): number | null {
  if (msrpPerUnit === null || quantity === null || msrpPerUnit <= 0 || quantity <= 0) return null
  return roundCents(msrpPerUnit * quantity)
}

/**
 * floor(100 − price / retail × 100) (002 §3.2). Null without a retail price, or when the discounted price
 * is not below it: a coupon never claims a saving it does not give.
 */
export function percentSavings(price: number, retail: number | null): number | null {
  if (retail === null || retail <= 0 || price >= retail) return null
  return Math.floor(100 - (price / retail) * 100)
}

/**
 * The number a quantity shown to the reader starts with: "30 tablets" → 30, "1 inhaler (8.5 g)" → 1,
 * "2.5 mL" → 2.5; null when it starts with no number.
 */
export function leadingQuantity(display: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(display)
  if (!match) return null
  const value = Number(match[1])
  return value > 0 ? value : null
}

/**
 * A price list as the widget shows it: cheapest first (then nearest, then by name, so equal prices keep a
 * stable order), and exactly one entry, the first, flagged `isLowestPrice` (the 'best price' badge).
 */
export function rankPrices(entries: readonly PriceEntry[]): PriceEntry[] {
  const sorted = [...entries].sort(
    (a, b) =>
      a.price.amount - b.price.amount ||
      (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY) ||
      a.retailer.name.localeCompare(b.retailer.name) ||
      a.retailer.location.id.localeCompare(b.retailer.location.id),
  )
  return sorted.map((entry, index) => ({ ...entry, isLowestPrice: index === 0 }))
}

/**
 * A coupon as the API answers it (002 §3.3), from the card's codes, the formulation the catalog knows (the
 * drug's name, manufacturer and dosage never come from the query), the quantity shown, the discounted price
 * and the retail price (null when unknown), and the pharmacy. Both providers build their answers with it.
 */
export function couponResponse({
  codes,
  formulation,
  quantityDisplay,
  discountedPrice,
  retail,
  retailer,
}: {
  codes: CouponResponse['couponInformation']
  formulation: Pick<FormulationInfo, 'drugName' | 'manufacturer' | 'dosage'>
  quantityDisplay: string
  discountedPrice: number
  retail: number | null
  retailer: CouponResponse['retailerInformation']
}): CouponResponse {
  return {
    ...codes,
    pricingInformation: {
      drugName: formulation.drugName,
      discountedPrice,
      retailPrice: retail,
      percentSavings: percentSavings(discountedPrice, retail),
    },
    dosageInformation: {
      manufacturer: formulation.manufacturer,
      dosage: formulation.dosage,
      quantity: quantityDisplay,
    },
    couponInformation: codes,
    retailerInformation: retailer,
  }
}
