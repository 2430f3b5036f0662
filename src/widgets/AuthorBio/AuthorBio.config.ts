import type { Block } from 'payload'

/** Author bio (000 §3 "Author bio"). Empty fields are filled from the article's first author. */
export const authorBioBlock: Block = {
  slug: 'authorBio',
  interfaceName: 'AuthorBioBlock',
  labels: { singular: 'Author bio', plural: 'Author bios' },
  admin: {
    disableBlockName: true,
  },
  fields: [
    {
      type: 'collapsible',
      label: 'Override the article author (optional)',
      admin: {
        initCollapsed: true,
        description: "Leave these empty to show the article's first author.",
      },
      fields: [
        { name: 'authorName', type: 'text' },
        { name: 'authorDescription', type: 'textarea' },
        {
          name: 'authorImage',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Preferred over an image URL.' },
        },
        {
          name: 'authorImageSrc',
          type: 'text',
          admin: { description: 'Image URL, used when no image is uploaded.' },
        },
        { name: 'authorImageAlt', type: 'text' },
      ],
    },
  ],
}
