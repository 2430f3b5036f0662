import type { CollectionConfig } from 'payload'
import { SLUG_PATTERN } from '@/lib/slug'
import { anyone, isEditor } from '../access'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG_PATTERN.test(value)
          ? true
          : 'Use lowercase letters, digits and single hyphens, e.g. "heart-health".',
    },
    { name: 'description', type: 'textarea' },
  ],
}
