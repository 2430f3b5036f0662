import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { AUTH_PROVIDERS, PROVIDER_NAMES, SITE_FLAG_STATUSES } from '@/lib/account/contract'
import { isAdmin, roleOf } from '../access'
import { NEWSLETTER_SUBSCRIBERS_SLUG } from './NewsletterSubscribers'

export const READERS_SLUG = 'readers'
export const READER_SESSIONS_SLUG = 'reader-sessions'

/**
 * Forgetting a reader (their own "Delete account", or an administrator deleting the row) also forgets what
 * hangs off them: their sessions (signing them out everywhere) and the newsletter subscriptions of their
 * email address. Before the delete, inside its transaction: afterwards the sessions' link to the reader is
 * already gone.
 */
export const forgetReaderData: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const reader = await req.payload.findByID({
    collection: READERS_SLUG,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  await req.payload.delete({
    collection: READER_SESSIONS_SLUG,
    where: { reader: { equals: id } },
    overrideAccess: true,
    req,
  })
  const email = reader?.email?.trim().toLowerCase()
  if (email)
    await req.payload.delete({
      collection: NEWSLETTER_SUBSCRIBERS_SLUG,
      where: { email: { equals: email } },
      overrideAccess: true,
      req,
    })
}

/**
 * Readers who signed in with Apple or Google (issue 18; 002 §3.4). Not the CMS's users: readers never see
 * the admin, and they have no password here. The site creates and updates these rows when a reader signs in
 * (`src/services/auth`); nobody creates or edits them by hand. One row per account at a provider (the
 * provider's subject id), so the same person signing in with Apple and with Google has two rows.
 *
 * Only administrators see them (names and email addresses are personal data), and may delete a row to honour
 * a request to be forgotten: its sessions and newsletter subscriptions go with it.
 */
export const Readers: CollectionConfig = {
  slug: READERS_SLUG,
  labels: { singular: 'Reader', plural: 'Readers' },
  admin: {
    useAsTitle: 'email',
    // The list reads only its columns (issue 27; tests/unit/admin-lists.test.ts).
    enableListViewSelectAPI: true,
    group: 'Readers',
    defaultColumns: ['email', 'firstName', 'lastName', 'authProvider', 'memberSince', 'lastSignInAt'],
    description:
      'Readers who signed in to the site with Apple or Google. Rows are created when a reader first signs in; delete a row to forget a reader (their sessions and newsletter subscriptions are deleted too).',
  },
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
    admin: ({ req }) => roleOf(req) === 'admin',
  },
  indexes: [{ fields: ['authProvider', 'providerSubject'], unique: true }],
  hooks: { beforeDelete: [forgetReaderData] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'First name', type: 'text' },
        { name: 'lastName', label: 'Last name', type: 'text' },
      ],
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      index: true,
      admin: {
        description:
          'As the provider gave it. Apple may give a private relay address (…@privaterelay.appleid.com) that forwards to the reader.',
      },
    },
    { name: 'phoneNumber', label: 'Phone number', type: 'text' },
    {
      name: 'rvoId',
      label: 'Reader id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        description:
          'A random id for this reader, used in the profile service’s addresses. It says nothing about the reader.',
      },
    },
    {
      name: 'hsId',
      label: 'Health-services id',
      type: 'text',
      admin: {
        readOnly: true,
        description:
          'A second random id, for partner health services (002 §3.4). Not shared with anyone yet.',
      },
    },
    {
      name: 'memberSince',
      label: 'Member since',
      type: 'date',
      required: true,
      admin: { readOnly: true, description: 'When the reader first signed in.' },
    },
    {
      name: 'lastSignInAt',
      label: 'Last signed in',
      type: 'date',
      admin: { readOnly: true },
    },
    {
      name: 'authProvider',
      label: 'Signs in with',
      type: 'select',
      required: true,
      options: AUTH_PROVIDERS.map((value) => ({ label: PROVIDER_NAMES[value], value })),
      admin: { readOnly: true },
    },
    {
      name: 'providerSubject',
      label: 'Account id at the provider',
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        description:
          'The provider’s id for this account (its “sub”): how the reader is recognised at sign-in.',
      },
    },
    {
      name: 'siteFlags',
      label: 'Site flags',
      type: 'array',
      admin: {
        readOnly: true,
        description:
          'What the reader has seen or dismissed on each site, e.g. has_seen_onboarding_panel: dismissed.',
      },
      fields: [
        { name: 'site', label: 'Site', type: 'text', required: true },
        { name: 'label', label: 'Flag', type: 'text', required: true },
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          options: SITE_FLAG_STATUSES.map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
}
