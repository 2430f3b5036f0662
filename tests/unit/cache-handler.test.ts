// @vitest-environment node
import CacheHandler from '../../cache-handler.mjs'
import { PageCacheStore, pageCacheStore, SEARCH_RESULTS_PARTITION } from '../../src/server/page-cache.mjs'

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
