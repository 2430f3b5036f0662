import type { Block } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { topCommentsImages } from './TopComments.thumbnail'
import { ageProblem, COMMENT_AGE, COMMENT_LIMITS, TOP_COMMENTS_SHOWN } from './topComments'

/** A text with a length limit: a live counter, help stating the limit, checked on publish. */
function limitedText(
  name: string,
  label: string,
  max: number,
  description: string,
  options: { type?: 'text' | 'textarea'; whenEmpty?: string } = {},
) {
  return limitedTextField({ name, label, max, description, ...options })
}

/** Top comments: a few readers' comments, the first three shown and the rest behind a button. */
export const topCommentsBlock: Block = {
  slug: 'topComments',
  interfaceName: 'TopCommentsBlock',
  labels: { singular: 'Top comments', plural: 'Top comments blocks' },
  admin: {
    images: topCommentsImages,
    custom: {
      description:
        'Readers’ comments as quotes with their age and health concern; the first three show at once.',
    },
  },
  fields: [
    limitedText(
      'heading',
      'Heading',
      COMMENT_LIMITS.heading,
      'Shown above the comments, e.g. "What readers say about managing migraines". Empty: no heading.',
    ),
    {
      name: 'comments',
      label: 'Comments',
      type: 'array',
      required: true,
      validate: atLeastOne('Add at least one comment.'),
      labels: { singular: 'Comment', plural: 'Comments' },
      admin: {
        description: `Shown in this order. The first ${TOP_COMMENTS_SHOWN} show at once; the rest sit behind a button such as "Show 4 more comments". Only use comments the reader agreed to share, and never their name or contact details.`,
      },
      fields: [
        limitedText(
          'comment',
          'Reader’s comment',
          COMMENT_LIMITS.comment,
          'The reader’s own words. Shown unless you fill in "Edited comment" below. Each line becomes a paragraph.',
          { type: 'textarea', whenEmpty: 'Add the reader’s comment, or remove this comment.' },
        ),
        limitedText(
          'editedComment',
          'Edited comment',
          COMMENT_LIMITS.editedComment,
          'Optional. A shortened or corrected version, shown instead of the reader’s comment; keep their meaning and their voice. Empty: the reader’s comment shows as written.',
          { type: 'textarea' },
        ),
        {
          type: 'row',
          fields: [
            {
              name: 'age',
              label: 'Age',
              type: 'number',
              min: COMMENT_AGE.min,
              max: COMMENT_AGE.max,
              validate: (value: unknown) => ageProblem(value),
              admin: {
                step: 1,
                description: `Optional. The reader’s age in years, ${COMMENT_AGE.min} to ${COMMENT_AGE.max}, shown under the comment as "Age 47". Empty: no age.`,
              },
            },
            limitedText(
              'primaryHealthConcern',
              'Main health concern',
              COMMENT_LIMITS.primaryHealthConcern,
              'Optional, e.g. "Migraine", shown under the comment as "Main health concern: Migraine". Empty: not shown.',
            ),
          ],
        },
      ],
    },
  ],
}
