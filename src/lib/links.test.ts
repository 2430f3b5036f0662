import { isInternalHref, linkAttributes, safeHref } from './links'

describe('isInternalHref', () => {
  it.each([
    ['/health/sleep', true],
    ['#comments', true],
    ['//evil.example/x', false],
    ['https://wellread.example/health', true],
    ['https://www.wellread.example/health', true],
    ['https://anon.wellread.example/', true],
    ['https://dev.wellread.example/', true],
    ['https://frontend-pr-12.wellread.example/', true],
    ['https://shop.wellread.example/', false],
    ['https://wellread.example.evil.com/', false],
    ['https://example.com/', false],
    ['mailto:hi@wellread.example', false],
    ['not a url', false],
  ])('%s → %s', (href, expected) => {
    expect(isInternalHref(href, 'wellread.example')).toBe(expected)
  })
})

describe('safeHref', () => {
  it.each([
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['data:text/html,hi', null],
    ['/a', '/a'],
    ['#x', '#x'],
    ['https://x.example', 'https://x.example'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })
})

describe('linkAttributes', () => {
  it('opens external links in a new tab without opener', () => {
    expect(linkAttributes('https://example.com', 'wellread.example')).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
  it('leaves internal links alone', () => {
    expect(linkAttributes('/health', 'wellread.example')).toEqual({ href: '/health' })
  })
  it('marks sponsored links', () => {
    expect(linkAttributes('https://shop.example.com', 'wellread.example', { sponsored: true }).rel).toBe(
      'noopener noreferrer sponsored nofollow',
    )
  })
})
