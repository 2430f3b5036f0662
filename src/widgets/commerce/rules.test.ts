import type { Media, Product } from '@/cms/payload-types'
import {
  COUNTED_POSITION_MAX,
  commerceAttrs,
  commerceId,
  decodePaidMediaHref,
  discountLayout,
  discountParts,
  formatDiscount,
  itemImage,
  itemProductId,
  paidMediaProductId,
  partnerExplanation,
  placedProduct,
  placementPosition,
  ratingWord,
  shopHref,
  shopLinkHint,
  widgetDomId,
  withThousands,
} from './rules'

const media = (overrides: Partial<Media> = {}): Media => ({
  id: 9,
  alt: 'A jar of green gummies',
  url: '/media/jar.webp',
  width: 800,
  height: 800,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 12,
  productTitle: 'Pulsewise Arm Blood Pressure Monitor',
  productBrand: 'Pulsewise',
  variantId: 'seed-pulsewise-arm-bpm',
  imgAlt: 'A white blood pressure monitor',
  ctaUrl: 'https://shop.example.com/pulsewise',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

describe('placedProduct', () => {
  it.each([
    ['a populated product', product(), true],
    ['an id (not populated)', 12, false],
    ['null (deleted)', null, false],
    ['an object without a title', { id: 3 }, false],
  ])('%s', (_label, value, kept) => {
    expect(placedProduct(value) !== null).toBe(kept)
  })
})

describe('commerceId', () => {
  it.each([
    ['seed-pulsewise-arm-bpm', 'seed-pulsewise-arm-bpm'],
    ['  WR_1001  ', 'WR_1001'],
    [1001, '1001'],
    ['has space', null],
    ['a:b', null],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), null],
    ['', null],
    [null, null],
    [-3, null],
    [1.5, null],
  ])('%j → %j', (value, expected) => {
    expect(commerceId(value)).toBe(expected)
  })
})

describe('decodePaidMediaHref', () => {
  it.each([
    ['https://go.example.com/c?a=1&#038;subid=77', 'https://go.example.com/c?a=1&subid=77'],
    ['https://go.example.com/c?a=1&#38;b=2&amp;c=3', 'https://go.example.com/c?a=1&b=2&c=3'],
    ['https://go.example.com/c?a=1&b=2', 'https://go.example.com/c?a=1&b=2'],
  ])('%s → %s', (href, expected) => {
    expect(decodePaidMediaHref(href)).toBe(expected)
  })
})

describe('paidMediaProductId (001 §5: decode &#038; first, then rvo_prodid, else subid)', () => {
  it.each([
    ['https://go.example.com/c?rvo_prodid=P1&#038;subid=S1', 'P1'],
    ['https://go.example.com/c?x=1&#038;subid=S1', 'S1'],
    ['https://go.example.com/c?x=1&#038;rvo_subid=R1', null],
    ['https://go.example.com/c?x=1&#038;rvo_subid=R1&#038;subid=S2', 'S2'],
    ['https://go.example.com/c', null],
    ['not a link', null],
  ])('%s → %j', (href, expected) => {
    expect(paidMediaProductId(href)).toBe(expected)
  })
})

describe('itemProductId', () => {
  it.each([
    [
      'the link’s rvo_prodid first',
      { href: 'https://s.example.com/p?rvo_prodid=77', variantId: 'v-1' },
      '77',
    ],
    ['the link’s rvo_subid', { href: 'https://s.example.com/p?rvo_subid=88' }, '88'],
    ['else the variant id', { href: 'https://s.example.com/p', variantId: ' v-1 ' }, 'v-1'],
    ['else the product’s variant id', { href: null, product: product() }, 'seed-pulsewise-arm-bpm'],
    [
      'paid media: rvo_subid is not read, the variant id is used',
      { href: 'https://s.example.com/p?x=1&#038;rvo_subid=88', variantId: 'v-2', paidMedia: true },
      'v-2',
    ],
    [
      'paid media: subid after decoding',
      { href: 'https://s.example.com/p?x=1&#038;subid=99', variantId: 'v-2', paidMedia: true },
      '99',
    ],
    [
      'an id the counter cannot take is skipped',
      { href: 'https://s.example.com/p?rvo_prodid=a%20b', variantId: 'v-3' },
      'v-3',
    ],
    ['nothing known', { href: 'https://s.example.com/p' }, null],
  ] as const)('%s', (_label, input, expected) => {
    expect(itemProductId(input)).toBe(expected)
  })
})

