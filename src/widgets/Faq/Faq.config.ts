import type { Block } from 'payload'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'

/** FAQ accordion (002 §2.4, §3.6, §4.6). */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ accordion', plural: 'FAQ accordions' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'Frequently asked questions',
      admin: { description: 'Heading shown above the questions. Leave empty for no heading.' },
    },
    {
      name: 'initialState',
      type: 'select',
      required: true,
      defaultValue: 'collapsed',
      options: [
        { label: 'All expanded', value: 'expanded' },
        { label: 'All collapsed', value: 'collapsed' },
        { label: 'First expanded', value: 'firstExpanded' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'richText', required: true, editor: plainRichTextEditor },
      ],
    },
  ],
}
