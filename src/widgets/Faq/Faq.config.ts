import type { Block } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { faqImages } from './Faq.thumbnail'

/** FAQ accordion: questions whose answers open and close; one FAQPage in the page's structured data. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ accordion', plural: 'FAQ accordions' },
  admin: {
    images: faqImages,
    custom: { description: 'Questions readers ask, with answers they open and close.' },
  },
  fields: [
    {
      name: 'title',
      label: 'Heading',
      type: 'text',
      defaultValue: 'Frequently asked questions',
      admin: { description: 'Shown above the questions. Leave empty for no heading.' },
    },
    {
      name: 'initialState',
      label: 'When the page opens',
      type: 'select',
      required: true,
      defaultValue: 'collapsed',
      options: [
        { label: 'All answers closed', value: 'collapsed' },
        { label: 'All answers open', value: 'expanded' },
        { label: 'Only the first answer open', value: 'firstExpanded' },
      ],
      admin: {
        description: 'Readers can open and close every answer either way. Closed suits long lists.',
      },
    },
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      required: true,
      validate: atLeastOne('Add at least one question, with its answer.'),
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        {
          name: 'question',
          type: 'text',
          required: true,
          admin: {
            description: 'As a reader would ask it, e.g. "How often should I check my blood pressure?"',
          },
        },
        {
          name: 'answer',
          type: 'richText',
          required: true,
          editor: plainRichTextEditor,
          admin: { description: 'A short, direct answer. Links and short lists are fine.' },
        },
      ],
    },
  ],
}
