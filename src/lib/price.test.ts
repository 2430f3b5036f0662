import { formatPrice } from './price'

describe('formatPrice (002 §3.2: 2 decimals)', () => {
  it.each([
    [12.34, '$12.34'],
    [12.3, '$12.30'],
    [5, '$5.00'],
    [0, '$0.00'],
    [0.5, '$0.50'],
    [1234.5, '$1,234.50'],
    [12.345, '$12.35'],
    [9.999, '$10.00'],
  ])('%d → %s', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown)
  })
})
