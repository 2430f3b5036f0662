import {
  cardLayout,
  DEFAULT_OFFER_TEXT,
  formatOfferPrice,
  offerButtonText,
  productImageOf,
  shoppingOffers,
  specsOf,
} from './shoppingProduct'

describe('formatOfferPrice: thousands separators, one dollar sign', () => {
  it.each<[unknown, string | null]>([
    ['59.99', '$59.99'],
    ['$59.99', '$59.99'],
    ['$$59.99', '$59.99'],
    ['$ 59.99', '$59.99'],
    ['1299', '$1,299'],
    ['$1299.00', '$1,299.00'],
    ['1,299.5', '$1,299.50'],
    ['12000', '$12,000'],
    ['0', '$0'],
    [1299.99, '$1,299.99'],
    [129, '$129'],
    ['From $1299', 'From $1,299'],
    ['Free', 'Free'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [-5, null],
    [Number.NaN, null],
    [{ amount: 5 }, null],
  ])('%j → %j', (price, expected) => {
    expect(formatOfferPrice(price)).toBe(expected)
  })
})

describe('offerButtonText (000 §5 "Affiliate-offer button text")', () => {
  it.each<[string, { price?: unknown; retailer?: unknown }, string]>([
    ['default', {}, 'SHOP NOW'],
    ['a retailer and no price', { retailer: 'Example Shop' }, 'SHOP NOW AT Example Shop'],
    ['a retailer and a blank price', { price: '  ', retailer: 'Example Shop' }, 'SHOP NOW AT Example Shop'],
    ['a price and a retailer', { price: '59.99', retailer: 'Example Shop' }, '$59.99 FROM Example Shop'],
    ['a large price', { price: '$1299', retailer: 'Example Shop' }, '$1,299 FROM Example Shop'],
    ['a price and no retailer', { price: '$59.99' }, 'SHOP NOW FOR $59.99'],
    ['a blank retailer', { price: '', retailer: '  ' }, 'SHOP NOW'],
  ])('%s → %s', (_label, offer, expected) => {
    expect(offerButtonText(offer)).toBe(expected)
  })

  it('SHOP NOW is the default', () => {
    expect(DEFAULT_OFFER_TEXT).toBe('SHOP NOW')
  })
})

describe('shoppingOffers', () => {
  const offer = (overrides: Record<string, unknown> = {}) => ({
    price: '129',
    url: 'https://shop.example.com/cloudpath',
    retailer: { name: 'Example Shop' },
    ...overrides,
  })

  it('reads each offer: its link, price, retailer and button words', () => {
    expect(shoppingOffers([offer()], null)).toEqual([
      {
        key: 'offer-0',
        position: 1,
        href: 'https://shop.example.com/cloudpath',
        price: '$129',
        retailer: 'Example Shop',
        discount: null,
        buttonText: '$129 FROM Example Shop',
      },
    ])
  })

  it.each<[string, Record<string, unknown>, string | null]>([
    [
      'a discount with its text',
      { discountAvailable: true, discountText: ' 15% off with code WALK15 ' },
      '15% off with code WALK15',
    ],
    ['a discount without text', { discountAvailable: true, discountText: '' }, 'Discount available'],
    ['a discount text that is not switched on', { discountAvailable: false, discountText: '15% off' }, null],
  ])('%s', (_label, overrides, discount) => {
    expect(shoppingOffers([offer(overrides)], null)[0]!.discount).toBe(discount)
  })

  it('sends every offer to the override link when there is one', () => {
    const offers = shoppingOffers([offer(), offer({ url: '' })], 'https://go.example.net/campaign')
    expect(offers.map((o) => o.href)).toEqual([
      'https://go.example.net/campaign',
      'https://go.example.net/campaign',
    ])
  })

  it('skips offers without a web link, and numbers the rest', () => {
    const offers = shoppingOffers(
      [offer({ url: '' }), offer({ url: 'javascript:alert(1)' }), offer({ url: '/health/x' }), null, offer()],
      null,
    )
    expect(offers.map((o) => [o.position, o.href])).toEqual([[1, 'https://shop.example.com/cloudpath']])
  })

  it('gives one SHOP NOW offer to the override link when no offer is listed', () => {
    expect(shoppingOffers([], 'https://go.example.net/campaign')).toEqual([
      expect.objectContaining({
        href: 'https://go.example.net/campaign',
        buttonText: 'SHOP NOW',
        position: 1,
      }),
    ])
  })

  it('accepts a retailer typed as plain text', () => {
    expect(shoppingOffers([offer({ retailer: 'Corner Pharmacy', price: '' })], null)[0]!.buttonText).toBe(
      'SHOP NOW AT Corner Pharmacy',
    )
  })

  it('is empty with no offers and no override link', () => {
    expect(shoppingOffers(null, null)).toEqual([])
    expect(shoppingOffers('offers', 'javascript:x')).toEqual([])
  })
})

describe('productImageOf', () => {
  it('keeps the address, description and size', () => {
    expect(
      productImageOf({ url: '/media/shoe.webp', alt: 'A teal shoe', width: 800, height: 600 }, 'Cloudpath'),
    ).toEqual({ src: '/media/shoe.webp', alt: 'A teal shoe', width: 800, height: 600 })
  })

  it('describes the image by the product name when it has no description, and is square without a size', () => {
    expect(productImageOf({ url: 'https://img.example.com/a.png' }, 'Cloudpath')).toEqual({
      src: 'https://img.example.com/a.png',
      alt: 'Cloudpath',
      width: 1,
      height: 1,
    })
  })

  it.each<[string, unknown]>([
    ['no address', { alt: 'x' }],
    ['an unsafe address', { url: 'javascript:alert(1)' }],
    ['not an object', 'https://img.example.com/a.png'],
    ['nothing', null],
  ])('is null with %s', (_label, image) => {
    expect(productImageOf(image, 'Cloudpath')).toBeNull()
  })

  it('ignores sizes that are not positive numbers', () => {
    expect(productImageOf({ url: '/a.png', width: -1, height: 'tall' }, 'A')).toMatchObject({
      width: 1,
      height: 1,
    })
  })
})

describe('specsOf', () => {
  it('keeps specs with a title and a text', () => {
    expect(
      specsOf([
        { title: ' Weight ', text: ' 9.1 oz ' },
        { title: 'Widths', text: '' },
        { title: '', text: 'x' },
        null,
      ]),
    ).toEqual([{ key: 'spec-0', title: 'Weight', text: '9.1 oz' }])
    expect(specsOf(undefined)).toEqual([])
  })
})

describe('cardLayout', () => {
  it.each<[unknown, 'list' | 'table']>([
    ['list', 'list'],
    ['table', 'table'],
    [null, 'list'],
    ['grid', 'list'],
  ])('%j → %s', (cardType, layout) => {
    expect(cardLayout(cardType)).toBe(layout)
  })
})
