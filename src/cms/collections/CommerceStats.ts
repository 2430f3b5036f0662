import type { CollectionConfig } from 'payload'
import { isSignedIn } from '../access'

/**
 * Daily first-party counts of product impressions and clicks, per article, product and position (issue 8).
 * Written only by the server (`services/commerce`), in batches, with atomic increments; read by the
 * editors' click report (Commerce → Click report). No personal data: no reader id, address or time finer
 * than the day.
 */
export const CommerceStats: CollectionConfig = {
  slug: 'commerce-stats',
  labels: { singular: 'Product count', plural: 'Product counts' },
  admin: { hidden: true },
  access: {
    read: isSignedIn,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['day', 'articlePath', 'productId', 'position'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'articlePath', type: 'text', required: true },
    { name: 'productId', type: 'text', required: true },
    { name: 'position', type: 'number', required: true },
    { name: 'impressions', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
  ],
}
