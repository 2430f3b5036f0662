import type { Block } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { comparisonTableImages } from './ComparisonTable.thumbnail'

export const TOO_FEW_ROWS_MESSAGE =
  'Add at least two rows: row 1 with the column names, then one row for each product or option you compare.'

/** At least the header row and one row under it (a table of headings alone shows nothing). */
export function atLeastTwoRows(value: unknown): string | true {
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  return count >= 2 ? true : TOO_FEW_ROWS_MESSAGE
}

/**
 * Comparison table (000 §3): rows of cells; row 1 is the sticky header, the first cell of each row its sticky
 * row header. A cell holds rich text, and optionally a shop link of its own or a product's.
 */
export const comparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  admin: {
    images: comparisonTableImages,
    custom: {
      description: 'Products or options side by side in a table readers scroll both ways, with shop links.',
    },
  },
  fields: [
    {
      name: 'title',
      label: 'Table title',
      type: 'text',
      required: true,
      admin: {
        description:
          'Shown above the table; screen readers announce the table by it. e.g. "Blood pressure monitors compared".',
      },
    },
    {
      name: 'rows',
      label: 'Rows',
      type: 'array',
      required: true,
      validate: atLeastTwoRows,
      labels: { singular: 'Row', plural: 'Rows' },
      admin: {
        description:
          'Row 1 is the header: its cells name the columns and stay in view as readers scroll down. The first cell of every row names that row and stays in view as readers scroll sideways. Example, a table of 3 columns and 5 rows: click "Add Row" 5 times and add 3 cells to each row; row 1 holds the 3 column names (its first cell may stay empty), rows 2 to 5 one product each, its name in the first cell. Rows with every cell empty are left out.',
      },
      fields: [
        {
          name: 'columns',
          label: 'Cells',
          type: 'array',
          required: true,
          validate: atLeastOne('Add at least one cell to this row: cells fill the row from left to right.'),
          labels: { singular: 'Cell', plural: 'Cells' },
          admin: {
            description:
              'One cell per column, from left to right. A row with fewer cells than the others gets empty cells at its end.',
          },
          fields: [
            {
              name: 'content',
              label: 'Text',
              type: 'richText',
              editor: plainRichTextEditor,
              admin: {
                description:
                  'What the cell says, e.g. "Upper arm" or "$59.99". Bold, italic, short lists and links work; a link to a shop partner becomes a tracked shop link. Leave empty with a product picked to show the product’s name.',
              },
            },
            {
              name: 'product',
              label: 'Product',
              type: 'relationship',
              relationTo: 'products',
              admin: {
                description:
                  'Optional. Adds the product’s shop button link (Commerce → Products) under the text, and shows the product’s name when the text is empty.',
              },
            },
            {
              type: 'row',
              fields: [
                urlField({
                  name: 'affiliateUrl',
                  label: 'Shop link',
                  allow: { sitePath: false },
                  admin: {
                    description:
                      'Optional link to a shop, starting with https://. Shown under the text; opens in a new tab and is tracked. Replaces the picked product’s shop link.',
                  },
                }),
                {
                  name: 'affiliateText',
                  label: 'Shop link words',
                  type: 'text',
                  admin: {
                    description: 'e.g. "Check price". Empty: the product’s button words, or "SHOP NOW".',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
