import { leadingQuantity, percentSavings, rankPrices, retailPrice, roundCents } from './rules'
import { priceEntry } from './testData'

describe('roundCents', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
    [12.345, 12.35],
    [354, 354],
  ])('%d → %d', (amount, cents) => {
    expect(roundCents(amount)).toBe(cents)
  })
})

describe('retailPrice', () => {
  it('is MSRP × quantity to the cent', () => {
    expect(retailPrice(11.8, 30)).toBe(354)
    expect(retailPrice(0.333, 3)).toBe(1)
    expect(retailPrice(2.65, 2.5)).toBe(6.63)
  })

  it('is unknown without an MSRP or a quantity', () => {
    expect(retailPrice(null, 30)).toBeNull()
    expect(retailPrice(11.8, null)).toBeNull()
    expect(retailPrice(0, 30)).toBeNull()
  })
})

describe('percentSavings', () => {
  it('is floor(100 − price / retail × 100)', () => {
    expect(percentSavings(123.45, 354)).toBe(65)
    expect(percentSavings(70.8, 354)).toBe(80)
    expect(percentSavings(99.99, 100)).toBe(0)
  })

  it('claims no saving without a retail price or when the price is not below it', () => {
    expect(percentSavings(10, null)).toBeNull()
    expect(percentSavings(10, 10)).toBeNull()
    expect(percentSavings(12, 10)).toBeNull()
  })
})

describe('leadingQuantity', () => {
  it.each([
    ['30 tablets', 30],
    ['1 inhaler (8.5 g)', 1],
    ['2.5 mL', 2.5],
    ['  90 capsules', 90],
    ['one box', null],
    ['0 tablets', null],
  ])('%j → %s', (display, value) => {
    expect(leadingQuantity(display)).toBe(value)
  })
})

const entry = (name: string, amount: number, distanceMiles: number | null) =>
  priceEntry(name.toLowerCase(), name, amount, { isLowestPrice: true, distanceMiles })

describe('rankPrices', () => {
  it('orders by price, then distance, then name, and flags only the first as the lowest', () => {
    const ranked = rankPrices([
      entry('Cedar', 12, 1),
      entry('Birch', 9.5, 4),
      entry('Alder', 9.5, 2),
      entry('Aspen', 9.5, 2),
      entry('Dogwood', 20, null),
    ])
    expect(ranked.map((e) => e.retailer.name)).toEqual(['Alder', 'Aspen', 'Birch', 'Cedar', 'Dogwood'])
    expect(ranked.map((e) => e.isLowestPrice)).toEqual([true, false, false, false, false])
  })

  it('answers an empty list for no prices', () => {
    expect(rankPrices([])).toEqual([])
  })
})
