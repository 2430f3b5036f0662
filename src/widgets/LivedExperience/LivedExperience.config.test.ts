import type { Field, TextField } from 'payload'
import { describe, expect, it } from 'vitest'
import { livedExperienceBlock } from './LivedExperience.config'
import { CTA_NEEDS_TEXT, CTA_NEEDS_URL } from './livedExperience'

/** Every named field, through rows and groups, with its dotted path. */
function named(fields: Field[], prefix = ''): [string, Field][] {
  return fields.flatMap((f): [string, Field][] => {
    if ('name' in f && f.type !== 'group') return [[`${prefix}${f.name}`, f]]
    if ('name' in f && 'fields' in f) return named(f.fields as Field[], `${prefix}${f.name}.`)
    return 'fields' in f ? named(f.fields as Field[], prefix) : []
  })
}

const fields = Object.fromEntries(named(livedExperienceBlock.fields))
const validate = (path: string, value: unknown, siblingData: object = {}) =>
  (fields[path] as TextField).validate!(value as never, { siblingData } as never)

describe('the lived experience block', () => {
  it('has the spec’s fields, the photo as an upload and every address as a url field', () => {
    expect(Object.keys(fields)).toEqual([
      'quote',
      'name',
      'credentials',
      'title',
      'photo',
      'authorBioPageUrl',
      'cta.text',
      'cta.url',
    ])
    expect(fields.photo).toMatchObject({ type: 'upload', relationTo: 'media' })
    for (const path of ['authorBioPageUrl', 'cta.url'])
      expect(fields[path]!.custom).toMatchObject({ url: {} })
    for (const [path, field] of Object.entries(fields)) {
      expect((field as { label?: unknown }).label, path).toBeTruthy()
      expect((field.admin as { description?: string } | undefined)?.description, path).toBeTruthy()
    }
  })

  it.each([
    ['quote', '', 'Write the quote: the block is built around it.'],
    ['quote', 'x'.repeat(601), /^Quote can be at most 600 characters; this one has 601/],
    ['name', ' ', 'Add the person’s name: it is shown under the quote.'],
    ['credentials', 'x'.repeat(61), /^Credentials can be at most 60 characters/],
    ['authorBioPageUrl', 'javascript:alert(1)', /Links starting with "javascript:" are not allowed/],
    ['authorBioPageUrl', '/health/sleep', true],
  ])('%s = %j → %s', (path, value, result) => {
    const outcome = validate(path, value)
    if (result instanceof RegExp) expect(outcome).toMatch(result)
    else expect(outcome).toBe(result)
  })

  it.each([
    ['words and link', 'Read more', '/health/sleep', true, true],
    ['neither', '', '', true, true],
    ['words without a link', 'Read more', '', true, CTA_NEEDS_URL],
    ['a link without words', '', 'https://example.org', CTA_NEEDS_TEXT, true],
  ])('the button with %s', (_label, text, url, onText, onUrl) => {
    expect(validate('cta.text', text, { text, url })).toBe(onText)
    expect(validate('cta.url', url, { text, url })).toBe(onUrl)
  })
})
