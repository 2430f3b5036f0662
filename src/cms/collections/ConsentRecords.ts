import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access'

export const CONSENT_RECORDS_SLUG = 'consent-records'

/**
 * Readers' consent decisions, kept as proof (issue 18, `services/consent`): one row per decision made in the
 * privacy banner or settings, or per browser whose Global Privacy Control turned the privacy cookie to "opted
 * out". Written only by the server (`PATCH /api/consent`); nobody can add, change or delete a row in the admin.
 * Administrators can read them.
 *
 * No personal data: no IP address, no browser, no reader id, no page. A row says under which policy versions
 * a choice was made, what was chosen per purpose, whether Global Privacy Control was on, where it was made,
 * and when (the row's creation time).
 */
export const ConsentRecords: CollectionConfig = {
  slug: CONSENT_RECORDS_SLUG,
  labels: { singular: 'Consent decision', plural: 'Consent decisions' },
  admin: {
    group: 'Privacy',
    defaultColumns: [
      'createdAt',
      'outcome',
      'analytics',
      'advertising',
      'personalisation',
      'gpc',
      'source',
      'policyVersion',
    ],
    // "Group by" → "What is allowed" shows how many decisions allowed everything, nothing or some.
    groupBy: true,
    pagination: { defaultLimit: 50 },
    description:
      'Readers’ privacy choices, kept as proof that consent was asked for and given or refused. Each row is one decision; nothing in it identifies a reader. Filter by policy version to see the answers since the last change, or group by “What is allowed” for the counts.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'outcome',
      label: 'What is allowed',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Everything', value: 'all' },
        { label: 'Only what is necessary', value: 'none' },
        { label: 'Some purposes', value: 'some' },
      ],
      admin: {
        description:
          'The result of the choice, with Global Privacy Control applied (it turns every optional purpose off).',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'analytics', label: 'Analytics', type: 'checkbox', defaultValue: false },
        { name: 'advertising', label: 'Advertising', type: 'checkbox', defaultValue: false },
        { name: 'personalisation', label: 'Personalisation', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'gpc',
      label: 'Global Privacy Control',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The reader’s browser asked not to sell or share their data.' },
    },
    {
      name: 'source',
      label: 'Made in',
      type: 'select',
      required: true,
      options: [
        { label: 'Banner', value: 'banner' },
        { label: 'Privacy settings', value: 'settings' },
        { label: 'Global Privacy Control (no click)', value: 'gpc' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'policyVersion',
          label: 'Policy version',
          type: 'number',
          required: true,
          index: true,
          admin: { description: 'Site settings → Privacy → Policy version when the choice was made.' },
        },
        {
          name: 'tcfPolicyVersion',
          label: 'TCF policy version',
          type: 'number',
          required: true,
        },
      ],
    },
  ],
}
