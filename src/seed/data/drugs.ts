/**
 * Sample drugs for the drug price comparison widget: six common prescriptions, brand and generic.
 *
 * SAMPLE DATA. The strengths, forms and usual quantities are realistic; the NDCs are invented (5-4-2 digits,
 * labeler codes 99101–99206, any match with a real product is a coincidence) and the list prices per unit
 * are rounded guesses at typical US cash prices, not any pharmacy's or manufacturer's. With the local pricing
 * provider (the default) every price readers see is made up from these. The sample copay offer is a driver
 * now (Promotions → Drivers, placement drugCopay): see `copayDrivers.ts`.
 */

export const SAMPLE_DRUGS_NOTE =
  'Sample data: invented NDCs and estimated list prices. The local pricing provider makes its prices up from them.'

type Quantity = { display: string; value: number }
type Dosage = { dosage: string; formulationId: string; msrp: number | null; commonQuantities: Quantity[] }
type Option = { form: string; dossages: Dosage[] }
type Manufacturer = { name: string; drugType: 'brand' | 'generic'; drugSlug: string; options: Option[] }

/** A drug as the seed writes it to the `drugs` collection. */
export type DrugSeed = {
  name: string
  slug: string
  manufacturers: Manufacturer[]
  defaultSelection?: { formulationId: string; quantity: number }
}

const counts = (unit: string, ...values: number[]): Quantity[] =>
  values.map((value) => ({ display: `${value} ${unit}`, value }))

const dose = (
  dosage: string,
  formulationId: string,
  msrp: number | null,
  quantities: Quantity[],
): Dosage => ({
  dosage,
  formulationId,
  msrp,
  commonQuantities: quantities,
})

const tablets = (...values: number[]) => counts('tablets', ...values)
const capsules = (...values: number[]) => counts('capsules', ...values)
const milliliters = (...values: number[]) => counts('mL', ...values)

