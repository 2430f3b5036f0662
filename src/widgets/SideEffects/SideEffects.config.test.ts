import type { ArrayField, Field, TextField } from 'payload'
import { NO_EFFECTS_MESSAGE, sideEffectsBlock, validateEffects } from './SideEffects.config'

const named = <T extends Field>(fields: Field[], name: string) =>
  fields.find((f) => 'name' in f && f.name === name) as T

const mild = named<ArrayField>(sideEffectsBlock.fields, 'mildSideEffects')
const severe = named<ArrayField>(sideEffectsBlock.fields, 'severeSideEffects')
const validate = (value: unknown, siblingData: object) =>
  validateEffects(value as never, { siblingData } as never)

describe('the side-effects block', () => {
  it('keeps the spec’s field names, and the effect’s four fields, for both lists', () => {
    expect(sideEffectsBlock).toMatchObject({ slug: 'sideEffects', interfaceName: 'SideEffectsBlock' })
    for (const list of [mild, severe]) {
      expect(list.fields.map((f) => ('name' in f ? f.name : null))).toEqual([
        'name',
        'prevalence',
        'description',
        'url',
      ])
      expect(named<TextField>(list.fields, 'name').required).toBe(true)
    }
    expect(mild.labels).toEqual({ singular: 'Mild side effect', plural: 'Mild side effects' })
    expect(named(sideEffectsBlock.fields, 'showPrevalenceGuide')).toMatchObject({
      type: 'checkbox',
      defaultValue: true,
    })
  })

  it.each([
    [[{ name: 'Headache' }], {}, true],
    [[], { severeSideEffects: [{ name: 'Rash' }] }, true],
    [2, { severeSideEffects: 0 }, true],
    [0, { severeSideEffects: 1 }, true],
    [[], { severeSideEffects: [] }, NO_EFFECTS_MESSAGE],
    [undefined, {}, NO_EFFECTS_MESSAGE],
    [null, { severeSideEffects: null }, NO_EFFECTS_MESSAGE],
    [0, { severeSideEffects: 0 }, NO_EFFECTS_MESSAGE],
  ])('needs at least one effect in either list: mild %j, %j → %j', (value, sibling, expected) => {
    expect(validate(value, sibling)).toBe(expected)
  })

  it('checks an effect’s name on publish: present, at most 80 characters', () => {
    const name = named<TextField>(mild.fields, 'name')
    const check = (value: unknown) => name.validate!(value as never, {} as never)
    expect(check('Headache')).toBe(true)
    expect(check('  ')).toBe('Add a name.')
    expect(check('x'.repeat(80))).toBe(true)
    expect(check('x'.repeat(81))).toBe('Name can be at most 80 characters; this one has 81. Shorten it by 1.')
  })
})
