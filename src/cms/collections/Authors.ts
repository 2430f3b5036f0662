import type { CollectionConfig } from 'payload'
import { SLUG_PATTERN } from '@/lib/slug'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidate } from '../revalidate'

/** Writers and medical reviewers shown in bylines and author bios. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'credentials', 'jobTitle'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [
      ({ req, context }) =>
        !context.disableRevalidate &&
        revalidate(req.payload, { everything: true, tags: [CACHE_TAGS.authors] }),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG_PATTERN.test(value)
          ? true
          : 'Use lowercase letters, digits and single hyphens, e.g. "jane-doe".',
    },
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