describe('placementPosition', () => {
  it.each([
    [3, 1, 3],
    [null, 2, 2],
    [undefined, 4, 4],
    [0, 5, 5],
    [-1, 5, 5],
    [2.5, 5, 5],
    [COUNTED_POSITION_MAX, 1, COUNTED_POSITION_MAX],
    [COUNTED_POSITION_MAX + 1, 1, 1],
    ['3', 1, 1],
  ])('editor %j, fallback %i → %i', (position, fallback, expected) => {
    expect(placementPosition(position, fallback)).toBe(expected)
  })
})

describe('commerceAttrs', () => {
  it('counts a known product at its position', () => {
    expect(commerceAttrs('v-1', 2)).toEqual({ 'data-commerce': 'v-1:2' })
  })
  it('adds nothing without a product id', () => {
    expect(commerceAttrs(null, 2)).toEqual({})
  })
})

describe('shopHref', () => {
  it.each([
    ['https://shop.example.com/p', false, 'https://shop.example.com/p'],
    ['  https://shop.example.com/p  ', false, 'https://shop.example.com/p'],
    ['https://go.example.com/c?a=1&#038;b=2', true, 'https://go.example.com/c?a=1&b=2'],
    ['/health/sleep', false, null],
    ['javascript:alert(1)', false, null],
    ['', false, null],
    [null, false, null],
  ])('%j (paid media %s) → %j', (href, paidMedia, expected) => {
    expect(shopHref(href, { paidMedia })).toBe(expected)
  })
})

describe('itemImage', () => {
  it('prefers the uploaded image, with the typed description', () => {
    expect(
      itemImage({
        upload: media(),
        src: 'https://img.example.com/x.png',
        alt: 'Jar',
        fallbackAlt: 'Calmleaf',
      }),
    ).toMatchObject({ src: '/media/jar.webp', alt: 'Jar', width: 800, height: 800 })
  })
  it('uses the upload’s own description when none is typed', () => {
    expect(itemImage({ upload: media(), fallbackAlt: 'Calmleaf' })?.alt).toBe('A jar of green gummies')
  })
  it('falls back to the typed address', () => {
    expect(itemImage({ upload: 4, src: 'https://img.example.com/x.png', fallbackAlt: 'Calmleaf' })).toEqual({
      src: 'https://img.example.com/x.png',
      alt: 'Calmleaf',
    })
  })
  it('then to the picked product’s photo and description', () => {
    expect(itemImage({ product: product({ image: media({ alt: '' }) }), fallbackAlt: 'X' })).toMatchObject({
      src: '/media/jar.webp',
      alt: 'A white blood pressure monitor',
    })
    expect(
      itemImage({ product: product({ imgSrc: 'https://img.example.com/bpm.png' }), fallbackAlt: 'X' }),
    ).toEqual({
      src: 'https://img.example.com/bpm.png',
      alt: 'A white blood pressure monitor',
    })
  })
  it.each([
    ['nothing', {}],
    ['an unsafe address', { src: 'javascript:alert(1)' }],
    ['a product without a photo', { product: product() }],
  ])('is null with %s', (_label, input) => {
    expect(itemImage({ ...input, fallbackAlt: 'X' })).toBeNull()
  })
})

describe('withThousands', () => {
  it.each([
    ['$1299', '$1,299'],
    ['From $12000.50 a year', 'From $12,000.50 a year'],
    ['$59.99', '$59.99'],
    ['Free', 'Free'],
  ])('%s → %s', (value, expected) => {
    expect(withThousands(value)).toBe(expected)
  })
})

describe('ratingWord', () => {
  it.each([
    [5, 'EXCELLENT'],
    [4.8, 'EXCELLENT'],
    [4.79, 'GREAT'],
    [4.5, 'GREAT'],
    [4.49, 'VERY GOOD'],
    [3.9, 'VERY GOOD'],
    [3.89, 'GOOD'],
    [0, 'GOOD'],
  ])('%s → %s', (rating, word) => {
    expect(ratingWord(rating)).toBe(word)
  })
})

