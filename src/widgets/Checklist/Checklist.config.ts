import type { Block } from 'payload'

/** Checklist (000 §3 "Checklist", §4). Items are HTML, sanitised before rendering. */
export const checklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    { name: 'header', type: 'text', required: true },
    {
      name: 'revealInSequence',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Reveal items one after another (500 ms apart) when the list comes into view.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'html',
          label: 'Item (HTML)',
          type: 'textarea',
          required: true,
          admin: {
            description: 'Inline HTML is allowed: <strong>, <em>, <a href>. Other markup is removed.',
          },
        },
      ],
    },
  ],
}
