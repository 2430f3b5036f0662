import { describe, expect, it } from 'vitest'
import type { Diet } from '@/cms/payload-types'
import { sampleRefs } from '../fixtures'
import { dietView, needsDietsRead, offeredDiets } from './diets'

const HOST = 'wellread.example'
const keto = sampleRefs.diet('ketogenic') as Diet
const med = sampleRefs.diet('mediterranean') as Diet
const dash = sampleRefs.diet('dash') as Diet

describe('dietView', () => {
  it('shows a diet’s name, picture, description, four rows and Learn More link', () => {
    const view = dietView(med, HOST)
    expect(view).toMatchObject({
      id: '2',
      name: 'Mediterranean diet',
      image: { src: '/sample/pictures/diet-mediterranean.webp', width: 800, height: 600 },
      learnMore: { href: '/nutrition/mediterranean-diet-basics', newTab: false },
    })
    expect(view?.image?.alt).toMatch(/Mediterranean/)
    expect(view?.rows.map((r) => [r.title, r.answer])).toEqual([
      ['Foods to avoid', null],
      ['Alcohol permitted', 'In moderation'],
      ['Meal kits available', 'Yes'],
      ['Possible health benefits', null],
    ])
    expect(view?.rows[1]?.text).toMatch(/^Wine with meals/)
  })

  it('opens another site’s page in a new tab', () => {
    expect(dietView(dash, HOST)?.learnMore).toEqual({
      href: 'https://www.nhlbi.nih.gov/education/dash-eating-plan',
      newTab: true,
    })
    expect(
      dietView({ ...dash, learnMoreUrl: 'https://wellread.example/nutrition/x' }, HOST)?.learnMore,
    ).toEqual({ href: 'https://wellread.example/nutrition/x', newTab: false })
  })

  it('reads empty rows as "Not stated", an answer without a note alone, and an unsafe link as none', () => {
    const view = dietView(
      {
        id: 9,
        name: ' Paleo diet ',
        description: null,
        foodsToAvoid: '',
        alcoholPermitted: 'no',
        alcoholNote: null,
        mealKitsAvailable: 'sometimes',
        mealKitsNote: 'Ask your grocer.',
        possibleHealthBenefits: undefined,
        learnMoreUrl: 'javascript:alert(1)',
        image: 12,
      },
      HOST,
    )
    expect(view).toMatchObject({ id: '9', name: 'Paleo diet', description: '', image: null, learnMore: null })
    expect(view?.rows.map((r) => [r.answer, r.text])).toEqual([
      [null, 'Not stated'],
      ['No', ''],
      [null, 'Ask your grocer.'],
      [null, 'Not stated'],
    ])
  })

  it.each([[null], [undefined], [3], ['3'], [{ id: 3 }], [{ id: 3, name: '  ' }], [{ name: 'No id' }]])(
    'is null for %j (not a populated diet with a name)',
    (value) => {
      expect(dietView(value, HOST)).toBeNull()
    },
  )
})

describe('needsDietsRead', () => {
  it.each([
    [null, true],
    [undefined, true],
    [[], true],
    [[1, 2], true],
    [[keto, 2], true],
    [[keto, med], false],
  ])('%j → %s', (values, expected) => {
    expect(needsDietsRead(values)).toBe(expected)
  })
})

describe('offeredDiets', () => {
  const all = [keto, med, dash]
  const names = (values: unknown, from: unknown[] = all) =>
    offeredDiets(values, from, HOST).map((d) => d.name)

  it('offers every diet, in the read’s order, when the block picks none', () => {
    expect(names(null)).toEqual(['Ketogenic diet', 'Mediterranean diet', 'DASH diet'])
    expect(names([])).toEqual(['Ketogenic diet', 'Mediterranean diet', 'DASH diet'])
  })

  it('keeps the editor’s order, whether the picks are populated or ids', () => {
    expect(names([dash, keto])).toEqual(['DASH diet', 'Ketogenic diet'])
    expect(names([3, 1], all)).toEqual(['DASH diet', 'Ketogenic diet'])
    expect(names(['2', dash], all)).toEqual(['Mediterranean diet', 'DASH diet'])
  })

  it('leaves out deleted and malformed diets, and a diet picked twice', () => {
    expect(names([1, 99, 1, { id: 5 }, null, 2], all)).toEqual(['Ketogenic diet', 'Mediterranean diet'])
    expect(names([1, 2], [])).toEqual([])
  })
})
