import { describe, expect, it, vi } from 'vitest'
import { excerptText } from '../excerpt'
import type { ArticleSource, IndexedArticle, SearchPage } from '../types'
import { memoryArticleSource } from './memory'
import {
  createMiniSearchService,
  type MiniSearchServiceOptions,
  VERSION_CHECK_INTERVAL_MS,
} from './minisearch'

const article = (id: string, over: Partial<IndexedArticle>): IndexedArticle => ({
  id,
  title: `Article ${id}`,
  slug: `article-${id}`,
  section: 'health',
  summary: 'A short summary.',
  keywords: [],
  body: 'Plain body text.',
  ...over,
})

const CORPUS: IndexedArticle[] = [
  article('bp', {
    title: 'Hypertension: what your numbers mean',
    slug: 'hypertension-numbers',
    summary: 'How to read a blood pressure reading.',
    keywords: ['hypertension', 'blood pressure'],
    body: 'Your reading has two numbers, systolic and diastolic.',
  }),
  article('sleep', {
    title: 'Sleep and your heart',
    slug: 'sleep-and-heart',
    section: 'wellness',
    summary: 'Why a good night matters.',
    body: 'Short sleep is linked to hypertension in several large studies.',
  }),
  article('ha', {
    title: 'Life after a heart attack',
    slug: 'after-heart-attack',
    summary: 'Recovery, rehab and returning to work.',
    body: 'A heart attack happens when blood flow to the heart is blocked.',
  }),
  article('mi', {
    title: 'Cardiac rehabilitation explained',
    slug: 'cardiac-rehab',
    summary: 'What happens in rehab.',
    body: 'After a myocardial infarction, supervised exercise helps recovery.',
  }),
  article('apap', {
    title: 'Pain relief for headaches',
    slug: 'pain-relief',
    section: 'drugs',
    summary: 'Choosing an over-the-counter painkiller.',
    body: 'Acetaminophen is gentle on the stomach; do not exceed the daily limit.',
  }),
]

const walkers = Array.from({ length: 23 }, (_, i) =>
  article(`walk${i}`, {
    title: `Walking plan week ${i + 1}`,
    slug: `walking-week-${i + 1}`,
    section: 'fitness',
    keywords: [`walking week ${i + 1}`],
    body: 'Walking briskly most days is good for you.',
  }),
)

/** Checks the corpus version on every search unless a test says otherwise (see "version checks"). */
function service(articles = CORPUS, options: MiniSearchServiceOptions = {}) {
  const source = memoryArticleSource(articles)
  return { source, search: createMiniSearchService(source, { versionCheckIntervalMs: 0, ...options }) }
}

const titles = (page: SearchPage) => page.results.map((r) => r.title)

describe('ranking', () => {
  it('ranks a title match above a body-only match', async () => {
    const { search } = service()
    expect(titles(await search.search('hypertension'))).toEqual([
      'Hypertension: what your numbers mean',
      'Sleep and your heart',
    ])
  })

  it('requires every meaningful word, ignoring stop words', async () => {
    const { search } = service()
    expect(titles(await search.search('how is sleep linked to hypertension'))).toEqual([
      'Sleep and your heart',
    ])
  })

  it('falls back to any word when no article has them all', async () => {
    const { search } = service()
    const page = await search.search('hypertension acetaminophen')
    expect(titles(page).sort()).toEqual(
      ['Hypertension: what your numbers mean', 'Pain relief for headaches', 'Sleep and your heart'].sort(),
    )
  })

  it('returns the result shape the API serves', async () => {
    const { search } = service()
    const page = await search.search('hypertension')
    expect(page).toMatchObject({ query: 'hypertension', page: 1, perPage: 10, total: 2, totalPages: 1 })
    expect(page.results[0]).toEqual({
      title: 'Hypertension: what your numbers mean',
      url: '/health/hypertension-numbers',
      section: 'health',
      summary: 'How to read a blood pressure reading.',
      excerpt: expect.any(Array),
    })
    expect(page.results[1]?.url).toBe('/wellness/sleep-and-heart')
  })
})

describe('typo tolerance and prefixes', () => {
  it.each([
    ['hypertenson', 'Hypertension: what your numbers mean'],
    ['hypretension', 'Hypertension: what your numbers mean'],
    ['acetaminophin', 'Pain relief for headaches'],
    ['hyperten', 'Hypertension: what your numbers mean'],
    ['rehabilitat', 'Cardiac rehabilitation explained'],
  ])('%j finds %j', async (query, title) => {
    const { search } = service()
    expect(titles(await search.search(query))).toContain(title)
  })

  it('does not stretch short words into other words', async () => {
    const { search } = service()
    expect((await search.search('heat')).total).toBe(0)
  })
})

