import type { Payload } from 'payload'
import { createTestPayload, dbTargets } from './helpers'

/** The field messages of a Payload ValidationError (what the admin shows beside each field). */
async function validationMessages(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string; path: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`)
  }
  throw new Error('expected the operation to be refused')
}

const quantities = [
  { display: '30 tablets', value: 30 },
  { display: '90 tablets', value: 90 },
]

function drugData(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Testastatin',
    slug: 'testastatin',
    manufacturers: [
      {
        name: 'Testastatin (generic)',
        drugType: 'generic',
        drugSlug: 'testastatin',
        options: [
          {
            form: 'Tablet',
            dossages: [
              { dosage: '10 mg', formulationId: '90001-0010-30', msrp: 1.5, commonQuantities: quantities },
              { dosage: '20 mg', formulationId: '90001-0020-30', msrp: 2, commonQuantities: quantities },
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '90001-0020-30', quantity: 90 },
    ...overrides,
  }
}

describe.each(dbTargets())('drug catalog on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let catalog: typeof import('@/cms/drugCatalog')
  let drugId: number

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    // After createTestPayload reset the modules: the catalog reads through this configuration's instance.
    catalog = await import('@/cms/drugCatalog')
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Maple Row Pharmacy logo' },
      file: {
        data: await (await import('sharp'))
          .default({
            create: { width: 8, height: 8, channels: 3, background: '#8a3b12' },
          })
          .png()
          .toBuffer(),
        mimetype: 'image/png',
        name: 'maple-row.png',
        size: 100,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'pharmacyChains',
      data: { name: 'Maple Row Pharmacy', chainId: 'maple-row', logo: media.id, fictional: true },
      overrideAccess: true,
    })
    drugId = (await payload.create({ collection: 'drugs', data: drugData() as never, overrideAccess: true }))
      .id
  })

  afterAll(async () => {
    const { payloadClient } = await import('@/cms/reads')
    await (await payloadClient()).destroy?.()
    // Payload keeps its instances in a process-wide map and does not forget a destroyed one: drop it, so the
    // next database target's catalog gets an instance of its own configuration.
    ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
    await cleanup?.()
  })

  it('indexes every formulation by NDC, and answers later calls from memory', async () => {
    const index = await catalog.getFormulationIndex()
    expect([...index.keys()].sort()).toEqual(['90001-0010-30', '90001-0020-30'])
    expect(index.get('90001-0020-30')).toEqual({
      formulationId: '90001-0020-30',
      drugId: String(drugId),
      drugName: 'Testastatin',
      manufacturer: 'Testastatin (generic)',
      drugType: 'generic',
      drugSlug: 'testastatin',
      form: 'Tablet',
      dosage: '20 mg',
      msrp: 2,
    })
    expect(await catalog.getFormulationIndex()).toBe(index)
  })

  it("sees an editor's change on the next call (the collection's hook drops the cached index)", async () => {
    const before = await catalog.getFormulationIndex()
    const data = drugData()
    data.manufacturers[0]!.options[0]!.dossages.push({
      dosage: '40 mg',
      formulationId: '90001-0040-30',
      msrp: 2.5,
      commonQuantities: quantities,
    })
    await payload.update({ collection: 'drugs', id: drugId, data: data as never, overrideAccess: true })
    const after = await catalog.getFormulationIndex()
    expect(after).not.toBe(before)
    expect(after.get('90001-0040-30')?.dosage).toBe('40 mg')
  })

  it("gives the widget the drug with the editor's default selection, and null for a missing drug", async () => {
    const data = await catalog.getDrugWidgetData(drugId)
    expect(data).toMatchObject({
      id: String(drugId),
      name: 'Testastatin',
      defaultSelection: { formulationId: '90001-0020-30', quantity: { display: '90 tablets', value: 90 } },
    })
    // Copay offers are drivers now (Promotions → Drivers, placement drugCopay), not part of the drug.
    expect(data).not.toHaveProperty('copay')
    expect(data?.manufacturers[0]?.options[0]?.dossages.map((d) => d.dosage)).toContain('10 mg')
    expect(await catalog.getDrugWidgetData(999_999)).toBeNull()
  })

  it('maps each chain to its logo', async () => {
    const logos = await catalog.getRetailerLogos()
    expect(Object.keys(logos)).toEqual(['maple-row'])
    expect(logos['maple-row']).toMatch(/maple-row.*\.png$/)
  })

  it('refuses a malformed NDC, an NDC of another drug, and a default selection that points nowhere', async () => {
    const malformed = drugData({ name: 'Malformed', slug: 'malformed', defaultSelection: {} })
    malformed.manufacturers[0]!.options[0]!.dossages = [
      { dosage: '10 mg', formulationId: '0071-0155-23', msrp: 1, commonQuantities: quantities },
    ]
    expect(
      await validationMessages(payload.create({ collection: 'drugs', data: malformed as never })),
    ).toEqual([expect.stringMatching(/formulationId: This looks like a 10-digit NDC/)])

    const clash = drugData({ name: 'Other', slug: 'other', defaultSelection: {} })
    expect(await validationMessages(payload.create({ collection: 'drugs', data: clash as never }))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/formulationId: NDC 90001-0010-30 already belongs to “Testastatin”/),
      ]),
    )

    const nowhere = drugData({
      slug: 'nowhere',
      manufacturers: [
        {
          name: 'Nowhere (generic)',
          drugType: 'generic',
          drugSlug: 'nowhere',
          options: [
            {
              form: 'Tablet',
              dossages: [{ dosage: '5 mg', formulationId: '90002-0005-30', commonQuantities: quantities }],
            },
          ],
        },
      ],
      defaultSelection: { formulationId: '90002-0005-30', quantity: 60 },
    })
    expect(await validationMessages(payload.create({ collection: 'drugs', data: nowhere as never }))).toEqual(
      [
        'defaultSelection.quantity: 5 mg has no quantity of 60. Use one of: 30, 90; or leave it empty to show the first.',
      ],
    )
  })

  it('keeps no copay offer on the drug (copay offers are drivers that target it)', async () => {
    const data = drugData({ name: 'Offer elsewhere', slug: 'offer-elsewhere', defaultSelection: {} })
    data.manufacturers[0]!.options[0]!.dossages = [
      { dosage: '10 mg', formulationId: '90003-0010-30', msrp: 1, commonQuantities: quantities },
    ]
    // What an older form would have sent is not stored.
    const created = await payload.create({
      collection: 'drugs',
      data: { ...data, copay: { enabled: true, price: 10 } } as never,
      overrideAccess: true,
    })
    expect(created).toMatchObject({ slug: 'offer-elsewhere' })
    expect(created).not.toHaveProperty('copay')
  })
})
