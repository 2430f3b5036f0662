// @vitest-environment node
import CacheHandler from './next-handler.mjs'
import { PageCacheStore, pageCacheStore, SEARCH_RESULTS_PARTITION } from './store.mjs'

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags },
})

describe('in-process page cache', () => {
  it('revalidatePath (implicit path tags in the page headers) drops the cached page', async () => {
    const cache = new CacheHandler({})
    await cache.set('/health/sleep', page('<h1>Old</h1>', '_N_T_/layout,_N_T_/health/sleep'), {})
    expect((await cache.get('/health/sleep'))?.value.html).toBe('<h1>Old</h1>')
    await cache.revalidateTag(['_N_T_/health/sleep'])
    expect(await cache.get('/health/sleep')).toBeNull()
  })

  it('revalidating the root layout drops every page', async () => {
    const cache = new CacheHandler({})
    await cache.set('/a/one', page('1', '_N_T_/layout,_N_T_/a/one'), {})
    await cache.set('/b/two', page('2', '_N_T_/layout,_N_T_/b/two'), {})
    await cache.revalidateTag('_N_T_/layout')
    expect(await cache.get('/a/one')).toBeNull()
    expect(await cache.get('/b/two')).toBeNull()
  })

  it('keeps entries whose tags were not revalidated, and honours tags given in ctx', async () => {
    const cache = new CacheHandler({})
    await cache.set('fetch-1', { kind: 'FETCH', data: {} }, { tags: ['articles'] })
    await cache.set('/c/three', page('3', '_N_T_/c/three'), {})
    await cache.revalidateTag('articles')
    expect(await cache.get('fetch-1')).toBeNull()
    expect(await cache.get('/c/three')).not.toBeNull()
  })

  it('setting null removes an entry', async () => {
    const cache = new CacheHandler({})
    await cache.set('/x/y', page('x', ''), {})
    await cache.set('/x/y', null, {})
    expect(await cache.get('/x/y')).toBeNull()
  })
})

describe('page cache store', () => {
  it('keeps at most its bound, dropping the least recently used first', () => {
    const store = new PageCacheStore(2)
    store.set('a', page('a', ''), undefined)
    store.set('b', page('b', ''), undefined)
    store.get('a')
    store.set('c', page('c', ''), undefined)
    expect(store.get('b')).toBeNull()
    expect(store.get('a')).not.toBeNull()
    expect(store.get('c')).not.toBeNull()
    expect(store.size).toBe(2)
  })

  it('counts what a tag invalidation dropped', () => {
    const store = new PageCacheStore(10)
    store.set('one', { kind: 'FETCH' }, { tags: ['product:1'] })
    store.set('two', page('2', 'product:1,global:navigation'), undefined)
    store.set('three', page('3', 'product:2'), undefined)
    expect(store.invalidateTags(['product:1'])).toBe(2)
    expect(store.invalidateTags([])).toBe(0)
    expect(store.size).toBe(1)
  })

  it('the handler and the process store are the same entries', async () => {
    const cache = new CacheHandler({})
    await cache.set('/shared/entry', page('s', 'author:9'), {})
    expect(pageCacheStore().get('/shared/entry')).not.toBeNull()
    pageCacheStore().invalidateTags(['author:9'])
    expect(await cache.get('/shared/entry')).toBeNull()
  })
})

describe('page cache partitions', () => {
  const searchKey = (q: string) => `/app-route-cache/APP_PAGE/abc/$/search/results/${q}`

  it('bounds search results pages on their own, leaving other pages in place', () => {
    const store = new PageCacheStore(100, [{ ...SEARCH_RESULTS_PARTITION, max: 3 }])
    store.set('/app-route-cache/APP_PAGE/def/$/health/sleep', page('article', ''), undefined)
    for (const q of ['a', 'b', 'c']) store.set(searchKey(q), page(q, ''), undefined)
    store.get(searchKey('a'))
    store.set(searchKey('d'), page('d', ''), undefined)
    expect(store.get(searchKey('b'))).toBeNull()
    expect(store.get(searchKey('a'))).not.toBeNull()
    expect(store.get(searchKey('d'))).not.toBeNull()
    expect(store.get('/app-route-cache/APP_PAGE/def/$/health/sleep')).not.toBeNull()
    expect(store.size).toBe(4)
  })

  it('forgets invalidated search pages in its bound too', () => {
    const store = new PageCacheStore(100, [{ ...SEARCH_RESULTS_PARTITION, max: 2 }])
    store.set(searchKey('a'), page('a', 'articles'), undefined)
    store.set(searchKey('b'), page('b', 'articles'), undefined)
    store.invalidateTags(['articles'])
    store.set(searchKey('c'), page('c', ''), undefined)
    store.set(searchKey('d'), page('d', ''), undefined)
    expect(store.get(searchKey('c'))).not.toBeNull()
    expect(store.get(searchKey('d'))).not.toBeNull()
  })
})

