import { describe, expect, it } from 'vitest'
import type { DriverView } from '@/services/drivers/shared'
import { newsletterRequestSchema } from '@/services/newsletter/schema'
import { NEWSLETTER_MESSAGES } from '@/services/newsletter/shared'
import { sampleNewsletterDriver } from './NewsletterSignup.samples'
import {
  bodyParagraphs,
  confirmationCopy,
  emailProblem,
  feedbackEvent,
  imageAlt,
  leadGenText,
  NEWSLETTER_FORM_TEXT,
  NEWSLETTER_SITE,
  newsletterPayload,
  pagePath,
  pageTerms,
  signupButtonText,
  signupEvent,
  subscriberText,
} from './newsletter'

const driver = (over: Partial<DriverView> = {}): DriverView => ({ ...sampleNewsletterDriver, ...over })

describe('emailProblem (001 §5 pattern, the same one the server checks)', () => {
  it.each([
    'name@example.com',
    'first.last@example.co.uk',
    ' Name@Example.COM ',
    'a+b@sub.example.org',
    'x_y-z@example-mail.io',
    'user@[192.168.0.1]',
  ])('accepts %j', (value) => {
    expect(emailProblem(value)).toBeNull()
  })

  it.each([
    ['', NEWSLETTER_FORM_TEXT.emptyEmail],
    ['   ', NEWSLETTER_FORM_TEXT.emptyEmail],
    ['name', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@', NEWSLETTER_MESSAGES.invalidEmail],
    ['@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@example', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@example.c', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@example.123', NEWSLETTER_MESSAGES.invalidEmail],
    ['first last@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name..x@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['.name@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name.@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['na"me@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name(x)@example.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@exa mple.com', NEWSLETTER_MESSAGES.invalidEmail],
    ['name@[1.2.3]', NEWSLETTER_MESSAGES.invalidEmail],
    [`${'a'.repeat(250)}@example.com`, NEWSLETTER_MESSAGES.emailTooLong],
  ])('refuses %j', (value, message) => {
    expect(emailProblem(value)).toBe(message)
  })
})

describe('pagePath', () => {
  it.each([
    ['/heart-health/blood-pressure', '/heart-health/blood-pressure'],
    ['/health/sleep?utm_source=x#top', '/health/sleep'],
    ['/', '/'],
    ['', '/'],
    ['health/sleep', '/'],
    ['//evil.example/x', '/'],
    ['https://wellread.example/health', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('%j → %j', (input, expected) => {
    expect(pagePath(input)).toBe(expected)
  })
})

describe('newsletterPayload (002 §3.5)', () => {
  const base = {
    driver: driver(),
    placement: 'articlePlacement',
    variant: 'inline' as const,
    k1: 'blood pressure',
    path: '/heart-health/blood-pressure',
    categories: ['heart-health', 'nutrition'],
    tags: ['blood pressure', 'salt'],
    email: '  Reader@Example.com ',
    correlationId: 'c0ffee-1234',
  }
  const accepted = (payload: object) =>
    newsletterRequestSchema.safeParse({ ...payload, recaptcha: 'token' }).success

  it('builds every field of 002 §3.5, and the server accepts it (with the bot check added)', () => {
    const payload = newsletterPayload(base)
    expect(payload).toEqual({
      site: NEWSLETTER_SITE,
      customTc: '',
      email: 'Reader@Example.com',
      lists: ['heart-weekly', 'wellread-daily'],
      path: '/heart-health/blood-pressure',
      sailthruAccount: 'wellread-main',
      attributes: { placement: 'articlePlacement', form: 'inline', driverId: 'drv_newsletter_1' },
      identifiers: {
        K1: 'blood pressure',
        source: 'article-driver',
        categories: ['heart-health', 'nutrition'],
        tags: ['blood pressure', 'salt'],
        correlationId: 'c0ffee-1234',
      },
    })
    expect(accepted(payload)).toBe(true)
  })

  it('a lead-gen driver’s line is the custom terms the reader accepts', () => {
    const payload = newsletterPayload({ ...base, driver: driver({ isLeadGen: true, brand: 'Acme Heart' }) })
    expect(payload.customTc).toBe('By signing up you agree that Acme Heart may also contact you.')
    expect(accepted(payload)).toBe(true)
  })

  it.each([
    [
      'no source: the placement',
      { driver: driver({ newsletterSource: null }) },
      { source: 'articlePlacement' },
    ],
    ['no K1', { k1: null }, { K1: '' }],
    ['blank K1', { k1: '  ' }, { K1: '' }],
    ['no correlation id', { correlationId: null }, { correlationId: '' }],
    ['a page without categories or tags', { categories: [], tags: [] }, { categories: [], tags: [] }],
  ])('%s: every field is still there', (_name, over, expected) => {
    const payload = newsletterPayload({ ...base, ...over })
    expect(payload.identifiers).toMatchObject(expected)
    expect(Object.keys(payload.identifiers).sort()).toEqual([
      'K1',
      'categories',
      'correlationId',
      'source',
      'tags',
    ])
    expect(accepted(payload)).toBe(true)
  })

  it('an empty provider account when the driver has none; a site given is used; the dialog says so', () => {
    const payload = newsletterPayload({
      ...base,
      driver: driver({ sailthruAccount: null, _uuid: '' }),
      site: 'Other',
      variant: 'dialog',
    })
    expect(payload.sailthruAccount).toBe('')
    expect(payload.site).toBe('Other')
    expect(payload.attributes).toEqual({ placement: 'articlePlacement', form: 'dialog' })
    expect(accepted(payload)).toBe(true)
  })

  it('lists each list once, in the driver’s order', () => {
    const payload = newsletterPayload({ ...base, driver: driver({ lists: ['b-list', 'a-list', 'b-list'] }) })
    expect(payload.lists).toEqual(['b-list', 'a-list'])
  })

  it('keeps the page’s terms within what the server takes: trimmed, each once, none too long, 20 and 50 at most', () => {
    const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`)
    const payload = newsletterPayload({
      ...base,
      categories: [' heart-health ', 'heart-health', '', ...many(30, 'cat')],
      tags: ['x'.repeat(121), 'salt', ...many(60, 'tag')],
    })
    expect(payload.identifiers.categories).toEqual(['heart-health', ...many(19, 'cat')])
    expect(payload.identifiers.tags).toEqual(['salt', ...many(49, 'tag')])
    expect(accepted(payload)).toBe(true)
  })

  it('cleans the path', () => {
    expect(newsletterPayload({ ...base, path: '/x?email=a@b.co' }).path).toBe('/x')
  })
})

describe('pageTerms', () => {
  it('trims, drops empty and over-long terms, keeps each once, in order, up to the most', () => {
    expect(pageTerms([' a ', 'b', 'a', '', '  ', 'y'.repeat(121), 'c'], 2)).toEqual(['a', 'b'])
  })
})

describe('what the form says', () => {
  it.each([
    [null, null],
    [0, null],
    [-5, null],
    [1, 'Join 1 reader'],
    [12, 'Join 12 readers'],
    [1234567, 'Join 1,234,567 readers'],
    [99.6, 'Join 100 readers'],
  ])('subscriberText(%j) → %j', (n, expected) => {
    expect(subscriberText(n)).toBe(expected)
  })

  it.each([
    [{ isLeadGen: false, brand: 'Acme' }, null],
    [{ isLeadGen: true, brand: 'Acme' }, 'By signing up you agree that Acme may also contact you.'],
    [
      { isLeadGen: true, brand: null, vendorName: 'Acme Health' },
      'By signing up you agree that Acme Health may also contact you.',
    ],
    [
      { isLeadGen: true, brand: null, vendorName: null },
      'By signing up you agree that our partner may also contact you.',
    ],
  ])('leadGenText(%j) → %j', (over, expected) => {
    expect(leadGenText(driver(over as Partial<DriverView>))).toBe(expected)
  })

  it.each([
    [null, 'Sign up'],
    ['  ', 'Sign up'],
    ['Get the newsletter', 'Get the newsletter'],
  ])('signupButtonText(%j) → %j', (callToAction, expected) => {
    expect(signupButtonText(driver({ callToAction }))).toBe(expected)
  })

  it.each([
    [null, []],
    ['', []],
    ['One line.', ['One line.']],
    ['First.\n\nSecond\nline.\n\n\n  Third.  ', ['First.', 'Second\nline.', 'Third.']],
  ])('bodyParagraphs(%j)', (text, expected) => {
    expect(bodyParagraphs(text)).toEqual(expected)
  })

  it('imageAlt: a picture whose text repeats the headline is decorative', () => {
    const image = { src: '/a.jpg', alt: 'Heart health weekly', width: 10, height: 10 }
    expect(imageAlt(image, 'Heart health weekly')).toBe('')
    expect(imageAlt({ ...image, alt: 'A bowl of oats' }, 'Heart health weekly')).toBe('A bowl of oats')
  })
})

describe('confirmationCopy', () => {
  it('pending: the editor’s title and text, or "Check your inbox"', () => {
    expect(confirmationCopy(driver(), 'pending')).toEqual({
      title: 'You’re almost done',
      description: 'Open the email we sent you and confirm your address.',
    })
    const plain = driver({
      confirmTitle: '',
      confirmDesc: null,
      confirmCallToAction: null,
      confirmCallToActionURL: null,
    })
    expect(confirmationCopy(plain, 'pending')).toEqual({
      title: 'Check your inbox',
      description: NEWSLETTER_FORM_TEXT.pendingDescription,
    })
  })

  it('confirmed: no email to open, so the text says so', () => {
    expect(confirmationCopy(driver(), 'confirmed')).toEqual({
      title: 'You’re almost done',
      description: NEWSLETTER_FORM_TEXT.confirmedDescription,
    })
    const standard = driver({
      confirmTitle: 'Check your inbox',
      confirmDesc: 'x',
      confirmCallToAction: null,
      confirmCallToActionURL: null,
    })
    expect(confirmationCopy(standard, 'confirmed').title).toBe(NEWSLETTER_FORM_TEXT.confirmedTitle)
  })
})

describe('tracking events', () => {
  it('newsletter_signup: placement, driver and status only', () => {
    expect(signupEvent('articlePlacement', 'drv_1', 'pending')).toEqual({
      name: 'newsletter_signup',
      placement: 'articlePlacement',
      driverId: 'drv_1',
      status: 'pending',
    })
    expect(signupEvent('headerNewsletter', null, 'confirmed').driverId).toBeNull()
  })

  it('newsletter_feedback: the answer’s label and the placement, never the address', () => {
    const event = feedbackEvent({ label: 'Blood pressure', value: 'bp' }, 'articlePlacement', 'drv_1')
    expect(event).toEqual({
      name: 'newsletter_feedback',
      selection: 'Blood pressure',
      placement: 'articlePlacement',
      driverId: 'drv_1',
    })
    expect(JSON.stringify(event)).not.toContain('@')
  })
})
