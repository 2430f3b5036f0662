import type { Payload } from 'payload'
import { payloadArticleSource } from '@/services/search/adapters/payload'
import type { SearchPage, SearchService } from '@/services/search/types'
import { createTestPayload, dbTargets, lexicalBody } from './helpers'

const body = (...texts: string[]) => lexicalBody(texts)

const titles = (page: SearchPage) => page.results.map((r) => r.title)

describe.each(dbTargets())('search on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let search: SearchService

  const create = (data: Record<string, unknown>, opts: { draft?: boolean } = {}) =>
    payload.create({
      collection: 'articles',
      data: { summary: 'A summary.', section: 'health', _status: 'published', ...data } as never,
      overrideAccess: true,
      draft: opts.draft ?? false,
      context: { disableRevalidate: true },
    })

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    // A fresh module graph per target (createTestPayload resets modules), so import the service after it.
    const { getSearchService } = await import('@/services/search')
    search = getSearchService(payload)

    await create({
      title: 'Hypertension: a practical guide',
      summary: 'What the numbers mean and how to bring them down.',
      keywords: ['hypertension', 'blood pressure'],
      body: body('Blood pressure readings have two numbers.', 'Cutting salt helps many people.'),
    })
    await create({
      title: 'Sleep well tonight',
      section: 'wellness',
      summary: 'Habits for better rest.',
      body: body(
        'A regular bedtime helps.',
        'People who sleep less than six hours have more hypertension, according to several studies.',
      ),
    })
    await create({
      title: 'Cardiac rehabilitation explained',
      summary: 'What happens in a rehab programme.',
      body: body('After a myocardial infarction, supervised exercise speeds recovery.'),
    })
    await create(
      {
        title: 'Secret narwhal draft',
        _status: 'draft',
        body: body('Narwhal tusks are teeth.'),
      },
      { draft: true },
    )
    for (let week = 1; week <= 12; week++) {
      await create({
        title: `Walking plan week ${week}`,
        section: 'fitness',
        keywords: [`walking week ${week}`],
        body: body('Brisk walking most days strengthens the heart.'),
      })
    }
  })

  afterAll(async () => {
    await cleanup?.()
  })

  it('ranks a title match above a body-only match', async () => {
    expect(titles(await search.search('hypertension'))).toEqual([
      'Hypertension: a practical guide',
      'Sleep well tonight',
    ])
  })

  it('tolerates typos', async () => {
    expect(titles(await search.search('hypertenson'))).toEqual([
      'Hypertension: a practical guide',
      'Sleep well tonight',
    ])
  })

  it('finds clinical names from lay names through synonyms', async () => {
    const page = await search.search('heart attack')
    expect(titles(page)).toContain('Cardiac rehabilitation explained')
    const rehab = page.results.find((r) => r.title === 'Cardiac rehabilitation explained')
    expect(rehab?.url).toBe('/health/cardiac-rehabilitation-explained')
    expect(rehab?.excerpt.filter((s) => s.match).map((s) => s.text)).toEqual(['myocardial', 'infarction'])
  })

  it('marks matched words in the excerpt, from the body text', async () => {
    const page = await search.search('sleep hypertension')
    expect(titles(page)).toEqual(['Sleep well tonight'])
    const marked = page.results[0]?.excerpt.filter((s) => s.match).map((s) => s.text.toLowerCase())
    expect(marked).toEqual(expect.arrayContaining(['sleep', 'hypertension']))
    expect(page.results[0]?.section).toBe('wellness')
  })

  it('pages results ten at a time', async () => {
    const first = await search.search('walking')
    expect(first).toMatchObject({ total: 12, totalPages: 2, page: 1, perPage: 10 })
    expect(first.results).toHaveLength(10)
    const second = await search.search('walking', { page: 2 })
    expect(second.results).toHaveLength(2)
    const urls = [...first.results, ...second.results].map((r) => r.url)
    expect(new Set(urls).size).toBe(12)
    expect((await search.search('walking', { page: 3 })).results).toEqual([])
  })

  it('never finds drafts, nor the unpublished draft of a published article', async () => {
    expect((await search.search('narwhal')).total).toBe(0)
    const published = await create({ title: 'Ocean mammals', body: body('Dolphins breathe air.') })
    await payload.update({
      collection: 'articles',
      id: published.id,
      data: { body: body('Dolphins breathe air. Narwhal draft text.') } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await search.search('narwhal', { fresh: true })).total).toBe(0)
    expect(titles(await search.search('dolphins', { fresh: true }))).toEqual(['Ocean mammals'])
  })

  it('a fresh search finds an article as soon as it is published and loses it when unpublished or deleted', async () => {
    expect((await search.search('zebrafish', { fresh: true })).total).toBe(0)
    const doc = await create({
      title: 'Zebrafish and heart regeneration',
      body: body('Zebrafish can regrow heart muscle.'),
    })
    expect(titles(await search.search('zebrafish', { fresh: true }))).toEqual([
      'Zebrafish and heart regeneration',
    ])

    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await search.search('zebrafish', { fresh: true })).total).toBe(0)

    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { _status: 'published', title: 'Zebrafish hearts that regrow' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(titles(await search.search('zebrafish', { fresh: true }))).toEqual([
      'Zebrafish hearts that regrow',
    ])

    await payload.delete({
      collection: 'articles',
      id: doc.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await search.search('zebrafish', { fresh: true })).total).toBe(0)
  })

  it('sees changes made by another app instance (no shared memory)', async () => {
    // A second service over the same database stands in for another instance.
    const { createMiniSearchService } = await import('@/services/search/adapters/minisearch')
    const other = createMiniSearchService(payloadArticleSource(payload), { versionCheckIntervalMs: 0 })
    expect((await other.search('platypus')).total).toBe(0)
    expect((await search.search('platypus', { fresh: true })).total).toBe(0)
    await create({ title: 'Platypus facts', body: body('The platypus lays eggs.') })
    expect((await other.search('platypus')).total).toBe(1)
    expect((await search.search('platypus', { fresh: true })).total).toBe(1)
  })

  it('changes the corpus version on every publish, edit and unpublish', async () => {
    const source = payloadArticleSource(payload)
    const seen = new Set([await source.version()])
    const doc = await create({ title: 'Version probe', body: body('Probe.') })
    seen.add(await source.version())
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { summary: 'Edited.' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    seen.add(await source.version())
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    seen.add(await source.version())
    expect(seen.size).toBe(4)
  })

  it('suggests at most 10 completions: keywords, then titles', async () => {
    const items = await search.suggest('walking')
    expect(items).toHaveLength(10)
    expect(new Set(items).size).toBe(10)
    expect((await search.suggest('hyper'))[0]).toBe('hypertension')
    expect(await search.suggest('hyper')).toContain('Hypertension: a practical guide')
    expect(await search.suggest('narwhal')).toEqual([])
  })
})
