import { describe, expect, it } from 'vitest'
import { nextActiveIndex, parseSuggestions, searchUrl, suggestUrl, validSearchTerm } from './search'

describe('validSearchTerm', () => {
  it.each([
    ['sleep', true],
    ['  heart attack  ', true],
    ['a', true],
    ['x'.repeat(200), true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    ['x'.repeat(201), false],
  ])('%j → %s', (text, valid) => {
    expect(validSearchTerm(text)).toBe(valid)
  })
})

describe('searchUrl', () => {
  it.each([
    ['sleep', 1, '/search?q1=sleep'],
    ['  heart   attack ', 1, '/search?q1=heart+attack'],
    ['men’s health & ED?', 1, '/search?q1=men%E2%80%99s+health+%26+ED%3F'],
    ['sleep', 2, '/search?q1=sleep&page=2'],
    ['sleep', 0, '/search?q1=sleep'],
  ])('%j page %i → %s', (text, page, url) => {
    expect(searchUrl(text, page)).toBe(url)
  })

  it('round-trips through URLSearchParams', () => {
    const url = new URL(searchUrl('a+b=c&d #1'), 'http://x')
    expect(url.searchParams.get('q1')).toBe('a+b=c&d #1')
  })
})

describe('suggestUrl', () => {
  it.each([
    ['hyp', '/api/search/suggest?q=hyp'],
    [' sleep ap ', '/api/search/suggest?q=sleep+ap'],
  ])('%j → %s', (text, url) => {
    expect(suggestUrl(text)).toBe(url)
  })
})

describe('parseSuggestions', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `item ${i}`)

  it.each<[string, unknown, string[] | null]>([
    [
      'our shape',
      { query: 'hy', items: ['hypertension', 'hyperthyroidism'] },
      ['hypertension', 'hyperthyroidism'],
    ],
    [
      'the spec pair',
      [
        'hy',
        [
          ['hypertension', 0],
          ['hypoglycemia', 0, [512]],
        ],
      ],
      ['hypertension', 'hypoglycemia'],
    ],
    ['the pair with bare strings', ['hy', ['hypertension']], ['hypertension']],
    ['first 10 kept', { items: twelve }, twelve.slice(0, 10)],
    ['pair: first 10 kept', ['i', twelve.map((t) => [t])], twelve.slice(0, 10)],
    [
      'duplicates and blanks dropped',
      { items: ['Sleep', 'sleep', ' ', '', 'Sleep apnea'] },
      ['Sleep', 'Sleep apnea'],
    ],
    ['non-strings dropped', { items: ['ok', 3, null, { a: 1 }] }, ['ok']],
    ['empty list', { items: [] }, []],
    ['no items', { query: 'x' }, null],
    ['items not a list', { items: 'hypertension' }, null],
    ['null', null, null],
    ['a string', 'hypertension', null],
    ['a pair without a list', ['q', 'x'], null],
  ])('%s', (_, body, expected) => {
    expect(parseSuggestions(body)).toEqual(expected)
  })
})

describe('nextActiveIndex', () => {
  it.each<[number, number, 'down' | 'up', number]>([
    [-1, 3, 'down', 0],
    [0, 3, 'down', 1],
    [2, 3, 'down', 0],
    [-1, 3, 'up', 2],
    [0, 3, 'up', 2],
    [2, 3, 'up', 1],
    [5, 3, 'down', 0],
    [5, 3, 'up', 2],
    [-1, 0, 'down', -1],
    [0, 0, 'up', -1],
  ])('from %i of %i, %s → %i', (current, count, direction, next) => {
    expect(nextActiveIndex(current, count, direction)).toBe(next)
  })
})
