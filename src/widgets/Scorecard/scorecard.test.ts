import {
  barWidth,
  criteriaOf,
  DEFAULT_SCORE,
  DEFAULT_SCORE_SUBTITLE,
  formatScore,
  headlineScore,
  SCORE_SCALE,
  scorecardView,
  scoreOf,
  textItems,
} from './scorecard'

const product = {
  id: 12,
  productTitle: 'Pulsewise Arm Blood Pressure Monitor',
  productName: 'Pulsewise Arm Monitor',
  productBrand: 'Pulsewise',
  variantId: 'seed-pulsewise-arm-bpm',
  rating: 4.6,
  ctaText: 'CHECK PRICE',
  ctaUrl: 'https://shop.example.com/pulsewise',
  discount: 'Save 15% with code WELL15',
  pros: [{ text: 'Large display' }, { text: 'Fits most arms' }],
  cons: [{ text: 'No app' }],
  proprietaryReviews: [
    { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.7 },
    { scoreCriteriaName: 'Ease of use', scoreCriteriaValue: 4.8 },
  ],
}

describe('constants from the spec', () => {
  it('scores out of 5, 4.5 and "out of 5" by default', () => {
    expect(SCORE_SCALE).toBe(5)
    expect(DEFAULT_SCORE).toBe(4.5)
    expect(DEFAULT_SCORE_SUBTITLE).toBe('out of 5')
  })
})

