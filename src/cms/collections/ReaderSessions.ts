import type { CollectionConfig } from 'payload'
import { AUTH_PROVIDERS, PROVIDER_NAMES } from '@/lib/account/contract'
import { isAdmin, roleOf } from '../access'
import { READER_SESSIONS_SLUG, READERS_SLUG } from './Readers'

/**
 * Readers' sign-in sessions (issue 18, `src/services/auth`): one row per browser a reader signed in on.
 * The browser holds a random token in an httpOnly cookie; only its SHA-256 hash is stored, so a copy of the
 * database cannot sign anyone in. A session ends when the reader signs out, when it goes unused for
 * AUTH_SESSION_DAYS days (each visit, at most once an hour, moves the end), or when the reader is deleted.
 *
 * Administrators can see them and delete one to sign a reader out of that browser; nobody edits them.
 */
export const ReaderSessions: CollectionConfig = {
  slug: READER_SESSIONS_SLUG,
  labels: { singular: 'Reader session', plural: 'Reader sessions' },
  admin: {
    group: 'Readers',
    defaultColumns: ['reader', 'provider', 'createdAt', 'lastSeenAt', 'expiresAt'],
    description:
      'Browsers readers are signed in on. Delete a row to sign a reader out of that browser. Sessions end on their own when unused until their end date.',
  },
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
    admin: ({ req }) => roleOf(req) === 'admin',
  },
  fields: [
    {
      name: 'reader',
      label: 'Reader',
      type: 'relationship',
      relationTo: READERS_SLUG,
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'provider',
      label: 'Signed in with',
      type: 'select',
      required: true,
      options: AUTH_PROVIDERS.map((value) => ({ label: PROVIDER_NAMES[value], value })),
      admin: { readOnly: true },
    },
    {
      name: 'expiresAt',
      label: 'Ends',
      type: 'date',
      required: true,
      index: true,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Moves later each time the reader comes back.',
      },
    },
    {
      name: 'lastSeenAt',
      label: 'Last seen',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
