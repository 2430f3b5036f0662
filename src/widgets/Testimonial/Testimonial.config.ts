import type { Block, Condition, Field } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { testimonialImages } from './Testimonial.thumbnail'
import { TESTIMONIAL_BREAKPOINT, TESTIMONIAL_LIMITS, type TestimonialKind } from './testimonial'

/** Shows a field only for one form of the block (hidden fields are neither shown nor checked). */
const forKind =
  (kind: TestimonialKind): Condition =>
  (_data, siblingData) =>
    // Blocks stored before the choice existed are lists of quotes.
    ((siblingData as { kind?: unknown } | undefined)?.kind ?? 'quotes') === kind

/** A text with a length limit: live counter under it, the limit in the help, checked on publish. */
const limitedText = limitedTextField

/** One of the banner's two pictures: the upload and, optionally, its description for this block. */
function bannerPicture(name: 'desktopImage' | 'mobileImage', label: string, description: string): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { width: '50%' },
    fields: [
      {
        name: 'image',
        label: 'Picture',
        type: 'upload',
        relationTo: 'media',
        admin: { description },
      },
      limitedText({
        name: 'alt',
        label: 'Picture description',
        max: TESTIMONIAL_LIMITS.pictureAlt,
        description:
          'What the picture shows, for people who cannot see it, e.g. "A crescent moon over quiet rooftops". Empty: the description saved with the picture in the media library.',
      }),
    ],
  }
}

/** Testimonial: readers' quotes in tinted cards, or one featured quote with who said it and their picture. */
export const testimonialBlock: Block = {
  slug: 'testimonial',
  interfaceName: 'TestimonialBlock',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    images: testimonialImages,
    custom: {
      description:
        'Quotes from readers in coloured cards, or one featured quote with the person’s name, role and photo.',
    },
  },
  fields: [
    {
      name: 'kind',
      label: 'Form',
      type: 'select',
      required: true,
      defaultValue: 'quotes',
      options: [
        { label: 'A list of quotes, in coloured cards', value: 'quotes' },
        { label: 'One featured quote, with who said it and their picture', value: 'featured' },
      ],
      admin: {
        description:
          'Decides what the block holds; the fields below change with it. A list suits several short reader quotes; a featured quote gives one voice more room.',
      },
    },
    limitedText({
      name: 'header',
      label: 'Heading',
      max: TESTIMONIAL_LIMITS.header,
      description:
        'Shown above the quotes, e.g. "What readers say about Rest Easy". Screen readers also use it to name the block. Empty: no heading.',
    }),
    limitedText({
      name: 'subheader',
      label: 'Intro',
      max: TESTIMONIAL_LIMITS.subheader,
      type: 'textarea',
      condition: forKind('quotes'),
      description:
        'A sentence under the heading, e.g. "Notes from readers of our weekly sleep newsletter." Empty: no intro.',
    }),
    {
      type: 'collapsible',
      label: 'Banner picture (optional)',
      admin: {
        condition: forKind('quotes'),
        initCollapsed: true,
        description: `A picture between the intro and the quotes, as wide as the block. Phones (under ${TESTIMONIAL_BREAKPOINT} px wide) show the phone picture when there is one; with only one picture, it shows everywhere. With none, the quotes follow the intro.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            bannerPicture(
              'desktopImage',
              'Wide picture',
              'A wide picture, e.g. 1500 × 500 px (3:1), for tablets and computers. Empty: the phone picture everywhere.',
            ),
            bannerPicture(
              'mobileImage',
              'Phone picture',
              'A less wide crop of the same scene, e.g. 800 × 600 px (4:3), for phones. Empty: the wide picture everywhere.',
            ),
          ],
        },
      ],
    },
    {
      name: 'quotes',
      label: 'Quotes',
      type: 'array',
      labels: { singular: 'Quote', plural: 'Quotes' },
      validate: atLeastOne('Add at least one quote.'),
      admin: {
        condition: forKind('quotes'),
        description:
          'Each quote gets its own card; the cards take turns in three colours. Two to six short quotes read best. Readers who scroll back to the block see the cards rise in one after another (never with reduced motion).',
      },
      fields: [
        limitedText({
          name: 'text',
          label: 'Quote',
          max: TESTIMONIAL_LIMITS.quote,
          type: 'textarea',
          whenEmpty: 'Write the quote, or remove this row.',
          description:
            'The reader’s words, without quotation marks (the card draws them), e.g. "I finally have a bedtime I keep."',
        }),
        limitedText({
          name: 'author',
          label: 'Who said it',
          max: TESTIMONIAL_LIMITS.quoteAuthor,
          description:
            'Shown under the quote, e.g. "Dana, reader since 2023". Use only what the reader agreed to share. Empty: the quote alone.',
        }),
      ],
    },
    {
      name: 'featuredQuote',
      label: 'Featured quote',
      type: 'group',
      admin: { condition: forKind('featured') },
      fields: [
        limitedText({
          name: 'text',
          label: 'Quote',
          max: TESTIMONIAL_LIMITS.featuredText,
          type: 'textarea',
          whenEmpty: 'Write the featured quote: the block shows it in large type.',
          description:
            'In large type, without quotation marks (the block draws them), e.g. "Small, steady changes to your evening add up."',
        }),
        {
          type: 'row',
          fields: [
            limitedText({
              name: 'author',
              label: 'Who said it',
              max: TESTIMONIAL_LIMITS.featuredAuthor,
              description: 'Their name, under the quote, e.g. "Maya Okafor, MD". Empty: no name.',
            }),
            limitedText({
              name: 'title',
              label: 'Their role',
              max: TESTIMONIAL_LIMITS.featuredTitle,
              description:
                'Under the name, e.g. "Internal medicine physician" or "Reader since 2021". Empty: the name alone.',
            }),
          ],
        },
        {
          name: 'image',
          label: 'Their picture',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Shown small and round beside the name; a square picture works best. Screen readers skip it and read the name. Empty: no picture.',
          },
        },
      ],
    },
  ],
}
