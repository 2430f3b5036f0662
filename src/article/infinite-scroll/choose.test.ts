import { type CurrentArticle, chooseUpNext, type NextCandidate, toUpNextItems, UP_NEXT_LIMIT } from './choose'

let nextId = 100
function article(overrides: Partial<NextCandidate> & { slug: string }): NextCandidate {
  return {
    id: nextId++,
    title: overrides.slug.replace(/-/g, ' '),
    section: 'health',
    categories: [],
    publishedDate: '2026-01-01T00:00:00.000Z',
    status: 'published',
    ...overrides,
  }
}

const current: CurrentArticle = { id: 1, section: 'health', categories: [10, 11, 12], relatedIds: [] }

const slugs = (list: NextCandidate[]) => list.map((a) => a.slug)

describe('chooseUpNext', () => {
  it('puts the editor’s related articles first, in the editor’s order', () => {
    const a = article({ id: 2, slug: 'a', categories: [10, 11, 12] })
    const b = article({ id: 3, slug: 'b', section: 'fitness' })
    const c = article({ id: 4, slug: 'c', section: 'nutrition' })
    const chosen = chooseUpNext({ ...current, relatedIds: [4, 3] }, [a, b, c])
    expect(slugs(chosen)).toEqual(['c', 'b', 'a'])
  })

  it('then ranks articles by how many categories they share, then by date, newest first', () => {
    const one = article({ slug: 'one-shared-new', categories: [10], publishedDate: '2026-06-01T00:00:00Z' })
    const oneOld = article({
      slug: 'one-shared-old',
      categories: [10],
      publishedDate: '2026-01-01T00:00:00Z',
    })
    const three = article({
      slug: 'three-shared',
      categories: [10, 11, 12],
      publishedDate: '2025-01-01T00:00:00Z',
    })
    const two = article({
      slug: 'two-shared',
      categories: [12, 11, 99],
      publishedDate: '2025-06-01T00:00:00Z',
    })
    const chosen = chooseUpNext(
      current,
      [oneOld, one, two, three].map((a) => ({ ...a, section: 'fitness' })),
    )
    expect(slugs(chosen)).toEqual(['three-shared', 'two-shared', 'one-shared-new', 'one-shared-old'])
  })

  it('then fills with the same section, newest first, after everything sharing a category', () => {
    const sameSectionNew = article({ slug: 'same-section-new', publishedDate: '2026-09-01T00:00:00Z' })
    const sameSectionOld = article({ slug: 'same-section-old', publishedDate: '2024-09-01T00:00:00Z' })
    const sharing = article({
      slug: 'sharing',
      section: 'fitness',
      categories: [11],
      publishedDate: '2020-01-01Z',
    })
    const elsewhere = article({
      slug: 'elsewhere',
      section: 'nutrition',
      publishedDate: '2027-01-01T00:00:00Z',
    })
    const chosen = chooseUpNext(current, [sameSectionOld, elsewhere, sameSectionNew, sharing])
    expect(slugs(chosen)).toEqual(['sharing', 'same-section-new', 'same-section-old'])
  })

  it.each([
    ['a draft related article', { status: 'draft' as const }],
    ['a related article with no status', { status: null }],
    ['the current article listed as its own related article', { id: 1 }],
  ])('leaves out %s', (_label, overrides) => {
    const candidate = article({ slug: 'excluded', categories: [10], ...overrides })
    const keep = article({ slug: 'kept', categories: [10] })
    const chosen = chooseUpNext({ ...current, relatedIds: [candidate.id, keep.id] }, [candidate, keep])
    expect(slugs(chosen)).toEqual(['kept'])
  })

  it('never lists an article twice, even when it qualifies several ways or is related twice', () => {
    const a = article({ slug: 'a', categories: [10, 11] })
    const chosen = chooseUpNext({ ...current, relatedIds: [a.id, a.id] }, [a, a])
    expect(slugs(chosen)).toEqual(['a'])
  })

  it('ignores related ids that are not among the published candidates', () => {
    const a = article({ slug: 'a' })
    expect(slugs(chooseUpNext({ ...current, relatedIds: [999, a.id] }, [a]))).toEqual(['a'])
  })

  it.each([
    [0, 0],
    [3, 3],
    [5, 5],
    [9, UP_NEXT_LIMIT],
  ])('with %i candidates returns %i', (count, expected) => {
    const candidates = Array.from({ length: count }, (_, i) => article({ slug: `n${i}`, categories: [10] }))
    expect(chooseUpNext(current, candidates)).toHaveLength(expected)
  })

  it('caps the editor’s own choices at the limit too', () => {
    const related = Array.from({ length: 7 }, (_, i) => article({ slug: `r${i}`, section: 'drugs' }))
    const chosen = chooseUpNext({ ...current, relatedIds: related.map((a) => a.id) }, related, 5)
    expect(slugs(chosen)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4'])
  })

  it('puts undated articles after dated ones, and breaks ties by the later-created article', () => {
    const undated = article({ id: 50, slug: 'undated', publishedDate: null })
    const tieOld = article({ id: 51, slug: 'tie-created-first', publishedDate: '2026-01-01T00:00:00Z' })
    const tieNew = article({ id: 52, slug: 'tie-created-last', publishedDate: '2026-01-01T00:00:00Z' })
    expect(slugs(chooseUpNext(current, [undated, tieOld, tieNew]))).toEqual([
      'tie-created-last',
      'tie-created-first',
      'undated',
    ])
  })

  it('returns nothing for an article with no categories, no related articles and no section neighbours', () => {
    const elsewhere = article({ slug: 'elsewhere', section: 'nutrition', categories: [10] })
    expect(chooseUpNext({ id: 1, section: 'health', categories: [], relatedIds: [] }, [elsewhere])).toEqual(
      [],
    )
  })
})

describe('toUpNextItems', () => {
  it('gives the spec’s infinite-scroll shape: title as an array, link as the article path', () => {
    expect(
      toUpNextItems([{ title: 'Walking for heart health', section: 'fitness', slug: 'walking' }]),
    ).toEqual([{ title: ['Walking for heart health'], link: '/fitness/walking' }])
  })
})
