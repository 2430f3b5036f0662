import {
  FRACTION_SPACE,
  formatQuantity,
  parseLeadingQuantity,
  parseNumber,
  scaleIngredient,
} from './quantity'

/** "1 ¼" as the card writes it (a no-break space between the whole number and the fraction). */
const mixed = (text: string) => text.replace(' ', FRACTION_SPACE)

describe('parseNumber', () => {
  it.each([
    ['2', 2],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1,000', 1000],
    ['1/2', 0.5],
    ['3 / 4', 0.75],
    ['1⁄3', 1 / 3],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['½', 0.5],
    ['¾', 0.75],
    ['⅓', 1 / 3],
    ['⅙', 1 / 6],
    ['2⅔', 2 + 2 / 3],
  ])('%j → %s', (text, value) => {
    expect(parseNumber(text)).toBeCloseTo(value, 9)
  })

  it.each([['1/0'], ['1 1/0'], ['a'], [''], ['1.2.3'], ['½½']])('%j is not a number', (text) => {
    expect(parseNumber(text)).toBeNull()
  })
})

describe('parseLeadingQuantity', () => {
  it.each([
    ['1 1/2 cups flour', 1.5, null, 5],
    ['1½ cups flour', 1.5, null, 2],
    ['1 ½ cups flour', 1.5, null, 3],
    ['0.5 tsp salt', 0.5, null, 3],
    ['½ tsp paprika', 0.5, null, 1],
    ['200 g red lentils', 200, null, 3],
    ['400g tomatoes', 400, null, 3],
    ['2-3 cloves garlic', 2, 3, 3],
    ['2 – 3 cloves garlic', 2, 3, 5],
    ['1 to 2 tbsp honey', 1, 2, 6],
    ['  3 eggs', 3, null, 3],
    ['1,000 ml water', 1000, null, 5],
    ['2 x 400 g cans', 2, null, 1],
    ['1 (400 g) can', 1, null, 1],
  ])('%j starts with %s (to %s), %s characters long', (text, low, high, end) => {
    const q = parseLeadingQuantity(text)
    expect(q).not.toBeNull()
    expect(q!.low).toBeCloseTo(low, 9)
    expect(q!.high).toBe(high)
    expect(q!.end).toBe(end)
  })

  it('knows a decimal was written', () => {
    expect(parseLeadingQuantity('0.5 tsp')!.decimal).toBe(true)
    expect(parseLeadingQuantity('1-1.5 kg')!.decimal).toBe(true)
    expect(parseLeadingQuantity('1/2 tsp')!.decimal).toBe(false)
    expect(parseLeadingQuantity('1,000 ml')!.decimal).toBe(false)
  })

  it.each([
    ['Salt and pepper, to taste'],
    ['A pinch of cinnamon'],
    ['½-inch piece of ginger'],
    ['2-inch cinnamon stick'],
    ['1. Preheat the oven'],
    ['2,5 kg'],
    [''],
    ['Juice of 1 lemon'],
  ])('%j starts with no amount it scales', (text) => {
    expect(parseLeadingQuantity(text)).toBeNull()
  })
})

describe('formatQuantity', () => {
  it.each([
    [0.5, '½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [0.25, '¼'],
    [0.75, '¾'],
    [0.125, '⅛'],
    [0.375, '⅜'],
    [0.625, '⅝'],
    [0.875, '⅞'],
    [1, '1'],
    [1.25, mixed('1 ¼')],
    [1.5, mixed('1 ½')],
    [2 + 2 / 3, mixed('2 ⅔')],
    [0.3, '⅓'],
    [0.97, '1'],
    [1.96, '2'],
    [2.04, '2'],
    [0.07, '⅛'],
    [0.06, '0.06'],
    [0.05, '0.05'],
    [0.02, '0.02'],
    [9.9, '9 ⅞'.replace(' ', FRACTION_SPACE)],
    [10, '10'],
    [187.5, '188'],
    [33.33, '33'],
    [0, '0'],
    [-1, '0'],
    [Number.NaN, '0'],
  ])('%s → %j', (value, text) => {
    expect(formatQuantity(value)).toBe(text)
  })

  it.each([
    [1.5, '1.5'],
    [0.25, '0.25'],
    [0.125, '0.13'],
    [2, '2'],
    [0.004, '0.004'],
    [12.5, '13'],
  ])('%s written as a decimal → %j', (value, text) => {
    expect(formatQuantity(value, true)).toBe(text)
  })
})

describe('scaleIngredient', () => {
  it.each([
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['1½ cups flour', 0.5, '¾ cup flour'],
    ['1 cup rolled oats', 2, '2 cups rolled oats'],
    ['1 cup rolled oats', 1.25, mixed('1 ¼ cups rolled oats')],
    ['2 cups milk', 0.5, '1 cup milk'],
    ['0.5 tsp salt', 3, '1.5 tsp salt'],
    ['½ tsp smoked paprika', 1.5, '¾ tsp smoked paprika'],
    ['200 g red lentils, rinsed', 1.5, '300 g red lentils, rinsed'],
    ['250 ml stock', 0.75, '188 ml stock'],
    ['400g tomatoes', 0.5, '200g tomatoes'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['2–3 cloves garlic', 0.5, mixed('1–1 ½ cloves garlic')],
    ['2 cloves garlic', 0.5, '1 clove garlic'],
    ['1 onion, finely chopped', 2, '2 onions, finely chopped'],
    ['1 can (400 g) chopped tomatoes', 2, '2 cans (400 g) chopped tomatoes'],
    ['1 litre stock', 1.5, mixed('1 ½ litres stock')],
    ['3 eggs', 1 / 3, '1 egg'],
    ['1 tbsp olive oil', 3, '3 tbsp olive oil'],
    ['1 Cup flour', 2, '2 Cup flour'],
    ['1 to 2 tbsp honey', 2, '2 to 4 tbsp honey'],
    ['Salt and pepper, to taste', 2, 'Salt and pepper, to taste'],
    ['½-inch piece of ginger', 2, '½-inch piece of ginger'],
  ])('%j × %s → %j', (text, factor, expected) => {
    expect(scaleIngredient(text, factor)).toBe(expected)
  })

  it('leaves the text exactly as written at the recipe’s own servings', () => {
    for (const text of ['0.5 tsp salt', '1 1/2 cups flour', '2 onion', '1,000 ml water']) {
      expect(scaleIngredient(text, 1)).toBe(text)
    }
  })

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('ignores a factor of %s', (factor) => {
    expect(scaleIngredient('2 cups milk', factor)).toBe('2 cups milk')
  })
})
