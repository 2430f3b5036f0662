// @vitest-environment node
import { internalSearchUrl, searchResultsPath } from './address.mjs'

describe('the search results page’s address', () => {
  it.each([
    ['sleep', null, '/search/results/sleep'],
    ['  sleep   apnea ', null, '/search/results/sleep%20apnea'],
    ['sleep', '1', '/search/results/sleep'],
    ['sleep', '2', '/search/results/sleep/2'],
    ['a/b?c%d', null, '/search/results/a%2Fb%3Fc%25d'],
    ['sleep', 'x', '/search/results/sleep/x'],
    ['', null, null],
    ['   ', '2', null],
    [null, null, null],
  ])('q1=%j page=%j → %s', (q1, page, expected) => {
    expect(searchResultsPath(q1, page)).toBe(expected)
  })

  it('cuts the text at 200 characters', () => {
    expect(searchResultsPath('a'.repeat(250), null)).toBe(`/search/results/${'a'.repeat(200)}`)
  })

  it.each([
    ['/search?q1=sleep', '/search/results/sleep'],
    ['/search?q1=sleep&page=3', '/search/results/sleep/3'],
    ['/search?q1=sleep+apnea&utm_source=mail', '/search/results/sleep%20apnea'],
    // A client-side navigation keeps Next.js' cache-busting parameter.
    ['/search?q1=tea&page=2&_rsc=abc12', '/search/results/tea/2?_rsc=abc12'],
    ['/search', null],
    ['/search?q1=', null],
    ['/search?page=2', null],
    ['/searching?q1=sleep', null],
    ['/health/sleep?q1=sleep', null],
    ['/search/results/sleep', null],
  ])('%s → %s', (url, expected) => {
    expect(internalSearchUrl(url)).toBe(expected)
  })
})
