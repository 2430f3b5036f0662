import { isBlankHtml, REVEAL_STAGGER_MS, revealDelayMs } from './checklist'

describe('REVEAL_STAGGER_MS', () => {
  it('is the 500 ms per item the spec gives', () => {
    expect(REVEAL_STAGGER_MS).toBe(500)
  })
})

describe('revealDelayMs', () => {
  it.each([
    [0, 0],
    [1, 500],
    [2, 1000],
    [7, 3500],
    [-1, 0],
    [2.6, 1000],
  ])('item %s appears after %s ms', (index, expected) => {
    expect(revealDelayMs(index)).toBe(expected)
  })
})

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    ['   \n\t', true],
    ['<br>', true],
    ['<strong> </strong><em></em>', true],
    ['&nbsp; &#160;', true],
    ['\u00a0\u200b', true],
    ['Drink water', false],
    ['<strong>Sleep</strong>', false],
    ['<a href="https://example.org">x</a>', false],
    ['&amp;', false],
    ['0', false],
  ])('%j → %s', (html, expected) => {
    expect(isBlankHtml(html)).toBe(expected)
  })
})
