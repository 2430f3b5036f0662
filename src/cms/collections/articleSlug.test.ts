import { firstFreeSlug, slugMessages, slugProblem } from './articleSlug'

describe('firstFreeSlug', () => {
  it.each([
    ['sleep-basics', [], 'sleep-basics'],
    ['sleep-basics', ['sleep-basics'], 'sleep-basics-2'],
    ['sleep-basics', ['sleep-basics', 'sleep-basics-2', 'sleep-basics-3'], 'sleep-basics-4'],
    ['sleep-basics', ['sleep-basics-2'], 'sleep-basics'],
    ['page', [], 'page-2'],
    ['', [], 'article'],
    ['', ['article'], 'article-2'],
  ])('%s with %o taken → %s', (base, taken, expected) => {
    expect(firstFreeSlug(base, new Set(taken))).toBe(expected)
  })
})

describe('slugProblem without a database (the admin checks as the editor types)', () => {
  it.each([
    ['sleep-basics', null],
    ['Sleep Basics', slugMessages.shape],
    ['double--hyphen', slugMessages.shape],
    ['page', slugMessages.reserved('page')],
  ])('%s → %s', async (slug, expected) => {
    expect(await slugProblem(slug, {})).toBe(expected)
  })
})
