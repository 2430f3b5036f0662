import { describe, expect, it } from 'vitest'
import { limitedTextField } from './lengthLimit'

type Validate = (value: unknown, options?: { siblingData?: Record<string, unknown> }) => string | true

const check = (field: ReturnType<typeof limitedTextField>, value: unknown, siblingData = {}) =>
  (field.validate as unknown as Validate)(value, { siblingData })

describe('limitedTextField', () => {
  const optional = limitedTextField({ name: 'title', label: 'Title', max: 10, description: 'The heading.' })
  const required = limitedTextField({
    name: 'quote',
    label: 'Quote',
    max: 10,
    description: 'What they said.',
    type: 'textarea',
    whenEmpty: 'Add the quote.',
    validate: (value, sibling) => (sibling.author ? true : `Say who said "${value}".`),
  })

  it('counts under the input and states the limit in the help', () => {
    expect(optional.admin?.description).toBe('The heading. Up to 10 characters.')
    expect(optional.admin?.components?.afterInput).toEqual([
      { path: '@/cms/admin/LengthLimit.client#LengthLimit', clientProps: { max: 10, label: 'Title' } },
    ])
    expect(
      limitedTextField({ name: 'a', label: 'A', max: 1200, description: 'Help.', limitInHelp: false }).admin
        ?.description,
    ).toBe('Help.')
  })

  it.each([
    ['empty, optional', optional, '', true],
    ['within the limit', optional, 'Short', true],
    [
      'past the limit',
      optional,
      'Far too long',
      'Title can be at most 10 characters; this one has 12. Shorten it by 2.',
    ],
    ['empty, required', required, '  ', 'Add the quote.'],
    [
      'past the limit, required',
      required,
      'Far too long',
      'Quote can be at most 10 characters; this one has 12. Shorten it by 2.',
    ],
    ['the further check', required, 'Hi', 'Say who said "Hi".'],
  ])('%s', (_, field, value, expected) => {
    expect(check(field, value)).toBe(expected)
  })

  it('passes the further check with its sibling data, and is required only with a message', () => {
    expect(check(required, 'Hi', { author: 'Rosa' })).toBe(true)
    expect(required.required).toBe(true)
    expect(optional.required).toBeUndefined()
    expect(required.type).toBe('textarea')
  })
})