describe('synonyms', () => {
  it('finds an article that only uses the clinical name, below those using the typed words', async () => {
    const { search } = service()
    expect(titles(await search.search('heart attack'))).toEqual([
      'Life after a heart attack',
      'Cardiac rehabilitation explained',
    ])
  })

  it('works the other way round', async () => {
    const { search } = service()
    expect(titles(await search.search('myocardial infarction'))).toEqual([
      'Cardiac rehabilitation explained',
      'Life after a heart attack',
    ])
  })

  it.each([
    ['Tylenol', 'Pain relief for headaches'],
    ['paracetamol', 'Pain relief for headaches'],
    ['high blood pressure', 'Hypertension: what your numbers mean'],
  ])('%j finds %j', async (query, title) => {
    const { search } = service()
    expect(titles(await search.search(query))[0]).toBe(title)
  })

  it('marks the synonym in the excerpt', async () => {
    const { search } = service()
    const page = await search.search('heart attack')
    const rehab = page.results.find((r) => r.title === 'Cardiac rehabilitation explained')
    expect(rehab?.excerpt.filter((s) => s.match).map((s) => s.text)).toEqual(['myocardial', 'infarction'])
  })
})

describe('excerpts', () => {
  it('marks the matched words, typo-corrected, in the summary or body', async () => {
    const { search } = service()
    const [first, second] = (await search.search('hypertenson')).results
    // Matched only in title and keywords: the summary's opening, nothing marked.
    expect(first?.excerpt).toEqual([{ text: 'How to read a blood pressure reading.', match: false }])
    expect(second?.excerpt).toEqual([
      { text: 'Short sleep is linked to ', match: false },
      { text: 'hypertension', match: true },
      { text: ' in several large studies.', match: false },
    ])
  })

  it('prefers the summary when it shows as many matched words as the body', async () => {
    const { search } = service()
    const page = await search.search('rehab')
    expect(excerptText(page.results[0]?.excerpt ?? [])).toBe('What happens in rehab.')
  })
})

describe('pagination', () => {
  it.each([
    [1, 10, 10],
    [2, 10, 10],
    [3, 10, 3],
    [4, 10, 0],
    [1, 5, 5],
    [5, 5, 3],
  ])('page %i of %i per page has %i results', async (page, perPage, count) => {
    const { search } = service(walkers)
    const result = await search.search('walking', { page, perPage })
    expect(result.results).toHaveLength(count)
    expect(result.total).toBe(23)
    expect(result.totalPages).toBe(Math.ceil(23 / perPage))
    expect(result.page).toBe(page)
  })

  it('pages do not overlap and together hold every result', async () => {
    const { search } = service(walkers)
    const urls: string[] = []
    for (const page of [1, 2, 3])
      urls.push(...(await search.search('walking', { page })).results.map((r) => r.url))
    expect(new Set(urls).size).toBe(23)
  })

  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [1000, 50],
  ])('clamps perPage %d to %d', async (perPage, expected) => {
    const { search } = service(walkers)
    expect((await search.search('walking', { perPage })).perPage).toBe(expected)
  })
})

describe('queries with nothing to search', () => {
  it.each(['', '   ', 'the', 'how to', '?!'])('%j has no results and does not read the corpus', async (q) => {
    const { search, source } = service()
    const page = await search.search(q)
    expect(page.total).toBe(0)
    expect(page.results).toEqual([])
    expect(source.loads).toBe(0)
  })
})

describe('freshness', () => {
  it('sees a newly published article on the next search, and loses an unpublished one', async () => {
    const { search, source } = service()
    expect((await search.search('zebrafish')).total).toBe(0)
    const fish = article('fish', { title: 'What zebrafish teach us about hearts' })
    source.set([...CORPUS, fish])
    expect(titles(await search.search('zebrafish'))).toEqual(['What zebrafish teach us about hearts'])
    source.set(CORPUS)
    expect((await search.search('zebrafish')).total).toBe(0)
  })

  it('rebuilds once per corpus version, shared by concurrent requests', async () => {
    const { search, source } = service()
    await Promise.all([
      search.search('sleep'),
      search.search('heart'),
      search.suggest('hyp'),
      search.search('x'),
    ])
    expect(source.loads).toBe(1)
    await search.search('sleep')
    expect(source.loads).toBe(1)
    source.set(CORPUS.slice(1))
    await Promise.all([search.search('sleep'), search.search('heart')])
    expect(source.loads).toBe(2)
  })

  it('keeps answering from the last index when the database fails, and reports it', async () => {
    let failing = false
    let version = 1
    const source: ArticleSource = {
      version: async () => {
        if (failing) throw new Error('database down')
        return String(version)
      },
      load: async () => {
        if (failing) throw new Error('database down')
        return CORPUS
      },
    }
    const onError = vi.fn()
    const search = createMiniSearchService(source, { onError, versionCheckIntervalMs: 0 })
    expect((await search.search('hypertension')).total).toBe(2)
    failing = true
    expect((await search.search('hypertension')).total).toBe(2)
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('version'), expect.any(Error))
    // The version reads again but the rebuild fails: still the last index.
    failing = false
    version = 2
    source.load = async () => {
      throw new Error('query timeout')
    }
    expect((await search.search('hypertension')).total).toBe(2)
    expect(onError).toHaveBeenLastCalledWith(expect.stringContaining('rebuilding'), expect.any(Error))
  })

  it('fails when there has never been an index', async () => {
    const source: ArticleSource = {
      version: async () => {
        throw new Error('database down')
      },
      load: async () => [],
    }
    await expect(createMiniSearchService(source).search('sleep')).rejects.toThrow('database down')
  })
})

