import { contrastRatio, parseColor } from '@/lib/color'
import { colors } from '@/lib/tokens'
import { cardBackground, formatPriceLabel, placedProduct, ratingText } from './productCard'

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

describe('cardBackground', () => {
  it.each<[string, unknown, string | null]>([
    ['a pale hex is kept', '#fdf7ee', '#fdf7ee'],
    ['short hex is normalised', '#FFF', '#ffffff'],
    ['rgb() is normalised', 'rgb(243, 247, 238)', '#f3f7ee'],
    ['a named colour is normalised', 'ivory', '#fffff0'],
    ['a dark colour (ink unreadable) is refused', 'navy', null],
    ['the ink colour itself is refused', colors.ink, null],
    ['grey just under 4.5:1 against ink is refused', '#888888', null],
    ['grey readable in ink but not in muted ink is refused', '#898989', null],
    ['a light grey readable in both is kept', '#dddddd', '#dddddd'],
    ['a declaration injection is refused', 'red; background-image:url(x)', null],
    ['a url() is refused', 'url(javascript:alert(1))', null],
    ['a var() is refused', 'var(--color-brand)', null],
    ['transparency is refused', 'rgba(255, 255, 255, 0.5)', null],
    ['empty', '', null],
    ['missing', undefined, null],
    ['not a string', 0xffffff, null],
  ])('%s', (_label, value, expected) => {
    expect(cardBackground(value)).toBe(expected)
  })

  it('keeps a background exactly when both the ink and the muted ink read at 4.5:1 or better on it', () => {
    for (const value of [
      '#fdf7ee',
      'ivory',
      '#888888',
      '#898989',
      '#bbbbbb',
      '#dddddd',
      'yellow',
      'navy',
      'black',
    ]) {
      const worst = Math.min(
        contrastRatio(parseColor(value)!, parseColor(colors.ink)!),
        contrastRatio(parseColor(value)!, parseColor(colors.inkMuted)!),
      )
      expect(cardBackground(value) !== null, value).toBe(worst >= 4.5)
    }
  })
})
