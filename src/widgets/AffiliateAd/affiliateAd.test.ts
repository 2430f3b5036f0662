import type { AffiliateAdBlock } from '@/cms/payload-types'
import { sampleRefs } from '@/widgets/fixtures'
import { AFFILIATE_AD_DEFAULT_CTA, affiliateAdView } from './affiliateAd'

const block = (overrides: Partial<AffiliateAdBlock> = {}): AffiliateAdBlock => ({
  blockType: 'affiliateAd',
  id: 'ad1',
  mainText: 'Track your sleep without a watch',
  subText: 'A titanium ring that measures sleep stages and resting heart rate.',
  discount: '15% off with code SLEEP15',
  brand: 'Lunaring',
  ctaText: 'See the ring',
  ctaUrl: 'https://shop.example.com/lunaring?rvo_prodid=LR-1',
  imgSrc: 'https://img.example.com/ring.png',
  imageAlt: 'A dark titanium ring',
  position: null,
  ...overrides,
})

describe('affiliateAdView', () => {
  it('reads the ad from the block', () => {
    expect(affiliateAdView(block(), 3)).toEqual({
      mainText: 'Track your sleep without a watch',
      subText: 'A titanium ring that measures sleep stages and resting heart rate.',
      discount: '15% off with code SLEEP15',
      brand: 'Lunaring',
      image: { src: 'https://img.example.com/ring.png', alt: 'A dark titanium ring' },
      href: 'https://shop.example.com/lunaring?rvo_prodid=LR-1',
      ctaText: 'See the ring',
      productId: 'LR-1',
      position: 3,
    })
  })

  it('uses the editor’s position and the default button text', () => {
    const ad = affiliateAdView(block({ position: 2, ctaText: ' ' }), 3)
    expect(ad?.position).toBe(2)
    expect(ad?.ctaText).toBe(AFFILIATE_AD_DEFAULT_CTA)
  })

  it('fills what is left empty from the picked product', () => {
    const ad = affiliateAdView(
      block({
        product: sampleRefs.product('sleepRing'),
        mainText: '',
        brand: '',
        discount: '',
        ctaUrl: '',
        imgSrc: '',
        imageAlt: '',
      }),
      1,
    )
    expect(ad).toMatchObject({
      mainText: 'Lunaring Sleep Tracker Ring',
      brand: 'Lunaring',
      href: 'https://shop.example.com/lunaring/sleep-tracker-ring',
      productId: 'seed-lunaring-sleep-ring',
      image: { src: '/sample/products/sleepRing.webp' },
    })
  })

  it('has no picture when none is given', () => {
    expect(affiliateAdView(block({ imgSrc: null }), 1)?.image).toBeNull()
  })

  it.each([
    ['no main text', block({ mainText: '  ' })],
    ['no link', block({ ctaUrl: '' })],
    ['a link that is not a web address', block({ ctaUrl: '/health/sleep' })],
    ['an unsafe link', block({ ctaUrl: 'javascript:alert(1)' })],
    ['main text that is not text', block({ mainText: ['x'] as unknown as string })],
  ])('is null with %s', (_label, data) => {
    expect(affiliateAdView(data, 1)).toBeNull()
  })
})
