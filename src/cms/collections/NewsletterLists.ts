import type { CollectionConfig } from 'payload'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { revalidateHook } from '../revalidate'

export const NEWSLETTER_LISTS_SLUG = 'newsletterLists'

const revalidateLists = revalidateHook(() => [CACHE_TAGS.drivers])

/**
 * Newsletter lists (issue 17): what a reader can subscribe to. A sign-up driver names the lists it joins;
 * the list whose keyword is the page's first keyword (k1) is added to a sign-up made on that page (002 §5
 * "list k1 is appended if missing"). `listId` is the list's id at the mail provider, and what the sign-up
 * call (`POST /api/activate/site`, `lists`) carries.
 */
export const NewsletterLists: CollectionConfig = {
  slug: NEWSLETTER_LISTS_SLUG,
  labels: { singular: 'Newsletter list', plural: 'Newsletter lists' },
  admin: {
    useAsTitle: 'name',
    group: 'Promotions',
    defaultColumns: ['name', 'listId', 'k1', 'updatedAt'],
    description:
      'The newsletters readers can subscribe to. Sign-up drivers pick from these; subscribers confirm by email before they get anything.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  // Sign-up drivers carry their lists' names and ids: the drivers API reloads them.
  hooks: { afterChange: [revalidateLists], afterDelete: [revalidateLists] },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: {
        description:
          'As readers see it in the form and the confirmation email, e.g. "Heart health weekly". Up to 60 characters.',
        components: { afterInput: [lengthLimitComponent('Name', 60)] },
      },
    },
    {
      name: 'listId',
      label: 'List id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'The list’s id at the mail provider, lower-case letters, digits and dashes, e.g. "heart-weekly". Changing it later moves nobody: subscribers stay on the old id.',
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9][a-z0-9-]{1,59}$/.test(value)
          ? true
          : 'Use 2 to 60 lower-case letters, digits and dashes, e.g. "heart-weekly".',
    },
    {
      name: 'k1',
      label: 'Keyword (k1)',
      type: 'text',
      maxLength: 120,
      admin: {
        description:
          'A sign-up on a page whose first keyword is this also joins this list, e.g. "blood pressure". Empty: only when a driver names it.',
      },
    },
    {
      name: 'description',
      label: 'What subscribers get',
      type: 'textarea',
      maxLength: 200,
      admin: {
        description:
          'One line in the confirmation email, e.g. "One email a week with new research and recipes." Up to 200 characters.',
        components: { afterInput: [lengthLimitComponent('What subscribers get', 200)] },
      },
    },
  ],
}
