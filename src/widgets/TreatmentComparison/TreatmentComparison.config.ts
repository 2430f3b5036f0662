import type { Block } from 'payload'
import { rowCount } from '../commerce/fields'
import { treatmentComparisonImages } from './TreatmentComparison.thumbnail'
import { MAX_TREATMENTS, MIN_TREATMENTS } from './treatmentComparison'

/** Treatment comparison tool (000 §2, §3): treatments side by side, attributes in rows, with a sticky header. */
export const treatmentComparisonBlock: Block = {
  slug: 'treatmentComparison',
  interfaceName: 'TreatmentComparisonBlock',
  labels: { singular: 'Treatment comparison', plural: 'Treatment comparisons' },
  admin: {
    images: treatmentComparisonImages,
    custom: {
      description:
        'Treatments side by side in a table, compared row by row; the names stay in view while scrolling.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'title',
          label: 'Heading',
          type: 'text',
          admin: { description: 'Shown above the table, e.g. "Comparing ED medicines". Empty: no heading.' },
        },
        {
          name: 'toolName',
          label: 'Name in reports',
          type: 'text',
          required: true,
          admin: {
            description:
              'Names this comparison in our own view reports, e.g. "ED tablets comparison". Not shown on the page.',
          },
        },
      ],
    },
    {
      name: 'intro',
      label: 'Introduction',
      type: 'textarea',
      admin: { description: 'A sentence or two under the heading. Empty: not shown.' },
    },
    {
      name: 'treatments',
      label: 'Treatments (columns)',
      type: 'array',
      required: true,
      maxRows: MAX_TREATMENTS,
      validate: rowCount({
        min: MIN_TREATMENTS,
        max: MAX_TREATMENTS,
        tooFew: `Add at least ${MIN_TREATMENTS} treatments to compare.`,
        tooMany: `Compare at most ${MAX_TREATMENTS} treatments: more no longer fit side by side on a phone. Remove one.`,
      }),
      labels: { singular: 'Treatment', plural: 'Treatments' },
      admin: {
        description: `${MIN_TREATMENTS} to ${MAX_TREATMENTS} treatments, one column each, left to right in this order. Their names stay at the top of the screen while readers scroll through the table.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: 'Name',
              type: 'text',
              required: true,
              admin: { description: 'The column heading, e.g. "Sildenafil".' },
            },
            {
              name: 'note',
              label: 'Small line',
              type: 'text',
              admin: { description: 'Under the name, e.g. "brand name Viagra". Empty: not shown.' },
            },
          ],
        },
      ],
    },
    {
      name: 'rows',
      label: 'Rows',
      type: 'array',
      required: true,
      validate: rowCount({
        min: 1,
        max: 30,
        tooFew: 'Add at least one row, e.g. "Starts working", with a value for each treatment.',
        tooMany: 'A comparison reads best with up to 30 rows; remove some or split it into two.',
      }),
      maxRows: 30,
      labels: { singular: 'Row', plural: 'Rows' },
      admin: {
        description:
          'One row per thing compared, e.g. "Starts working", "Lasts up to", "Common side effects". The table shows nothing until it has two treatments and a row.',
      },
      fields: [
        {
          name: 'label',
          label: 'What is compared',
          type: 'text',
          required: true,
          admin: { description: 'The row’s heading, on the left, e.g. "Starts working".' },
        },
        {
          name: 'cells',
          label: 'Values',
          type: 'array',
          maxRows: MAX_TREATMENTS,
          labels: { singular: 'Value', plural: 'Values' },
          admin: {
            description:
              'One value per treatment, in the same order as the treatments above: the first value goes under the first treatment. A missing value shows as a dash.',
          },
          fields: [
            {
              name: 'text',
              label: 'Value',
              type: 'text',
              admin: { description: 'Short, e.g. "30 to 60 minutes".' },
            },
          ],
        },
      ],
    },
    {
      name: 'footnote',
      label: 'Note under the table',
      type: 'textarea',
      admin: {
        description:
          'Sources or a caution, e.g. "Typical figures; your clinician will advise on your dose." Empty: not shown.',
      },
    },
  ],
}
