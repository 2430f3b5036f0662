import { textOf } from './text'

describe('textOf', () => {
  it.each([
    ['  Calmleaf  ', 'Calmleaf'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, ''],
    [{ text: 'x' }, ''],
  ])('%j → %j', (value, expected) => {
    expect(textOf(value)).toBe(expected)
  })
})
