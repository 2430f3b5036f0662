import type { Block } from 'payload'
import { urlField } from '@/cms/fields/url'
import { productPickField, rowCount } from '../commerce/fields'
import { oneTwoThreeImages } from './OneTwoThree.thumbnail'
import { MAX_ITEMS, ONE_TWO_THREE_DEFAULT_CTA } from './oneTwoThree'

/** Paid-media widget (oneTwoThree, 000 §3 "Three-item widget", 001 §3): up to three sponsored picture links. */
export const oneTwoThreeBlock: Block = {
  slug: 'oneTwoThree',
  interfaceName: 'OneTwoThreeBlock',
  labels: { singular: 'Sponsored row (1–3 items)', plural: 'Sponsored rows (1–3 items)' },
  admin: {
    images: oneTwoThreeImages,
    custom: {
      description: 'One to three sponsored items side by side, each a picture, a few words and a button.',
    },
  },
  fields: [
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      maxRows: MAX_ITEMS,
      validate: rowCount({
        min: 1,
        max: MAX_ITEMS,
        tooFew: 'Add at least one item, with a picture and a link.',
        tooMany: `This row shows at most ${MAX_ITEMS} items. Remove the items after the third.`,
      }),
      labels: { singular: 'Item', plural: 'Items' },
      admin: {
        description: `Up to ${MAX_ITEMS} items, shown side by side in this order: one fills the width, two share it in halves, three in thirds. An item shows only when it has both a picture and a link.`,
      },
      fields: [
        productPickField('picture, brand, name and shop link'),
        {
          name: 'image',
          label: 'Picture',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'Shown at the top of the item, square works best. Preferred over a picture address.',
          },
        },
        {
          type: 'row',
          fields: [
            urlField({
              name: 'imageSrc',
              label: 'Picture address',
              admin: {
                description:
                  'Only when no picture is uploaded: its https:// address. Without any picture (here or on the product) the item is not shown.',
              },
            }),
            {
              name: 'imageAlt',
              label: 'Picture description',
              type: 'text',
              admin: {
                description:
                  'What the picture shows, for people who cannot see it, e.g. "A blue steel water bottle". Empty: the uploaded picture’s own description, else the name.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: 'Name',
              type: 'text',
              admin: {
                description:
                  'Small, above the title: usually the brand, e.g. "Stridewell". Empty: not shown.',
              },
            },
            {
              name: 'title',
              label: 'Title',
              type: 'text',
              admin: {
                description: 'A few words under the picture, e.g. "Cushioned shoes for daily walks".',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ctaLabel',
              label: 'Button text',
              type: 'text',
              admin: { description: `e.g. "Shop shoes". Empty: "${ONE_TWO_THREE_DEFAULT_CTA}".` },
            },
            urlField({
              name: 'ctaUrl',
              label: 'Link',
              admin: {
                description:
                  'Where the button leads, starting with https:// (partner links may contain &#038;, read as &). Opens in a new tab, marked as a paid link. Without a link the item is not shown.',
              },
            }),
          ],
        },
      ],
    },
  ],
}
