import { defaultSelectionProblem, drugWidgetData, formulationIdsOf, ndcProblem } from '@/cms/drugWidgetData'
import { catalogDriver } from '@/services/drivers/view'
import { COPAY_DRIVERS } from './copayDrivers'
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
    const data = drugWidgetData({ id: 1, ...drug })
    expect(data?.manufacturers.length).toBe(drug.manufacturers.length)
    for (const manufacturer of drug.manufacturers)
      for (const option of manufacturer.options)
        for (const dosage of option.dossages) {
          expect(dosage.msrp).toBeGreaterThan(0)
          expect(dosage.commonQuantities.length).toBeGreaterThan(0)
        }
  })

  it('covers brands and generics, and several forms', () => {
    const manufacturers = Object.values(DRUGS).flatMap((d) => d.manufacturers)
    expect(new Set(manufacturers.map((m) => m.drugType))).toEqual(new Set(['brand', 'generic']))
    expect(drugs.filter(([, d]) => d.manufacturers.some((m) => m.options.length > 1)).length).toBeGreaterThan(
      1,
    )
    // Copay offers are drivers now: no drug carries one.
    expect(drugs.filter(([, d]) => 'copay' in d)).toEqual([])
  })
})

describe('sample copay offers', () => {
  it('is one complete copay driver for levothyroxine at the drug widget’s position', () => {
    expect(COPAY_DRIVERS.map((c) => c.drug)).toEqual(['levothyroxine'])
    const [{ driver }] = COPAY_DRIVERS as [(typeof COPAY_DRIVERS)[number]]
    expect(driver).toMatchObject({
      name: 'Copay offer: Levothyroxine',
      driverType: 'copay',
      enabled: true,
      copay: { price: 25, monthlyPrice: 10 },
      callToAction: 'GET THE SAVINGS CARD',
      callToActionURL: 'https://savings.example.com/synthroid',
      articlePlacement: ['drugCopay'],
    })
    expect(driver._uuid).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    // As the placement engine reads it once stored: complete, for its drug only, at drugCopay only.
    const stored = catalogDriver({ ...driver, id: 1, drugs: [6] })
    expect(stored?.problem).toBeNull()
    expect(stored?.targeting).toMatchObject({ placements: ['drugCopay'], drugs: ['6'] })
    expect(stored?.view.copay).toEqual({ title: null, price: 25, monthlyPrice: 10 })
    expect(new Set(COPAY_DRIVERS.map((c) => c.driver._uuid)).size).toBe(COPAY_DRIVERS.length)
  })
})
