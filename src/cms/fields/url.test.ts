import { validateLinkAddress } from './plainRichText'
import { urlField } from './url'

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