describe('version checks', () => {
  function counted(articles = CORPUS) {
    const source = memoryArticleSource(articles)
    let checks = 0
    const counting: ArticleSource = {
      version: () => {
        checks += 1
        return source.version()
      },
      load: () => source.load(),
    }
    let clock = 1_000
    const search = createMiniSearchService(counting, { now: () => clock })
    return {
      source,
      search,
      checks: () => checks,
      advance: (ms: number) => {
        clock += ms
      },
    }
  }

  it('asks the database at most once per interval, and sees a change after it', async () => {
    const { source, search, checks, advance } = counted()
    await search.search('sleep')
    expect(checks()).toBe(1)
    await Promise.all([search.search('heart'), search.search('sleep'), search.suggest('hyp')])
    expect(checks()).toBe(1)
    source.set([...CORPUS, article('fish', { title: 'Zebrafish hearts' })])
    expect((await search.search('zebrafish')).total).toBe(0)
    advance(VERSION_CHECK_INTERVAL_MS)
    expect(titles(await search.search('zebrafish'))).toEqual(['Zebrafish hearts'])
    expect(checks()).toBe(2)
  })

  it('concurrent searches past the interval share one check', async () => {
    const { search, checks, advance } = counted()
    await search.search('sleep')
    advance(VERSION_CHECK_INTERVAL_MS)
    await Promise.all([search.search('heart'), search.search('sleep'), search.search('x')])
    expect(checks()).toBe(2)
  })

  it('a fresh search always asks, so a page rendered after a publish shows it', async () => {
    const { source, search, checks } = counted()
    await search.search('sleep')
    source.set([...CORPUS, article('fish', { title: 'Zebrafish hearts' })])
    expect(titles(await search.search('zebrafish', { fresh: true }))).toEqual(['Zebrafish hearts'])
    expect(checks()).toBe(2)
  })
})

describe('suggest', () => {
  it('completes keywords first, then titles of matching articles', async () => {
    const { search } = service()
    expect(await search.suggest('hyp')).toEqual([
      'hypertension',
      'Hypertension: what your numbers mean',
      'Sleep and your heart',
    ])
  })

  it('completes multi-word phrases on their last, partly typed word', async () => {
    const { search } = service()
    const items = await search.suggest('blood pre')
    expect(items[0]).toBe('blood pressure')
  })

  it('offers synonym phrases whose group occurs in an article', async () => {
    const { search } = service()
    expect(await search.suggest('tylen')).toContain('Tylenol')
    expect(await search.suggest('myocard')).toContain('myocardial infarction')
    // Nothing about alprazolam is published: no suggestion leads to an empty page.
    expect(await search.suggest('xana')).toEqual([])
  })

  it('offers synonyms that occur nowhere themselves after the titles', async () => {
    const { search } = service([
      article('chol', {
        title: 'Hypertension and high cholesterol together',
        keywords: ['hypertension'],
        body: 'High cholesterol and hypertension often travel together.',
      }),
    ])
    expect(await search.suggest('hyper')).toEqual([
      'hypertension',
      'Hypertension and high cholesterol together',
      'hypercholesterolemia',
      'hyperlipidemia',
    ])
  })

  it('offers at most three synonyms that occur nowhere themselves', async () => {
    const { search } = service([
      article('many', {
        title: 'Blood sugar, thyroid and blood pressure',
        body: 'High blood sugar, low blood sugar, an underactive thyroid and low blood pressure.',
      }),
    ])
    // Five groups occur (blood sugar high and low, thyroid, blood pressure high and low); three are offered.
    const items = await search.suggest('hyp')
    expect(items).toHaveLength(3)
    for (const item of items) {
      expect(['hyperglycemia', 'hypoglycemia', 'hypothyroidism', 'hypotension', 'hypertension']).toContain(
        item,
      )
    }
  })

  it('corrects typos through the titles it suggests', async () => {
    const { search } = service()
    expect(await search.suggest('hypertenson')).toContain('Hypertension: what your numbers mean')
  })

  it('returns at most 10, without duplicates', async () => {
    const { search } = service(walkers)
    const items = await search.suggest('walking')
    expect(items).toHaveLength(10)
    expect(new Set(items.map((s) => s.toLowerCase())).size).toBe(10)
    expect(await search.suggest('walking', 50)).toHaveLength(10)
    expect(await search.suggest('walking', 3)).toHaveLength(3)
  })

  it.each(['', '  ', '!!'])('has nothing for %j', async (q) => {
    const { search, source } = service()
    expect(await search.suggest(q)).toEqual([])
    expect(source.loads).toBe(0)
  })

  it('has nothing for text that matches nothing', async () => {
    const { search } = service()
    expect(await search.suggest('qwxz')).toEqual([])
  })
})
