import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access'

export const AUDIENCE_STATS_SLUG = 'audience-stats'

/**
 * Daily audience counts from readers' analytics events (issue 30, `src/services/events`): per day, article (its
 * id; "" for pages that are not articles), what was counted (`view`, `read25`/`read50`/`read75`, `engaged_s`,
 * `impression`, `click`, `open`, `signup`, `submit`, a widget's own action), what it is about (the page, a
 * widget by its category, a product by id, a promotion or an ad by placement, a form) and the position on the
 * page. Written only by the server in batches with atomic increments, like every counter (ADR 15); read by the
 * admin's Audience view. No reader, address or path.
 */
export const AudienceStats: CollectionConfig = {
  slug: AUDIENCE_STATS_SLUG,
  labels: { singular: 'Audience count', plural: 'Audience counts' },
  admin: {
    hidden: true,
    group: 'Audience',
    enableListViewSelectAPI: true,
    defaultColumns: ['day', 'article', 'metric', 'subject', 'key', 'position', 'count'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'article', 'metric', 'subject', 'key', 'position'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    // Payload stores "" as NULL for an optional text field; required with a default keeps the unique key whole.
    { name: 'article', type: 'text', required: true, defaultValue: '', index: true },
    { name: 'metric', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'key', type: 'text', required: true, defaultValue: '' },
    { name: 'position', type: 'number', required: true, defaultValue: 0 },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
