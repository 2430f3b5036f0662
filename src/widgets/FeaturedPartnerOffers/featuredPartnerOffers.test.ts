import type { FeaturedPartnerOffersBlock } from '@/cms/payload-types'
import { sampleRefs } from '@/widgets/fixtures'
import {
  DEFAULT_OFFER_CTA,
  DEFAULT_OFFERS_TITLE,
  MAX_OFFERS,
  offersTitle,
  partnerOffers,
} from './featuredPartnerOffers'

type Offer = NonNullable<FeaturedPartnerOffersBlock['offers']>[number]

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  name: 'Calmleaf',
  offer: '20% off your first order with code CALM20',
  ctaText: 'Get 20% off',
  ctaUrl: 'https://shop.example.com/calmleaf?rvo_prodid=CL-25',
  ...overrides,
})

describe('offersTitle', () => {
  it.each([
    ['Our partners’ deals this month', 'Our partners’ deals this month'],
    ['  ', DEFAULT_OFFERS_TITLE],
    [null, DEFAULT_OFFERS_TITLE],
  ])('%j → %j', (title, expected) => {
    expect(offersTitle(title)).toBe(expected)
  })
})

describe('partnerOffers', () => {
  it('reads each offer with its place among those shown', () => {
    expect(
      partnerOffers([offer(), offer({ id: 'o2', name: 'Sundew', ctaUrl: 'https://shop.example.com/s' })]),
    ).toEqual([
      {
        key: 'o1',
        name: 'Calmleaf',
        offer: '20% off your first order with code CALM20',
        image: null,
        href: 'https://shop.example.com/calmleaf?rvo_prodid=CL-25',
        ctaText: 'Get 20% off',
        productId: 'CL-25',
        position: 1,
      },
      expect.objectContaining({ key: 'o2', name: 'Sundew', productId: null, position: 2 }),
    ])
  })

  it('uses the default button text', () => {
    expect(partnerOffers([offer({ ctaText: '' })])[0]?.ctaText).toBe(DEFAULT_OFFER_CTA)
  })

  it('fills the name, picture, offer and link from a picked product', () => {
    const [shown] = partnerOffers([
      offer({ product: sampleRefs.product('cbdSundew'), name: '', offer: '', ctaUrl: '' }),
    ])
    expect(shown).toMatchObject({
      name: 'Sundew Nighttime CBD Gummies with Melatonin',
      image: { src: '/sample/products/cbdSundew.webp' },
      href: 'https://shop.example.com/sundew/nighttime-cbd-gummies-melatonin',
      productId: 'seed-sundew-nighttime-melatonin',
    })
    expect(shown?.offer).not.toBe('')
  })

  it.each([
    ['no name', offer({ name: ' ' })],
    ['no offer', offer({ offer: '' })],
    ['no link', offer({ ctaUrl: '' })],
    ['an unsafe link', offer({ ctaUrl: 'javascript:alert(1)' })],
  ])('leaves out an offer with %s', (_label, bad) => {
    expect(partnerOffers([bad, offer({ id: 'ok' })]).map((o) => [o.key, o.position])).toEqual([['ok', 1]])
  })

  it(`shows at most ${MAX_OFFERS} offers`, () => {
    const many = Array.from({ length: MAX_OFFERS + 2 }, (_, i) => offer({ id: `o${i}` }))
    expect(partnerOffers(many)).toHaveLength(MAX_OFFERS)
  })

  it.each([[null], [undefined], ['junk'], [[null, 3]]])('returns nothing for %j', (offers) => {
    expect(partnerOffers(offers as FeaturedPartnerOffersBlock['offers'])).toEqual([])
  })
})
