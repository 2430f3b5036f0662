import type { CollectionConfig } from 'payload'
import { isAdmin, isSignedIn, ROLES, roleOf } from '../access'
import { sessionWriteEndpoints } from '../sessionWrites'

/** The people who work in the CMS: writers, editors and administrators (roles: src/cms/access). Readers are not stored here. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Team member', plural: 'Team' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  // Sign-in, renewal and sign-out take turns, so one account's sessions on two devices both last.
  endpoints: sessionWriteEndpoints('users'),
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Admin',
  },
  access: {
    read: isSignedIn,
    create: isAdmin,
    update: ({ req, id }) => roleOf(req) === 'admin' || req.user?.id === id,
    delete: isAdmin,
    admin: ({ req }) => roleOf(req) !== null,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'writer',
      options: ROLES.map((r) => ({ label: r.label, value: r.value })),
      access: { update: ({ req }) => roleOf(req) === 'admin' },
      saveToJWT: true,
      admin: {
        description:
          'Writers create and edit drafts and ask for review; editors also publish, schedule and delete; administrators also manage people.',
      },
    },
  ],
}
