import { describe, expect, it } from 'vitest'
import {
  normalizeQuery,
  normalizeTerm,
  processTerm,
  searchTerms,
  tokenize,
  tokenizeWithOffsets,
} from './text'

describe('normalizeQuery', () => {
  it.each([
    ['  sleep   apnea ', 'sleep apnea'],
    ['\theart\nattack\r\n', 'heart attack'],
    ['a\u0000b', 'a b'],
    ['   ', ''],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeQuery(raw)).toBe(expected)
  })
})

describe('tokenize', () => {
  it.each([
    ['High blood pressure', ['High', 'blood', 'pressure']],
    ["men's health", ["men's", 'health']],
    ['heart-healthy, low-salt!', ['heart', 'healthy', 'low', 'salt']],
    ['type 2 diabetes (T2D)', ['type', '2', 'diabetes', 'T2D']],
    ['Sjögren’s syndrome', ['Sjögren’s', 'syndrome']],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
    ['...', []],
  ])('%j → %j', (text, words) => {
    expect(tokenize(text)).toEqual(words)
  })

  it('reports where each word is', () => {
    expect(tokenizeWithOffsets('a  bc')).toEqual([
      { word: 'a', start: 0, end: 1 },
      { word: 'bc', start: 3, end: 5 },
    ])
  })
})

describe('normalizeTerm and processTerm', () => {
  it.each([
    ['Hypertension', 'hypertension', 'hypertension'],
    ["Men's", 'men', 'men'],
    ['Sjögren’s', 'sjogren', 'sjogren'],
    ["don't", 'dont', 'dont'],
    ['The', 'the', null],
    ['HOW', 'how', null],
    ['D', 'd', 'd'],
    ['2', '2', '2'],
  ])('%j → normalized %j, indexed as %j', (word, normalized, processed) => {
    expect(normalizeTerm(word)).toBe(normalized)
    expect(processTerm(word)).toBe(processed)
  })

  it('keeps only meaningful words of a query', () => {
    expect(searchTerms('How to lower your high blood pressure')).toEqual([
      'lower',
      'high',
      'blood',
      'pressure',
    ])
    expect(searchTerms('vitamin D for the over 50s')).toEqual(['vitamin', 'd', 'over', '50s'])
  })
})