describe('freshness: entries are dated by when their work started', () => {
  let clock = 1_000
  const now = () => clock
  beforeEach(() => {
    clock = 1_000
  })

  it('rejects a render that started before one of its tags was revalidated (it may have read the old content)', () => {
    const store = new PageCacheStore(10, [], { now })
    const renderStarted = clock
    clock += 50
    store.invalidateTags(['article:/health/sleep'])
    clock += 50
    expect(
      store.set('/health/sleep', page('old', 'article:/health/sleep'), { startedAt: renderStarted }),
    ).toBeNull()
    expect(store.get('/health/sleep')).toBeNull()
    // A render that started after the revalidation is kept.
    expect(
      store.set('/health/sleep', page('new', 'article:/health/sleep'), { startedAt: clock }),
    ).not.toBeNull()
    expect(store.get('/health/sleep')?.value.html).toBe('new')
  })

  it('keeps entries whose tags were revalidated before they started', () => {
    const store = new PageCacheStore(10, [], { now })
    store.invalidateTags(['product:1'])
    clock += 1
    expect(store.set('k', page('p', 'product:1'), { startedAt: clock })).not.toBeNull()
    expect(store.peek('k')).not.toBeNull()
  })

  it('dates a value by the start of the request that rendered it when no start is given', async () => {
    const { runInRequestContext } = await import('../edge/request-context.mjs')
    const store = new PageCacheStore(10, [], { now })
    runInRequestContext(() => {
      clock = 5_000
      const entry = store.set('k', page('p', ''), undefined)
      expect(entry?.lastModified).toBe(1_234)
    }, 1_234)
    expect(store.set('j', page('p', ''), undefined)?.lastModified).toBe(5_000)
  })

  it('merges revalidation times learnt from other instances: the later time wins, out-of-date entries go', () => {
    const store = new PageCacheStore(10, [], { now })
    store.set('a', page('a', 'author:1'), { startedAt: 100 })
    store.set('b', page('b', 'author:2'), { startedAt: 300 })
    const heard: string[][] = []
    store.onInvalidate((tags) => heard.push([...tags]))
    store.mergeTagTimes([
      ['author:1', 200],
      ['author:2', 250],
    ])
    expect(store.get('a')).toBeNull()
    expect(store.get('b')).not.toBeNull()
    expect(store.tagTimes.get('author:1')).toBe(200)
    // An older time does not move the tag back.
    store.mergeTagTimes([['author:1', 150]])
    expect(store.tagTimes.get('author:1')).toBe(200)
    expect(heard.flat().sort()).toEqual(['author:1', 'author:2'])
  })

  it('adopts another instance’s page only if it is still valid', () => {
    const store = new PageCacheStore(10, [], { now })
    store.invalidateTags(['media:4'], { at: 500 })
    const stale = { value: page('s', 'media:4'), lastModified: 400, tags: ['media:4'] }
    const fresh = { value: page('f', 'media:4'), lastModified: 600, tags: ['media:4'] }
    expect(store.adopt('x', stale)).toBeNull()
    expect(store.adopt('x', fresh)).toBe(fresh)
    expect(store.get('x')?.value.html).toBe('f')
  })

  it('forgets revalidation times after a day and an hour, once entries that old cannot exist', () => {
    const store = new PageCacheStore(10, [], { now })
    store.invalidateTags(['old'])
    clock += 26 * 60 * 60 * 1000
    store.invalidateTags(['new'])
    expect(store.tagTimes.has('old')).toBe(false)
    expect(store.tagTimes.has('new')).toBe(true)
  })
})

