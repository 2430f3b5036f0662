import { atorvastatinWidgetData } from '@/services/pricing/testData'
import {
  defaultSelectionProblem,
  drugManufacturers,
  drugWidgetData,
  duplicateFormulationProblem,
  formulationIndex,
  formulationInfos,
  ndcProblem,
  resolveDefaultSelection,
  type StoredDrug,
} from './drugWidgetData'

/**
 * The sample drug as the admin saves it (`atorvastatinWidgetData`, whose manufacturers have the stored structure):
 * the generic with two forms (an oral suspension; tablets in two dosages), then the brand. A fresh copy each
 * call, so a test may change a nested field.
 */
function statin(overrides: Partial<StoredDrug> = {}): StoredDrug {
  return {
    id: 7,
    name: atorvastatinWidgetData.name,
    slug: 'atorvastatin',
    manufacturers: structuredClone(atorvastatinWidgetData.manufacturers),
    ...overrides,
  }
}

/** What the editor chose as the widget's first view in the sample (`atorvastatinWidgetData.defaultSelection`). */
const editorsChoice = { formulationId: '60505-2579-09', quantity: 30 }

describe('ndcProblem', () => {
  it.each(['00071-0155-23', '12345-6789-01'])('accepts %s (5-4-2 digits)', (ndc) => {
    expect(ndcProblem(ndc)).toBeNull()
  })

  it('asks for an NDC when empty', () => {
    expect(ndcProblem('')).toBe('Enter the NDC, e.g. 00071-0155-23.')
    expect(ndcProblem(undefined)).toBe('Enter the NDC, e.g. 00071-0155-23.')
  })

  it('explains how to pad a 10-digit package NDC', () => {
    expect(ndcProblem('0071-0155-23')).toMatch(/10-digit NDC.*add a leading 0/)
  })

  it('offers the hyphenated form of 11 bare digits', () => {
    expect(ndcProblem('00071015523')).toBe(
      'Add the hyphens: 5 digits, 4 digits, 2 digits, e.g. 00071-0155-23.',
    )
  })

  it('asks to remove surrounding spaces', () => {
    expect(ndcProblem(' 00071-0155-23')).toBe('Remove the spaces around the NDC. Write it as 00071-0155-23.')
  })

  it.each(['00071-155-230', 'abcde-0155-23', '00071-0155-234', '00071 0155 23'])(
    'refuses %s with the expected shape',
    (ndc) => {
      expect(ndcProblem(ndc)).toMatch(/5-4-2|hyphens/)
    },
  )
})

describe('duplicateFormulationProblem', () => {
  it('is null for an NDC used once in the catalog', () => {
    expect(duplicateFormulationProblem('60505-2579-09', statin(), [])).toBeNull()
  })

  it('names both places when the drug uses an NDC twice', () => {
    const drug = statin()
    drug.manufacturers![1]!.options![0]!.dossages![0]!.formulationId = '60505-2579-09'
    expect(duplicateFormulationProblem('60505-2579-09', drug, [])).toBe(
      'NDC 60505-2579-09 is used twice in this drug (Atorvastatin (generic) Tablet 20mg and Lipitor (brand) Tablet 10mg). Each dosage has its own NDC: correct one of them.',
    )
  })

  it('names the other drug that already has the NDC', () => {
    const other: StoredDrug = {
      id: 9,
      name: 'Metformin',
      manufacturers: [
        {
          name: 'Metformin (generic)',
          options: [{ form: 'Tablet', dossages: [{ dosage: '500 mg', formulationId: '60505-2580-09' }] }],
        },
      ],
    }
    expect(duplicateFormulationProblem('60505-2580-09', statin(), [other])).toBe(
      'NDC 60505-2580-09 already belongs to “Metformin” (Metformin (generic) 500 mg). An NDC names one product: check the number on the package.',
    )
  })

  it('ignores empty values (the format rule reports them)', () => {
    expect(duplicateFormulationProblem('', statin(), [statin()])).toBeNull()
  })
})

describe('defaultSelectionProblem', () => {
  it('accepts an empty selection (the first entries are shown)', () => {
    expect(defaultSelectionProblem(statin())).toBeNull()
    expect(
      defaultSelectionProblem(statin({ defaultSelection: { formulationId: '', quantity: null } })),
    ).toBeNull()
  })

  it('accepts an NDC of the drug, with or without one of its quantities', () => {
    expect(
      defaultSelectionProblem(statin({ defaultSelection: { formulationId: '60505-2579-09', quantity: 90 } })),
    ).toBeNull()
    expect(
      defaultSelectionProblem(statin({ defaultSelection: { formulationId: '00071-0156-40' } })),
    ).toBeNull()
  })

  it('lists the NDCs it can use when the NDC is not in the drug', () => {
    expect(defaultSelectionProblem(statin({ defaultSelection: { formulationId: '99999-0000-00' } }))).toEqual(
      {
        field: 'formulationId',
        message:
          'No dosage above has NDC 99999-0000-00. Use one of: 60505-2901-05, 60505-2579-09, 60505-2580-09, 00071-0156-40; or leave it empty to show the first dosage.',
      },
    )
  })

  it("lists the dosage's quantities when the quantity is not one of them", () => {
    expect(
      defaultSelectionProblem(statin({ defaultSelection: { formulationId: '60505-2579-09', quantity: 60 } })),
    ).toEqual({
      field: 'quantity',
      message: '20mg has no quantity of 60. Use one of: 30, 90; or leave it empty to show the first.',
    })
  })

  it('asks for the NDC when only a quantity is given', () => {
    expect(defaultSelectionProblem(statin({ defaultSelection: { quantity: 30 } }))?.field).toBe(
      'formulationId',
    )
  })
})

