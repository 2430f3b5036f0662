import type { CollectionConfig, Field, PayloadRequest, TextField } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import {
  defaultSelectionProblem,
  duplicateFormulationProblem,
  ndcProblem,
  type StoredDrug,
} from '../drugWidgetData'
import { atLeastOne } from '../fields/arrays'
import { uniqueSlugField } from '../fields/slug'
import { revalidateHook } from '../revalidate'

export const DRUGS_SLUG = 'drugs'

/** Said in the list, on every drug and in the seed: the local provider's prices are made up. */
export const SAMPLE_PRICES_NOTE =
  'Until the site is connected to a real discount-card provider, the prices readers see are sample data the site makes up, at fictional pharmacies.'

const otherDrugsOfSave = new WeakMap<PayloadRequest, Map<string, Promise<StoredDrug[]>>>()

/** Every other drug (a small catalog, read whole), once per save however many NDCs it checks. */
function otherDrugs(req: PayloadRequest, id: number | string | undefined): Promise<StoredDrug[]> {
  const key = String(id ?? 'new')
  const ofSave = otherDrugsOfSave.get(req) ?? new Map<string, Promise<StoredDrug[]>>()
  otherDrugsOfSave.set(req, ofSave)
  const cached = ofSave.get(key)
  if (cached) return cached
  const pending = req.payload
    .find({
      collection: DRUGS_SLUG,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    .then((result) =>
      (result.docs as unknown as StoredDrug[]).filter((drug) => String(drug.id) !== String(id)),
    )
  ofSave.set(key, pending)
  return pending
}

const formulationIdField: TextField = {
  name: 'formulationId',
  label: 'NDC',
  type: 'text',
  required: true,
  index: true,
  validate: async (value, options) => {
    const shape = ndcProblem(value)
    if (shape) return shape
    const clash = duplicateFormulationProblem(
      value,
      options.data as StoredDrug,
      await otherDrugs(options.req, options.id),
    )
    return clash ?? true
  },
  admin: {
    width: '35%',
    description:
      'The National Drug Code of this exact product, 11 digits in 5-4-2 groups, e.g. 00071-0155-23. Prices and coupons are looked up by it, so each NDC belongs to one dosage of one drug only.',
  },
}

const dosageFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'dosage',
        label: 'Strength',
        type: 'text',
        required: true,
        admin: {
          width: '30%',
          description: 'As readers know it, e.g. "10 mg" or "500 mg/5 mL". Shown in the list of dosages.',
        },
      },
      formulationIdField,
      {
        name: 'msrp',
        label: 'List price per unit (USD)',
        type: 'number',
        min: 0,
        admin: {
          width: '35%',
          step: 0.01,
          description:
            'The retail price of one unit (one tablet, one mL) without a coupon, e.g. 5.12. The cards show it times the quantity as the "retail price" beside the coupon price, with the saving. Empty: no retail price or saving is shown.',
        },
      },
    ],
  },
  {
    name: 'commonQuantities',
    label: 'Quantities readers can pick',
    type: 'array',
    dbName: 'drug_quantities',
    labels: { singular: 'Quantity', plural: 'Quantities' },
    validate: atLeastOne('Add at least one quantity, e.g. "30 tablets": prices are asked for a quantity.'),
    admin: {
      description:
        'The usual fills of this dosage, e.g. 30 and 90 tablets. The first one is shown first (unless "Shown first" below says otherwise).',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'display',
            label: 'As shown',
            type: 'text',
            required: true,
            admin: { width: '50%', description: 'e.g. "30 tablets" or "150 mL".' },
          },
          {
            name: 'value',
            label: 'Number of units',
            type: 'number',
            required: true,
            min: 1,
            admin: {
              width: '50%',
              description: 'The same quantity as a number, e.g. 30. Prices are asked for this many units.',
            },
          },
        ],
      },
    ],
  },
]

const revalidateDrug = revalidateHook<{ id: number | string }>((doc) => [
  CACHE_TAGS.drugs,
  CACHE_TAGS.drug(doc.id),
])

/**
 * The drugs the drug price widget compares (002 §3.1): each with its manufacturers (brand and generic), their
 * forms, the dosages of each form with their NDC, list price and usual quantities, the selection readers
 * see first. (Copay offers are drivers now, placement drugCopay: Promotions → Drivers.) The field names follow the widget's data (`dossages` is spelled
 * as there); labels and help are in editors' words. No drafts, like products: a saved change is live.
 */
