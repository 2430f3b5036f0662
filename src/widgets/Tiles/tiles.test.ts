import { describe, expect, it } from 'vitest'
import {
  classifyTileHref,
  TILE_TITLE_MAX,
  TILES_HEADING_MAX,
  tileLinks,
  tilesHeading,
  truncate,
} from './tiles'

const length = (s: string) => Array.from(s).length

describe('truncate', () => {
  it.each([
    // text, max, expected
    ['Sleep', 26, 'Sleep'],
    ['Exactly twenty-six chars!!', 26, 'Exactly twenty-six chars!!'],
    ['  Sleep   and   stress  ', 26, 'Sleep and stress'],
    // word boundary in the last third: cut there
    ['Managing type 2 diabetes at home', 26, 'Managing type 2 diabetes…'],
    // next character is a space: the cut already ends a word
    ['Understanding anxiety better', 22, 'Understanding anxiety…'],
    // trailing punctuation is dropped before the ellipsis
    ['Migraine, headache, and other pain', 20, 'Migraine, headache…'],
    // no word boundary in the last third: hard cut
    ['Antiinflammatorydietplanning guide', 26, 'Antiinflammatorydietplann…'],
    ['An extraordinarilylongword here', 20, 'An extraordinarilyl…'],
    ['Cardiovascular rehabilitation', 20, 'Cardiovascular…'],
    // emoji count as one character and are not split
    ['😀😀😀😀😀😀', 4, '😀😀😀…'],
    ['Only punctuation: !!!!!!!!!!', 19, 'Only punctuation…'],
    ['!!!!!!!!!!', 5, '!!!!…'],
    ['Anything', 1, '…'],
    ['Anything', 0, ''],
  ])('truncate(%j, %i) → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected)
  })

  it.each([5, 10, 17, 26, 33, 60])('never returns more than %i characters', (max) => {
    const samples = [
      'The quick brown fox jumps over the lazy dog again and again and again',
      'Supercalifragilisticexpialidocious-and-then-some-more-words',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j',
      '...,,,;;;:::!!!???',
    ]
    for (const text of samples) {
      const out = truncate(text, max)
      expect(length(out)).toBeLessThanOrEqual(max)
      expect(out.endsWith('…')).toBe(length(text) > max)
    }
  })
})

describe('tilesHeading', () => {
  it.each([
    ['Sleep', 'Discover more about Sleep'],
    ['  Heart   health ', 'Discover more about Heart health'],
    ['', 'Discover more about'],
    [
      'Living well with chronic obstructive pulmonary disease',
      'Discover more about Living well with chronic obstructive…',
    ],
  ])('tilesHeading(%j) → %j', (hub, expected) => {
    const heading = tilesHeading(hub)
    expect(heading).toBe(expected)
    expect(length(heading)).toBeLessThanOrEqual(TILES_HEADING_MAX)
  })

  it('uses the spec limits', () => {
    expect(TILE_TITLE_MAX).toBe(26)
    expect(TILES_HEADING_MAX).toBe(60)
  })
})

describe('classifyTileHref', () => {
  it.each([
    ['/sleep/insomnia', 'internal'],
    ['#comments', 'internal'],
    ['  /padded  ', 'internal'],
    ['https://example.org/a', 'external'],
    ['HTTP://example.org', 'external'],
    ['//cdn.example.org/x', 'external'],
    ['javascript:alert(1)', null],
    ['mailto:a@example.org', null],
    ['sleep/insomnia', null],
    ['https://', null],
    ['', null],
  ])('%j → %s', (url, kind) => {
    expect(classifyTileHref(url)?.kind ?? null).toBe(kind)
  })
})

describe('tileLinks', () => {
  it('keeps only tiles with a title and a usable URL, in order', () => {
    const links = tileLinks([
      { title: 'Insomnia', url: '/sleep/insomnia' },
      { title: '', url: '/empty-title' },
      { title: 'No URL', url: '' },
      { title: 'Unsafe', url: 'javascript:alert(1)' },
      { title: 'Sleep Foundation research overview', url: 'https://example.org' },
    ])
    expect(links).toEqual([
      {
        label: 'Insomnia',
        fullTitle: 'Insomnia',
        truncated: false,
        href: '/sleep/insomnia',
        external: false,
      },
      {
        label: 'Sleep Foundation research…',
        fullTitle: 'Sleep Foundation research overview',
        truncated: true,
        href: 'https://example.org',
        external: true,
      },
    ])
  })

  it.each([[null], [undefined], [[]]])('returns nothing for %j', (tiles) => {
    expect(tileLinks(tiles)).toEqual([])
  })
})
