import type { CollectionConfig } from 'payload'
import { decisionInWords, type StoredDecision } from '@/services/consent/rules'
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
    // The decision in words first: the purpose columns hold what the reader chose, which Global Privacy
    // Control overrides; beside an "Only what is necessary" outcome, three ticked purposes read as a contradiction.
    defaultColumns: ['createdAt', 'decision', 'outcome', 'source', 'policyVersion'],
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
      name: 'decision',
      label: 'Decision',
      type: 'text',
      // Worked out from the fields below when a row is read (`decisionInWords`); not stored, so every row,
      // old or new, says it the same way.
      virtual: true,
      admin: {
        readOnly: true,
        description:
          'What the reader chose and what was allowed, in words. With Global Privacy Control on, only what is necessary is allowed, whatever was chosen.',
      },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const row = siblingData as Partial<StoredDecision>
            const known = ['analytics', 'advertising', 'personalisation', 'gpc', 'source'] as const
            return known.every((field) => row[field] !== undefined && row[field] !== null)
              ? decisionInWords(row as StoredDecision)
              : null
          },
        ],
      },
    },
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
        { name: 'analytics', label: 'Chose analytics', type: 'checkbox', defaultValue: false },
        { name: 'advertising', label: 'Chose advertising', type: 'checkbox', defaultValue: false },
        {
          name: 'personalisation',
          label: 'Chose personalisation',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'What the reader ticked or accepted. What is allowed is “What is allowed” above: Global Privacy Control turns every purpose off.',
          },
        },
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
