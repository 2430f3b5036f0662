// @vitest-environment node
import type { PayloadRequest } from 'payload'
import { draftRulesHook, isDraftSave, lengthMessage, maxLengthRule, requiredText } from './draftRules'

const req = (query: Record<string, unknown> = {}) => ({ query }) as unknown as PayloadRequest
const run = (data: Record<string, unknown>, query: Record<string, unknown> = {}) =>
  draftRulesHook('articles', [maxLengthRule('title', 'Title', 10), maxLengthRule('review.note', 'Note', 5)])({
    data,
    req: req(query),
  } as never)

describe('lengthMessage', () => {
  it.each([
    ['short', 10, true],
    ['exactly10!', 10, true],
    ['eleven chars', 10, 'Title can be at most 10 characters; this one has 12. Shorten it by 2.'],
    [undefined, 10, true],
  ])('%s (max %i) → %s', (value, max, expected) => {
    expect(lengthMessage('Title', value, max)).toBe(expected)
  })

  it('writes big numbers the way people read them', () => {
    expect(lengthMessage('Title', 'x'.repeat(5000), 200)).toBe(
      'Title can be at most 200 characters; this one has 5,000. Shorten it by 4,800.',
    )
  })
})

describe('requiredText', () => {
  const title = requiredText('Title', 10, 'readers see it as the headline.')
  it.each([
    ['', 'Add a title: readers see it as the headline.'],
    ['   ', 'Add a title: readers see it as the headline.'],
    [null, 'Add a title: readers see it as the headline.'],
    ['Sleep', true],
  ])('%o → %s', (value, expected) => {
    expect(title(value)).toBe(expected)
  })
})

describe('draftRulesHook', () => {
  it('refuses an invalid draft, naming the field and saying how to fix it', () => {
    expect(() => run({ _status: 'draft', title: 'much too long a title' })).toThrow(
      'The following field is invalid: Title',
    )
    try {
      run({ _status: 'draft', title: 'much too long a title', review: { note: 'far too long' } })
    } catch (error) {
      expect((error as { data: { errors: unknown[] } }).data.errors).toEqual([
        {
          path: 'title',
          label: 'Title',
          message: 'Title can be at most 10 characters; this one has 21. Shorten it by 11.',
        },
        {
          path: 'review.note',
          label: 'Note',
          message: 'Note can be at most 5 characters; this one has 12. Shorten it by 7.',
        },
      ])
    }
  })

  it('checks only what the save sets, and lets an incomplete draft through', () => {
    expect(run({ _status: 'draft' })).toEqual({ _status: 'draft' })
    expect(run({ review: {} }, { draft: 'true' })).toEqual({ review: {} })
  })

  it('leaves publishing to the fields’ own validation', () => {
    expect(run({ _status: 'published', title: 'much too long a title' })).toMatchObject({
      _status: 'published',
    })
  })

  it.each([
    [{ draft: 'true' }, {}, true],
    [{}, { _status: 'draft' }, true],
    [{}, { _status: 'published' }, false],
    [{}, {}, false],
  ])('a save with query %o and data %o is a draft save: %s', (query, data, expected) => {
    expect(isDraftSave(req(query), data)).toBe(expected)
  })
})
