import { commerceContext, DEFAULT_CAROUSEL_TITLE, DEFAULT_VETTING_PAGE_PATH } from './context'

describe('commerceContext', () => {
  const settings = {
    commerce: {
      affiliatePartners: [
        { name: 'Example Shop', domain: ' Shop.Example.com ' },
        { name: 'Example Shop', domain: 'example-shop.net' },
      ],
      clickTrackingHosts: [{ host: 'click.example.net' }],
      ratingRowHiddenPaths: [{ path: '/health/best-cbd-gummies/' }],
      carouselTitles: [{ path: '/Health/Best-CBD-Gummies', title: 'Our top CBD gummies' }],
      featuredPartnerExplanation: '  ',
      vettingPagePath: '/about/vetting',
    },
  }

  it('applies the settings to the page they name (paths compared without case or a trailing slash)', () => {
    expect(commerceContext(settings, '/health/best-cbd-gummies')).toMatchObject({
      partnerDomains: ['shop.example.com', 'example-shop.net'],
      clickTrackingHosts: ['click.example.net'],
      ratingRowTestPage: true,
      carouselTitle: 'Our top CBD gummies',
      vettingPagePath: '/about/vetting',
    })
  })

  it('other pages get the defaults', () => {
    const other = commerceContext(settings, '/health/sleep')
    expect(other.ratingRowTestPage).toBe(false)
    expect(other.carouselTitle).toBe(DEFAULT_CAROUSEL_TITLE)
    expect(other.featuredPartnerExplanation).toMatch(/pays for its placement/)
  })

  it.each([null, undefined, {}, { commerce: null }])('with no settings (%j): defaults', (value) => {
    expect(commerceContext(value as never, '/x')).toEqual({
      partnerDomains: [],
      clickTrackingHosts: [],
      ratingRowTestPage: false,
      carouselTitle: DEFAULT_CAROUSEL_TITLE,
      featuredPartnerExplanation: expect.stringMatching(/no brand can pay for a positive review/),
      vettingPagePath: DEFAULT_VETTING_PAGE_PATH,
    })
  })
})
