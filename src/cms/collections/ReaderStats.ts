import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access'

export const READER_STATS_SLUG = 'reader-stats'

/**
 * Daily counts of what readers' browsers reported (issue 29, ADR 27 §7): per metric of the registry
 * (`src/services/metrics/registry.ts`), page template, form factor and tag, where a Web Vital's tag is its
 * bucket ("le=2500"), so the Site health view computes p75 and the good / poor shares from counts. Written only
 * by the server in batches with atomic increments (`src/services/readerStats`), like the ad and promotion
 * counts; read by the Site health view. No reader, address, page or path.
 */
export const ReaderStats: CollectionConfig = {
  slug: READER_STATS_SLUG,
  labels: { singular: 'Reader metric count', plural: 'Reader metric counts' },
  admin: {
    hidden: true,
    group: 'Site health',
    enableListViewSelectAPI: true,
    defaultColumns: ['day', 'metric', 'template', 'formfactor', 'tag', 'count'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'metric', 'template', 'formfactor', 'tag'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'metric', type: 'text', required: true, index: true },
    { name: 'template', type: 'text', required: true },
    { name: 'formfactor', type: 'text', required: true },
    // Payload stores "" as NULL for an optional text field; required with a default keeps the unique key whole.
    { name: 'tag', type: 'text', required: true, defaultValue: '' },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
