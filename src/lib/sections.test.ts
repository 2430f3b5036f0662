import {
  articlePath,
  isSectionSlug,
  listedPathsToRevalidate,
  pathsToRevalidate,
  sectionLabel,
} from './sections'

describe('pathsToRevalidate', () => {
  it.each([
    ['a new article', { section: 'health', slug: 'a' }, undefined, ['/health/a']],
    ['an edit in place', { section: 'health', slug: 'a' }, { section: 'health', slug: 'a' }, ['/health/a']],
    [
      'a renamed slug',
      { section: 'health', slug: 'b' },
      { section: 'health', slug: 'a' },
      ['/health/b', '/health/a'],
    ],
    [
      'a moved section',
      { section: 'fitness', slug: 'a' },
      { section: 'health', slug: 'a' },
      ['/fitness/a', '/health/a'],
    ],
    [
      'an incomplete document',
      { section: 'health', slug: null },
      { section: 'health', slug: 'a' },
      ['/health/a'],
    ],
  ])('%s', (_label, doc, previous, expected) => {
    expect(pathsToRevalidate(doc, previous)).toEqual(expected)
  })
})

describe('listedPathsToRevalidate: lists naming an article regenerate when it moves or leaves, not on each edit', () => {
  const published = { section: 'health', slug: 'a', _status: 'published' }
  it.each([
    ['an edit of a published article in place', published, published, '/health/a', []],
    [
      'an edit whose previous document is a draft, published in place before',
      published,
      { ...published, _status: 'draft' },
      '/health/a',
      [],
    ],
    ['a first publish', published, undefined, null, ['/health/a']],
    ['an unpublish', { ...published, _status: 'draft' }, published, '/health/a', ['/health/a']],
    ['a move', { ...published, slug: 'b' }, published, '/health/a', ['/health/b', '/health/a']],
    ['a delete (nothing remembered before it)', published, null, null, ['/health/a']],
  ] as const)('%s', (_label, doc, previous, before, expected) => {
    expect(listedPathsToRevalidate(doc, previous, before)).toEqual(expected)
  })
})

describe('sections', () => {
  it('builds article paths only from complete documents', () => {
    expect(articlePath({ section: 'drugs', slug: 'metformin' })).toBe('/drugs/metformin')
    expect(articlePath({ section: 'drugs' })).toBeNull()
  })
  it('knows its sections', () => {
    expect(isSectionSlug('health')).toBe(true)
    expect(isSectionSlug('admin')).toBe(false)
    expect(sectionLabel('mental-health')).toBe('Mental health')
  })
})