describe('drugManufacturers', () => {
  it('keeps the stored structure, the misspelt dossages included', () => {
    expect(drugManufacturers(statin())).toEqual(atorvastatinWidgetData.manufacturers)
  })

  it('reads a dosage saved without a list price as having none', () => {
    const drug = statin()
    delete drug.manufacturers![0]!.options![0]!.dossages![0]!.msrp
    expect(drugManufacturers(drug)[0]?.options[0]?.dossages[0]?.msrp).toBeNull()
  })

  it('leaves out incomplete entries: no NDC, no quantity, no form, then empty parents', () => {
    const drug = statin()
    const [generic, brand] = drug.manufacturers!
    generic!.options![0]!.form = ' '
    generic!.options![1]!.dossages![1]!.commonQuantities = [{ display: '', value: 30 }]
    brand!.options![0]!.dossages![0]!.formulationId = ''
    const result = drugManufacturers(drug)
    expect(result.map((m) => m.name)).toEqual(['Atorvastatin (generic)'])
    expect(result[0]?.options.map((o) => o.form)).toEqual(['Tablet'])
    expect(result[0]?.options[0]?.dossages.map((d) => d.dosage)).toEqual(['20mg'])
  })
})

describe('resolveDefaultSelection', () => {
  it('is the first manufacturer, form, dosage and quantity when none is chosen', () => {
    expect(resolveDefaultSelection(statin())).toEqual({
      name: 'Atorvastatin (generic)',
      form: 'Oral suspension',
      dosage: '20mg/5mL',
      formulationId: '60505-2901-05',
      quantity: { display: '150 mL', value: 150 },
      drugSlug: 'atorvastatin',
      drugMSRP: 0.55,
    })
  })

  it("is the editor's NDC and quantity", () => {
    expect(resolveDefaultSelection(statin({ defaultSelection: editorsChoice }))).toEqual(
      atorvastatinWidgetData.defaultSelection,
    )
    expect(
      resolveDefaultSelection(statin({ defaultSelection: { ...editorsChoice, quantity: 90 } }))?.quantity,
    ).toEqual({ display: '90 tablets', value: 90 })
  })

  it("falls back to the dosage's first quantity, or the first dosage, when the choice no longer exists", () => {
    expect(
      resolveDefaultSelection(statin({ defaultSelection: { formulationId: '60505-2579-09', quantity: 45 } }))
        ?.quantity,
    ).toEqual({ display: '30 tablets', value: 30 })
    expect(
      resolveDefaultSelection(statin({ defaultSelection: { formulationId: '00000-0000-00' } }))
        ?.formulationId,
    ).toBe('60505-2901-05')
  })

  it('is null for a drug without a complete dosage', () => {
    expect(resolveDefaultSelection({ manufacturers: [] })).toBeNull()
  })
})

describe('drugWidgetData', () => {
  it("builds the widget's data, with a string id", () => {
    expect(drugWidgetData(statin({ defaultSelection: editorsChoice }))).toEqual({
      ...atorvastatinWidgetData,
      id: '7',
    })
  })

  it('carries no copay offer, even from a drug saved before offers became drivers', () => {
    // Copay offers are drivers now (placement drugCopay); what an older save left on the drug is ignored.
    const old = { ...statin(), copay: { enabled: true, price: 10, monthlyPrice: 4 } } as StoredDrug
    expect(Object.keys(drugWidgetData(old) ?? {}).sort()).toEqual([
      'defaultSelection',
      'id',
      'manufacturers',
      'name',
    ])
  })

  it('is null for a drug without a name or without anything to price', () => {
    expect(drugWidgetData(statin({ name: ' ' }))).toBeNull()
    expect(drugWidgetData(statin({ manufacturers: [{ name: 'X', drugSlug: 'x', options: [] }] }))).toBeNull()
  })
})

describe('formulation index', () => {
  it('lists every complete formulation with its drug, manufacturer, form, dosage and MSRP', () => {
    const infos = formulationInfos([statin()])
    expect(infos.map((i) => i.formulationId)).toEqual([
      '60505-2901-05',
      '60505-2579-09',
      '60505-2580-09',
      '00071-0156-40',
    ])
    expect(infos[2]).toEqual({
      formulationId: '60505-2580-09',
      drugId: '7',
      drugName: 'Atorvastatin',
      manufacturer: 'Atorvastatin (generic)',
      drugType: 'generic',
      drugSlug: 'atorvastatin',
      form: 'Tablet',
      dosage: '40mg',
      msrp: 2.6,
    })
  })

  it('finds a formulation by NDC; on a clash (never saved, but possible in old data) the first drug wins', () => {
    const clash = statin({ id: 8, name: 'Copy' })
    const index = formulationIndex([statin(), clash])
    expect(index.size).toBe(4)
    expect(index.get('60505-2580-09')?.drugName).toBe('Atorvastatin')
    expect(index.get('99999-9999-99')).toBeUndefined()
  })

  it('leaves out drugs without a name', () => {
    expect(formulationInfos([statin({ name: null })])).toEqual([])
  })
})
