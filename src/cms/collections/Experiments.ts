import type { CollectionConfig } from 'payload'
import { EXPERIMENT_KEYS } from '@/lib/experiments/keys'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

const VARIANT_KEY = /^[A-Za-z0-9_-]{1,40}$/

/** The variants' shares must add up to 100 (a message editors can act on otherwise). */
export function sharesProblem(variants: unknown): string | null {
  if (!Array.isArray(variants) || variants.length < 2)
    return 'Add at least two variants: the usual page and the one being tried.'
  const keys = variants.map((v) => (v as { key?: unknown }).key)
  if (new Set(keys).size !== keys.length) return 'Each variant needs its own name.'
  const total = variants.reduce((sum, v) => sum + (Number((v as { share?: unknown }).share) || 0), 0)
  if (Math.round(total * 100) / 100 !== 100)
    return `The shares add up to ${total}%; they must add up to 100% (e.g. 50 and 50, or 90 and 10).`
  return null
}

/**
 * A/B experiments (ADR 13): readers are split between variants in their browser, so every page stays one
 * cached page; the split and the exposure are recorded first-party. The site reads the experiments it knows
 * by their key (`EXPERIMENT_KEYS`).
 */
export const Experiments: CollectionConfig = {
  slug: 'experiments',
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: 'Site',
    useAsTitle: 'name',
    // The list reads only its columns (issue 27; tests/unit/admin-lists.test.ts).
    enableListViewSelectAPI: true,
    defaultColumns: ['name', 'key', 'active'],
    description:
      'Try a change on some readers before showing it to everyone. Each reader is put in one variant and stays in it for 90 days. Add ?wr_ab=<experiment>:<variant> to a page’s address to see a variant yourself.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // Every page carries the active experiments: changing one regenerates them all.
    afterChange: [revalidateHook(() => [CACHE_TAGS.experiments])],
    afterDelete: [revalidateHook(() => [CACHE_TAGS.experiments])],
  },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      admin: { description: 'For your records, e.g. "Product carousel on CBD pages".' },
    },
    {
      name: 'key',
      label: 'What it tests',
      type: 'select',
      required: true,
      unique: true,
      options: EXPERIMENT_KEYS.map((e) => ({ label: e.label, value: e.key })),
      admin: {
        description: EXPERIMENT_KEYS.map((e) => `${e.label}: ${e.about}`).join(' '),
      },
    },
    {
      name: 'active',
      label: 'Running',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Untick to stop the experiment: every reader then sees the usual page.' },
    },
    {
      name: 'variants',
      label: 'Variants',
      type: 'array',
      labels: { singular: 'Variant', plural: 'Variants' },
      validate: (value: unknown) => sharesProblem(value) ?? true,
      admin: {
        description:
          'Who sees what. The first is usually "control" (the usual page). Shares are percentages of readers and add up to 100.',
      },
      fields: [
        {
          name: 'key',
          label: 'Variant',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && VARIANT_KEY.test(value)
              ? true
              : 'Use the variant’s name as listed under "What it tests": letters, digits, - or _, no spaces.',
          admin: { description: 'e.g. control, carousel, hideRating (see "What it tests").' },
        },
        {
          name: 'share',
          label: 'Share of readers (%)',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { description: 'e.g. 50.' },
        },
      ],
    },
    {
      name: 'paths',
      label: 'Pages',
      type: 'array',
      labels: { singular: 'Page', plural: 'Pages' },
      admin: {
        description:
          'The pages it runs on: an address such as /health/best-cbd-gummies, or a start of one followed by * (e.g. /health/*). None: every page.',
      },
      fields: [
        {
          name: 'path',
          label: 'Page',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^\/[A-Za-z0-9/_-]*\*?$/.test(value.trim())
              ? true
              : 'Enter a page’s address starting with /, e.g. /health/best-cbd-gummies, or /health/* for a whole section.',
        },
      ],
    },
  ],
}
