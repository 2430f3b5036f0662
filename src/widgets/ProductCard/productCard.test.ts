import { formatPriceLabel, placedProduct, ratingText } from './productCard'

describe('formatPriceLabel', () => {
  it.each([
    ['$1299', '$1,299'],
    ['$49.99', '$49.99'],
    ['From $12000.50 a year', 'From $12,000.50 a year'],
    ['Free', 'Free'],
  ])('%s → %s', (input, expected) => {
    expect(formatPriceLabel(input)).toBe(expected)
  })
})

describe('ratingText', () => {
  it.each([
    [{ rating: 4.56 }, '4.6'],
    [{ rating: 7 }, '5.0'],
    [{ rating: 4.5, noProductRating: true }, null],
    [{ rating: null }, null],
  ])('%o → %s', (product, expected) => {
    expect(ratingText(product)).toBe(expected)
  })
})

describe('placedProduct', () => {
  it('rejects deleted or unpopulated products', () => {
    expect(placedProduct(3)).toBeNull()
    expect(placedProduct(null)).toBeNull()
    expect(placedProduct({ productTitle: 'X' })).toEqual({ productTitle: 'X' })
  })
})
