import type { Block, Condition } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { carouselImages } from './Carousel.thumbnail'
import {
  CAROUSEL_GRID_CARDS,
  CAROUSEL_MAX_ROW_CARDS,
  DAILY_DOSE_MAX_LESSONS,
  lessonsProblem,
} from './carousel'

/** Length limits, stated in the help and checked on publish (the counter under each field shows them live). */
export const CAROUSEL_LIMITS = {
  header: 80,
  description: 300,
  question: 150,
  answer: 80,
  answerDescription: 400,
  doseTitle: 80,
  lesson: 120,
  valueTitle: 80,
} as const

export const CAROUSEL_KIND_VALUES = ['questions', 'dailyDose', 'valueProps', 'images'] as const
export type CarouselKind = (typeof CAROUSEL_KIND_VALUES)[number]

/** Shows a field only for one kind of cards (hidden fields are neither shown nor checked). */
const forKind =
  (kind: CarouselKind): Condition =>
  (_data, siblingData) =>
    (siblingData as { kind?: unknown } | undefined)?.kind === kind

/** An optional text with a length limit: live counter, help stating the limit, check on publish. */
function limitedText(
  name: string,
  label: string,
  max: number,
  description: string,
  type: 'text' | 'textarea' = 'text',
) {
  return limitedTextField({ name, label, max, description, type })
}

/** A text the card needs: required on publish, with a length limit. */
function requiredLimitedText(
  name: string,
  label: string,
  max: number,
  description: string,
  whenEmpty: string,
  type: 'text' | 'textarea' = 'text',
) {
  return limitedTextField({ name, label, max, description, type, whenEmpty })
}

const LAYOUT_HELP = `On wide screens up to ${CAROUSEL_MAX_ROW_CARDS} cards sit side by side and exactly ${CAROUSEL_GRID_CARDS} make a 2 × 2 grid; with more, and on phones and tablets, readers swipe or use the arrows and dots.`

