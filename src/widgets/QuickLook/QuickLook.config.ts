import type { Block } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { urlField } from '@/cms/fields/url'
import { quickLookImages } from './QuickLook.thumbnail'
import { DEFAULT_JUMP_TEXT, DEFAULT_LINK_TEXT } from './quickLook'

/**
 * Quick-look links (000 §3): a compact list of the article's picks, each line jumping to its product card
 * further down (`#product-1-{card number}`), or leading to a link the editor gives.
 */
export const quickLookBlock: Block = {
  slug: 'quickLook',
  interfaceName: 'QuickLookBlock',
  labels: { singular: 'Quick look at our picks', plural: 'Quick looks at our picks' },
  admin: {
    images: quickLookImages,
    custom: { description: 'A short list of the article’s picks; each line jumps to that product’s card.' },
  },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      defaultValue: 'A quick look at our picks',
      admin: { description: 'Shown above the list. Leave empty for no heading.' },
    },
    {
      name: 'itemLinks',
      label: 'Lines',
      type: 'array',
      required: true,
      validate: atLeastOne('Add at least one line: a product and the card it jumps to.'),
      labels: { singular: 'Line', plural: 'Lines' },
      admin: {
        description:
          'One line per product, in the order of the product cards. Line 1 jumps to the first product card in this article, line 2 to the second, and so on, unless you give another card number or a link. Lines without a product name are left out.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'superlative',
              label: 'Award line',
              type: 'text',
              admin: { description: 'Before the name, e.g. "Best overall". Empty: not shown.' },
            },
            {
              name: 'title',
              label: 'Product name',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "Pulsewise Arm Monitor".' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'hashRoute',
              label: 'Product card number',
              type: 'number',
              min: 1,
              admin: {
                step: 1,
                description:
                  'Which product card of this article the line jumps to: 1 for the first card, 3 for the third. Empty: the line’s own number.',
              },
            },
            {
              name: 'linkTitle',
              label: 'Link words',
              type: 'text',
              admin: {
                description: `After the name, e.g. "Read our review". Empty: "${DEFAULT_JUMP_TEXT}", or "${DEFAULT_LINK_TEXT}" with a link below.`,
              },
            },
          ],
        },
        urlField({
          name: 'link',
          label: 'Link instead of the card',
          admin: {
            description:
              'Optional: where the line leads instead of the product card, e.g. /health/best-sleep-trackers or a shop’s https:// address (opens in a new tab; shop links are tracked).',
          },
        }),
        {
          name: 'variantId',
          label: 'Retailer variant ID',
          type: 'text',
          admin: { description: 'Not shown; sent with clicks on the line, for reports.' },
        },
      ],
    },
  ],
}
