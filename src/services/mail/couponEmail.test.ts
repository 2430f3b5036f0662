// @vitest-environment node
import { issuedCoupon as coupon } from '../pricing/testData'
import { couponEmail, escapeHtml } from './couponEmail'

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('couponEmail', () => {
  const mail = couponEmail(coupon, { siteUrl: 'https://wellread.example' })

  it('has a subject that names the site and not the drug (lock screens show subjects)', () => {
    expect(mail.subject).toBe('Your Wellread prescription savings coupon')
    expect(mail.subject).not.toContain('Atorvastatin')
  })

  it('says in plain text what the pharmacist needs, and the notes', () => {
    for (const part of [
      'Atorvastatin 20 mg, 30 tablets',
      'Maple Row Pharmacy, 12 Main St',
      'Your price: $12.30',
      'You save 72% off the $45.00 retail price',
      'BIN: 610749',
      'PCN: WR',
      'GRP: WR2026',
      'Member ID: WR12345678',
      'This coupon is free. It is not insurance.',
      'It does not expire, though the price may change.',
      'Show it at the pharmacy when you fill your prescription.',
      'https://wellread.example',
    ])
      expect(mail.text).toContain(part)
  })

  it('says the same in HTML, with inline styles and no remote images or stylesheets', () => {
    for (const part of ['Atorvastatin 20 mg, 30 tablets', '$12.30', '610749', 'WR12345678'])
      expect(mail.html).toContain(part)
    expect(mail.html).toContain('style="')
    expect(mail.html).not.toMatch(/<img|<link|url\(|<style|<script/i)
  })

  it('escapes every value in the HTML', () => {
    const hostile = couponEmail(
      {
        ...coupon,
        pricingInformation: { ...coupon.pricingInformation, drugName: '<img src=x onerror=alert(1)>' },
        retailerInformation: { ...coupon.retailerInformation, name: 'Bob & "Sons"' },
        couponInformation: { ...coupon.couponInformation, uid: "<b>'id'</b>" },
      },
      { siteUrl: 'https://wellread.example/?a=1&b="2"' },
    )
    expect(hostile.html).not.toContain('<img')
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(hostile.html).toContain('Bob &amp; &quot;Sons&quot;')
    expect(hostile.html).toContain('&lt;b&gt;&#39;id&#39;&lt;/b&gt;')
    expect(hostile.html).toContain('https://wellread.example/?a=1&amp;b=&quot;2&quot;')
    expect(hostile.text).toContain('<img src=x onerror=alert(1)>')
  })

  it('leaves out the savings line without a retail price', () => {
    const noRetail = couponEmail(
      {
        ...coupon,
        pricingInformation: { ...coupon.pricingInformation, retailPrice: null, percentSavings: null },
      },
      { siteUrl: 'https://wellread.example' },
    )
    expect(noRetail.text).not.toContain('retail price')
    expect(noRetail.html).not.toContain('retail price')
  })
})