describe('scoreOf', () => {
  it.each<[unknown, number | null]>([
    [4.7, 4.7],
    [0, 0],
    [5, 5],
    [7, 5],
    [-1, 0],
    ['4.2', 4.2],
    [' 3 ', 3],
    ['', null],
    ['great', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(scoreOf(value)).toBe(expected)
  })
})

describe('barWidth: score / 5', () => {
  it.each<[number, string]>([
    [5, '100%'],
    [4.5, '90%'],
    [4.7, '94%'],
    [3.33, '66.6%'],
    [0, '0%'],
  ])('%s → %s', (score, width) => {
    expect(barWidth(score)).toBe(width)
  })
})

describe('formatScore', () => {
  it.each<[number, string]>([
    [4.5, '4.5'],
    [5, '5.0'],
    [4.75, '4.8'],
    [0, '0.0'],
  ])('%s → %s', (score, text) => {
    expect(formatScore(score)).toBe(text)
  })
})

describe('criteriaOf', () => {
  it('keeps named, scored criteria and skips the rest', () => {
    expect(
      criteriaOf([
        { scoreCriteriaName: ' Comfort ', scoreCriteriaValue: 4.4 },
        { scoreCriteriaName: '', scoreCriteriaValue: 4 },
        { scoreCriteriaName: 'Value', scoreCriteriaValue: null },
        { scoreCriteriaName: 'Battery', scoreCriteriaValue: 9 },
        null,
        'x',
      ]),
    ).toEqual([
      { name: 'Comfort', score: 4.4 },
      { name: 'Battery', score: 5 },
    ])
  })

  it('is empty for anything that is not a list', () => {
    expect(criteriaOf(null)).toEqual([])
    expect(criteriaOf({ scoreCriteriaName: 'Overall' })).toEqual([])
  })
})

describe('headlineScore', () => {
  it.each<[string, { name: string; score: number }[], number | null, number]>([
    [
      'the criterion named Overall',
      [
        { name: 'Comfort', score: 4 },
        { name: 'Overall', score: 4.2 },
      ],
      4.9,
      4.2,
    ],
    ['Overall in any case and spacing', [{ name: ' overall ', score: 3.8 }], null, 3.8],
    ['the rating when there is no Overall', [{ name: 'Comfort', score: 4 }], 4.6, 4.6],
    ['4.5 when there is neither', [{ name: 'Comfort', score: 4 }], null, 4.5],
    ['4.5 with no criteria at all', [], null, 4.5],
  ])('%s', (_label, criteria, rating, expected) => {
    expect(headlineScore(criteria, rating)).toBe(expected)
  })
})

describe('textItems', () => {
  it('reads rows of { text } and plain strings, skipping empty ones', () => {
    expect(textItems([{ text: ' Light ' }, { text: '' }, 'Quiet', null, { text: 3 }])).toEqual([
      'Light',
      'Quiet',
    ])
    expect(textItems(undefined)).toEqual([])
  })
})

describe('scorecardView', () => {
  it('fills every field from the picked product when the editor typed none', () => {
    const view = scorecardView({ product })!
    expect(view).toMatchObject({
      productName: 'Pulsewise Arm Blood Pressure Monitor',
      productBrand: 'Pulsewise',
      ctaUrl: 'https://shop.example.com/pulsewise',
      ctaText: 'CHECK PRICE',
      discount: 'Save 15% with code WELL15',
      variantId: 'seed-pulsewise-arm-bpm',
      productRef: 12,
      pros: ['Large display', 'Fits most arms'],
      cons: ['No app'],
      score: 4.7,
      scoreText: '4.7',
      ratingWord: 'GREAT',
      subtitle: 'out of 5',
    })
    expect(view.breakdown).toEqual([{ name: 'Ease of use', score: 4.8, width: '96%', text: '4.8' }])
  })

  it('lets what the editor typed win over the product, field by field', () => {
    const view = scorecardView({
      product,
      productName: 'Pulsewise Monitor (2026 model)',
      ctaText: 'SEE TODAY’S PRICE',
      pros: [{ text: 'Quiet pump' }],
      proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.9 }],
      scoreSubtitle: 'from our testers',
    })!
    expect(view.productName).toBe('Pulsewise Monitor (2026 model)')
    expect(view.productBrand).toBe('Pulsewise')
    expect(view.ctaText).toBe('SEE TODAY’S PRICE')
    expect(view.pros).toEqual(['Quiet pump'])
    expect(view.cons).toEqual(['No app'])
    expect(view.score).toBe(4.9)
    expect(view.ratingWord).toBe('EXCELLENT')
    expect(view.breakdown).toEqual([])
    expect(view.subtitle).toBe('from our testers')
  })

  it('works with typed fields only, with the defaults for what is missing', () => {
    const view = scorecardView({ productName: 'Calm Drops', productBrand: 'Harbor' })!
    expect(view).toMatchObject({
      productName: 'Calm Drops',
      ctaText: 'SHOP NOW',
      ctaUrl: null,
      discount: null,
      productRef: null,
      pros: [],
      cons: [],
      score: 4.5,
      scoreText: '4.5',
      ratingWord: 'GREAT',
      subtitle: 'out of 5',
    })
  })

  it.each<[unknown, string | null]>([
    ['https://shop.example.com/typed', 'https://shop.example.com/typed'],
    ['', 'https://shop.example.com/pulsewise'],
    ['javascript:alert(1)', 'https://shop.example.com/pulsewise'],
    ['/health/monitors', 'https://shop.example.com/pulsewise'],
  ])('the button leads to the typed web address %j, else the product’s', (ctaUrl, expected) => {
    expect(scorecardView({ product, ctaUrl })!.ctaUrl).toBe(expected)
  })

  it.each<[string, Record<string, unknown>, string | null]>([
    [
      'the shop link’s rvo_prodid first',
      { product, ctaUrl: 'https://shop.example.com/x?rvo_prodid=p77' },
      'p77',
    ],
    ['then the retailer’s product id', { product: { ...product, pid: 'WR-1001' } }, 'WR-1001'],
    ['then our own product id', { product }, '12'],
    [
      'none when typed without an id in the link',
      { productName: 'X', ctaUrl: 'https://shop.example.com/x' },
      null,
    ],
  ])('reports as the product id %s', (_label, block, expected) => {
    expect(scorecardView(block)!.trackingId).toBe(expected)
  })

  it('has no button link when neither gives a web address', () => {
    expect(scorecardView({ productName: 'X', ctaUrl: 'mailto:a@b.example' })!.ctaUrl).toBeNull()
  })

  it('uses the typed rating, then the product’s, when there is no Overall score', () => {
    const noOverall = { ...product, proprietaryReviews: [] }
    expect(scorecardView({ product: noOverall })!.score).toBe(4.6)
    expect(scorecardView({ product: noOverall, rating: 3.5 })!.score).toBe(3.5)
    expect(scorecardView({ product: { ...noOverall, noProductRating: true } })!.score).toBe(4.5)
  })

  it.each<[string, Record<string, unknown>]>([
    ['no name and no product', { productBrand: 'Pulsewise' }],
    ['a blank name', { productName: '   ' }],
    ['an unpopulated product', { product: 12 }],
  ])('is null (nothing shows) with %s', (_label, block) => {
    expect(scorecardView(block)).toBeNull()
  })

  it('is null for a block that is not an object', () => {
    expect(scorecardView(null)).toBeNull()
  })

  it('words the score as shown: 4.75 shows as 4.8 and reads EXCELLENT', () => {
    const view = scorecardView({
      productName: 'X',
      proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.75 }],
    })!
    expect(view.scoreText).toBe('4.8')
    expect(view.ratingWord).toBe('EXCELLENT')
  })

  it.each<[number, string]>([
    [4.8, 'EXCELLENT'],
    [4.5, 'GREAT'],
    [3.9, 'VERY GOOD'],
    [3.8, 'GOOD'],
  ])('headline %s reads %s', (score, word) => {
    const view = scorecardView({
      productName: 'X',
      proprietaryReviews: [{ scoreCriteriaName: 'Overall', scoreCriteriaValue: score }],
    })!
    expect(view.ratingWord).toBe(word)
  })
})
