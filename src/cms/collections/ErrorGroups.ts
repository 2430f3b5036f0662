import type { CollectionConfig } from 'payload'
import {
  BROWSER_FAMILIES,
  ERROR_DAILY_COUNTS_SLUG,
  ERROR_GROUPS_SLUG,
  ERROR_KINDS,
} from '@/services/errors/shared'
import { isAdmin } from '../access'

const readOnly = { readOnly: true } as const
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Readers' and the server's errors, one row per fingerprint (issue 29, ADR 27 §9): the normalised message and
 * the top frame after source mapping. Written only by the server (`src/services/errors`), with the count added
 * on write (an atomic upsert, so several instances add up) and the latest occurrence's route, build, browser
 * family and mapped stack kept as the sample. Scrubbed before it is stored: no query string, no page path, no
 * email or phone number, no User-Agent. Administrators only (a stack names the code, not a reader).
 */
export const ErrorGroups: CollectionConfig = {
  slug: ERROR_GROUPS_SLUG,
  labels: { singular: 'Error group', plural: 'Error groups' },
  admin: {
    group: 'Site health',
    hidden: ({ user }) => (user as { role?: unknown } | null | undefined)?.role !== 'admin',
    useAsTitle: 'message',
    defaultColumns: ['message', 'where', 'count', 'lastSeen'],
    enableListViewSelectAPI: true,
    description: 'Errors readers’ browsers and the server met, grouped by message and top frame. Read-only.',
  },
  defaultSort: '-lastSeen',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'fingerprint', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'message', type: 'text', required: true, admin: readOnly },
    { name: 'where', type: 'text', admin: readOnly },
    { name: 'count', type: 'number', required: true, defaultValue: 0, index: true, admin: readOnly },
    {
      name: 'lastSeen',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'firstSeen',
      type: 'date',
      required: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'kind', type: 'select', required: true, options: options(ERROR_KINDS), admin: readOnly },
    { name: 'name', type: 'text', admin: readOnly },
    { name: 'topFrame', type: 'text', admin: readOnly },
    {
      name: 'source',
      type: 'text',
      admin: { ...readOnly, description: 'The script or stylesheet that failed (resource errors).' },
    },
    {
      name: 'route',
      type: 'text',
      admin: { ...readOnly, description: 'The route template of the latest occurrence.' },
    },
    { name: 'pageTemplate', type: 'text', admin: readOnly },
    {
      name: 'build',
      type: 'text',
      admin: { ...readOnly, description: 'The build of the latest occurrence.' },
    },
    { name: 'browser', type: 'select', options: options(BROWSER_FAMILIES), admin: readOnly },
    {
      name: 'stack',
      type: 'textarea',
      admin: {
        ...readOnly,
        description: 'The latest occurrence’s stack, mapped to the source with the build’s source maps.',
      },
    },
  ],
}

/**
 * Occurrences per error group per UTC day (issue 29), so a chart over time reads a few rows rather than every
 * occurrence: added to with atomic increments like the ad counts. Hidden: read through the groups.
 */
export const ErrorDailyCounts: CollectionConfig = {
  slug: ERROR_DAILY_COUNTS_SLUG,
  labels: { singular: 'Error count', plural: 'Error counts' },
  admin: { hidden: true, group: 'Site health' },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'fingerprint'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'fingerprint', type: 'text', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
