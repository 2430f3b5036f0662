import { validateLinkAddress } from './plainRichText'
import { urlField, urlProblem } from './url'

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

describe('urlField', () => {
  const validate = (field: ReturnType<typeof urlField>, value: unknown) =>
    (field.validate as (v: unknown, o: object) => string | true)(value, {})

  it('accepts empty unless required, and checks the address otherwise', () => {
    const optional = urlField({ name: 'link' })
    const required = urlField({ name: 'link', required: true })
    expect(validate(optional, '')).toBe(true)
    expect(validate(required, '')).toBe('Enter a link.')
    expect(validate(optional, 'javascript:alert(1)')).toContain('not allowed')
    expect(validate(optional, '/health')).toBe(true)
  })

  it('marks the field as a link for other checks (e.g. blocks in a draft body)', () => {
    expect(urlField({ name: 'link', allow: { contact: true } }).custom).toEqual({ url: { contact: true } })
  })
})

describe('links in rich text', () => {
  it.each([
    ['https://example.com', { linkType: 'custom' }, true],
    ['/health/sleep', { linkType: 'custom' }, true],
    ['#faq', { linkType: 'custom' }, true],
    ['mailto:news@wellread.example', { linkType: 'custom' }, true],
    ['', { linkType: 'internal' }, true],
    ['', { linkType: 'custom' }, 'Enter the link’s address.'],
  ])('%s %o → %s', (value, sibling, expected) => {
    expect(validateLinkAddress(value, sibling)).toBe(expected)
  })

  it('refuses javascript: at save instead of dropping the link later', () => {
    expect(validateLinkAddress('javascript:alert(1)', { linkType: 'custom' })).toContain(
      'Links starting with "javascript:" are not allowed.',
    )
  })
})
