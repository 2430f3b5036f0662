import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { DIETS_TAG, Diets } from '@/cms/collections/Diets'
import { dietComparisonBlock, ONE_DIET_MESSAGE, validateDietPicks } from './DietComparison.config'

const named = (fields: Field[]): Record<string, Field> =>
  Object.fromEntries(
    fields.flatMap((f): [string, Field][] =>
      'name' in f ? [[f.name, f]] : 'fields' in f ? Object.entries(named(f.fields)) : [],
    ),
  )

describe('the block editors fill', () => {
  it.each([
    [null, true],
    [[], true],
    [[1, 2], true],
    [[1, 2, 3, 4], true],
    [[1], ONE_DIET_MESSAGE],
  ])('picking %j → %s', (value, expected) => {
    expect(validateDietPicks(value)).toBe(expected)
  })

  it('picks an ordered list of diets, read by the widget itself', () => {
    const diets = named(dietComparisonBlock.fields).diets
    expect(diets).toMatchObject({ type: 'relationship', relationTo: 'diets', hasMany: true, maxDepth: 0 })
    expect(diets?.admin).toMatchObject({ isSortable: true })
    expect(String((diets?.admin as { description?: unknown } | undefined)?.description)).toMatch(
      /Empty: every diet/,
    )
  })
})

describe('the Diets collection', () => {
  const fields = named(Diets.fields)

  it('has every field the comparison shows, a Learn More address checked as a link', () => {
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'image',
        'description',
        'foodsToAvoid',
        'alcoholPermitted',
        'alcoholNote',
        'mealKitsAvailable',
        'mealKitsNote',
        'possibleHealthBenefits',
        'learnMoreUrl',
      ]),
    )
    const validate = (fields.learnMoreUrl as { validate: (v: unknown) => unknown }).validate
    expect(validate('/nutrition/mediterranean-diet-basics')).toBe(true)
    expect(validate('javascript:alert(1)')).not.toBe(true)
  })

  it('refuses over-long text with a sentence saying what to fix', () => {
    const validate = (fields.description as { validate: (v: unknown) => unknown }).validate
    expect(validate('x'.repeat(301))).toMatch(/^Description can be at most 300 characters; this one has 301/)
    expect(validate('')).toMatch(/^Add a description/)
  })

  it('lets editors change diets and anyone read them, and revalidates the pages that show them', () => {
    const req = (role: string | null) => ({ req: { user: role ? { role } : null } }) as never
    const access = Diets.access as Record<'read' | 'update', (args: unknown) => boolean>
    expect(access.update(req('editor'))).toBe(true)
    expect(access.update(req('writer'))).toBe(false)
    expect(access.read(req(null))).toBe(true)
    expect(DIETS_TAG).toBe('diets')
    expect(Diets.hooks?.afterChange).toHaveLength(1)
    expect(Diets.hooks?.afterDelete).toHaveLength(1)
  })
})
