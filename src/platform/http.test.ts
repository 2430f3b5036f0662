// @vitest-environment node
import { isSameOriginRequest } from './http'

describe('the same-origin check', () => {
  const trusted = ['https://wellread.example']
  it.each([
    [{ origin: 'https://wellread.example' }, true],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOriginRequest(new Headers(headers), trusted)).toBe(expected)
  })
})
