import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { uniqueSlugField } from '../fields/slug'
import { revalidateHook } from '../revalidate'

/**
 * A category's change reaches the ad catalog (campaigns target and exclude categories by slug) and whatever
 * read the category (its tag), e.g. a page's advertising flags.
 */
const revalidateCategory = revalidateHook<{ id: number | string }>((doc) => [
  CACHE_TAGS.ads,
  CACHE_TAGS.category(doc.id),
])

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateCategory], afterDelete: [revalidateCategory] },
  fields: [
    { name: 'title', type: 'text', required: true },
    uniqueSlugField('heart-health'),
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'adFree',
          label: 'No ads on its pages',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            width: '50%',
            description: 'Every article in this category shows no ads at all, whatever the article says.',
          },
        },
        {
          name: 'sensitive',
          label: 'Sensitive topic',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            width: '50%',
            description:
              'Articles in this category show house ads only (the site’s own), never an advertiser’s or an advertising partner’s.',
          },
        },
      ],
    },
  ],
}
