import type { ArrayField, Field, SelectField } from 'payload'
import { describe, expect, it } from 'vitest'
import { socialProofBlock, validateItems, validateMainText } from './SocialProof.config'
import { SOCIAL_PROOF_ICONS } from './socialProof'

const items = socialProofBlock.fields[0] as ArrayField
const named = (name: string) => items.fields.find((f: Field) => 'name' in f && f.name === name)!
const validate = (field: Field, value: unknown) =>
  (field as unknown as { validate: (v: unknown, o: object) => unknown }).validate(value, {})

describe('the social-proof block editors fill', () => {
  it('has items of icon, main text and subtext, at most three', () => {
    expect(items).toMatchObject({ name: 'items', type: 'array', maxRows: 3 })
    expect(items.fields.map((f) => ('name' in f ? f.name : null))).toEqual(['icon', 'mainText', 'subtext'])
    for (const f of items.fields) {
      expect('label' in f && typeof f.label === 'string').toBe(true)
      expect((f.admin as { description?: string }).description?.length).toBeGreaterThan(10)
    }
  })

  it('offers exactly the fifteen icon names, with readable labels', () => {
    const icon = named('icon') as SelectField
    const options = icon.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
    expect(options.map((o) => o.value)).toEqual([...SOCIAL_PROOF_ICONS])
    for (const o of options) expect(String(o.label)).not.toContain('_')
  })

  it('tells the editor an item needs both icon and main text', () => {
    expect(validate(named('icon'), undefined)).toMatch(/need both icon and main text/)
    expect(validate(named('icon'), 'heart')).toBe(true)
    expect(validateMainText('')).toMatch(/need both icon and main text/)
    expect(validateMainText('Free, every Tuesday')).toBe(true)
    expect(validateMainText('x'.repeat(41))).toBe(
      'Main text can be at most 40 characters; this one has 41. Shorten it by 1.',
    )
    expect(validate(named('subtext'), 'x'.repeat(91))).toMatch(/^Subtext can be at most 90 characters/)
  })

  it('needs one to three items', () => {
    expect(validateItems([])).toBe('Add at least one item, with an icon and a main text.')
    expect(validateItems([{}])).toBe(true)
    expect(validateItems(4)).toBe('The strip shows at most 3 items; this one has 4. Remove 1.')
  })
})
