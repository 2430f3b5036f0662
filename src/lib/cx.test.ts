import { cx } from './cx'

describe('cx', () => {
  it.each([
    [['a', 'b'], 'a b'],
    [['a', false, null, undefined, '', 'b'], 'a b'],
    [[false], ''],
  ] as const)('%o → %s', (names, expected) => {
    expect(cx(...names)).toBe(expected)
  })
})