describe('discountParts', () => {
  const highlighted = (text: string) =>
    discountParts(text)
      .filter((p) => p.highlight)
      .map((p) => p.text)

  it('highlights quoted codes and the three "off" patterns', () => {
    expect(highlighted('Use code "SLEEP20" for 20% off')).toEqual(['"SLEEP20"', '20% off'])
    expect(highlighted('Save $15 off your first order')).toEqual(['$15 off'])
    expect(highlighted('Take 10 percent off with “WELL10”')).toEqual(['10 percent off', '“WELL10”'])
  })
  it('adds thousands separators to dollar amounts, and keeps every character', () => {
    const parts = discountParts('Save $1500 off the $12000 list price')
    expect(parts.map((p) => p.text).join('')).toBe('Save $1,500 off the $12,000 list price')
    expect(parts.filter((p) => p.highlight).map((p) => p.text)).toEqual(['$1,500 off'])
  })
  it('leaves plain text plain', () => {
    expect(discountParts('Free shipping')).toEqual([{ text: 'Free shipping', highlight: false }])
    expect(discountParts('')).toEqual([])
  })
})

describe('discountLayout', () => {
  it('left-aligns over 35 characters and lightens over 60', () => {
    expect(discountLayout('x'.repeat(35))).toEqual({ align: 'center', light: false })
    expect(discountLayout('x'.repeat(36))).toEqual({ align: 'left', light: false })
    expect(discountLayout('x'.repeat(61))).toEqual({ align: 'left', light: true })
  })
})

describe('formatDiscount', () => {
  it('reports a failure and shows the raw text', () => {
    const reported: unknown[] = []
    const bad = { toString: () => 'x' } as unknown as string
    const parts = formatDiscount(bad, (e) => reported.push(e))
    expect(parts).toEqual([{ text: bad, highlight: false }])
    expect(reported).toHaveLength(1)
  })
})

describe('partnerExplanation', () => {
  it.each([
    ['Featured Partner: this brand pays for its placement here.', 'This brand pays for its placement here.'],
    ['featured partner — placement is paid.', 'Placement is paid.'],
    ['Placement is paid; reviews are not.', 'Placement is paid; reviews are not.'],
    ['  ', ''],
  ])('%j → %j', (text, expected) => {
    expect(partnerExplanation(text)).toBe(expected)
  })
})

describe('widgetDomId', () => {
  it.each([
    ['65f1a2', 1, 'fpo-65f1a2'],
    ['a b/c', 1, 'fpo-a-b-c'],
    [null, 3, 'fpo-n3'],
    ['', 2, 'fpo-n2'],
  ])('block %j, place %i → %s', (blockId, ordinal, expected) => {
    expect(widgetDomId('fpo', blockId, ordinal)).toBe(expected)
  })
})

describe('withThousands on price highlights', () => {
  it.each([
    ['$1299', '$1,299'],
    ['$1299.99', '$1,299.99'],
    ['$1,299', '$1,299'],
    ['$999', '$999'],
    ['$1000000', '$1,000,000'],
    ['$49 to $1250', '$49 to $1,250'],
    ['$49.99', '$49.99'],
    ['From $12000.50 a year', 'From $12,000.50 a year'],
    ['Free', 'Free'],
  ])('%s → %s', (input, expected) => {
    expect(withThousands(input)).toBe(expected)
  })
})

describe('shopLinkHint', () => {
  it.each([
    [{}, ' (opens in a new tab)'],
    [{ sponsored: true }, ' (sponsored link, opens in a new tab)'],
    [{ about: 'Brand 2', sponsored: true }, ' — Brand 2 (sponsored link, opens in a new tab)'],
    [{ about: '  Pulsewise Arm Monitor ' }, ' — Pulsewise Arm Monitor (opens in a new tab)'],
    [{ about: '' }, ' (opens in a new tab)'],
  ])('%o → %s', (input, expected) => {
    expect(shopLinkHint(input)).toBe(expected)
  })
})