export const Drugs: CollectionConfig = {
  slug: DRUGS_SLUG,
  labels: { singular: 'Drug', plural: 'Drugs' },
  admin: {
    useAsTitle: 'name',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Drug savings',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
    description: `Drugs placed in articles with the "Drug price comparison" widget: readers in the US compare prices at nearby pharmacies and get a free coupon. A change here shows on every page with the drug. ${SAMPLE_PRICES_NOTE}`,
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateDrug],
    afterDelete: [revalidateDrug],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Drug name',
          type: 'text',
          required: true,
          admin: {
            width: '50%',
            description:
              'The name readers know, usually the generic one, e.g. "Atorvastatin". Shown on the coupon and names the drug in this list.',
          },
        },
        {
          ...uniqueSlugField('atorvastatin'),
          label: 'Short name for links',
          admin: {
            width: '50%',
            description:
              'Lowercase letters, digits and hyphens, e.g. "atorvastatin". Sent with coupon requests to the discount-card provider.',
          },
        },
      ],
    },
    {
      name: 'manufacturers',
      label: 'Manufacturers',
      type: 'array',
      dbName: 'drug_manufacturers',
      labels: { singular: 'Manufacturer', plural: 'Manufacturers' },
      validate: atLeastOne('Add at least one manufacturer, e.g. the brand or a generic: readers pick one.'),
      admin: {
        description:
          'The brand and generic versions readers choose between, in the order of the list in the widget. Each has its forms, and each form its dosages.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: 'Name in the list',
              type: 'text',
              required: true,
              admin: {
                width: '40%',
                description: 'e.g. "Lipitor (brand)" or "Atorvastatin (generic)".',
              },
            },
            {
              name: 'drugType',
              label: 'Brand or generic',
              type: 'select',
              required: true,
              defaultValue: 'generic',
              options: [
                { label: 'Brand', value: 'brand' },
                { label: 'Generic', value: 'generic' },
              ],
              admin: { width: '25%', description: 'Sent to the pricing provider with the NDC.' },
            },
            {
              name: 'drugSlug',
              label: 'Short name at the provider',
              type: 'text',
              required: true,
              admin: {
                width: '35%',
                description:
                  'How the discount-card provider names this version, e.g. "lipitor" or "atorvastatin". Used in coupon links.',
              },
            },
          ],
        },
        {
          name: 'options',
          label: 'Forms',
          type: 'array',
          dbName: 'drug_forms',
          labels: { singular: 'Form', plural: 'Forms' },
          validate: atLeastOne('Add at least one form, e.g. "Tablet", with its dosages.'),
          admin: {
            description:
              'The forms this manufacturer makes, e.g. Tablet or Oral solution. When a reader switches manufacturer, the form stays if the new one has it.',
          },
          fields: [
            {
              name: 'form',
              label: 'Form',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "Tablet", "Capsule" or "Oral solution".' },
            },
            {
              name: 'dossages',
              label: 'Dosages',
              type: 'array',
              dbName: 'drug_dosages',
              labels: { singular: 'Dosage', plural: 'Dosages' },
              validate: atLeastOne('Add at least one dosage, e.g. "10 mg", with its NDC and quantities.'),
              admin: {
                description:
                  'The strengths of this form, smallest first. Each has its own NDC, list price and usual quantities.',
              },
              fields: dosageFields,
            },
          ],
        },
      ],
    },
    {
      name: 'defaultSelection',
      label: 'Shown first',
      type: 'group',
      admin: {
        description:
          'The dosage and quantity the widget opens with. Empty: the first manufacturer’s first form, dosage and quantity.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'formulationId',
              label: 'NDC shown first',
              type: 'text',
              validate: (_value: unknown, { data }: { data: unknown }) => {
                const problem = defaultSelectionProblem(data as StoredDrug)
                return problem?.field === 'formulationId' ? problem.message : true
              },
              admin: {
                width: '50%',
                description:
                  'The NDC of one of the dosages above, e.g. 00071-0155-23, usually the most prescribed strength.',
              },
            },
            {
              name: 'quantity',
              label: 'Quantity shown first',
              type: 'number',
              validate: (_value: unknown, { data }: { data: unknown }) => {
                const problem = defaultSelectionProblem(data as StoredDrug)
                return problem?.field === 'quantity' ? problem.message : true
              },
              admin: {
                width: '50%',
                description: 'One of that dosage’s numbers of units, e.g. 30. Empty: its first quantity.',
              },
            },
          ],
        },
      ],
    },
  ],
}
