import type { CollectionConfig } from 'payload'
import { isSignedIn } from '../access'

export const DRIVER_STATS_SLUG = 'driver-stats'

/**
 * Daily first-party counts per driver and placement (issue 17): how often a placement was asked for and
 * filled (`fills`) or left empty (`misses`, counted under driver id ""), seen half in view (`impressions`),
 * clicked (`clicks`) and, for sign-ups, submitted (`signups`). Written only by the server in batches with
 * atomic increments, like the product counts; read by the editors' report. No reader id, address or page.
 */
export const DriverStats: CollectionConfig = {
  slug: DRIVER_STATS_SLUG,
  labels: { singular: 'Driver count', plural: 'Driver counts' },
  admin: { hidden: true },
  access: { read: isSignedIn, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['day', 'driverId', 'placement'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'driverId', type: 'text', required: true },
    { name: 'placement', type: 'text', required: true },
    { name: 'fills', type: 'number', required: true, defaultValue: 0 },
    { name: 'misses', type: 'number', required: true, defaultValue: 0 },
    { name: 'impressions', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
    { name: 'signups', type: 'number', required: true, defaultValue: 0 },
  ],
}