describe('lists of articles served stale for one render after an edit (docs/adr/0015)', () => {
  let clock = 10_000
  const now = () => clock
  beforeEach(() => {
    clock = 10_000
  })
  const stalePages = () => new PageCacheStore(10, [], { now, serveStaleMs: 30_000 })

  it('keeps a page only the articles tag made out of date, to serve while it renders again', () => {
    const store = stalePages()
    store.set('/', page('home, before', 'articles'), { startedAt: clock })
    clock += 100
    expect(store.invalidateTags(['articles', 'article:/health/sleep'])).toBe(1)
    expect(store.get('/')).toBeNull()
    expect(store.peek('/')).toBeNull()
    expect(store.staleEntry('/')?.value.html).toBe('home, before')
    // The fresh render (started after the edit) replaces it.
    clock += 100
    expect(store.set('/', page('home, after', 'articles'), { startedAt: clock })).not.toBeNull()
    expect(store.staleEntry('/')).toBeNull()
    expect(store.get('/')?.value.html).toBe('home, after')
  })

  it('never serves stale the edited article’s own page, nor a page another edited tag names', () => {
    const store = stalePages()
    store.set('/health/sleep', page('sleep', 'articles,article:/health/sleep'), { startedAt: clock })
    store.set('/health', page('section', 'articles,author:3'), { startedAt: clock })
    // Another article, whose read-next list names the edited one: a list too.
    store.set('/health/tea', page('tea', 'article:/health/tea,listed:/health/sleep'), { startedAt: clock })
    clock += 100
    store.invalidateTags(['articles', 'article:/health/sleep', 'listed:/health/sleep'])
    expect(store.staleEntry('/health/sleep')).toBeNull()
    expect(store.staleEntry('/health')).not.toBeNull()
    expect(store.staleEntry('/health/tea')?.value.html).toBe('tea')
    // A later change to something else on the stale page: not even stale any more.
    store.invalidateTags(['author:3'])
    expect(store.staleEntry('/health')).toBeNull()
  })

  it('never keeps cached reads stale (a render must read fresh data), nor anything when turned off', () => {
    const store = stalePages()
    store.set('feed-articles', { kind: 'FETCH', data: {} }, { tags: ['articles'], startedAt: clock })
    const off = new PageCacheStore(10, [], { now })
    off.set('/', page('home', 'articles'), { startedAt: clock })
    clock += 100
    store.invalidateTags(['articles'])
    off.invalidateTags(['articles'])
    expect(store.staleEntry('feed-articles')).toBeNull()
    expect(off.staleEntry('/')).toBeNull()
  })

  it('serves it stale for a bounded time after the first edit, however many edits follow', () => {
    const store = stalePages()
    store.set('/', page('home', 'articles'), { startedAt: clock })
    clock += 100
    store.invalidateTags(['articles'])
    clock += 20_000
    store.invalidateTags(['articles'])
    expect(store.staleEntry('/')).not.toBeNull()
    clock += 10_001
    expect(store.staleEntry('/')).toBeNull()
  })

  it('lets go of stale pages nobody asks for once their time is up (a search nobody repeats)', () => {
    const store = stalePages()
    store.set('/search/results/once', page('asked once', 'articles'), { startedAt: clock })
    clock += 100
    store.invalidateTags(['articles'])
    expect(store.stale.size).toBe(1)
    clock += 30_001
    store.invalidateTags(['articles'])
    expect(store.stale.size).toBe(0)
    expect(store.bytes).toBe(0)
  })

  it('a render overtaken by another edit of the list becomes the copy served stale', () => {
    const store = stalePages()
    store.set('/', page('v1', 'articles'), { startedAt: clock })
    clock += 100
    store.invalidateTags(['articles'])
    clock += 10
    const renderStarted = clock
    clock += 10
    store.invalidateTags(['articles'])
    expect(store.set('/', page('v2', 'articles'), { startedAt: renderStarted })).toBeNull()
    expect(store.staleEntry('/')?.value.html).toBe('v2')
    expect(store.get('/')).toBeNull()
  })

  it('the handler hands Next.js the stale page past its revalidation time, so Next renders it again', async () => {
    const store = pageCacheStore()
    const cache = new CacheHandler({})
    await cache.set('/stale-check', page('listed', 'articles'), {})
    store.invalidateTags(['articles'], { at: Date.now() + 1 })
    const served = await cache.get('/stale-check')
    expect(served?.value.html).toBe('listed')
    expect(served?.cacheControl).toEqual({ revalidate: 1 })
    expect(served!.lastModified + 1000).toBeLessThan(Date.now())
  })
})
