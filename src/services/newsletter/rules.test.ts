// @vitest-environment node
import { createHash } from 'node:crypto'
import {
  forwardableAttributes,
  hashToken,
  isToken,
  newToken,
  normaliseKeyword,
  TOKEN_PATTERN,
  unknownListIds,
  withK1List,
} from './rules'

const lists = [
  { listId: 'heart-weekly', k1: 'Blood Pressure' },
  { listId: 'sleep-better', k1: '  sleep ' },
  { listId: 'daily-digest', k1: null },
  { listId: 'recipes', k1: '' },
]

describe('withK1List (002 §5: list k1 is appended if missing)', () => {
  it.each([
    [
      'appends the list whose keyword is the page’s K1',
      ['daily-digest'],
      'blood pressure',
      ['daily-digest', 'heart-weekly'],
    ],
    [
      'compares trimmed and without case',
      ['daily-digest'],
      '  BLOOD   pressure ',
      ['daily-digest', 'heart-weekly'],
    ],
    [
      'keeps the requested order when the K1 list is already there',
      ['heart-weekly', 'daily-digest'],
      'Blood pressure',
      ['heart-weekly', 'daily-digest'],
    ],
    ['changes nothing without a K1', ['daily-digest'], undefined, ['daily-digest']],
    [
      'changes nothing for an empty K1 (lists without a keyword never match)',
      ['daily-digest'],
      '  ',
      ['daily-digest'],
    ],
    ['changes nothing when no list has the K1', ['daily-digest'], 'diabetes', ['daily-digest']],
    [
      'drops duplicates in the request, keeping the first',
      ['recipes', 'daily-digest', 'recipes'],
      'sleep',
      ['recipes', 'daily-digest', 'sleep-better'],
    ],
  ] as const)('%s', (_name, requested, k1, expected) => {
    expect(withK1List(requested, k1, lists)).toEqual(expected)
  })

  it('appends every list with that keyword, in the CMS’s order', () => {
    const twice = [...lists, { listId: 'heart-monthly', k1: 'blood pressure' }]
    expect(withK1List(['recipes'], 'Blood pressure', twice)).toEqual([
      'recipes',
      'heart-weekly',
      'heart-monthly',
    ])
  })
})

describe('unknownListIds', () => {
  it('names the requested lists the site does not have, once each', () => {
    expect(unknownListIds(['heart-weekly', 'nope', 'nope', 'gone'], lists)).toEqual(['nope', 'gone'])
    expect(unknownListIds(['heart-weekly', 'recipes'], lists)).toEqual([])
  })
})

describe('normaliseKeyword', () => {
  it.each([
    ['  Blood   Pressure ', 'blood pressure'],
    [null, ''],
    [undefined, ''],
    ['SLEEP', 'sleep'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseKeyword(value)).toBe(expected)
  })
})

describe('tokens', () => {
  it('are 32 random bytes in base64url: 43 URL-safe characters, new every time', () => {
    const tokens = Array.from({ length: 50 }, newToken)
    for (const token of tokens) {
      expect(token).toMatch(TOKEN_PATTERN)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
      expect(encodeURIComponent(token)).toBe(token)
    }
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('are stored as their SHA-256 (hex), which does not contain the token', () => {
    const token = newToken()
    const hash = hashToken(token)
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(hashToken(token)).toBe(hash)
  })

  it.each([
    [newToken(), true],
    ['', false],
    ['short', false],
    [`${newToken()}x`, false],
    [`${newToken().slice(0, 42)}=`, false],
    [`${newToken().slice(0, 42)}/`, false],
    [42, false],
    [null, false],
  ])('isToken(%j) is %s', (value, expected) => {
    expect(isToken(value)).toBe(expected)
  })
})

describe('forwardableAttributes (nothing about the page reaches the provider)', () => {
  const page = {
    path: '/heart-health/blood-pressure-basics',
    k1: 'Blood pressure',
    categories: ['Heart health'],
    tags: ['hypertension'],
  }

  it('keeps attributes that say nothing about the page', () => {
    expect(
      forwardableAttributes({ placement: 'inline-2', firstName: 'Ada', optIn: true, step: 2 }, page),
    ).toEqual({ placement: 'inline-2', firstName: 'Ada', optIn: true, step: 2 })
  })

  it.each([
    'path',
    'pagePath',
    'page_url',
    'URL',
    'referrer',
    'k1',
    'K2',
    'keyword',
    'Keywords',
    'category',
    'categories',
    'tag',
    'tags',
    'topic',
    'condition',
    'article-id',
    'title',
    'slug',
    'section',
    'drug',
  ])('drops an attribute named %s', (name) => {
    expect(forwardableAttributes({ [name]: 'anything', keep: 'yes' }, page)).toEqual({ keep: 'yes' })
  })

  it.each([
    ['a path', '/heart-health/anything'],
    ['a URL', 'https://wellread.example/heart-health'],
    ['the page’s K1', ' BLOOD pressure '],
    ['a category', 'heart health'],
    ['a tag', 'Hypertension'],
    ['the page’s path', '/heart-health/blood-pressure-basics'],
  ])('drops a value that is %s', (_what, value) => {
    expect(forwardableAttributes({ campaign: value, keep: 'yes' }, page)).toEqual({ keep: 'yes' })
  })

  it('answers an empty object without attributes', () => {
    expect(forwardableAttributes(undefined, page)).toEqual({})
  })
})
