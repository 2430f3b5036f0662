import type { Field } from 'payload'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/seo'
import { type DraftRule, lengthMessage, maxLengthRule } from '../fields/draftRules'
import { lengthLimitComponent } from '../fields/lengthLimit'

/**
 * Search and sharing: the title and description search engines and social networks show, and the share image.
 * Each falls back to the article's title, summary and hero image (src/lib/seo.ts), and the admin shows
 * both previews as the editor types (src/cms/admin/SeoPreview.client.tsx).
 */
export const seoRules: DraftRule[] = [
  maxLengthRule('meta.title', 'Search title', SEO_TITLE_MAX),
  maxLengthRule('meta.description', 'Search description', SEO_DESCRIPTION_MAX),
]

export const seoFields: Field[] = [
  {
    name: 'meta',
    label: 'Search and sharing',
    type: 'group',
    admin: {
      description:
        'How the article looks in search results and when shared. Leave empty to use the title, summary and hero image.',
    },
    fields: [
      {
        name: 'preview',
        type: 'ui',
        admin: { components: { Field: '@/cms/admin/SeoPreview.client#SeoPreview' } },
      },
      {
        name: 'title',
        label: 'Search title',
        type: 'text',
        validate: (value: unknown) => lengthMessage('Search title', value, SEO_TITLE_MAX),
        admin: {
          description: `Shown as the link in search results and as the title of shared cards. Up to ${SEO_TITLE_MAX} characters; search engines cut it around 60. Empty: the article’s title.`,
          components: { afterInput: [lengthLimitComponent('Search title', SEO_TITLE_MAX)] },
        },
      },
      {
        name: 'description',
        label: 'Search description',
        type: 'textarea',
        validate: (value: unknown) => lengthMessage('Search description', value, SEO_DESCRIPTION_MAX),
        admin: {
          description: `The text under the link in search results and on shared cards. Up to ${SEO_DESCRIPTION_MAX} characters. Empty: the article’s summary.`,
          components: { afterInput: [lengthLimitComponent('Search description', SEO_DESCRIPTION_MAX)] },
        },
      },
      {
        name: 'image',
        label: 'Share image',
        type: 'upload',
        relationTo: 'media',
        admin: {
          description:
            'The picture on cards when the article is shared (Facebook, LinkedIn, messaging apps). Landscape, 1200 × 630 px is best. Empty: the hero image.',
        },
      },
    ],
  },
]
