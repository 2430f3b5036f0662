import {
  clampServings,
  parseServings,
  SERVINGS_MAX,
  SERVINGS_MIN,
  servingsFactor,
  servingsMax,
  servingsNoun,
  servingsText,
} from './servings'

describe('servingsText (000 §5)', () => {
  it.each([
    [1, 'Makes 1 serving'],
    [2, 'Makes 2 servings'],
    [4, 'Makes 4 servings'],
    [12, 'Makes 12 servings'],
  ])('%s → %j', (count, text) => {
    expect(servingsText(count)).toBe(text)
  })

  it('has the noun alone for the nutrition panel', () => {
    expect(servingsNoun(1)).toBe('1 serving')
    expect(servingsNoun(6)).toBe('6 servings')
  })
})

describe('parseServings', () => {
  it.each([
    [4, 4],
    [1, 1],
    [2.4, 2],
    ['4', 4],
    ['Serves 4', 4],
    ['4 servings', 4],
    ['4-6', 4],
    [0, null],
    [-2, null],
    ['none', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [{}, null],
  ])('%j → %s', (value, count) => {
    expect(parseServings(value)).toBe(count)
  })
})

describe('the servings control’s limits', () => {
  it('goes from 1 to 50, or to the recipe’s own count when that is more', () => {
    expect(SERVINGS_MIN).toBe(1)
    expect(SERVINGS_MAX).toBe(50)
    expect(servingsMax(4)).toBe(50)
    expect(servingsMax(60)).toBe(60)
  })

  it.each([
    [0, 4, 1],
    [1, 4, 1],
    [5, 4, 5],
    [50, 4, 50],
    [51, 4, 50],
    [70, 60, 60],
    [3.6, 4, 4],
    [Number.NaN, 4, 4],
  ])('clampServings(%s) for a recipe of %s → %s', (count, base, expected) => {
    expect(clampServings(count, base)).toBe(expected)
  })

  it('scales by chosen over own servings', () => {
    expect(servingsFactor(6, 4)).toBe(1.5)
    expect(servingsFactor(4, 4)).toBe(1)
    expect(servingsFactor(2, 0)).toBe(1)
  })
})
