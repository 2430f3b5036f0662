import type { CollectionConfig, Field } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

/** The six founder badge tags (001 §3), each rendered with its own icon. */
export const HESI_BADGE_TAGS = [
  'AAPI-Founded',
  'Black-Founded',
  'LGBTQIA+-Founded',
  'Small Business-Founded',
  'Veteran-Founded',
  'Women-Founded',
] as const

const linkedLabelValue = (name: string, extra: Field[] = []): Field => ({
  name,
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'value', type: 'text', required: true },
      ],
    },
    ...extra,
    {
      name: 'linkUrl',
      type: 'text',
      admin: { description: 'Optional link (e.g. a certificate of analysis for COA).' },
    },
  ],
})

const revalidateProduct = revalidateHook<{ id: number }>((doc) => [CACHE_TAGS.product(doc.id)])

/**
 * Affiliate products: the union of the product-card fields in all three spec documents (000 §3, 001 §3,
 * 002 §3.7), stored once and placed in many articles by the productCard block.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'productTitle',
    group: 'Commerce',
    defaultColumns: ['productTitle', 'productBrand', 'rating', 'updatedAt'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateProduct],
    afterDelete: [revalidateProduct],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'productTitle', type: 'text', required: true },
                {
                  name: 'productName',
                  type: 'text',
                  admin: { description: 'Short name used by the affiliate card variant (002 §3.7).' },
                },
                { name: 'productBrand', type: 'text', required: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'variantId', type: 'text', index: true },
                { name: 'pid', type: 'text' },
                { name: 'destinationStore', type: 'text' },
              ],
            },
            { name: 'superlative', type: 'text', admin: { description: 'e.g. "Best overall".' } },
            { name: 'tags', type: 'text', hasMany: true },
            {
              type: 'row',
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media' },
                {
                  name: 'imgSrc',
                  type: 'text',
                  admin: { description: 'External image URL, used when no image is uploaded.' },
                },
                { name: 'imgAlt', type: 'text' },
                { name: 'bgColor', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'rating', type: 'number', min: 0, max: 5 },
                { name: 'numberOfRatings', type: 'number', min: 0 },
                { name: 'noProductRating', type: 'checkbox' },
                { name: 'noProductIngredients', type: 'checkbox' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'isEditorPick', type: 'checkbox' },
                { name: 'isBestOverall', type: 'checkbox' },
                { name: 'isBrandApproved', type: 'checkbox' },
                { name: 'isFeaturedPartner', type: 'checkbox' },
              ],
            },
            linkedLabelValue('highlights', [{ name: 'tooltip', type: 'text' }]),
            {
              name: 'hesiBadgeTags',
              type: 'select',
              hasMany: true,
              options: HESI_BADGE_TAGS.map((t) => ({ label: t, value: t })),
            },
          ],
        },
        {
          label: 'Offer',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'price', type: 'text' },
                { name: 'tooltip', type: 'text' },
                {
                  name: 'discount',
                  type: 'text',
                  admin: { description: 'Over 35 characters switches to the long (left-aligned) layout.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'ctaText', type: 'text', defaultValue: 'SHOP NOW' },
                { name: 'ctaUrl', type: 'text', required: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'showDisclaimer', type: 'checkbox' },
                { name: 'mobileDisclaimer', type: 'text' },
                { name: 'desktopDisclaimer', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Review',
          fields: [
            {
              name: 'productReview',
              label: 'Product review (HTML)',
              type: 'textarea',
              admin: { description: 'The "{product}Reviews" HTML of the spec. Sanitised before rendering.' },
            },
            { name: 'handsOnReview', label: 'Hands-on review (HTML)', type: 'textarea' },
            { name: 'reviewAuthorName', type: 'text' },
            { name: 'pros', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
            { name: 'cons', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
            linkedLabelValue('productDetails'),
            {
              name: 'proprietaryReviews',
              type: 'array',
              admin: { description: 'The criterion named "Overall" is the headline score out of 5.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'scoreCriteriaName', type: 'text', required: true },
                    { name: 'scoreCriteriaValue', type: 'number', required: true, min: 0, max: 5 },
                  ],
                },
              ],
            },
            { name: 'showReviewScoreBoard', type: 'checkbox' },
          ],
        },
      ],
    },
  ],
}
