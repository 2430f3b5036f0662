import type { Block } from 'payload'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { contentRowImages } from './ContentRow.thumbnail'
import { type ContentRowFields, HEADING_MAX, LINK_TEXT_MAX, linkProblem } from './contentRow'

/** The link's two fields: both or neither. */
const validateLink =
  (own: (value: unknown) => string | true) =>
  (value: unknown, { siblingData }: { siblingData?: unknown }) =>
    linkProblem((siblingData ?? {}) as ContentRowFields) ?? own(value)

/** Full-width and split rows: a picture with a heading and text, between paragraphs of the article. */
export const contentRowBlock: Block = {
  slug: 'contentRow',
  interfaceName: 'ContentRowBlock',
  labels: { singular: 'Picture and text row', plural: 'Picture and text rows' },
  admin: {
    images: contentRowImages,
    custom: {
      description: 'A picture with a heading and text: side by side, or as a full-width band.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          label: 'Layout',
          type: 'select',
          defaultValue: 'split',
          required: true,
          options: [
            { label: 'Picture beside the text', value: 'split' },
            { label: 'Full-width band', value: 'full' },
          ],
          admin: {
            description:
              'Beside: picture on one side, text on the other (stacked on phones). Band: a wide strip with the picture above or behind the text.',
          },
        },
        {
          name: 'pictureSide',
          label: 'Picture side',
          type: 'select',
          defaultValue: 'left',
          options: [
            { label: 'Left', value: 'left' },
            { label: 'Right', value: 'right' },
          ],
          admin: {
            condition: (_data, siblingData) => siblingData?.layout !== 'full',
            description: 'On phones the picture is always above the text.',
          },
        },
        {
          name: 'picturePlacement',
          label: 'Picture',
          type: 'select',
          defaultValue: 'above',
          options: [
            { label: 'Above the heading and text', value: 'above' },
            { label: 'Behind the heading and text', value: 'behind' },
          ],
          admin: {
            condition: (_data, siblingData) => siblingData?.layout === 'full',
            description:
              'Behind: the picture fills the band and the text sits on a white panel over it, so it stays readable.',
          },
        },
      ],
    },
    {
      name: 'picture',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description:
          'A landscape picture (3:2 or wider) works best; its description from the media library is read to people who cannot see it.',
      },
    },
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim()
          ? lengthMessage('Heading', value, HEADING_MAX)
          : 'Add a heading: it says what the row is about, e.g. "Start with ten minutes a day".',
      admin: {
        description: `e.g. "Start with ten minutes a day". Up to ${HEADING_MAX} characters.`,
        components: { afterInput: [lengthLimitComponent('Heading', HEADING_MAX)] },
      },
    },
    {
      name: 'text',
      label: 'Text',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        description: 'A few sentences under the heading, with bold, italic, links or a list. Optional.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'linkText',
          label: 'Link words',
          type: 'text',
          validate: validateLink((value) => lengthMessage('Link words', value, LINK_TEXT_MAX)),
          admin: {
            description: `Optional, after the text, e.g. "Read our walking guide". Up to ${LINK_TEXT_MAX} characters.`,
            components: { afterInput: [lengthLimitComponent('Link words', LINK_TEXT_MAX)] },
          },
        },
        urlField({
          name: 'linkUrl',
          label: 'Link',
          allow: { anchor: true },
          admin: {
            description:
              'Where the link goes, e.g. /fitness/walking-for-heart-health. Fill both link fields, or neither.',
          },
        }),
      ],
    },
  ],
}
