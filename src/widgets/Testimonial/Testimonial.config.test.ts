import type { Condition, Field, TextField } from 'payload'
import { describe, expect, it } from 'vitest'
import type { atLeastOne } from '@/cms/fields/arrays'
import { testimonialBlock } from './Testimonial.config'

/** Every named field, through rows, collapsibles and groups, with its dotted path. */
function named(fields: Field[], prefix = ''): [string, Field][] {
  return fields.flatMap((f): [string, Field][] => {
    if ('name' in f && f.type !== 'group' && f.type !== 'array') return [[`${prefix}${f.name}`, f]]
    if ('name' in f && 'fields' in f)
      return [[`${prefix}${f.name}`, f], ...named(f.fields as Field[], `${prefix}${f.name}.`)]
    return 'fields' in f ? named(f.fields as Field[], prefix) : []
  })
}

const fields = Object.fromEntries(named(testimonialBlock.fields))
const shownFor = (field: Field | undefined, kind: unknown) => {
  const condition = (field?.admin as { condition?: Condition } | undefined)?.condition
  return condition ? condition({}, { kind }, {} as never) : true
}
const collapsible = testimonialBlock.fields.find((f) => f.type === 'collapsible')

describe('the testimonial block', () => {
  it('offers the two forms and the spec’s fields, the pictures as uploads', () => {
    expect(fields.kind).toMatchObject({ type: 'select', defaultValue: 'quotes', required: true })
    expect(Object.keys(fields)).toEqual([
      'kind',
      'header',
      'subheader',
      'desktopImage',
      'desktopImage.image',
      'desktopImage.alt',
      'mobileImage',
      'mobileImage.image',
      'mobileImage.alt',
      'quotes',
      'quotes.text',
      'quotes.author',
      'featuredQuote',
      'featuredQuote.text',
      'featuredQuote.author',
      'featuredQuote.title',
      'featuredQuote.image',
    ])
    for (const path of ['desktopImage.image', 'mobileImage.image', 'featuredQuote.image'])
      expect(fields[path]).toMatchObject({ type: 'upload', relationTo: 'media' })
  })

  it('labels every field and helps with each one in editors’ words', () => {
    for (const [path, field] of Object.entries(fields)) {
      expect((field as { label?: unknown }).label, path).toBeTruthy()
      if (field.type !== 'group')
        expect((field.admin as { description?: string } | undefined)?.description, path).toBeTruthy()
    }
  })

  it.each([
    ['quotes', ['subheader', 'quotes'], ['featuredQuote']],
    [undefined, ['subheader', 'quotes'], ['featuredQuote']], // stored before the choice existed
    ['featured', ['featuredQuote'], ['subheader', 'quotes']],
  ])('for the form %j shows %j and hides %j', (kind, shown, hidden) => {
    for (const path of shown) expect(shownFor(fields[path], kind), path).toBe(true)
    for (const path of hidden) expect(shownFor(fields[path], kind), path).toBe(false)
    expect(shownFor(collapsible, kind)).toBe(kind !== 'featured')
    expect(shownFor(fields.header, kind)).toBe(true)
  })

  it('asks for at least one quote, with words, within the limits', () => {
    const quotes = fields.quotes as { validate: ReturnType<typeof atLeastOne> }
    expect(quotes.validate([])).toBe('Add at least one quote.')
    expect(quotes.validate([{ text: 'x' }])).toBe(true)
    const text = (path: string, value: unknown) =>
      (fields[path] as TextField).validate!(value as never, {} as never)
    expect(text('quotes.text', ' ')).toBe('Write the quote, or remove this row.')
    expect(text('quotes.text', 'x'.repeat(401))).toMatch(/^Quote can be at most 400 characters/)
    expect(text('featuredQuote.text', '')).toBe('Write the featured quote: the block shows it in large type.')
    expect(text('header', 'x'.repeat(81))).toMatch(/^Heading can be at most 80 characters/)
    expect(text('quotes.author', '')).toBe(true)
  })
})
