import type { Block, TextField } from 'payload'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { urlField } from '@/cms/fields/url'
import { livedExperienceImages } from './LivedExperience.thumbnail'
import { CTA_NEEDS_TEXT, CTA_NEEDS_URL, ctaProblem, LIVED_EXPERIENCE_LIMITS } from './livedExperience'

/** A text with a length limit: live counter under it, the limit in the help, checked on publish. */
const limitedText = limitedTextField

const ctaAddress = urlField({
  name: 'url',
  label: 'Button link',
  admin: {
    description:
      'Where the button goes: a page on this site such as /nutrition/mediterranean-diet-basics, or an https:// address (other sites open in a new tab). Empty, with no words: no button.',
  },
})

/** The button's link: the url field's own rule, then "the words need a link". */
const ctaUrl: TextField = {
  ...ctaAddress,
  validate: (value, options) => {
    const own = ctaAddress.validate ? ctaAddress.validate(value as never, options as never) : true
    if (own !== true) return own
    const words = (options.siblingData as { text?: unknown } | undefined)?.text
    return ctaProblem(words, value) === CTA_NEEDS_URL ? CTA_NEEDS_URL : true
  },
} as TextField

/** Lived experience: a quote from a person living with a condition, with who they are and a way to read more. */
export const livedExperienceBlock: Block = {
  slug: 'livedExperience',
  interfaceName: 'LivedExperienceBlock',
  labels: { singular: 'Lived experience quote', plural: 'Lived experience quotes' },
  admin: {
    images: livedExperienceImages,
    custom: {
      description:
        'A quote from someone living with the condition: their photo, name and words, with an optional button.',
    },
  },
  fields: [
    limitedText({
      name: 'quote',
      label: 'Quote',
      max: LIVED_EXPERIENCE_LIMITS.quote,
      type: 'textarea',
      whenEmpty: 'Write the quote: the block is built around it.',
      description:
        'Their words, in large type, without quotation marks (the block draws them), e.g. "What helped was smaller changes: a walk after dinner and more beans on my plate." Quote only what they agreed to share.',
    }),
    {
      type: 'row',
      fields: [
        limitedText({
          name: 'name',
          label: 'Name',
          max: LIVED_EXPERIENCE_LIMITS.name,
          whenEmpty: 'Add the person’s name: it is shown under the quote.',
          description: 'Shown under the quote, e.g. "Rosa Whitfield", or a first name if they prefer.',
        }),
        limitedText({
          name: 'credentials',
          label: 'Credentials',
          max: LIVED_EXPERIENCE_LIMITS.credentials,
          description:
            'Letters after the name, e.g. "RN" or "CPS" (certified peer specialist), shown as "Rosa Whitfield, CPS". Empty: the name alone.',
        }),
      ],
    },
    limitedText({
      name: 'title',
      label: 'Their experience',
      max: LIVED_EXPERIENCE_LIMITS.title,
      description:
        'A line under the name saying what they live with, e.g. "Living with type 2 diabetes since 2015". Empty: not shown.',
    }),
    {
      name: 'photo',
      label: 'Photo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown small and round beside the name; a square photo works best. Screen readers skip it and read the name. Empty: no photo.',
      },
    },
    urlField({
      name: 'authorBioPageUrl',
      label: 'Their bio page',
      admin: {
        description:
          'Their name links here: a page about them on this site (a path starting with /) or on another site (https://…, opens in a new tab). Empty: the name is not a link.',
      },
    }),
    {
      name: 'cta',
      label: 'Button (optional)',
      type: 'group',
      admin: {
        description:
          'A button under the quote, e.g. to the person’s full story or a related guide. It shows only with both its words and its link.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            limitedText({
              name: 'text',
              label: 'Button words',
              max: LIVED_EXPERIENCE_LIMITS.ctaText,
              description: 'What the button says, e.g. "Read Rosa’s story". Empty, with no link: no button.',
              validate: (value, sibling) =>
                ctaProblem(value, sibling.url) === CTA_NEEDS_TEXT ? CTA_NEEDS_TEXT : true,
            }),
            ctaUrl,
          ],
        },
      ],
    },
  ],
}
