import {
  copayProblem,
  defaultSelectionProblem,
  drugWidgetData,
  formulationIdsOf,
  ndcProblem,
} from '@/cms/drugWidgetData'
import { DRUGS } from './drugs'

const drugs = Object.entries(DRUGS)

describe('sample drugs', () => {
  it('gives every formulation a well-formed NDC, unique across the catalog', () => {
    const ids = Object.values(DRUGS).flatMap((drug) => formulationIdsOf(drug).map((f) => f.formulationId))
    expect(ids.length).toBeGreaterThan(30)
    for (const id of ids) expect(ndcProblem(id), id).toBeNull()
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(drugs)('%s passes the collection’s rules and gives the widget its data', (key, drug) => {
    expect(drug.slug).toBe(key)
    expect(defaultSelectionProblem(drug)).toBeNull()
    expect(copayProblem('copay' in drug ? drug.copay : null)).toBeNull()
    const data = drugWidgetData({ id: 1, ...drug })
    expect(data?.manufacturers.length).toBe(drug.manufacturers.length)
    for (const manufacturer of drug.manufacturers)
      for (const option of manufacturer.options)
        for (const dosage of option.dossages) {
          expect(dosage.msrp).toBeGreaterThan(0)
          expect(dosage.commonQuantities.length).toBeGreaterThan(0)
        }
  })

  it('covers brands and generics, several forms, and one copay offer', () => {
    const manufacturers = Object.values(DRUGS).flatMap((d) => d.manufacturers)
    expect(new Set(manufacturers.map((m) => m.drugType))).toEqual(new Set(['brand', 'generic']))
    expect(drugs.filter(([, d]) => d.manufacturers.some((m) => m.options.length > 1)).length).toBeGreaterThan(
      1,
    )
    expect(drugs.filter(([, d]) => 'copay' in d).map(([key]) => key)).toEqual(['levothyroxine'])
    expect(drugWidgetData({ id: 1, ...DRUGS.levothyroxine })?.copay).toMatchObject({
      price: 25,
      monthlyPrice: 10,
    })
  })
})
