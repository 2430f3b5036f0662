import { describe, expect, it } from 'vitest'
import { normaliseMessage, scrubPath, scrubStack, scrubText, scrubUrl } from './scrub'

describe('scrubbing error reports (nothing personal or topical is kept)', () => {
  it('keeps the build’s static paths, an API call’s name, and nothing of any other path', () => {
    expect(scrubPath('/_next/static/chunks/0a1b2c.js?dpl=abc#x')).toBe('/_next/static/chunks/0a1b2c.js')
    expect(scrubPath('/api/drugPricing/lisinopril?zip=10001')).toBe('/api/drugPricing')
    expect(scrubPath('/health/diabetes-type-2-diet')).toBe('/…')
    expect(scrubPath('/')).toBe('/')
  })

  it('keeps a URL’s origin, drops its credentials, query and fragment', () => {
    expect(scrubUrl('https://ads.example/tag.js?pub=1&zip=10001')).toBe('https://ads.example/…')
    expect(scrubUrl('https://user:pw@site.test/_next/static/css/a.css?dpl=1')).toBe(
      'https://site.test/_next/static/css/a.css',
    )
    expect(scrubUrl('https://site.test?q=insulin')).toBe('https://site.test')
  })

  it('scrubs every URL and path in a message, then emails, phone numbers and long numbers', () => {
    const message =
      'Fetch failure: /api/drugPricing/metformin?zip=10001 500 on https://wellread.test/health/hiv-prep?utm=x ' +
      'for jane.doe@example.com, call (555) 123-4567 or +1 555 987 6543, ZIP 90210, code 42'
    expect(scrubText(message)).toBe(
      'Fetch failure: /api/drugPricing 500 on https://wellread.test/… for [email], call [number] or ' +
        '[number], ZIP [number], code 42',
    )
    for (const secret of ['metformin', 'hiv', '10001', 'jane', '555', '90210'])
      expect(scrubText(message)).not.toContain(secret)
  })

  it('keeps a stack’s line and column numbers, scrubs its locations and its message line', () => {
    const stack = [
      'TypeError: no price for 10001 at /drugs/insulin',
      '    at price (https://site.test/_next/static/chunks/ab12.js?dpl=7f3e:1:2345)',
      '    at https://site.test/health/sleep-apnea?x=1:10:20',
      'render@https://site.test/_next/static/chunks/cd34.js:2:99',
      '    at scoreOf (src/widgets/Quiz/quiz.ts:12345:7)',
    ].join('\n')
    expect(scrubStack(stack).split('\n')).toEqual([
      'TypeError: no price for [number] at /…',
      '    at price (https://site.test/_next/static/chunks/ab12.js:1:2345)',
      '    at https://site.test/…:10:20',
      '    at render (https://site.test/_next/static/chunks/cd34.js:2:99)',
      '    at scoreOf (src/widgets/Quiz/quiz.ts:12345:7)',
    ])
  })

  it('normalises numbers for the fingerprint: two readers’ same error compare equal', () => {
    expect(normaliseMessage('Loading chunk 4821 failed.  (timeout: 120000ms)')).toBe(
      normaliseMessage('Loading chunk 77 failed. (timeout: 3.5ms)'),
    )
    expect(normaliseMessage('Loading chunk 4821 failed.')).toBe('Loading chunk 0 failed.')
  })
})
