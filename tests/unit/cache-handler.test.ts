// @vitest-environment node
import CacheHandler from '../../cache-handler.mjs'

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
