/*
 * Test data for the drug-savings domain (prices, coupons, the drug widget), written once for the unit,
 * component and integration tests that use the same sample. Test-only: no app module imports it
 * (`tests/unit/boundaries.test.ts` checks). Tests that need a variation spread one of these and change a field.
 */
import type { CouponResponse, DrugWidgetData, FormulationInfo, PriceEntry } from './shared'

// ——— the catalog ———

/** Lipitor 20 mg as the CMS's drug catalog describes it to the pricing API: a brand with a list price. */
export const lipitor: FormulationInfo = {
  formulationId: '00071-0155-23',
  drugId: 'drug-1',
  drugName: 'Lipitor',
  manufacturer: 'Lipitor (brand)',
  drugType: 'brand',
  drugSlug: 'atorvastatin',
  form: 'tablet',
  dosage: '20mg',
  msrp: 11.8,
}

/** A formulation index (by NDC), as `formulationIndex()` answers it. */
export function catalogOf(...formulations: FormulationInfo[]): Map<string, FormulationInfo> {
  return new Map(formulations.map((f) => [f.formulationId, f]))
}

// ——— the questions ———

/** Columbus, Indiana: the spec's default location (002 §9), where the tests ask for prices. */
export const sampleLocation = { zip: '47201', lat: 39.126564, long: -85.971322 } as const

/** `GET /api/optum/prices` for 30 Lipitor tablets in Columbus, as the provider receives it. */
export const lipitorPriceQuery = {
  formulationId: lipitor.formulationId,
  quantity: 30,
  lat: sampleLocation.lat,
  long: sampleLocation.long,
  zip: sampleLocation.zip,
}

/** The same question as the query string's values (text, as the handlers and schemas read them). */
export const lipitorPricesParams = {
  formulationId: lipitor.formulationId,
  quantity: '30',
  lat: String(sampleLocation.lat),
  long: String(sampleLocation.long),
  zip: sampleLocation.zip,
}

/** `GET /api/optum/coupons` for Lipitor at the Maple Row pharmacy in Columbus: every parameter of 002 §7. */
export const lipitorCouponParams = {
  formulationId: lipitor.formulationId,
  drugId: 'drug-1',
  drugName: 'Lipitor',
  drugUrlSlug: 'atorvastatin',
  dosageDisplay: '20mg',
  quantityDisplay: '30 tablets',
  ndc: lipitor.formulationId,
  locationId: 'maple-row-47201',
  retailerId: 'maple-row',
  retailerName: 'Maple Row Pharmacy',
  lowPriceAmount: '123.45',
  highPriceAmount: '354.00',
  priceCurrency: 'USD',
  pbmId: 'wr-sample',
}

// ——— the answers ———

/** One pharmacy's price: the chain `id`, its first store on Main Street; change any field with `extra`. */
export function priceEntry(
  id: string,
  name: string,
  amount: number,
  extra: Partial<PriceEntry> = {},
): PriceEntry {
  return {
    retailer: {
      id,
      name,
      location: {
        id: `${id}-1`,
        addressLine1: '12 Main Street',
        coordinates: { latitude: 39, longitude: -85 },
      },
    },
    price: { amount, currency: 'USD' },
    isLowestPrice: false,
    pbmId: 'pbm-1',
    distanceMiles: 1.24,
    ...extra,
  }
}

/** An issued coupon as `GET /api/optum/coupons` answers it: what the mail, the text and the wording show. */
export const issuedCoupon: CouponResponse = {
  id: 'cpn-1',
  bin: '610749',
  pcn: 'WR',
  grp: 'WR2026',
  uid: 'WR12345678',
  pricingInformation: {
    drugName: 'Atorvastatin',
    discountedPrice: 12.3,
    retailPrice: 45,
    percentSavings: 72,
  },
  dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '20 mg', quantity: '30 tablets' },
  couponInformation: { id: 'cpn-1', bin: '610749', pcn: 'WR', grp: 'WR2026', uid: 'WR12345678' },
  retailerInformation: {
    id: 'maple-row',
    name: 'Maple Row Pharmacy',
    locationId: 'maple-row-1',
    addressLine1: '12 Main St',
    logo: { imageSrc: null },
  },
}

/** A coupon kept for the share call (its id, drug and pharmacy name may change): the share, mail, SMS and wallet integration tests. */
export function sampleCoupon(
  overrides: { id?: string; drugName?: string; retailerName?: string } = {},
): CouponResponse {
  const id = overrides.id ?? 'SHARETEST0001'
  const codes = { id, bin: '610749', pcn: 'WRX', grp: 'WRGEN01', uid: 'WR004815162' }
  return {
    ...codes,
    pricingInformation: {
      drugName: overrides.drugName ?? 'Atorvastatin',
      discountedPrice: 11.87,
      retailPrice: 64.5,
      percentSavings: 81,
    },
    dosageInformation: { manufacturer: 'Atorvastatin (generic)', dosage: '20 mg', quantity: '30 tablets' },
    couponInformation: codes,
    retailerInformation: {
      id: 'maple-row',
      name: overrides.retailerName ?? 'Maple Row Pharmacy',
      locationId: 'maple-row-47201-1',
      addressLine1: '410 Washington St',
      logo: { imageSrc: null },
    },
  }
}

// ——— the drug ———

/**
 * Atorvastatin as the drug widget receives it from the page, and as its manufacturers are stored in the CMS's
 * drugs collection (the same structure, the misspelt `dossages` included): the generic as an oral suspension and
 * as tablets in two dosages (20 mg, the default, with 30 and 90 tablets; 40 mg), and the brand Lipitor 10 mg
 * without a list price. The one sample drug of the CMS's, the widget's and the island's tests: a test that needs
 * a variation spreads it (or `structuredClone`s it to change a nested field).
 */
export const atorvastatinWidgetData: DrugWidgetData = {
  id: 'drug-atorvastatin',
  name: 'Atorvastatin',
  manufacturers: [
    {
      name: 'Atorvastatin (generic)',
      drugType: 'generic',
      drugSlug: 'atorvastatin',
      options: [
        {
          form: 'Oral suspension',
          dossages: [
            {
              dosage: '20mg/5mL',
              formulationId: '60505-2901-05',
              msrp: 0.55,
              commonQuantities: [{ display: '150 mL', value: 150 }],
            },
          ],
        },
        {
          form: 'Tablet',
          dossages: [
            {
              dosage: '20mg',
              formulationId: '60505-2579-09',
              msrp: 2.15,
              commonQuantities: [
                { display: '30 tablets', value: 30 },
                { display: '90 tablets', value: 90 },
              ],
            },
            {
              dosage: '40mg',
              formulationId: '60505-2580-09',
              msrp: 2.6,
              commonQuantities: [{ display: '30 tablets', value: 30 }],
            },
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
            {
              dosage: '10mg',
              formulationId: '00071-0156-40',
              msrp: null,
              commonQuantities: [{ display: '30 tablets', value: 30 }],
            },
          ],
        },
      ],
    },
  ],
  defaultSelection: {
    name: 'Atorvastatin (generic)',
    form: 'Tablet',
    dosage: '20mg',
    formulationId: '60505-2579-09',
    quantity: { display: '30 tablets', value: 30 },
    drugSlug: 'atorvastatin',
    drugMSRP: 2.15,
  },
}
