import {
  formatNutrient,
  NUTRIENTS,
  nutrientAmount,
  nutrientRows,
  nutrientTotal,
  nutritionInformation,
  schemaNutrient,
} from './nutrition'

describe('NUTRIENTS', () => {
  it('covers every field of 000 §3 and 002 §3.6', () => {
    expect(NUTRIENTS.map((n) => n.key).sort()).toEqual(
      [
        'calories',
        'fatContent',
        'saturatedFatContent',
        'transFatContent',
        'sodiumContent',
        'proteinContent',
        'carbohydrateContent',
        'fiberContent',
        'sugarContent',
      ].sort(),
    )
  })
})

describe('nutrientAmount', () => {
  it.each([
    [260, 260],
    [0, 0],
    [4.5, 4.5],
    ['9', 9],
    ['9 g', 9],
    ['480mg', 480],
    ['320 calories', 320],
    ['320 kcal', 320],
    [-1, null],
    ['lots', null],
    ['', null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%j → %s', (value, amount) => {
    expect(nutrientAmount(value)).toBe(amount)
  })
})

describe('nutrientRows', () => {
  it('lists the nutrients with an amount, in label order, marking the parts of another row', () => {
    const rows = nutrientRows({
      proteinContent: 14,
      calories: 260,
      saturatedFatContent: 0.6,
      fiberContent: null,
    })
    expect(rows.map((r) => [r.key, r.perServing, r.sub])).toEqual([
      ['calories', 260, false],
      ['saturatedFatContent', 0.6, true],
      ['proteinContent', 14, false],
    ])
  })

  it('keeps a zero (trans fat 0 g is worth saying)', () => {
    expect(nutrientRows({ transFatContent: 0 }).map((r) => r.key)).toEqual(['transFatContent'])
  })

  it('is empty without amounts', () => {
    expect(nutrientRows(null)).toEqual([])
    expect(nutrientRows({})).toEqual([])
  })
})

describe('formatNutrient', () => {
  it.each([
    [260, 'kcal', '260'],
    [1040, 'kcal', '1,040'],
    [1280, 'mg', '1,280'],
    [259.6, 'kcal', '260'],
    [320.4, 'mg', '320'],
    [0.6, 'g', '0.6'],
    [0.04, 'g', '0'],
    [4.5, 'g', '4.5'],
    [9.96, 'g', '10'],
    [14, 'g', '14'],
    [14.6, 'g', '15'],
    [0, 'g', '0'],
  ] as const)('%s %s → %j', (amount, unit, text) => {
    expect(formatNutrient(amount, unit)).toBe(text)
  })

  it('totals per serving times servings', () => {
    expect(nutrientTotal(260, 4)).toBe(1040)
    expect(formatNutrient(nutrientTotal(0.6, 6), 'g')).toBe('3.6')
  })
})

describe('schema.org NutritionInformation', () => {
  it('writes each amount with its unit, calories as "N calories"', () => {
    expect(schemaNutrient(260, 'kcal')).toBe('260 calories')
    expect(schemaNutrient(4.5, 'g')).toBe('4.5 g')
    expect(schemaNutrient(320, 'mg')).toBe('320 mg')
    expect(schemaNutrient(1040, 'kcal')).toBe('1040 calories')
  })

  it('has the serving size and every amount', () => {
    expect(nutritionInformation(nutrientRows({ calories: 260, sodiumContent: 320 }), '1 bowl')).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 bowl',
      calories: '260 calories',
      sodiumContent: '320 mg',
    })
  })

  it('is null without amounts', () => {
    expect(nutritionInformation([], '1 bowl')).toBeNull()
  })
})
