import type { Block, TextareaField } from 'payload'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent, limitedTextField } from '@/cms/fields/lengthLimit'
import { urlField } from '@/cms/fields/url'
import { pictureFields } from '../commerce/fields'
import { paidMediaDriverImages } from './PaidMediaDriver.thumbnail'
import {
  DEFAULT_DRIVER_CTA,
  DRIVER_BODY_MAX,
  DRIVER_BRAND_MAX,
  DRIVER_CTA_MAX,
  DRIVER_HEADLINE_MAX,
  DRIVER_WHISPER_MAX,
} from './paidMediaDriver'

/** A text with a length limit: the counter under the input, the same sentence on publish. */
function limitedText(name: string, label: string, max: number, description: string, whenEmpty?: string) {
  return limitedTextField({ name, label, max, description, whenEmpty, limitInHelp: false })
}

const bodyCopy: TextareaField = {
  name: 'bodyCopy',
  label: 'Body copy',
  type: 'textarea',
  validate: (value: unknown) => lengthMessage('Body copy', value, DRIVER_BODY_MAX),
  admin: {
    description: `A sentence or two under the headline on what the sponsor offers, e.g. "A light watch with a week of battery. Free returns for 60 days." Leave an empty line between paragraphs. At most ${DRIVER_BODY_MAX} characters. Empty: no body copy.`,
    components: { afterInput: [lengthLimitComponent('Body copy', DRIVER_BODY_MAX)] },
  },
}

/** Paid-media driver card (000 §1, §2; the driver's fields in 001 §3): one sponsored card with a link out. */
export const paidMediaDriverBlock: Block = {
  slug: 'paidMediaDriver',
  interfaceName: 'PaidMediaDriverBlock',
  labels: { singular: 'Paid-media driver card', plural: 'Paid-media driver cards' },
  admin: {
    images: paidMediaDriverImages,
    custom: {
      description:
        'A sponsored card labelled with the sponsor’s name: picture, headline, a few words, a button.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        limitedText(
          'brand',
          'Sponsor',
          DRIVER_BRAND_MAX,
          `The sponsor’s name, shown at the top of the card as "Sponsored by …", e.g. "Pulsewise". At most ${DRIVER_BRAND_MAX} characters.`,
          'Add the sponsor’s name: readers must see who paid for this card.',
        ),
        limitedText(
          'whisper',
          'Small line above the headline',
          DRIVER_WHISPER_MAX,
          `Optional, small and in capitals above the headline, e.g. "Limited-time offer". At most ${DRIVER_WHISPER_MAX} characters. Empty: not shown.`,
        ),
      ],
    },
    limitedText(
      'headline',
      'Headline',
      DRIVER_HEADLINE_MAX,
      `The card’s heading, e.g. "Track your heart rate on every walk". At most ${DRIVER_HEADLINE_MAX} characters.`,
      'Add a headline: the card is not shown without one.',
    ),
    bodyCopy,
    pictureFields({
      srcName: 'imageUrl',
      altName: 'imageAlt',
      where:
        'at the top of the card on phones and on its left from 768 px (4:3 works best, e.g. 1200 × 900 px)',
      without: 'With no picture the card shows its text only.',
    }),
    {
      type: 'row',
      fields: [
        limitedText(
          'callToAction',
          'Button text',
          DRIVER_CTA_MAX,
          `The words on the button, e.g. "See the watch". Empty: "${DEFAULT_DRIVER_CTA}". At most ${DRIVER_CTA_MAX} characters.`,
        ),
        urlField({
          name: 'callToActionURL',
          label: 'Button link',
          allow: { sitePath: false },
          admin: {
            description:
              'The sponsor’s page, starting with https:// (partner links may contain &#038;, read as &). Opens in a new tab and is marked as a paid link; clicks are counted. Empty: no button.',
          },
        }),
      ],
    },
  ],
}
