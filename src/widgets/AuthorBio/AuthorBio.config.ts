import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { authorBioImages } from './AuthorBio.thumbnail'

/** Author bio: who wrote the article. Empty fields are filled from the article's first author. */
export const authorBioBlock: Block = {
  slug: 'authorBio',
  interfaceName: 'AuthorBioBlock',
  labels: { singular: 'Author bio', plural: 'Author bios' },
  admin: {
    disableBlockName: true,
    images: authorBioImages,
    custom: {
      description:
        'Who wrote the article: their photo, name, credentials and a short bio, taken from the article’s author.',
    },
  },
  fields: [
    {
      type: 'collapsible',
      label: 'Someone other than the article’s author (optional)',
      admin: {
        initCollapsed: true,
        description:
          'Leave these empty to show the article’s first author with their photo and credentials. Fill them in for a guest without an author profile.',
      },
      fields: [
        {
          name: 'authorName',
          label: 'Name, with credentials',
          type: 'text',
          admin: { description: 'e.g. "Kwame Mensah, MD, FACC".' },
        },
        {
          name: 'authorDescription',
          label: 'About them',
          type: 'textarea',
          admin: { description: 'One or two sentences on their expertise.' },
        },
        {
          name: 'authorImage',
          label: 'Photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A square photo works best. Preferred over a photo address.' },
        },
        urlField({
          name: 'authorImageSrc',
          label: 'Photo address',
          admin: { description: 'Only when the photo is not uploaded: its https:// address.' },
        }),
        {
          name: 'authorImageAlt',
          label: 'Photo description',
          type: 'text',
          admin: { description: 'What the photo shows, for people who cannot see it.' },
        },
      ],
    },
  ],
}
