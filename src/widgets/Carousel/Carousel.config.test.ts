import type { ArrayField, Field, GroupField } from 'payload'
import { describe, expect, it } from 'vitest'
import { carouselBlock } from './Carousel.config'

const named = (fields: Field[], name: string) => {
  const found = fields.find((f) => 'name' in f && f.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return found
}
const top = (name: string) => named(carouselBlock.fields, name)
const condition = (field: Field) => (siblingData: object) =>
  field.admin && 'condition' in field.admin && field.admin.condition
    ? field.admin.condition({}, siblingData as never, {} as never)
    : true
const help = (field: Field) => (field.admin as { description?: unknown } | undefined)?.description
const validate = (field: Field, value: unknown) =>
  (field as { validate: (value: unknown, options: object) => unknown }).validate(value, {})

describe('the carousel block editors fill', () => {
  it('asks for the kind of cards first, questions by default', () => {
    const kind = top('kind')
    expect(carouselBlock.fields[0]).toBe(kind)
    expect(kind).toMatchObject({
      type: 'select',
      label: 'Kind of cards',
      required: true,
      defaultValue: 'questions',
    })
    expect('options' in kind && kind.options.map((o) => (typeof o === 'string' ? o : o.value))).toEqual([
      'questions',
      'dailyDose',
      'valueProps',
      'images',
    ])
  })

  it.each([
    ['questionCards', 'questions'],
    ['dailyDoseCards', 'dailyDose'],
    ['valuePropCards', 'valueProps'],
    ['images', 'images'],
  ])('shows %s only for %s cards, and asks for at least one', (name, kind) => {
    const field = top(name)
    for (const other of ['questions', 'dailyDose', 'valueProps', 'images']) {
      expect(condition(field)({ kind: other })).toBe(other === kind)
    }
    expect(validate(field, [])).toMatch(/^Add at least one /)
    expect(validate(field, [{}])).toBe(true)
  })

  it('limits a daily-dose card to 3 lessons, in the editor and on save', () => {
    const dose = top('dailyDoseCards') as ArrayField
    const back = named(dose.fields, 'back') as GroupField
    const lessons = named(back.fields, 'lessons') as ArrayField
    expect(lessons.maxRows).toBe(3)
    expect(validate(lessons, [{}, {}, {}])).toBe(true)
    expect(validate(lessons, [{}, {}, {}, {}])).toBe(
      'A daily-dose card shows at most 3 lessons; this one has 4. Remove 1.',
    )
    expect(help(lessons)).toMatch(/never shows more than 3/)
  })

  it('says what to fill in a question card, with the limits it states in the help', () => {
    const cards = top('questionCards') as ArrayField
    const title = named(cards.fields, 'title')
    expect(validate(title, ' ')).toBe('Add the question: the front of the card shows it.')
    expect(validate(title, 'Is it true?')).toBe(true)
    expect(validate(title, 'x'.repeat(151))).toBe(
      'Question can be at most 150 characters; this one has 151. Shorten it by 1.',
    )
    expect(help(title)).toMatch(/Up to 150 characters\.$/)
    const back = named(cards.fields, 'back') as GroupField
    expect(validate(named(back.fields, 'answer'), '')).toBe(
      'Add the answer: the back of the card leads with it.',
    )
    expect(validate(named(back.fields, 'description'), '')).toBe(true)
  })

  it('takes pictures as uploads from the media library', () => {
    const dose = top('dailyDoseCards') as ArrayField
    const images = named(dose.fields, 'images') as GroupField
    const row = images.fields[0] as { fields: Field[] }
    expect(named(row.fields, 'mobile')).toMatchObject({ type: 'upload', relationTo: 'media', required: true })
    expect(named(row.fields, 'desktop')).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(named((top('valuePropCards') as ArrayField).fields, 'media')).toMatchObject({ type: 'upload' })
    expect(named((top('images') as ArrayField).fields, 'image')).toMatchObject({
      type: 'upload',
      required: true,
    })
  })
})