export const DRUGS = {
  atorvastatin: {
    name: 'Atorvastatin',
    slug: 'atorvastatin',
    manufacturers: [
      {
        name: 'Atorvastatin (generic)',
        drugType: 'generic',
        drugSlug: 'atorvastatin',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('10 mg', '99201-0110-30', 1.95, tablets(30, 90)),
              dose('20 mg', '99201-0120-30', 2.6, tablets(30, 90)),
              dose('40 mg', '99201-0140-30', 3.1, tablets(30, 90)),
              dose('80 mg', '99201-0180-30', 3.7, tablets(30, 90)),
            ],
          },
        ],
      },
      {
        name: 'Lipitor (brand)',
        drugType: 'brand',
        drugSlug: 'lipitor',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('10 mg', '99101-0155-23', 13.4, tablets(30, 90)),
              dose('20 mg', '99101-0156-23', 19.3, tablets(30, 90)),
              dose('40 mg', '99101-0157-23', 19.3, tablets(30, 90)),
              dose('80 mg', '99101-0158-23', 19.3, tablets(30)),
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '99201-0120-30', quantity: 30 },
  },
  metformin: {
    name: 'Metformin',
    slug: 'metformin',
    manufacturers: [
      {
        name: 'Metformin (generic)',
        drugType: 'generic',
        drugSlug: 'metformin',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('500 mg', '99202-0500-60', 0.52, tablets(60, 180)),
              dose('850 mg', '99202-0850-60', 0.68, tablets(60, 180)),
              dose('1000 mg', '99202-1000-60', 0.79, tablets(60, 180)),
            ],
          },
          {
            form: 'Extended-release tablet',
            dossages: [
              dose('500 mg', '99202-2500-90', 1.05, tablets(30, 60, 90)),
              dose('750 mg', '99202-2750-90', 1.4, tablets(30, 60, 90)),
            ],
          },
        ],
      },
      {
        name: 'Glucophage (brand)',
        drugType: 'brand',
        drugSlug: 'glucophage',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('500 mg', '99102-0500-01', 3.05, tablets(60, 180)),
              dose('850 mg', '99102-0850-01', 5.15, tablets(60)),
              dose('1000 mg', '99102-1000-01', 6.1, tablets(60)),
            ],
          },
        ],
      },
    ],
  },
  lisinopril: {
    name: 'Lisinopril',
    slug: 'lisinopril',
    manufacturers: [
      {
        name: 'Lisinopril (generic)',
        drugType: 'generic',
        drugSlug: 'lisinopril',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('2.5 mg', '99203-0025-30', 0.55, tablets(30, 90)),
              dose('5 mg', '99203-0050-30', 0.6, tablets(30, 90)),
              dose('10 mg', '99203-0100-30', 0.72, tablets(30, 90)),
              dose('20 mg', '99203-0200-30', 0.85, tablets(30, 90)),
              dose('40 mg', '99203-0400-30', 1.1, tablets(30, 90)),
            ],
          },
        ],
      },
      {
        name: 'Zestril (brand)',
        drugType: 'brand',
        drugSlug: 'zestril',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('5 mg', '99103-0105-30', 6.4, tablets(30, 90)),
              dose('10 mg', '99103-0110-30', 6.9, tablets(30, 90)),
              dose('20 mg', '99103-0120-30', 7.4, tablets(30, 90)),
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '99203-0100-30', quantity: 30 },
  },
  sertraline: {
    name: 'Sertraline',
    slug: 'sertraline',
    manufacturers: [
      {
        name: 'Sertraline (generic)',
        drugType: 'generic',
        drugSlug: 'sertraline',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('25 mg', '99204-0025-30', 1.55, tablets(30, 90)),
              dose('50 mg', '99204-0050-30', 1.8, tablets(30, 90)),
              dose('100 mg', '99204-0100-30', 1.9, tablets(30, 90)),
            ],
          },
          {
            form: 'Oral concentrate',
            dossages: [dose('20 mg/mL', '99204-0720-60', 2.45, milliliters(60))],
          },
        ],
      },
      {
        name: 'Zoloft (brand)',
        drugType: 'brand',
        drugSlug: 'zoloft',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('25 mg', '99104-0025-30', 13.9, tablets(30)),
              dose('50 mg', '99104-0050-30', 14.2, tablets(30, 90)),
              dose('100 mg', '99104-0100-30', 14.2, tablets(30, 90)),
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '99204-0050-30', quantity: 30 },
  },
  amoxicillin: {
    name: 'Amoxicillin',
    slug: 'amoxicillin',
    manufacturers: [
      {
        name: 'Amoxicillin (generic)',
        drugType: 'generic',
        drugSlug: 'amoxicillin',
        options: [
          {
            form: 'Capsule',
            dossages: [
              dose('250 mg', '99205-0250-30', 0.42, capsules(21, 30)),
              dose('500 mg', '99205-0500-30', 0.58, capsules(21, 30)),
            ],
          },
          {
            form: 'Tablet',
            dossages: [dose('875 mg', '99205-0875-20', 1.1, tablets(14, 20))],
          },
          {
            form: 'Oral suspension',
            dossages: [
              dose('250 mg/5 mL', '99205-1250-01', 0.12, milliliters(100, 150)),
              dose('400 mg/5 mL', '99205-1400-01', 0.16, milliliters(50, 100)),
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '99205-0500-30', quantity: 21 },
  },
  levothyroxine: {
    name: 'Levothyroxine',
    slug: 'levothyroxine',
    manufacturers: [
      {
        name: 'Synthroid (brand)',
        drugType: 'brand',
        drugSlug: 'synthroid',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('25 mcg', '99106-0025-90', 1.95, tablets(30, 90)),
              dose('50 mcg', '99106-0050-90', 2.1, tablets(30, 90)),
              dose('75 mcg', '99106-0075-90', 2.2, tablets(30, 90)),
              dose('100 mcg', '99106-0100-90', 2.25, tablets(30, 90)),
            ],
          },
        ],
      },
      {
        name: 'Levothyroxine (generic)',
        drugType: 'generic',
        drugSlug: 'levothyroxine',
        options: [
          {
            form: 'Tablet',
            dossages: [
              dose('25 mcg', '99206-0025-90', 0.7, tablets(30, 90)),
              dose('50 mcg', '99206-0050-90', 0.75, tablets(30, 90)),
              dose('75 mcg', '99206-0075-90', 0.82, tablets(30, 90)),
              dose('100 mcg', '99206-0100-90', 0.88, tablets(30, 90)),
            ],
          },
        ],
      },
    ],
    defaultSelection: { formulationId: '99106-0050-90', quantity: 30 },
    // Its copay offer (fictional) is a seeded driver: src/seed/data/copayDrivers.ts.
  },
} satisfies Record<string, DrugSeed>

export type DrugKey = keyof typeof DRUGS
