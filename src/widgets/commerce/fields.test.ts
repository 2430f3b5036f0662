import { rowCount, textOrProduct } from './fields'

describe('rowCount', () => {
  const validate = rowCount({ min: 1, max: 3, tooFew: 'Add an item.', tooMany: 'Remove the fourth item.' })
  it.each([
    [[], 'Add an item.'],
    [null, 'Add an item.'],
    [[{}], true],
    [[{}, {}, {}], true],
    [[{}, {}, {}, {}], 'Remove the fourth item.'],
    [2, true],
    [0, 'Add an item.'],
  ])('%j → %j', (value, expected) => {
    expect(validate(value)).toBe(expected)
  })
})

describe('textOrProduct', () => {
  const field = textOrProduct({ name: 'name', label: 'Name', message: 'Enter the name, or pick a product.' })
  const validate = field.validate as unknown as (
    value: unknown,
    options: { siblingData?: unknown },
  ) => string | true
  it.each([
    ['Calmleaf', {}, true],
    ['', { product: 12 }, true],
    ['  ', {}, 'Enter the name, or pick a product.'],
    [null, { product: null }, 'Enter the name, or pick a product.'],
    [undefined, undefined, 'Enter the name, or pick a product.'],
  ])('%j with %j → %j', (value, siblingData, expected) => {
    expect(validate(value, { siblingData })).toBe(expected)
  })
})
