import { z } from 'zod'
import { fieldName, parseRequest, requestError } from './requestErrors'

/** The message a client gets for `data` under `schema`. */
const said = (schema: z.ZodType, data: unknown) => {
  const result = parseRequest(schema, data)
  if (result.success) throw new Error('expected a refusal')
  return requestError(result.error)
}

describe('requestError: the field and what to send, never zod’s own words', () => {
  const body = z
    .object({
      articlePlacements: z.array(z.string()).min(1).max(3),
      bucket: z.number().int().min(0).max(99).optional(),
      name: z.string().max(5).optional(),
      style: z.enum(['banner', 'card']).optional(),
      email: z.email().optional(),
      profile: z.object({ audiences: z.array(z.string()) }).optional(),
      ok: z.boolean().optional(),
    })
    .strict()

  it.each([
    // issue 27: "Invalid input: expected array, received undefined" reached readers
    [{}, 'articlePlacements is required: send a list.'],
    [{ articlePlacements: 'a' }, 'articlePlacements must be a list.'],
    [{ articlePlacements: [] }, 'articlePlacements must be at least 1 item.'],
    [{ articlePlacements: ['a', 'b', 'c', 'd'] }, 'articlePlacements must be at most 3 items.'],
    [{ articlePlacements: [1] }, 'articlePlacements[0] must be text.'],
    [{ articlePlacements: ['a'], bucket: 100 }, 'bucket must be at most 99.'],
    [{ articlePlacements: ['a'], bucket: 1.5 }, 'bucket must be a whole number.'],
    [{ articlePlacements: ['a'], name: 'longer' }, 'name must be at most 5 characters long.'],
    [{ articlePlacements: ['a'], style: 'popup' }, 'style must be "banner" or "card".'],
    [{ articlePlacements: ['a'], email: 'nope' }, 'email must be an email address.'],
    [{ articlePlacements: ['a'], profile: { audiences: 'x' } }, 'profile.audiences must be a list.'],
    [{ articlePlacements: ['a'], ok: 'yes' }, 'ok must be true or false.'],
    [{ articlePlacements: ['a'], extra: 1 }, 'The request has unknown fields: extra.'],
  ])('%j → %s', (data, message) => {
    expect(said(body, data)).toBe(message)
  })

  it('never passes zod’s default English through', () => {
    for (const data of [{}, { articlePlacements: 'a' }, { articlePlacements: ['a'], style: 'x' }]) {
      expect(said(body, data)).not.toMatch(
        /Invalid input|Invalid option|expected .*, received|Too (big|small)/,
      )
    }
  })

  it('keeps a schema’s own message, with the field in front only when it does not name it', () => {
    const own = z.object({
      label: z.string({ error: 'label is required: the flag’s name.' }),
      slug: z
        .string()
        .regex(/^[a-z]+$/, 'must be a lower-case slug like "heart"')
        .optional(),
      lists: z.array(z.string()).min(1, 'name at least one list').optional(),
    })
    expect(said(own, {})).toBe('label is required: the flag’s name.')
    expect(said(own, { label: 'x', slug: 'A' })).toBe('slug must be a lower-case slug like "heart".')
    expect(said(own, { label: 'x', lists: [] })).toBe('lists: name at least one list')
    const form = z.object({
      phoneNumber: z.string().regex(/^\d{10}/, 'Enter a phone number that begins with 10 digits.'),
    })
    expect(said(form, { phoneNumber: '555' })).toBe('Enter a phone number that begins with 10 digits.')
  })

  it('a body that is not an object at all', () => {
    expect(said(z.object({ a: z.string() }), 'text')).toBe('The request must be an object.')
  })

  it('names nested and listed fields as a client writes them', () => {
    expect(fieldName(['profile', 'bucket'])).toBe('profile.bucket')
    expect(fieldName(['categorySlugs', 2])).toBe('categorySlugs[2]')
    expect(fieldName([])).toBe('')
  })
})
