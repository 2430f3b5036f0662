import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { heroImageBlock } from './HeroImage.config'

function dataFields(fields: Field[]): Field[] {
  return fields.flatMap((field): Field[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields)
    return 'name' in field ? [field] : []
  })
}

describe('the hero image block editors fill', () => {
  const fields = dataFields(heroImageBlock.fields)

  it('asks for a wide picture (required), an optional phone crop, a description, a caption and a credit', () => {
    expect(fields.map((f) => ('name' in f ? f.name : ''))).toEqual([
      'image',
      'mobileImage',
      'alt',
      'caption',
      'credit',
    ])
    expect(fields[0]).toMatchObject({ type: 'upload', relationTo: 'media', required: true })
    expect(fields[1]).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(fields[1]).not.toHaveProperty('required')
  })

  it('labels every field and explains it, with the phone breakpoint and the limits', () => {
    for (const f of fields) {
      expect('label' in f && typeof f.label === 'string').toBe(true)
      expect((f.admin as { description?: string }).description?.length).toBeGreaterThan(20)
    }
    expect((fields[1]!.admin as { description: string }).description).toContain('narrower than 768 px')
    const caption = fields[3] as unknown as { validate: (v: unknown, o: object) => unknown }
    expect(caption.validate('x'.repeat(201), {})).toBe(
      'Caption can be at most 200 characters; this one has 201. Shorten it by 1.',
    )
  })
})
