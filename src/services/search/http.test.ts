// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { captureLogs } from '../../../tests/unit/log-capture'
import { memoryArticleSource } from './adapters/memory'
import { createMiniSearchService } from './adapters/minisearch'
import { handleCompleteRequest, handleSearchRequest, handleSuggestRequest, toCompletePair } from './http'
import type { IndexedArticle, SearchService } from './types'

const articles: IndexedArticle[] = Array.from({ length: 14 }, (_, i) => ({
  id: String(i),
  title: `Sleep tip number ${i + 1}`,
  slug: `sleep-tip-${i + 1}`,
  section: 'wellness',
  summary: 'Better sleep tonight.',
  keywords: [`sleep tip ${i + 1}`],
  body: 'Keep a regular bedtime & avoid <screens> late.',
}))

const real = createMiniSearchService(memoryArticleSource(articles))
const service = async () => real
const broken = async (): Promise<SearchService> => {
  throw new Error('database down')
}
const url = (path: string) => new URL(path, 'http://localhost')

describe('GET /api/search', () => {
  it('answers a page of results with highlighted excerpts', async () => {
    const res = await handleSearchRequest(url('/api/search?q1=bedtime&page=2'), service)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toMatchObject({ query: 'bedtime', page: 2, perPage: 10, total: 14, totalPages: 2 })
    expect(body.results).toHaveLength(4)
    expect(body.results[0]).toEqual({
      title: expect.stringMatching(/^Sleep tip number/),
      url: expect.stringMatching(/^\/wellness\/sleep-tip-\d+$/),
      section: 'wellness',
      summary: 'Better sleep tonight.',
      excerpt: [
        { text: 'Keep a regular ', match: false },
        { text: 'bedtime', match: true },
        { text: ' & avoid <screens> late.', match: false },
      ],
    })
  })

  it('answers an empty page past the end', async () => {
    const body = await (await handleSearchRequest(url('/api/search?q1=bedtime&page=3'), service)).json()
    expect(body).toMatchObject({ page: 3, total: 14, totalPages: 2, results: [] })
  })

  it.each([
    ['/api/search', /q1 is required/],
    ['/api/search?q1=', /q1 is empty/],
    ['/api/search?q1=sleep&page=0', /page must be a whole number/],
    ['/api/search?q1=sleep&page=abc', /page must be a whole number/],
    [`/api/search?q1=${'x'.repeat(201)}`, /too long/],
  ])('%s → 400 with a message', async (path, message) => {
    const res = await handleSearchRequest(url(path), service)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await res.json()).error).toMatch(message)
  })

  it('answers 503 with a message when the index cannot be read', async () => {
    const logs = captureLogs()
    const res = await handleSearchRequest(url('/api/search?q1=sleep'), broken)
    logs.restore()
    expect(res.status).toBe(503)
    expect((await res.json()).error).toMatch(/unavailable/)
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 'error', component: 'search', msg: expect.stringMatching(/failed$/) }),
    ])
    // What the reader searched for is not in the log.
    expect(logs.text()).not.toContain('sleep')
  })
})

describe('GET /api/search/suggest', () => {
  it('answers the query and at most 10 items', async () => {
    const res = await handleSuggestRequest(url('/api/search/suggest?q=sleep%20ti'), service)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
    const body = await res.json()
    expect(body.query).toBe('sleep ti')
    expect(body.items).toHaveLength(10)
    expect(body.items.every((s: unknown) => typeof s === 'string')).toBe(true)
  })

  it.each(['/api/search/suggest', '/api/search/suggest?q=%20'])('%s → 400', async (path) => {
    const res = await handleSuggestRequest(url(path), service)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/Query parameter q/)
  })
})

describe('GET /api/search/complete', () => {
  it('answers the spec pair shape and ignores the service parameters', async () => {
    const res = await handleCompleteRequest(
      url('/api/search/complete?client=psy-ab&hl=en&gs_rn=64&gs_ri=psy-ab&cp=5&gs_id=9&q=sleep&xhr=t'),
      service,
    )
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body[0]).toBe('sleep')
    expect(body[1]).toHaveLength(10)
    for (const entry of body[1]) expect(typeof entry[0]).toBe('string')
  })

  it('requires q', async () => {
    const res = await handleCompleteRequest(url('/api/search/complete?client=psy-ab'), service)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/q is required/)
  })

  it('keeps the first 10 entries', () => {
    const items = Array.from({ length: 12 }, (_, i) => `s${i}`)
    const [query, entries] = toCompletePair('s', items)
    expect(query).toBe('s')
    expect(entries.map((e) => e[0])).toEqual(items.slice(0, 10))
  })
})
