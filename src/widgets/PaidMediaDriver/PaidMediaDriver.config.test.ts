import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { paidMediaDriverBlock } from './PaidMediaDriver.config'

function dataFields(fields: Field[]): Field[] {
  return fields.flatMap((field): Field[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields)
    return 'name' in field ? [field] : []
  })
}
const field = (name: string) =>
  dataFields(paidMediaDriverBlock.fields).find((f) => 'name' in f && f.name === name)!
const validate = (name: string, value: unknown) =>
  (field(name) as unknown as { validate: (v: unknown, o: object) => unknown }).validate(value, {})

describe('the paid-media driver block editors fill', () => {
  it('keeps the driver’s field names', () => {
    expect(dataFields(paidMediaDriverBlock.fields).map((f) => ('name' in f ? f.name : ''))).toEqual([
      'brand',
      'whisper',
      'headline',
      'bodyCopy',
      'image',
      'imageUrl',
      'imageAlt',
      'callToAction',
      'callToActionURL',
    ])
  })

  it('labels every field and explains it', () => {
    for (const f of dataFields(paidMediaDriverBlock.fields)) {
      expect('label' in f && typeof f.label === 'string', 'name' in f ? f.name : '').toBe(true)
      expect((f.admin as { description?: string }).description?.length).toBeGreaterThan(10)
    }
  })

  it('needs the sponsor and a headline, within their limits', () => {
    expect(validate('brand', '')).toBe('Add the sponsor’s name: readers must see who paid for this card.')
    expect(validate('headline', ' ')).toBe('Add a headline: the card is not shown without one.')
    expect(validate('headline', 'x'.repeat(101))).toBe(
      'Headline can be at most 100 characters; this one has 101. Shorten it by 1.',
    )
    expect(validate('bodyCopy', 'x'.repeat(401))).toMatch(/^Body copy can be at most 400 characters/)
  })

  it('takes only a web address for the sponsor’s link', () => {
    expect(validate('callToActionURL', 'https://shop.example.com/pulsewise/watch?rvo_prodid=PW-300')).toBe(
      true,
    )
    expect(validate('callToActionURL', '/health/sleep')).toMatch(
      /^Enter a web address starting with https:\/\//,
    )
    expect(validate('callToActionURL', '')).toBe(true)
  })
})
