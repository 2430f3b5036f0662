import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access'

export const AD_STATS_SLUG = 'ad-stats'

/**
 * Daily first-party ad counts per campaign, creative and position (issue 28): how often a position was asked
 * for (`requests`, under campaign and creative ""), filled, seen half in view for a second (`viewables`) and
 * clicked (`clicks`, counted by the click redirect); and page views whose ads an ad blocker hid or stopped
 * (`blocked`, the day's row with campaign, creative and position "": no nag wall, just a count). Written only by the server in batches with atomic
 * increments (`src/services/adStats`), like the driver counts; read by the reports and by the catalog's
 * pacing. No reader id, address or page.
 */
export const AdStats: CollectionConfig = {
  slug: AD_STATS_SLUG,
  labels: { singular: 'Ad count', plural: 'Ad counts' },
  admin: {
    hidden: true,
    group: 'Advertising',
    enableListViewSelectAPI: true,
    defaultColumns: ['day', 'campaignId', 'creativeId', 'position', 'fills', 'viewables', 'clicks'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'campaignId', 'creativeId', 'position'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'campaignId', type: 'text', required: true, index: true },
    { name: 'creativeId', type: 'text', required: true },
    { name: 'position', type: 'text', required: true },
    { name: 'requests', type: 'number', required: true, defaultValue: 0 },
    { name: 'fills', type: 'number', required: true, defaultValue: 0 },
    { name: 'viewables', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
    // Page views whose ads an ad blocker hid or stopped, on the day's row with campaign, creative and position "".
    { name: 'blocked', type: 'number', required: true, defaultValue: 0 },
  ],
}
