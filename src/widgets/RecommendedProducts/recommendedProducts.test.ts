import {
  FALLBACK_TITLE,
  findRecommendation,
  headingId,
  needsSets,
  normalisePath,
  RELATED_ARTICLES_SHOWN,
  type RecommendationSet,
  recommendationContent,
  recommendationFor,
  recommendationSets,
  relatedArticle,
  relatedArticlesProblem,
  sitePathProblem,
} from './recommendedProducts'

/** A populated media document, as Payload returns an upload at depth ≥ 1. */
const media = (id: number, alt = '') => ({
  id,
  alt,
  url: `/media/picture-${id}.webp`,
  filename: `picture-${id}.webp`,
  mimeType: 'image/webp',
  width: 1200,
  height: 800,
})

/** A populated article, as Payload returns a relationship at depth ≥ 1. */
const article = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  id: slug.length,
  title,
  section: 'health',
  slug,
  _status: 'published',
  heroImage: media(900 + slug.length, `${title} hero`),
  ...extra,
})

/** A set document as the loader reads it (depth 2). */
function setDoc(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'CBD products',
    pages: [{ path: '/health/best-cbd-gummies' }, { path: '/health/cbd-dosage-guide' }],
    blockTitle: 'OUR TOP CBD PRODUCTS',
    mainImage: media(1, 'CBD gummies and a dropper bottle'),
    relatedArticles: [
      { article: article('best-cbd-gummies', 'Best CBD gummies') },
      { article: article('cbd-dosage-guide', 'CBD dosage guide') },
      { path: '/health/cbd-and-sleep', title: 'CBD and sleep' },
      { path: '/health/cbd-oil-basics', title: 'CBD oil basics' },
      { path: '/health/is-cbd-legal', title: 'Is CBD legal?' },
    ],
    shortHeading: 'Best CBD products',
    otherPages: [
      { path: '/mental-health/everyday-anxiety-coping-skills' },
      { path: '/health/sleep-basics', shortHeading: 'CBD products for sleep' },
    ],
    ...overrides,
  }
}

