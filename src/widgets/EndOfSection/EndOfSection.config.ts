import type { Block } from 'payload'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { urlField } from '@/cms/fields/url'
import { endOfSectionImages } from './EndOfSection.thumbnail'
import { DEFAULT_PROMPT, DISPLAY_TEXT_MAX, PROMPT_MAX } from './endOfSection'

/** End-of-section link: "Up next: …", a link an editor places where a section of the article ends. */
export const endOfSectionBlock: Block = {
  slug: 'endOfSection',
  interfaceName: 'EndOfSectionBlock',
  labels: { singular: 'End-of-section link', plural: 'End-of-section links' },
  admin: {
    images: endOfSectionImages,
    custom: { description: 'A link where a section ends, e.g. “Up next: How to start walking”.' },
  },
  fields: [
    {
      name: 'prompt',
      label: 'Prompt',
      type: 'text',
      defaultValue: DEFAULT_PROMPT,
      validate: (value: unknown) => lengthMessage('Prompt', value, PROMPT_MAX),
      admin: {
        description: `The few words before the link, e.g. "Up next:" or "Keep reading:". Up to ${PROMPT_MAX} characters. Clear it to show the link alone.`,
        components: { afterInput: [lengthLimitComponent('Prompt', PROMPT_MAX)] },
      },
    },
    {
      name: 'displayText',
      label: 'Link words',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim()
          ? lengthMessage('Link words', value, DISPLAY_TEXT_MAX)
          : 'Add the link words: what readers click, e.g. "How to start walking for your heart".',
      admin: {
        description: `What readers click, e.g. "How to start walking for your heart". Up to ${DISPLAY_TEXT_MAX} characters.`,
        components: { afterInput: [lengthLimitComponent('Link words', DISPLAY_TEXT_MAX)] },
      },
    },
    urlField({
      name: 'destinationUrl',
      label: 'Link',
      required: true,
      allow: { anchor: true },
      admin: {
        description:
          'Where it goes: a page of this site (/fitness/walking-for-heart-health), a #section of this article, or another site (opens in a new tab). Not for shop links: use a product card.',
      },
    }),
  ],
}
