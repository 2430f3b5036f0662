import type { Block, RichTextFieldValidation } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { inlineRichTextEditor } from '@/cms/fields/plainRichText'
import { checklistImages } from './Checklist.thumbnail'
import { itemProblem } from './checklistItems'

/** The item's rule, then the editor's own checks (e.g. link addresses). */
const validateItem: RichTextFieldValidation = (value, options) => {
  const problem = itemProblem(value, options.siblingData)
  if (problem) return problem
  const editor = options.editor
  return editor && typeof editor === 'object' ? editor.validate(value, options) : true
}

/** Checklist: a heading and a list of check-marked steps or reminders. */
export const checklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  admin: {
    images: checklistImages,
    custom: { description: 'A heading and a short list of steps or reminders, each with a check mark.' },
  },
  fields: [
    {
      name: 'header',
      label: 'Heading',
      type: 'text',
      required: true,
      admin: { description: 'Shown above the list, e.g. "Before your appointment".' },
    },
    {
      name: 'revealInSequence',
      label: 'Show the items one by one',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'When the list scrolls into view, its items appear one after another, half a second apart. Suits routines readers follow step by step. Readers who turn off animations see the whole list at once.',
      },
    },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      validate: atLeastOne('Add at least one item to the checklist.'),
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Each item shows on its own line with a check mark, in this order.' },
      fields: [
        {
          name: 'text',
          label: 'Item',
          type: 'richText',
          editor: inlineRichTextEditor,
          validate: validateItem,
          admin: {
            description:
              'One step or thing to remember, in a sentence or two. Select words to make them bold or italic, or to add a link.',
          },
        },
        {
          // Items saved before items became rich text. Shown on the page until they are moved into "Item";
          // not editable here.
          name: 'html',
          label: 'Item (old format)',
          type: 'textarea',
          admin: { hidden: true },
        },
      ],
    },
  ],
}
