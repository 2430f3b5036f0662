import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { uniqueSlugField } from '../fields/slug'
import { revalidateHook } from '../revalidate'

const revalidateAuthor = revalidateHook<{ id: number }>((doc) => [CACHE_TAGS.author(doc.id)])

/** Writers and medical reviewers shown in bylines and author bios. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'credentials', 'jobTitle'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateAuthor],
    afterDelete: [revalidateAuthor],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    uniqueSlugField('jane-doe'),
    {
      name: 'credentials',
      type: 'text',
      admin: { description: 'Shown after the name in bylines, e.g. "MD, MPH" or "RDN".' },
    },
    { name: 'jobTitle', type: 'text' },
    { name: 'bio', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
