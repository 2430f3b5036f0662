import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { uniqueSlugField } from '../fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'title', type: 'text', required: true },
    uniqueSlugField('heart-health'),
    { name: 'description', type: 'textarea' },
  ],
}
