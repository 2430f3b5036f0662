import { acceptedUrl, urlProblem } from './urlRules'

describe('urlProblem', () => {
  it.each([
    ['https://example.com/page', {}, null],
    ['http://shop.example.com/x?y=1#z', {}, null],
    ['http://localhost:3000/test', {}, null],
    ['/health/sleep', {}, null],
    ['mailto:editor@wellread.example', { contact: true }, null],
    ['tel:+15551234567', { contact: true }, null],
    ['#faq', { anchor: true }, null],
  ])('%s %o is fine', (value, kinds, expected) => {
    expect(urlProblem(value, kinds)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)', {}, 'Links starting with "javascript:" are not allowed.'],
    ['JavaScript:alert(1)', {}, 'Links starting with "javascript:" are not allowed.'],
    ['data:text/html;base64,PHNjcmlwdD4=', {}, 'Links starting with "data:" are not allowed.'],
    ['vbscript:msgbox', {}, 'Links starting with "vbscript:" are not allowed.'],
    ['//evil.example/x', {}, 'Add https: in front.'],
    ['example.com/page', {}, 'Add https:// in front if this is another site.'],
    ['https://', {}, 'That address is not complete.'],
    ['https://intranet/page', {}, 'That address has no domain.'],
    [' https://example.com', {}, 'Remove the spaces.'],
    ['https://exa mple.com', {}, 'Remove the spaces.'],
    ['/health/sleep', { sitePath: false }, 'Enter a web address starting with https://'],
    ['mailto:someone@example.com', {}, 'Enter a web address starting with https://'],
    ['#faq', {}, 'Enter a web address starting with https://'],
  ])('%s %o is refused: %s', (value, kinds, start) => {
    expect(urlProblem(value, kinds)).toContain(start)
  })

  it('says what is accepted, with examples', () => {
    expect(urlProblem('ftp://files.example.com', { contact: true })).toBe(
      'Links starting with "ftp:" are not allowed. Enter a web address starting with https://, or a path on this site starting with /, or mailto: or tel: (e.g. https://example.com/page or /health/sleep).',
    )
  })
})

describe('acceptedUrl', () => {
  it.each([
    ['  /health/sleep ', {}, '/health/sleep'],
    ['https://example.org/a', {}, 'https://example.org/a'],
    ['#faq', {}, null],
    ['#faq', { anchor: true }, '#faq'],
    ['javascript:alert(1)', {}, null],
    ['', {}, null],
    [null, {}, null],
  ])('%o with %o → %o', (value, kinds, expected) => {
    expect(acceptedUrl(value, kinds)).toBe(expected)
  })
})
