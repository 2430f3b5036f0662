import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access'

export const ANALYTICS_EVENTS_SLUG = 'analytics-events'

/**
 * The append-only log of readers' analytics events (issue 30, `src/services/events`), sent only with the
 * reader's analytics consent: each row is one registry event (`src/lib/events/registry.ts`) with its fields,
 * the page's article id, template and form factor, the day, and the reader's daily hash (the same reader on one
 * day; unlinkable across days, and never an address or a stored identifier). Written only by the server in
 * multi-row inserts; nobody can change or delete a row in the admin. The daily counts (`audience-stats`) are
 * made from the same events as they arrive; this log is what a new count can be rebuilt from.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: ANALYTICS_EVENTS_SLUG,
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: {
    group: 'Audience',
    defaultColumns: ['createdAt', 'event', 'article', 'template', 'formfactor'],
    pagination: { defaultLimit: 50 },
    description:
      'Every analytics event readers’ pages sent with their consent, as it came. Nothing in a row identifies a reader: the reader column is a hash that changes every day.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'event', type: 'text', required: true, index: true },
    { name: 'article', type: 'text', required: true, defaultValue: '', index: true },
    { name: 'template', type: 'text', required: true },
    { name: 'formfactor', type: 'text', required: true },
    { name: 'fields', label: 'Fields (JSON)', type: 'text', required: true, defaultValue: '{}' },
    { name: 'reader', label: 'Reader (daily hash)', type: 'text', required: true },
  ],
}
