import type { Block, TextField } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { socialProofImages } from './SocialProof.thumbnail'
import {
  iconProblem,
  itemsProblem,
  MAIN_TEXT_MAX,
  mainTextProblem,
  SOCIAL_PROOF_ICON_OPTIONS,
  SOCIAL_PROOF_MAX_ITEMS,
  SUBTEXT_MAX,
} from './socialProof'

const ITEMS_NEEDED = 'Add at least one item, with an icon and a main text.'

/** At least one item (in the editor's words), at most three. */
export function validateItems(value: unknown): string | true {
  const least = atLeastOne(ITEMS_NEEDED)(value)
  return least === true ? itemsProblem(value) : least
}

/** The main text: present (the item is not shown without it) and within its length. */
export function validateMainText(value: unknown): string | true {
  const present = mainTextProblem(value)
  return present === true ? lengthMessage('Main text', value, MAIN_TEXT_MAX) : present
}

const subtext: TextField = {
  name: 'subtext',
  label: 'Subtext',
  type: 'text',
  validate: (value: unknown) => lengthMessage('Subtext', value, SUBTEXT_MAX),
  admin: {
    description: `Optional, a smaller line under the main text, e.g. "read our newsletter every week". At most ${SUBTEXT_MAX} characters.`,
    components: { afterInput: [lengthLimitComponent('Subtext', SUBTEXT_MAX)] },
  },
}

/** Social-proof strip (000 §3, §5): up to three icon items, e.g. under a newsletter hero. */
export const socialProofBlock: Block = {
  slug: 'socialProof',
  interfaceName: 'SocialProofBlock',
  labels: { singular: 'Social-proof strip', plural: 'Social-proof strips' },
  admin: {
    images: socialProofImages,
    custom: {
      description: 'Up to three short facts side by side, each with an icon, e.g. under a newsletter hero.',
    },
  },
  fields: [
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      maxRows: SOCIAL_PROOF_MAX_ITEMS,
      validate: validateItems,
      labels: { singular: 'Item', plural: 'Items' },
      admin: {
        description: `Up to ${SOCIAL_PROOF_MAX_ITEMS} items, side by side from tablet width up and one under another on phones. Each needs both an icon and a main text; an item missing either is not shown. State only what you can back up, e.g. "Reviewed by clinicians".`,
      },
      fields: [
        {
          name: 'icon',
          label: 'Icon',
          type: 'select',
          required: true,
          options: SOCIAL_PROOF_ICON_OPTIONS,
          validate: iconProblem,
          admin: {
            description:
              'A small line drawing in the site’s colours, beside the text. It is decoration only: screen readers read the text.',
          },
        },
        {
          name: 'mainText',
          label: 'Main text',
          type: 'text',
          required: true,
          validate: validateMainText,
          admin: {
            description: `Short and bold, e.g. "Free, every Tuesday". At most ${MAIN_TEXT_MAX} characters.`,
            components: { afterInput: [lengthLimitComponent('Main text', MAIN_TEXT_MAX)] },
          },
        },
        subtext,
      ],
    },
  ],
}
