import type { Block } from 'payload'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { shoppingProductImages } from './ShoppingProduct.thumbnail'

/**
 * Shopping product (000 §3): one product with its photo, specs, summary and the shops that sell it, as a
 * list card or a table card. The spec's `id` is `productId` here (a block's `id` is Payload's row id).
 */
export const shoppingProductBlock: Block = {
  slug: 'shoppingProduct',
  interfaceName: 'ShoppingProductBlock',
  labels: { singular: 'Shopping product', plural: 'Shopping products' },
  admin: {
    images: shoppingProductImages,
    custom: {
      description: 'One product with its photo, specs and the shops selling it, each with a price button.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Product name',
          type: 'text',
          required: true,
          admin: { description: 'The card’s title, e.g. "Stridewell Cloudpath Walking Shoe".' },
        },
        {
          name: 'brand',
          label: 'Brand',
          type: 'text',
          admin: { description: 'Shown above the name, e.g. "Stridewell". Empty: not shown.' },
        },
        {
          name: 'productId',
          label: 'Product ID',
          type: 'text',
          admin: {
            description:
              'The shop’s or feed’s ID for the product. Not shown; sent with clicks on the buttons.',
          },
        },
      ],
    },
    {
      name: 'cardType',
      label: 'Layout',
      type: 'select',
      required: true,
      defaultValue: 'list',
      options: [
        { label: 'List: photo beside the details, one button per shop', value: 'list' },
        { label: 'Table: specs and shops in tables, to compare prices', value: 'table' },
      ],
      admin: { description: 'Both show the same content. Table suits three or more shops.' },
    },
    {
      name: 'image',
      label: 'Photo',
      type: 'group',
      admin: { description: 'Shown beside the name. Empty address: no photo.' },
      fields: [
        {
          type: 'row',
          fields: [
            urlField({
              name: 'url',
              label: 'Photo address',
              admin: {
                description:
                  'The photo’s https:// address, or its path on this site, e.g. /api/cms/media/file/shoe.webp.',
              },
            }),
            {
              name: 'alt',
              label: 'Photo description',
              type: 'text',
              admin: {
                description: 'What the photo shows, for people who cannot see it. Empty: the product name.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'width',
              label: 'Width (px)',
              type: 'number',
              min: 1,
              admin: {
                step: 1,
                description: 'The photo’s own width, e.g. 800. Keeps its shape while it loads.',
              },
            },
            {
              name: 'height',
              label: 'Height (px)',
              type: 'number',
              min: 1,
              admin: { step: 1, description: 'The photo’s own height, e.g. 800. Empty: shown square.' },
            },
          ],
        },
      ],
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        description: 'A few sentences on who it suits and why, under the name. Empty: not shown.',
      },
    },
    {
      name: 'specs',
      label: 'Specs',
      type: 'array',
      labels: { singular: 'Spec', plural: 'Specs' },
      admin: {
        description:
          'Short facts, a name beside its value, e.g. "Weight" and "9.1 oz". Rows missing either are left out.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              label: 'Name',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "Weight".' },
            },
            {
              name: 'text',
              label: 'Value',
              type: 'text',
              required: true,
              admin: { description: 'e.g. "9.1 oz".' },
            },
          ],
        },
      ],
    },
    {
      name: 'offers',
      label: 'Shops',
      type: 'array',
      labels: { singular: 'Shop', plural: 'Shops' },
      admin: {
        description:
          'One row per shop selling it. Each gets a button: "$129 FROM Example Shop" with a price, "SHOP NOW AT Example Shop" without one, "SHOP NOW" with neither. Rows without a shop link are left out.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'retailer',
              label: 'Shop',
              type: 'group',
              fields: [
                {
                  name: 'name',
                  label: 'Shop name',
                  type: 'text',
                  admin: { description: 'As readers know it, e.g. "Example Shop".' },
                },
              ],
            },
            {
              name: 'price',
              label: 'Price',
              type: 'text',
              admin: { description: 'e.g. 129 or $1299: shown as "$129", "$1,299". Empty: no price.' },
            },
          ],
        },
        urlField({
          name: 'url',
          label: 'Shop link',
          allow: { sitePath: false },
          admin: {
            description:
              'The product’s page at this shop, starting with https://. Opens in a new tab and is tracked.',
          },
        }),
        {
          type: 'row',
          fields: [
            {
              name: 'discountAvailable',
              label: 'This shop has a discount',
              type: 'checkbox',
              admin: { description: 'Shows the discount under its button.' },
            },
            {
              name: 'discountText',
              label: 'Discount',
              type: 'text',
              admin: {
                condition: (_data, siblingData) => Boolean(siblingData?.discountAvailable),
                description: 'e.g. "Save $20 with code WALKMORE". Empty: "Discount available".',
              },
            },
          ],
        },
      ],
    },
    urlField({
      name: 'linkOverride',
      label: 'One link for every button',
      allow: { sitePath: false },
      admin: {
        description:
          'Optional, starting with https://: every shop’s button leads here instead of its own link, e.g. a campaign link. With no shops listed, one "SHOP NOW" button leads here.',
      },
    }),
  ],
}
