import type { PaidMediaCardBlock, Product } from '@/cms/payload-types'
import { DEFAULT_PAID_MEDIA_CTA, paidMediaCardView, ratingOf, splitAfterTwoWords } from './paidMediaCard'

const block = (overrides: Partial<PaidMediaCardBlock> = {}): PaidMediaCardBlock => ({
  blockType: 'paidMediaCard',
  id: 'pm1',
  productTitle: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
  productBrand: 'Calmleaf',
  imgSrc: 'https://img.example.com/calmleaf.png',
  imageAlt: 'A jar of green gummies',
  rating: 4.8,
  numberOfRatings: 3412,
  highlights: [{ label: 'Price', value: '$1299' }],
  discount: 'Use code "CALM20" for 20% off',
  ctaText: 'Shop now at Calmleaf',
  ctaUrl: 'https://go.example.com/c?rvo_prodid=CL25&#038;utm_source=wellread',
  isFeaturedPartner: true,
  variantId: 'seed-calmleaf-25',
  position: null,
  ...overrides,
})

const product: Product = {
  id: 8,
  productTitle: 'Pulsewise Arm Blood Pressure Monitor',
  productBrand: 'Pulsewise',
  variantId: 'seed-pulsewise-arm-bpm',
  imgSrc: 'https://img.example.com/bpm.png',
  imgAlt: 'A white monitor',
  rating: 4.7,
  numberOfRatings: 2318,
  highlights: [{ label: 'Price', value: '$59.99' }],
  discount: 'Save 15% with code WELL15',
  ctaText: 'SHOP NOW',
  ctaUrl: 'https://shop.example.com/pulsewise',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('splitAfterTwoWords (the hero rating word and the CTA text)', () => {
  it.each([
    ['Shop now at Calmleaf', ['Shop now', 'at Calmleaf']],
    ['Get 20% off today only', ['Get 20%', 'off today only']],
    ['VERY GOOD', ['VERY GOOD', '']],
    ['EXCELLENT', ['EXCELLENT', '']],
    ['  Shop   now   at  Calmleaf ', ['Shop now', 'at Calmleaf']],
    ['', ['', '']],
  ])('%j → %j', (text, parts) => {
    expect(splitAfterTwoWords(text)).toEqual(parts)
  })
})

describe('ratingOf', () => {
  it.each([
    [4.75, 4.75],
    [7, 5],
    [-1, 0],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    ['4.5', null],
  ])('%j → %j', (value, expected) => {
    expect(ratingOf(value)).toBe(expected)
  })
})

describe('paidMediaCardView', () => {
  it('reads the card from the block', () => {
    const card = paidMediaCardView(block(), 2)
    expect(card).toMatchObject({
      title: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
      brand: 'Calmleaf',
      image: { src: 'https://img.example.com/calmleaf.png', alt: 'A jar of green gummies' },
      href: 'https://go.example.com/c?rvo_prodid=CL25&utm_source=wellread',
      productId: 'CL25',
      variantId: 'seed-calmleaf-25',
      position: 2,
      rating: { text: '4.8', word: ['EXCELLENT', ''], count: '3,412' },
      highlights: [{ label: 'Price', value: '$1,299' }],
      discount: { text: 'Use code "CALM20" for 20% off', long: false },
      cta: ['Shop now', 'at Calmleaf'],
      ctaText: 'Shop now at Calmleaf',
      featuredPartner: true,
    })
  })

  it('uses the editor’s position for reports', () => {
    expect(paidMediaCardView(block({ position: 7 }), 2)?.position).toBe(7)
  })

  it('fills what is left empty from the picked product', () => {
    const card = paidMediaCardView(
      block({
        product,
        productTitle: '',
        productBrand: null,
        imgSrc: null,
        imageAlt: null,
        rating: null,
        numberOfRatings: null,
        highlights: [],
        discount: '',
        ctaText: '',
        ctaUrl: '',
        variantId: '',
        isFeaturedPartner: false,
      }),
      1,
    )
    expect(card).toMatchObject({
      title: 'Pulsewise Arm Blood Pressure Monitor',
      brand: 'Pulsewise',
      image: { src: 'https://img.example.com/bpm.png', alt: 'A white monitor' },
      href: 'https://shop.example.com/pulsewise',
      productId: 'seed-pulsewise-arm-bpm',
      rating: { text: '4.7', word: ['GREAT', ''], count: '2,318' },
      highlights: [{ label: 'Price', value: '$59.99' }],
      discount: { text: 'Save 15% with code WELL15', long: false },
      cta: ['SHOP NOW', ''],
      featuredPartner: false,
    })
  })

  it('hides the product’s rating when the product hides it', () => {
    const card = paidMediaCardView(block({ product: { ...product, noProductRating: true }, rating: null }), 1)
    expect(card?.rating).toBeNull()
  })

  it('shows the default button text and no count when they are empty', () => {
    const card = paidMediaCardView(block({ ctaText: '  ', numberOfRatings: null }), 1)
    expect(card?.cta).toEqual(splitAfterTwoWords(DEFAULT_PAID_MEDIA_CTA))
    expect(card?.rating?.count).toBeNull()
  })

  it('marks a long discount', () => {
    expect(paidMediaCardView(block({ discount: 'x'.repeat(36) }), 1)?.discount).toEqual({
      text: 'x'.repeat(36),
      long: true,
    })
  })

  it('drops highlights without a label or value, and an unusable link', () => {
    const card = paidMediaCardView(
      block({
        highlights: [
          { label: ' ', value: 'x' },
          { label: 'Size', value: '' },
          { label: 'Count', value: '30 gummies' },
        ],
        ctaUrl: 'javascript:alert(1)',
      }),
      1,
    )
    expect(card?.highlights).toEqual([{ label: 'Count', value: '30 gummies' }])
    expect(card?.href).toBeNull()
    expect(card?.productId).toBe('seed-calmleaf-25')
  })

  it.each([
    ['no name and no product', block({ productTitle: '' })],
    ['a product that was deleted (an id only)', block({ productTitle: null, product: 8 })],
    ['a name that is not text', block({ productTitle: 5 as unknown as string })],
  ])('is null with %s', (_label, data) => {
    expect(paidMediaCardView(data, 1)).toBeNull()
  })

  it('survives malformed highlights', () => {
    const card = paidMediaCardView(
      block({ highlights: 'oops' as unknown as PaidMediaCardBlock['highlights'] }),
      1,
    )
    expect(card?.highlights).toEqual([])
  })
})