const HEART_SET = {
  id: 2,
  name: 'Heart health',
  pages: [{ path: '/health/high-blood-pressure-and-sleep' }],
  blockTitle: 'OUR TOP HEART-HEALTH PRODUCTS',
  relatedArticles: [{ path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' }],
  shortHeading: 'Best heart-health products',
  otherPages: [{ path: '/nutrition/mediterranean-diet-basics' }],
}

const tables = (): RecommendationSet[] => recommendationSets([setDoc(), HEART_SET])

describe('normalisePath', () => {
  it.each<[string, unknown, string | null]>([
    ['a plain path', '/health/best-cbd-gummies', '/health/best-cbd-gummies'],
    ['upper case', '/Health/Best-CBD-Gummies', '/health/best-cbd-gummies'],
    ['a trailing slash', '/health/best-cbd-gummies/', '/health/best-cbd-gummies'],
    ['several trailing slashes', '/health/best-cbd-gummies///', '/health/best-cbd-gummies'],
    ['a query', '/health/best-cbd-gummies?utm_source=news', '/health/best-cbd-gummies'],
    ['a fragment', '/health/best-cbd-gummies#faq', '/health/best-cbd-gummies'],
    ['surrounding spaces', '  /health/best-cbd-gummies  ', '/health/best-cbd-gummies'],
    ['the home page', '/', '/'],
    ['a full web address', 'https://wellread.example/health/best-cbd-gummies', null],
    ['a protocol-relative address', '//evil.example/health', null],
    ['no leading slash', 'health/best-cbd-gummies', null],
    ['a space inside', '/health/best cbd', null],
    ['empty', '', null],
    ['not a string', 42, null],
    ['missing', undefined, null],
  ])('%s', (_label, value, expected) => {
    expect(normalisePath(value)).toBe(expected)
  })
})

describe('sitePathProblem', () => {
  it.each<[string, string, RegExp | null]>([
    ['a site path is fine', '/health/best-cbd-gummies', null],
    ['a trailing slash is fine (it is removed on save)', '/health/best-cbd-gummies/', null],
    ['empty', '', /^Enter the page’s address on this site, starting with \//],
    ['a web address', 'https://wellread.example/health/x', /leave out https:\/\/ and the domain/],
    ['a protocol-relative address', '//wellread.example/health/x', /leave out https:\/\/ and the domain/],
    ['a javascript: address', 'javascript:alert(1)', /leave out https:\/\/ and the domain/],
    ['no leading slash', 'health/best-cbd-gummies', /^Start the address with \//],
    ['a space inside', '/health/best cbd', /^Remove the spaces/],
    ['a query', '/health/x?utm=1', /Leave out everything from the \? or #/],
    ['a fragment', '/health/x#faq', /Leave out everything from the \? or #/],
  ])('%s', (_label, value, expected) => {
    const problem = sitePathProblem(value)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toMatch(expected)
  })

  it('always shows an example address', () => {
    for (const value of ['', 'https://x.example', 'x', '/a b', '/a?b'])
      expect(sitePathProblem(value)).toContain('/health/best-cbd-gummies')
  })
})

describe('relatedArticlesProblem', () => {
  it.each<[string, unknown, string | true]>([
    ['one row', [{}], true],
    ['six rows', Array.from({ length: 6 }, () => ({})), true],
    ['a count (the admin sends the number of rows)', 3, true],
    ['none', [], 'Add at least one related article: the block shows nothing without one.'],
    ['missing', undefined, 'Add at least one related article: the block shows nothing without one.'],
    [
      'seven rows',
      Array.from({ length: 7 }, () => ({})),
      'Related articles can be at most 6; this list has 7. Remove 1.',
    ],
    ['a count of nine', 9, 'Related articles can be at most 6; this list has 9. Remove 3.'],
  ])('%s', (_label, value, expected) => {
    expect(relatedArticlesProblem(value)).toBe(expected)
  })
})

describe('relatedArticle', () => {
  it('takes the title, address and hero picture from a picked article', () => {
    expect(relatedArticle({ article: article('best-cbd-gummies', 'Best CBD gummies') })).toEqual({
      href: '/health/best-cbd-gummies',
      title: 'Best CBD gummies',
      image: expect.objectContaining({ src: '/media/picture-916.webp', width: 1200, height: 800 }),
    })
  })

  it('lets the row replace the article’s title and picture', () => {
    const row = {
      article: article('best-cbd-gummies', 'The 9 best CBD gummies of the year'),
      title: '  Best CBD gummies  ',
      image: media(7),
    }
    expect(relatedArticle(row)).toEqual({
      href: '/health/best-cbd-gummies',
      title: 'Best CBD gummies',
      image: expect.objectContaining({ src: '/media/picture-7.webp' }),
    })
  })

  it.each<[string, unknown, { href: string; title: string; hasImage: boolean } | null]>([
    [
      'a page address with its title',
      { path: '/Health/CBD-and-sleep/', title: 'CBD and sleep' },
      { href: '/health/cbd-and-sleep', title: 'CBD and sleep', hasImage: false },
    ],
    [
      'a page address with a title and a picture',
      { path: '/health/cbd-and-sleep', title: 'CBD and sleep', image: media(3) },
      { href: '/health/cbd-and-sleep', title: 'CBD and sleep', hasImage: true },
    ],
    [
      'an article without a hero picture',
      { article: article('cbd-dosage-guide', 'CBD dosage guide', { heroImage: null }) },
      { href: '/health/cbd-dosage-guide', title: 'CBD dosage guide', hasImage: false },
    ],
    [
      'an article whose hero picture is not loaded (an id)',
      { article: article('cbd-dosage-guide', 'CBD dosage guide', { heroImage: 12 }) },
      { href: '/health/cbd-dosage-guide', title: 'CBD dosage guide', hasImage: false },
    ],
    [
      'a deleted article (an id) with a page address and title to fall back on',
      { article: 44, path: '/health/cbd-and-sleep', title: 'CBD and sleep' },
      { href: '/health/cbd-and-sleep', title: 'CBD and sleep', hasImage: false },
    ],
    ['a page address without a title', { path: '/health/cbd-and-sleep' }, null],
    ['a page address with a blank title', { path: '/health/cbd-and-sleep', title: '   ' }, null],
    ['a web address instead of a path', { path: 'https://shop.example/cbd', title: 'Shop' }, null],
    ['a javascript: address', { path: 'javascript:alert(1)', title: 'Click' }, null],
    ['a deleted article and nothing else', { article: null }, null],
    ['an article that is not loaded (an id) and nothing else', { article: 44 }, null],
    [
      'an unpublished article',
      { article: article('cbd-dosage-guide', 'CBD dosage guide', { _status: 'draft' }) },
      null,
    ],
    ['an article without a slug', { article: article('', 'No address') }, null],
    ['an article without a title', { article: article('cbd-dosage-guide', '') }, null],
    ['an empty row', {}, null],
    ['not a row', 'best-cbd-gummies', null],
  ])('%s', (_label, row, expected) => {
    const result = relatedArticle(row)
    if (expected === null) expect(result).toBeNull()
    else
      expect({ href: result?.href, title: result?.title, hasImage: Boolean(result?.image) }).toEqual(expected)
  })

  it('gives card pictures no description of their own: the title beside them says it all', () => {
    expect(relatedArticle({ path: '/health/x', title: 'X', image: media(3, 'A bottle') })?.image?.alt).toBe(
      '',
    )
  })
})

describe('recommendationContent', () => {
  it('reads the heading, the main picture with its description, and the usable related articles in order', () => {
    const content = recommendationContent(setDoc())
    expect(content.title).toBe('OUR TOP CBD PRODUCTS')
    expect(content.image).toEqual(
      expect.objectContaining({ src: '/media/picture-1.webp', alt: 'CBD gummies and a dropper bottle' }),
    )
    expect(content.articles.map((a) => a.title)).toEqual([
      'Best CBD gummies',
      'CBD dosage guide',
      'CBD and sleep',
      'CBD oil basics',
      'Is CBD legal?',
    ])
  })

  it.each<[string, unknown]>([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['not text', 7],
  ])('falls back to "Recommended products" when the heading is %s', (_label, blockTitle) => {
    expect(recommendationContent(setDoc({ blockTitle })).title).toBe(FALLBACK_TITLE)
    expect(FALLBACK_TITLE).toBe('Recommended products')
  })

  it('has no main picture when none is picked or it was deleted', () => {
    expect(recommendationContent(setDoc({ mainImage: null })).image).toBeNull()
    expect(recommendationContent(setDoc({ mainImage: 5 })).image).toBeNull()
  })

  it('lists an article once when two rows lead to the same page', () => {
    const content = recommendationContent(
      setDoc({
        relatedArticles: [
          { path: '/health/cbd-and-sleep', title: 'CBD and sleep' },
          { path: '/Health/CBD-and-sleep/', title: 'Sleep and CBD' },
        ],
      }),
    )
    expect(content.articles.map((a) => a.title)).toEqual(['CBD and sleep'])
  })

  it.each<[string, unknown]>([
    ['no list', undefined],
    ['not a list', 'rows'],
    ['a list of junk', [null, 3, 'x']],
  ])('has no related articles with %s', (_label, relatedArticles) => {
    expect(recommendationContent(setDoc({ relatedArticles })).articles).toEqual([])
  })

  it('reads nothing from something that is not a document', () => {
    expect(recommendationContent(null)).toEqual({ title: FALLBACK_TITLE, image: null, articles: [] })
  })
})

describe('recommendationSets', () => {
  it('reads table A (pages), the block content, and table C (other pages with their short headings)', () => {
    const [cbd] = recommendationSets([setDoc()])
    expect(cbd?.pages).toEqual(['/health/best-cbd-gummies', '/health/cbd-dosage-guide'])
    expect(cbd?.content.title).toBe('OUR TOP CBD PRODUCTS')
    expect(cbd?.otherPages).toEqual([
      { path: '/mental-health/everyday-anxiety-coping-skills', shortHeading: 'Best CBD products' },
      { path: '/health/sleep-basics', shortHeading: 'CBD products for sleep' },
    ])
  })

  it('normalises every stored path', () => {
    const [set] = recommendationSets([
      setDoc({ pages: [{ path: '/Health/Best-CBD-Gummies/' }], otherPages: [{ path: '/HEALTH/Sleep?x=1' }] }),
    ])
    expect(set?.pages).toEqual(['/health/best-cbd-gummies'])
    expect(set?.otherPages.map((p) => p.path)).toEqual(['/health/sleep'])
  })

  it.each<[string, Record<string, unknown>]>([
    ['no pages', { pages: [] }],
    ['only unusable pages', { pages: [{ path: 'https://x.example/a' }, { path: '' }, null] }],
    ['no id', { id: undefined }],
  ])('leaves out a set with %s', (_label, overrides) => {
    expect(recommendationSets([setDoc(overrides), HEART_SET]).map((s) => s.name)).toEqual(['Heart health'])
  })

  it('leaves out other pages with no usable path, and with no short heading at all', () => {
    const [set] = recommendationSets([
      setDoc({
        shortHeading: '',
        otherPages: [
          { path: 'nope', shortHeading: 'Bad path' },
          { path: '/health/no-heading' },
          { path: '/health/own-heading', shortHeading: 'CBD picks' },
        ],
      }),
    ])
    expect(set?.otherPages).toEqual([{ path: '/health/own-heading', shortHeading: 'CBD picks' }])
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['an object', { docs: [] }],
    ['a list of junk', [null, 'x', 3]],
  ])('reads no sets from %s', (_label, docs) => {
    expect(recommendationSets(docs)).toEqual([])
  })
})

describe('findRecommendation (table A, then table C)', () => {
  it.each<[string, string, { kind: 'full' | 'short'; set: string; heading?: string } | null]>([
    ['a table-A page', '/health/best-cbd-gummies', { kind: 'full', set: 'CBD products' }],
    ['the second page of a set', '/health/cbd-dosage-guide', { kind: 'full', set: 'CBD products' }],
    [
      'a table-A page of another set',
      '/health/high-blood-pressure-and-sleep',
      { kind: 'full', set: 'Heart health' },
    ],
    [
      'a table-C page (the set’s short heading)',
      '/mental-health/everyday-anxiety-coping-skills',
      { kind: 'short', set: 'CBD products', heading: 'Best CBD products' },
    ],
    [
      'a table-C page with its own short heading',
      '/health/sleep-basics',
      { kind: 'short', set: 'CBD products', heading: 'CBD products for sleep' },
    ],
    [
      'a table-C page of another set',
      '/nutrition/mediterranean-diet-basics',
      { kind: 'short', set: 'Heart health', heading: 'Best heart-health products' },
    ],
    [
      'a path in another case, with a trailing slash',
      '/HEALTH/Best-CBD-Gummies/',
      { kind: 'full', set: 'CBD products' },
    ],
    ['a path with a query', '/health/best-cbd-gummies?ref=home', { kind: 'full', set: 'CBD products' }],
    ['a page in neither table', '/health/widget-gallery', null],
    ['an empty path', '', null],
  ])('%s', (_label, path, expected) => {
    const match = findRecommendation(tables(), path)
    if (expected === null) expect(match).toBeNull()
    else
      expect({
        kind: match?.kind,
        set: match?.set.name,
        ...(match?.kind === 'short' ? { heading: match.heading } : {}),
      }).toEqual(expected)
  })

  it('prefers table A over table C when a page is in both', () => {
    const sets = recommendationSets([
      HEART_SET,
      setDoc({ id: 3, name: 'Diet', pages: [{ path: '/nutrition/mediterranean-diet-basics' }] }),
    ])
    expect(findRecommendation(sets, '/nutrition/mediterranean-diet-basics')).toEqual(
      expect.objectContaining({ kind: 'full', set: expect.objectContaining({ name: 'Diet' }) }),
    )
  })

  it('takes the first set when two list the same page', () => {
    const sets = recommendationSets([setDoc({ id: 7, name: 'First' }), setDoc({ id: 8, name: 'Second' })])
    expect(findRecommendation(sets, '/health/best-cbd-gummies')?.set.name).toBe('First')
  })

  it('finds nothing in empty tables', () => {
    expect(findRecommendation([], '/health/best-cbd-gummies')).toBeNull()
  })
})

describe('recommendationFor', () => {
  const thisPage = { source: 'thisPage' as const }

  it('on a table-A page shows the set: heading, main picture and the first four related articles', () => {
    const result = recommendationFor(thisPage, '/health/widget-gallery', [
      ...recommendationSets([setDoc({ pages: [{ path: '/health/widget-gallery' }] })]),
    ])
    expect(result).toEqual({
      kind: 'full',
      title: 'OUR TOP CBD PRODUCTS',
      image: expect.objectContaining({ src: '/media/picture-1.webp' }),
      articles: [
        expect.objectContaining({ title: 'Best CBD gummies' }),
        expect.objectContaining({ title: 'CBD dosage guide' }),
        expect.objectContaining({ title: 'CBD and sleep' }),
        expect.objectContaining({ title: 'CBD oil basics' }),
      ],
    })
    expect(RELATED_ARTICLES_SHOWN).toBe(4)
  })

  it('never links a page to itself: the page’s own row is left out and the next one fills in', () => {
    const result = recommendationFor(thisPage, '/health/cbd-dosage-guide', tables())
    expect(result?.kind === 'full' && result.articles.map((a) => a.href)).toEqual([
      '/health/best-cbd-gummies',
      '/health/cbd-and-sleep',
      '/health/cbd-oil-basics',
      '/health/is-cbd-legal',
    ])
  })

  it('shows fewer than four when fewer are usable', () => {
    const result = recommendationFor(thisPage, '/health/high-blood-pressure-and-sleep', tables())
    expect(result).toEqual({
      kind: 'full',
      title: 'OUR TOP HEART-HEALTH PRODUCTS',
      image: null,
      articles: [
        { href: '/fitness/walking-for-heart-health', title: 'Walking for heart health', image: null },
      ],
    })
  })

  it('shows nothing when the only related article is the page itself', () => {
    const sets = recommendationSets([
      { ...HEART_SET, pages: [{ path: '/fitness/walking-for-heart-health' }] },
    ])
    expect(recommendationFor(thisPage, '/fitness/walking-for-heart-health', sets)).toBeNull()
  })

  it('on a table-C page shows the short heading, linking to the set’s main page (its first page)', () => {
    expect(recommendationFor(thisPage, '/mental-health/everyday-anxiety-coping-skills', tables())).toEqual({
      kind: 'short',
      heading: 'Best CBD products',
      href: '/health/best-cbd-gummies',
      image: expect.objectContaining({ src: '/media/picture-1.webp' }),
    })
  })

  it('shows nothing on a page in neither table', () => {
    expect(recommendationFor(thisPage, '/health/widget-gallery', tables())).toBeNull()
  })

  it('treats a missing or unknown choice as "this page"', () => {
    for (const source of [undefined, null, 'somethingElse'])
      expect(recommendationFor({ source } as never, '/health/best-cbd-gummies', tables())?.kind).toBe('full')
  })

  it('with another page picked, shows that page’s set wherever the block is', () => {
    const result = recommendationFor(
      { source: 'otherPage', setPath: '/health/best-cbd-gummies' },
      '/health/widget-gallery',
      tables(),
    )
    expect(result?.kind === 'full' && result.title).toBe('OUR TOP CBD PRODUCTS')
  })

  it('with a table-C page picked, shows its short heading', () => {
    const result = recommendationFor(
      { source: 'otherPage', setPath: '/nutrition/mediterranean-diet-basics' },
      '/health/widget-gallery',
      tables(),
    )
    expect(result).toEqual(expect.objectContaining({ kind: 'short', heading: 'Best heart-health products' }))
  })

  it('with another page picked, still leaves out the page the reader is on', () => {
    const result = recommendationFor(
      { source: 'otherPage', setPath: '/health/best-cbd-gummies' },
      '/health/cbd-and-sleep',
      tables(),
    )
    expect(result?.kind === 'full' && result.articles.map((a) => a.title)).toEqual([
      'Best CBD gummies',
      'CBD dosage guide',
      'CBD oil basics',
      'Is CBD legal?',
    ])
  })

  it.each<[string, unknown]>([
    ['empty', ''],
    ['missing', undefined],
    ['not a site path', 'https://wellread.example/health/best-cbd-gummies'],
    ['a page in neither table', '/health/unknown'],
  ])('with another page picked but its address %s, shows nothing', (_label, setPath) => {
    expect(
      recommendationFor({ source: 'otherPage', setPath } as never, '/health/best-cbd-gummies', tables()),
    ).toBeNull()
  })

  it('shows no short heading linking to the page the reader is on', () => {
    const sets = recommendationSets([
      setDoc({ otherPages: [{ path: '/health/elsewhere' }], pages: [{ path: '/health/best-cbd-gummies' }] }),
    ])
    expect(
      recommendationFor(
        { source: 'otherPage', setPath: '/health/elsewhere' },
        '/health/best-cbd-gummies',
        sets,
      ),
    ).toBeNull()
  })

  it('with recommendations chosen in the block, shows them and needs no tables', () => {
    const block = {
      source: 'here' as const,
      blockTitle: 'OUR TOP HEART-HEALTH PRODUCTS',
      relatedArticles: [
        { path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' },
        { path: '/health/high-blood-pressure-and-sleep', title: 'Blood pressure and sleep' },
      ],
    }
    expect(recommendationFor(block, '/health/widget-gallery', [])).toEqual({
      kind: 'full',
      title: 'OUR TOP HEART-HEALTH PRODUCTS',
      image: null,
      articles: [
        { href: '/fitness/walking-for-heart-health', title: 'Walking for heart health', image: null },
        { href: '/health/high-blood-pressure-and-sleep', title: 'Blood pressure and sleep', image: null },
      ],
    })
    expect(needsSets(block)).toBe(false)
  })

  it('with recommendations chosen in the block but none usable, shows nothing', () => {
    expect(
      recommendationFor({ source: 'here', relatedArticles: [{ path: '/x' }] }, '/health/a', tables()),
    ).toBeNull()
  })
})

describe('needsSets', () => {
  it.each<[unknown, boolean]>([
    ['thisPage', true],
    ['otherPage', true],
    [undefined, true],
    ['here', false],
  ])('source %s → %s', (source, expected) => {
    expect(needsSets({ source } as never)).toBe(expected)
  })
})

describe('headingId', () => {
  it.each<[string | null | undefined, number | undefined, string]>([
    ['65f1a2b3', 2, 'recommended-products-65f1a2b3'],
    ['a b/c', 1, 'recommended-products-a-b-c'],
    [null, 3, 'recommended-products-3'],
    ['', undefined, 'recommended-products-1'],
  ])('block %j, ordinal %s → %s', (blockId, ordinal, expected) => {
    expect(headingId(blockId, ordinal)).toBe(expected)
  })
})
