import type { Block, Field } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { whyTrustImages } from './WhyTrust.thumbnail'

/** Length limits, stated in the help and checked on publish (the counter under each field shows them live). */
export const WHY_TRUST_LIMITS = { explanationTitle: 80, count: 16, description: 100 } as const

/** A text the block needs: required on publish, with a length limit, a live counter and help stating both. */
function requiredLimitedText(
  name: string,
  label: string,
  max: number,
  help: string,
  whenEmpty: string,
): Field {
  return {
    name,
    label,
    type: 'text',
    required: true,
    validate: (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? lengthMessage(label, value, max) : whenEmpty,
    admin: {
      description: `${help} Up to ${max} characters.`,
      components: { afterInput: [lengthLimitComponent(label, max)] },
    },
  } as Field
}

/** Why trust us: a heading, a few numbers that show the site's care, and an explanation that opens on request. */
export const whyTrustBlock: Block = {
  slug: 'whyTrust',
  interfaceName: 'WhyTrustBlock',
  labels: { singular: 'Why trust us', plural: 'Why trust us blocks' },
  admin: {
    images: whyTrustImages,
    custom: {
      description:
        'Why readers can trust us: a few key numbers and how we check our content, opened on request.',
    },
  },
  fields: [
    requiredLimitedText(
      'explanationTitle',
      'Heading',
      WHY_TRUST_LIMITS.explanationTitle,
      'Shown at the top of the block, above the numbers, e.g. "Why you can trust Wellread".',
      'Add a heading, e.g. "Why you can trust Wellread": it introduces the numbers and the explanation.',
    ),
    {
      name: 'metrics',
      label: 'Numbers',
      type: 'array',
      required: true,
      validate: atLeastOne(
        'Add at least one number, e.g. "120+" with "clinicians on our medical review board".',
      ),
      labels: { singular: 'Number', plural: 'Numbers' },
      admin: {
        description:
          'Shown side by side under the heading (stacked on phones), in this order. Three or four read best. A number without its description is not shown.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            requiredLimitedText(
              'count',
              'Number',
              WHY_TRUST_LIMITS.count,
              'Shown large, as you type it, e.g. "120+", "4,000" or "25 years".',
              'Add the number, e.g. "120+".',
            ),
            requiredLimitedText(
              'description',
              'What it counts',
              WHY_TRUST_LIMITS.description,
              'Shown under the number, e.g. "clinicians on our medical review board".',
              'Say what the number counts, e.g. "clinicians on our medical review board".',
            ),
          ],
        },
      ],
    },
    {
      name: 'explanationDescription',
      label: 'Explanation',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        description:
          'How we check our content, in a paragraph or two, e.g. who reviews articles and how often they are updated. Readers see the first three lines with a "Read more" button that shows the rest; shorter text shows whole. Select words to make them bold or italic, or to add a link. Empty: only the heading and the numbers show.',
      },
    },
  ],
}