/** Carousel: cards readers page through, in one of four kinds. */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  admin: {
    images: carouselImages,
    custom: {
      description:
        'Cards readers swipe through: questions that flip, a daily dose, reasons to trust us, pictures.',
    },
  },
  fields: [
    {
      name: 'kind',
      label: 'Kind of cards',
      type: 'select',
      required: true,
      defaultValue: 'questions',
      options: [
        { label: 'Question cards that flip to show the answer', value: 'questions' },
        { label: 'Daily dose: a picture that flips to up to 3 lessons', value: 'dailyDose' },
        { label: 'Reasons to trust us: a picture and a title on each card', value: 'valueProps' },
        { label: 'Image gallery: pictures only', value: 'images' },
      ],
      admin: {
        description: `Decides what each card holds; the fields below change with it. ${LAYOUT_HELP}`,
      },
    },
    limitedText(
      'header',
      'Heading',
      CAROUSEL_LIMITS.header,
      'Shown above the cards, e.g. "Myths about heart health". Screen readers also use it to name the carousel. Empty: no heading.',
    ),
    limitedText(
      'description',
      'Intro',
      CAROUSEL_LIMITS.description,
      'A sentence under the heading, e.g. "Tap a card to see whether it is true." Empty: no intro.',
      'textarea',
    ),
    {
      name: 'questionCards',
      label: 'Question cards',
      type: 'array',
      labels: { singular: 'Question card', plural: 'Question cards' },
      validate: atLeastOne('Add at least one question card.'),
      admin: {
        condition: forKind('questions'),
        description:
          'The front shows the question; readers press "Show answer" to flip the card. Readers without JavaScript see the answer under the question.',
      },
      fields: [
        requiredLimitedText(
          'title',
          'Question',
          CAROUSEL_LIMITS.question,
          'The front of the card, e.g. "Heart disease only affects older men."',
          'Add the question: the front of the card shows it.',
        ),
        {
          name: 'back',
          label: 'Back of the card',
          type: 'group',
          fields: [
            requiredLimitedText(
              'answer',
              'Answer',
              CAROUSEL_LIMITS.answer,
              'Short and in large type, e.g. "Myth." or "True, for most adults."',
              'Add the answer: the back of the card leads with it.',
            ),
            limitedText(
              'description',
              'Explanation',
              CAROUSEL_LIMITS.answerDescription,
              'A few plain sentences under the answer, saying why. Empty: the answer alone.',
              'textarea',
            ),
          ],
        },
      ],
    },
    {
      name: 'dailyDoseCards',
      label: 'Daily-dose cards',
      type: 'array',
      labels: { singular: 'Daily-dose card', plural: 'Daily-dose cards' },
      validate: atLeastOne('Add at least one daily-dose card.'),
      admin: {
        condition: forKind('dailyDose'),
        description:
          'The front shows a picture; readers press "Show lessons" to flip the card to a title and up to 3 short lessons.',
      },
      fields: [
        {
          name: 'images',
          label: 'Pictures',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'mobile',
                  label: 'Picture for phones',
                  type: 'upload',
                  relationTo: 'media',
                  required: true,
                  admin: {
                    width: '50%',
                    description:
                      'Upright, e.g. 600 × 800 px. Its alt text is what screen readers hear for the picture.',
                  },
                },
                {
                  name: 'desktop',
                  label: 'Picture for wider screens',
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    width: '50%',
                    description:
                      'Landscape, e.g. 1200 × 600 px, shown from tablet width up. Empty: the phone picture everywhere.',
                  },
                },
              ],
            },
          ],
        },
        {
          name: 'back',
          label: 'Back of the card',
          type: 'group',
          fields: [
            requiredLimitedText(
              'title',
              'Title',
              CAROUSEL_LIMITS.doseTitle,
              'Leads the back of the card, e.g. "Morning movement".',
              'Add a title: the back of the card leads with it.',
            ),
            {
              name: 'lessons',
              label: 'Lessons',
              type: 'array',
              maxRows: DAILY_DOSE_MAX_LESSONS,
              labels: { singular: 'Lesson', plural: 'Lessons' },
              validate: lessonsProblem,
              admin: {
                description: `One to ${DAILY_DOSE_MAX_LESSONS} short lessons, listed under the title in this order. A card never shows more than ${DAILY_DOSE_MAX_LESSONS}.`,
              },
              fields: [
                requiredLimitedText(
                  'text',
                  'Lesson',
                  CAROUSEL_LIMITS.lesson,
                  'One sentence, e.g. "Take a 10-minute walk after breakfast."',
                  'Write the lesson, or remove this row.',
                ),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'valuePropCards',
      label: 'Reason cards',
      type: 'array',
      labels: { singular: 'Reason card', plural: 'Reason cards' },
      validate: atLeastOne('Add at least one reason card.'),
      admin: {
        condition: forKind('valueProps'),
        description: 'Each card shows a picture over a short title, e.g. "Reviewed by doctors".',
      },
      fields: [
        requiredLimitedText(
          'title',
          'Title',
          CAROUSEL_LIMITS.valueTitle,
          'Under the picture, e.g. "Reviewed by doctors".',
          'Add a title: the card shows it under the picture.',
        ),
        {
          name: 'media',
          label: 'Picture',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Landscape, 3:2 (e.g. 600 × 400 px); its alt text is what screen readers hear. Empty: the title alone.',
          },
        },
      ],
    },
    {
      name: 'images',
      label: 'Pictures',
      type: 'array',
      labels: { singular: 'Picture', plural: 'Pictures' },
      validate: atLeastOne('Add at least one picture to the gallery.'),
      admin: {
        condition: forKind('images'),
        description:
          'Landscape, 3:2 (e.g. 1200 × 800 px), in the order readers see them. A picture added twice shows once.',
      },
      fields: [
        {
          name: 'image',
          label: 'Picture',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Its alt text is what screen readers hear; write it in the media library.' },
        },
      ],
    },
  ],
}
