import type { CollectionConfig } from 'payload'
import { SLUG_PATTERN } from '@/lib/slug'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

export const PHARMACY_CHAINS_SLUG = 'pharmacyChains'

const revalidateChains = revalidateHook<unknown>(() => [CACHE_TAGS.pharmacyChains])

/**
 * Pharmacy chains and their logos on the drug price cards. The pricing provider names each pharmacy's chain
 * by an id; a chain listed here with that id shows its logo, any other shows its initials. The sample
 * chains of the local provider are made up (`src/services/pricing/chains.ts`) and drawn by the site.
 */
export const PharmacyChains: CollectionConfig = {
  slug: PHARMACY_CHAINS_SLUG,
  labels: { singular: 'Pharmacy chain', plural: 'Pharmacy chains' },
  admin: {
    useAsTitle: 'name',
    group: 'Drug savings',
    defaultColumns: ['name', 'chainId', 'fictional', 'updatedAt'],
    listSearchableFields: ['name', 'chainId'],
    description:
      'Logos on the drug price cards, one per chain. A card whose chain is not listed here shows the chain’s initials instead. Changes show within seconds.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateChains],
    afterDelete: [revalidateChains],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          required: true,
          admin: {
            width: '50%',
            description: 'e.g. "Maple Row Pharmacy". Names the chain in this list and describes its logo.',
          },
        },
        {
          name: 'chainId',
          label: 'Provider’s id for the chain',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) =>
            typeof value === 'string' && SLUG_PATTERN.test(value)
              ? true
              : 'Use lowercase letters, digits and single hyphens, exactly as the pricing provider names the chain, e.g. "maple-row".',
          admin: {
            width: '50%',
            description:
              'How the pricing provider names this chain in its prices, e.g. "maple-row". Its price cards show this logo.',
          },
        },
      ],
    },
    {
      name: 'logo',
      label: 'Logo',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description:
          'Shown small beside the pharmacy’s name on each of the chain’s price cards: a square image, at least 128 × 128 px, readable when small.',
      },
    },
    {
      name: 'fictional',
      label: 'Made-up sample chain',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Ticked for the sample chains of the site’s own pricing (no real pharmacy). Leave it unticked for real chains from a pricing provider.',
      },
    },
  ],
}
