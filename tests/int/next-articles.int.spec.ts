import type { Payload } from 'payload'
import { nextArticlesResponse } from '@/article/infinite-scroll/api'
import { upNextFor } from '@/article/infinite-scroll/queries'
import { createTestPayload, dbTargets, lexicalBody } from './helpers'

const body = (text: string) => lexicalBody(text)

describe.each(dbTargets())('next articles on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  const cat: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 }

  type Data = {
    title: string
    section: string
    categories?: number[]
    relatedArticles?: number[]
    publishedDate?: string
  }

  const create = async (data: Data, opts: { draft?: boolean } = {}) =>
    payload.create({
      collection: 'articles',
      data: {
        summary: 'A summary.',
        body: body('Hello'),
        _status: opts.draft ? 'draft' : 'published',
        ...data,
      } as never,
      overrideAccess: true,
      draft: opts.draft ?? false,
      context: { disableRevalidate: true },
    })

  const titles = (items: { title: string[] }[]) => items.map((i) => i.title[0])

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    for (const key of ['a', 'b', 'c'] as const) {
      const doc = await payload.create({
        collection: 'categories',
        data: { title: `Category ${key}`, slug: `category-${key}` },
        overrideAccess: true,
      })
      cat[key] = doc.id
    }
  })

  afterAll(async () => {
    await cleanup?.()
  })

  it('lists the editor’s published related articles first, then shared categories, then the section; at most 5', async () => {
    const relFitness = await create({ title: 'Related in fitness', section: 'fitness' })
    const relNutrition = await create({ title: 'Related in nutrition', section: 'nutrition' })
    const relDraft = await create(
      { title: 'Related but draft', section: 'health', categories: [cat.a] },
      { draft: true },
    )
    const sharesTwo = await create({
      title: 'Shares two',
      section: 'wellness',
      categories: [cat.a, cat.b],
      publishedDate: '2024-01-01T00:00:00.000Z',
    })
    await create({
      title: 'Shares one, newer',
      section: 'drugs',
      categories: [cat.a],
      publishedDate: '2026-05-01T00:00:00.000Z',
    })
    await create({
      title: 'Shares one, older',
      section: 'drugs',
      categories: [cat.b],
      publishedDate: '2025-05-01T00:00:00.000Z',
    })
    await create({
      title: 'Same section, newest',
      section: 'health',
      publishedDate: '2027-01-01T00:00:00.000Z',
    })
    await create({ title: 'Elsewhere, unrelated', section: 'fitness', categories: [cat.c] })
    const current = await create({
      title: 'The current article',
      section: 'health',
      categories: [cat.a, cat.b],
      relatedArticles: [relNutrition.id, relDraft.id, relFitness.id],
    })

    const items = await upNextFor(payload, current.id)
    expect(titles(items)).toEqual([
      'Related in nutrition',
      'Related in fitness',
      'Shares two',
      'Shares one, newer',
      'Shares one, older',
    ])
    expect(items[0]).toEqual({ title: ['Related in nutrition'], link: `/nutrition/${relNutrition.slug}` })
    expect(items[2]?.link).toBe(`/wellness/${sharesTwo.slug}`)
  })

  it('fills from the same section, newest first, never the article itself or a draft', async () => {
    await create({
      title: 'Sleep basics',
      section: 'mental-health',
      publishedDate: '2026-01-01T00:00:00.000Z',
    })
    await create({
      title: 'Sleep myths',
      section: 'mental-health',
      publishedDate: '2026-03-01T00:00:00.000Z',
    })
    await create({ title: 'Sleep draft', section: 'mental-health' }, { draft: true })
    const current = await create({
      title: 'Sleep and mood',
      section: 'mental-health',
      publishedDate: '2026-02-01T00:00:00.000Z',
    })
    expect(titles(await upNextFor(payload, current.id))).toEqual(['Sleep myths', 'Sleep basics'])
  })

  it('keeps an article whose published version has a newer draft, and drops one that was unpublished', async () => {
    const edited = await create({
      title: 'Edited later',
      section: 'sexual-health',
      publishedDate: '2026-01-02T00:00:00Z',
    })
    await payload.update({
      collection: 'articles',
      id: edited.id,
      data: { title: 'Edited later (draft title)' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const unpublished = await create({ title: 'Unpublished', section: 'sexual-health' })
    await payload.update({
      collection: 'articles',
      id: unpublished.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const current = await create({ title: 'Sexual health basics', section: 'sexual-health' })
    // The reader sees the published title, not the draft's.
    expect(titles(await upNextFor(payload, current.id))).toEqual(['Edited later'])
  })

  it('returns nothing for an unknown article', async () => {
    expect(await upNextFor(payload, 999_999)).toEqual([])
  })

  describe('GET /api/articles/next', () => {
    const get = (query: string) => nextArticlesResponse(payload, new URLSearchParams(query))

    it('answers the spec’s infinite-scroll shape, cacheable by shared caches', async () => {
      const walking = await payload.create({
        collection: 'categories',
        data: { title: 'Walking', slug: 'walking' },
        overrideAccess: true,
      })
      await create({
        title: 'Walking one',
        section: 'fitness',
        categories: [walking.id],
        publishedDate: '2020-01-01Z',
      })
      const current = await create({ title: 'Walking two', section: 'fitness', categories: [walking.id] })
      const res = await get(`path=/fitness/${current.slug}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/public/)
      expect(res.headers.get('cache-control')).toMatch(/s-maxage=60/)
      expect(res.headers.get('cache-control')).toMatch(/stale-while-revalidate/)
      const json = (await res.json()) as { items: { title: string[]; link: string }[] }
      expect(json.items.length).toBeGreaterThan(0)
      expect(json.items.length).toBeLessThanOrEqual(5)
      expect(json.items[0]).toEqual({ title: ['Walking one'], link: '/fitness/walking-one' })
      for (const item of json.items) {
        expect(item.title).toHaveLength(1)
        expect(item.link).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/)
        expect(item.link).not.toBe(`/fitness/${current.slug}`)
      }
    })

    it.each([
      ['no path', ''],
      ['an empty path', 'path='],
      ['a path that is not an article path', 'path=/fitness'],
      ['an unknown section', 'path=/nowhere/walking-two'],
      ['an absolute URL', 'path=https://example.com/fitness/walking-two'],
      ['upper case', 'path=/fitness/Walking-Two'],
      ['a traversal', 'path=/fitness/../admin'],
    ])('400 with an error for %s', async (_label, query) => {
      const res = await get(query)
      expect(res.status).toBe(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(((await res.json()) as { error: string }).error).toMatch(/path/)
    })

    it.each([
      ['an article that does not exist', () => '/fitness/no-such-article'],
      [
        'a draft article',
        async () =>
          `/health/${(await create({ title: 'Only a draft', section: 'health' }, { draft: true })).slug}`,
      ],
    ])('404 with an error for %s', async (_label, path) => {
      const res = await get(`path=${await path()}`)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: string }).error).toMatch(/No published article/)
    })
  })
})
