import type { Product, ProductCardBlock } from '@/cms/payload-types'
import { offerUrl, priceOffer, productCardsJsonLd, productJsonLd } from './productJsonLd'

const PAGE = 'https://wellread.example/health/best-cbd-gummies'

const review = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 8,
    productTitle: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
    productBrand: 'Calmleaf',
    ctaUrl: 'https://shop.example.com/calmleaf/gummies?rvo_prodid=CL25',
    image: {
      id: 108,
      alt: 'A jar of gummies',
      url: '/api/media/file/calmleaf.webp',
      createdAt: '',
      updatedAt: '',
    },
    rating: 4.8,
    numberOfRatings: 3412,
    highlights: [{ label: 'Price', value: '$49.99' }],
    reviewAuthorName: 'Daniel Reyes, RDN',
    productReview: review('Lab-tested every batch.'),
    proprietaryReviews: [
      { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.7 },
      { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4.5 },
    ],
    createdAt: '',
    updatedAt: '',
    ...overrides,
  }
}

describe('priceOffer', () => {
  it.each([
    ['$49.99', '49.99'],
    ['$1,299', '1299'],
    ['$1299', '1299'],
    ['From $12,000.50 a year', '12000.50'],
    ['$0', '0'],
    ['Free', null],
    ['49.99', null],
    ['', null],
  ])('%j → %s', (text, price) => {
    expect(priceOffer(text)).toEqual(price === null ? null : { price, priceCurrency: 'USD' })
  })
})

describe('offerUrl', () => {
  it.each([
    ['https://shop.example.com/p?a=1', 'https://shop.example.com/p?a=1'],
    [
      'https://shop.example.com/p?correlationId={correlationId}&loc=%7Blocation%7D&a=1',
      'https://shop.example.com/p?a=1',
    ],
    ['javascript:alert(1)', null],
    ['/health/page', null],
    ['not a url', null],
    [null, null],
  ])('%j → %j', (href, url) => {
    expect(offerUrl(href)).toBe(url)
  })
})

describe('productJsonLd', () => {
  it('describes the product with its brand, image, offer, rating and our review', () => {
    expect(productJsonLd(product(), { id: `${PAGE}#product-1-1`, pageUrl: PAGE })).toEqual({
      '@type': 'Product',
      '@id': `${PAGE}#product-1-1`,
      name: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
      brand: { '@type': 'Brand', name: 'Calmleaf' },
      image: 'https://wellread.example/api/media/file/calmleaf.webp',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.com/calmleaf/gummies?rvo_prodid=CL25',
        price: '49.99',
        priceCurrency: 'USD',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, bestRating: 5, ratingCount: 3412 },
      review: {
        '@type': 'Review',
        name: 'Our review of Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
        author: { '@type': 'Person', name: 'Daniel Reyes, RDN' },
        reviewBody: 'Lab-tested every batch.',
        reviewRating: { '@type': 'Rating', ratingValue: 4.7, bestRating: 5, worstRating: 0 },
      },
    })
  })

  it('takes the price field when no highlight is labelled Price, and the photo address when nothing is uploaded', () => {
    const ld = productJsonLd(
      product({ highlights: [], price: '$1299', image: null, imgSrc: 'https://img.example.com/p.webp' }),
      { id: 'x', pageUrl: PAGE },
    )
    expect(ld.offers).toMatchObject({ price: '1299' })
    expect(ld.image).toBe('https://img.example.com/p.webp')
  })

  it.each([
    ['no price anywhere', { highlights: [], price: null }, 'offers'],
    ['a hidden rating', { noProductRating: true }, 'aggregateRating'],
    ['no rating count', { numberOfRatings: null }, 'aggregateRating'],
    ['no rating', { rating: null }, 'aggregateRating'],
    ['no review text', { productReview: null }, 'review'],
    ['no reviewer', { reviewAuthorName: ' ' }, 'review'],
    ['no photo', { image: null, imgSrc: null }, 'image'],
  ])('leaves out what it does not have (%s)', (_label, overrides, key) => {
    const ld = productJsonLd(product(overrides as Partial<Product>), { id: 'x', pageUrl: PAGE })
    expect(ld).not.toHaveProperty(key)
    expect(ld.name).toBe('Calmleaf Broad-Spectrum CBD Gummies, 25 mg')
  })

  it('keeps a review without an Overall score, with no review rating', () => {
    const ld = productJsonLd(product({ proprietaryReviews: [] }), { id: 'x', pageUrl: PAGE })
    expect(ld.review).toMatchObject({ '@type': 'Review', author: { name: 'Daniel Reyes, RDN' } })
    expect(ld.review).not.toHaveProperty('reviewRating')
  })

  it('titles a featured partner’s review "Editor\'s take"', () => {
    const ld = productJsonLd(product({ isFeaturedPartner: true }), { id: 'x', pageUrl: PAGE })
    expect(ld.review).toMatchObject({ name: "Editor's take" })
  })
})

describe('productCardsJsonLd', () => {
  const card = (p: ProductCardBlock['product']): ProductCardBlock => ({
    blockType: 'productCard',
    product: p,
  })

  it('gives one Product per card, with the @id of the card’s anchor', () => {
    const nodes = productCardsJsonLd(
      [card(product()), card(product({ id: 9, productTitle: 'Northfield Gummies' }))],
      { url: PAGE },
    )
    expect(nodes.map((n) => [n['@id'], n.name])).toEqual([
      [`${PAGE}#product-1-1`, 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg'],
      [`${PAGE}#product-1-2`, 'Northfield Gummies'],
    ])
  })

  it('counts deleted products for the anchors but describes each product once', () => {
    const nodes = productCardsJsonLd(
      [card(3), card(product()), card(product()), card(product({ id: 9, productTitle: 'Sundew' }))],
      { url: PAGE },
    )
    expect(nodes.map((n) => n['@id'])).toEqual([`${PAGE}#product-1-2`, `${PAGE}#product-1-4`])
  })

  it('never throws on a malformed product', () => {
    expect(
      productCardsJsonLd(
        [card({ productTitle: 'Odd', highlights: 'x', proprietaryReviews: 7 } as unknown as Product)],
        { url: PAGE },
      ),
    ).toEqual([{ '@type': 'Product', '@id': `${PAGE}#product-1-1`, name: 'Odd' }])
  })
})
