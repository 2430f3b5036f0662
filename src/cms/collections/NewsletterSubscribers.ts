import type { CollectionConfig } from 'payload'
import { isEditor } from '../access'

export const NEWSLETTER_SUBSCRIBERS_SLUG = 'newsletterSubscribers'

/**
 * Subscribers of the default (local) newsletter adapter (issue 17, `services/newsletter`): one row per email
 * address, written only by the server. Double opt-in: `pending` until the reader opens the confirmation link,
 * then `confirmed`; `unsubscribed` after the link in any email (or the mail program's one-click button).
 * Only hashes of the tokens are kept, so a database copy cannot confirm or unsubscribe anyone. Nothing
 * about what the reader was reading is stored: not the page, not its keyword.
 *
 * Editors can see and delete subscribers (a reader's request to be forgotten) but not add or change them:
 * consent is the reader's to give.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: NEWSLETTER_SUBSCRIBERS_SLUG,
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    useAsTitle: 'email',
    group: 'Promotions',
    defaultColumns: ['email', 'status', 'lists', 'updatedAt'],
    description:
      'Readers who signed up to a newsletter. Only confirmed subscribers get newsletters. Delete a row to forget a reader.',
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  fields: [
    { name: 'email', label: 'Email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'lists', label: 'Lists', type: 'text', hasMany: true },
    { name: 'source', label: 'Signed up from', type: 'text' },
    { name: 'confirmTokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'unsubscribeTokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'confirmationSentAt', label: 'Confirmation sent', type: 'date' },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date' },
    { name: 'unsubscribedAt', label: 'Unsubscribed', type: 'date' },
  ],
}
