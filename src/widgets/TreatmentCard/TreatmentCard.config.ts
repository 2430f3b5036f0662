import type { Block } from 'payload'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { pictureFields, productPickField, textOrProduct } from '../commerce/fields'
import { treatmentCardImages } from './TreatmentCard.thumbnail'
import {
  DEFAULT_PRODUCT_CTA,
  FIND_A_SPECIALIST_TITLE,
  RECOMMENDED_PRODUCTS_TITLE,
  SUMMARY_TOGGLE_THRESHOLD_PX,
} from './treatmentCard'

/** Treatment card (000 §3): one treatment, its description, products that help and where to find a specialist. */
export const treatmentCardBlock: Block = {
  slug: 'treatmentCard',
  interfaceName: 'TreatmentCardBlock',
  labels: { singular: 'Treatment card', plural: 'Treatment cards' },
  admin: {
    images: treatmentCardImages,
    custom: {
      description:
        'One treatment: a description readers can expand, products that help and where to get care.',
    },
  },
  fields: [
    {
      name: 'name',
      label: 'Treatment',
      type: 'text',
      required: true,
      admin: { description: 'The card’s heading, e.g. "PDE5 inhibitors (sildenafil, tadalafil)".' },
    },
    {
      name: 'treatmentDescription',
      label: 'Description',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        description: `How the treatment works, who it suits, common side effects. A description taller than about seven lines (${SUMMARY_TOGGLE_THRESHOLD_PX} px) shows its first lines with a "Show more" button.`,
      },
    },
    {
      name: 'recommendedProducts',
      label: 'Recommended products',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Product', plural: 'Products' },
      admin: {
        description: `Listed under "${RECOMMENDED_PRODUCTS_TITLE}", which readers open. Up to 6. Empty: no product list.`,
      },
      fields: [
        productPickField('name, brand, picture and shop link'),
        {
          type: 'row',
          fields: [
            textOrProduct({
              name: 'name',
              label: 'Product name',
              message: 'Enter the product name, or pick a product above.',
              admin: { description: 'e.g. "Pulsewise Arm Blood Pressure Monitor".' },
            }),
            {
              name: 'brand',
              label: 'Brand',
              type: 'text',
              admin: { description: 'Shown under the name, e.g. "Pulsewise". Empty: not shown.' },
            },
          ],
        },
        pictureFields({
          srcName: 'imgUrl',
          altName: 'imageAlt',
          where: 'beside the product’s name, small and square',
          without: 'With no picture the product shows its name only.',
        }),
        {
          type: 'row',
          fields: [
            {
              name: 'cta',
              label: 'Button text',
              type: 'text',
              admin: { description: `e.g. "See price". Empty: "${DEFAULT_PRODUCT_CTA}".` },
            },
            urlField({
              name: 'productCtaUrl',
              label: 'Shop link',
              admin: {
                description:
                  'Where the button leads, starting with https://. Opens in a new tab. Empty (here and on the product): no button.',
              },
            }),
          ],
        },
        {
          name: 'variantId',
          label: 'Variant code',
          type: 'text',
          admin: {
            description:
              'The shop’s code for this exact product, for click reports when the shop link carries none. Not shown on the page.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: FIND_A_SPECIALIST_TITLE,
      admin: {
        description: `The "${FIND_A_SPECIALIST_TITLE}" section shows only when both the button text and the link are filled in.`,
      },
      fields: [
        {
          name: 'specialistDescription',
          label: 'Text',
          type: 'textarea',
          admin: {
            description:
              'A sentence or two on who treats this and how to reach them, e.g. "A urologist diagnoses and treats ED; many see patients by video." Empty: only the button.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'specialistCtaText',
              label: 'Button text',
              type: 'text',
              admin: { description: 'e.g. "Find a urologist near you".' },
            },
            urlField({
              name: 'specialistCtaUrl',
              label: 'Link',
              allow: { contact: true },
              admin: {
                description:
                  'A https:// address (opens in a new tab), a page on this site (/health/…), or tel: for a phone line.',
              },
            }),
          ],
        },
      ],
    },
  ],
}
