import { describe, expect, it } from 'vitest'
import {
  affiliateHref,
  affiliateRel,
  attributionCookies,
  brandIdFrom,
  CLICK_RESTORE_MS,
  clickTimeHref,
  fixBrokenBar,
  partnerOf,
  productIdFrom,
  rewritesAtClick,
  showsAffiliateDisclaimer,
} from './links'
import { TRACKING_ID_REGENERATE_MS } from './trackingId'

const ctx = { correlationId: 'c-123', location: 'productCard-2', subId: 'wellread-productCard' }

describe('partnerOf', () => {
  it.each([
    ['https://activation.partner.example/go?x=1', 'activation'],
    ['https://www.platejoy.com/offer', 'platejoy'],
    ['https://www.amazon.com/dp/B0001', 'amazon'],
    ['https://amzn.to/3abc', 'amazon'],
    ['https://shop.example.com/item', null],
    ['not a url', null],
  ])('%s → %s', (href, partner) => {
    expect(partnerOf(href)).toBe(partner)
  })
})

describe('affiliateRel', () => {
  it.each([
    ['https://shop.example.com/a', {}, 'noopener noreferrer'],
    ['https://shop.example.com/a', { sponsored: true }, 'noopener noreferrer sponsored nofollow'],
    ['https://activation.partner.example/a', {}, 'noopener noreferrer sponsored nofollow'],
    ['https://shop.example.com/a?noFollowParam=1', {}, 'noopener noreferrer sponsored nofollow'],
    ['https://shop.example.com/a?noFollowParam=0', {}, 'noopener noreferrer'],
  ])('%s %o → %s', (href, opts, rel) => {
    expect(affiliateRel(href, opts)).toBe(rel)
  })
})

describe('affiliateHref', () => {
  it('adds a correlationId parameter when there is no placeholder', () => {
    expect(affiliateHref('https://shop.example.com/a?b=1', ctx)).toEqual({
      href: 'https://shop.example.com/a?b=1&correlationId=c-123',
      problem: null,
    })
  })
  it('replaces the placeholders, as written or percent-encoded, and adds no second id', () => {
    expect(
      affiliateHref('https://shop.example.com/a?cid={correlationId}&loc=%7Blocation%7D&sub={subId}', ctx)
        .href,
    ).toBe('https://shop.example.com/a?cid=c-123&loc=productCard-2&sub=wellread-productCard')
  })
  it('adds ascsubtag for Amazon', () => {
    expect(affiliateHref('https://www.amazon.com/dp/B0001', ctx).href).toBe(
      'https://www.amazon.com/dp/B0001?correlationId=c-123&ascsubtag=c-123',
    )
    expect(affiliateHref('https://www.amazon.com/dp/B0001?ascsubtag=mine', ctx).href).toContain(
      'ascsubtag=mine',
    )
  })
  it('keeps an invalid URL and reports it', () => {
    expect(affiliateHref('shop example', ctx)).toEqual({
      href: 'shop example',
      problem: 'invalid affiliate URL kept as is: shop example',
    })
    expect(affiliateHref('javascript:alert(1)', ctx).problem).toMatch(/invalid/)
  })
  it('fixes the broken bar on the click-tracking host only', () => {
    const hosts = ['click.tracker.example']
    expect(fixBrokenBar('https://click.tracker.example/c?mid=12Â¦34', hosts)).toBe(
      'https://click.tracker.example/c?mid=12|34',
    )
    expect(fixBrokenBar('https://click.tracker.example/c?mid=12%C2%A634', hosts)).toBe(
      'https://click.tracker.example/c?mid=12%7C34',
    )
    expect(fixBrokenBar('https://other.example/c?mid=12Â¦34', hosts)).toBe(
      'https://other.example/c?mid=12Â¦34',
    )
    expect(
      affiliateHref('https://click.tracker.example/c?mid=12Â¦34', { ...ctx, clickTrackingHosts: hosts }).href,
    ).toBe('https://click.tracker.example/c?mid=12%7C34&correlationId=c-123')
  })
  it('never puts the page topic in the link: only the ids and placement it is given', () => {
    const { href } = affiliateHref('https://shop.example.com/a?loc={location}', ctx)
    expect(new URL(href).searchParams.get('loc')).toBe('productCard-2')
  })
})

describe('click-time rewriting', () => {
  it('applies to activation links and links flagged as affiliate only', () => {
    expect(rewritesAtClick('https://activation.partner.example/a')).toBe(true)
    expect(rewritesAtClick('https://shop.example.com/a', { affiliateFlag: true })).toBe(true)
    expect(rewritesAtClick('https://shop.example.com/a')).toBe(false)
  })
  it('swaps the current correlation id for a fresh one', () => {
    expect(
      clickTimeHref('https://www.amazon.com/dp/B1?correlationId=old&ascsubtag=old&x=old', 'old', 'new'),
    ).toBe('https://www.amazon.com/dp/B1?correlationId=new&ascsubtag=new&x=old')
    expect(clickTimeHref('nope', 'old', 'new')).toBe('nope')
  })
  it('uses the spec’s timings', () => {
    expect(CLICK_RESTORE_MS).toBe(2000)
    expect(TRACKING_ID_REGENERATE_MS).toBe(500)
  })
})

describe('tracking inputs', () => {
  it.each([
    ['https://site.example/l?rvo_prodid=P1&rvo_subid=S1&subid=X', {}, 'P1'],
    ['https://site.example/l?rvo_subid=S1&subid=X', {}, 'S1'],
    ['https://site.example/l?subid=X', {}, 'X'],
    ['https://site.example/l?other=1', {}, null],
    ['https://site.example/l?a=1&#038;rvo_prodid=P9', { paidMedia: true }, 'P9'],
    ['https://site.example/l?a=1&#038;rvo_subid=S2&#038;subid=X2', { paidMedia: true }, 'X2'],
    ['https://site.example/l?a=1&#038;rvo_subid=S2', { paidMedia: true }, null],
  ])('product id of %s %o is %s', (href, opts, id) => {
    expect(productIdFrom(href, opts)).toBe(id)
  })
  it('reads the brand id', () => {
    expect(brandIdFrom('https://site.example/l?rvo_brandid=B7')).toBe('B7')
    expect(brandIdFrom('https://site.example/l')).toBeNull()
  })
})

describe('attributionCookies', () => {
  it('keeps brand, product and campaign ids from the landing URL for 90 days', () => {
    expect(
      attributionCookies('https://site.example/l?rvo_brandid=B7&rvo_prodid=P1&utm_campaign=spring'),
    ).toEqual([
      { name: 'wr_brand', value: 'B7', maxAge: 7_776_000 },
      { name: 'wr_product', value: 'P1', maxAge: 7_776_000 },
      { name: 'wr_campaign', value: 'spring', maxAge: 7_776_000 },
    ])
    expect(attributionCookies('https://site.example/l?x=1')).toEqual([])
    expect(attributionCookies('nope')).toEqual([])
  })
})

describe('showsAffiliateDisclaimer', () => {
  const families = ['partner-one.example', 'shop.partner-two.example']
  it.each([
    ['https://partner-one.example/a', true],
    ['https://go.partner-one.example/a', true],
    ['https://shop.partner-two.example/a', true],
    ['https://partner-two.example/a', false],
    ['https://notpartner-one.example/a', false],
    ['bad', false],
  ])('%s → %s', (href, shows) => {
    expect(showsAffiliateDisclaimer(href, families)).toBe(shows)
  })
})
