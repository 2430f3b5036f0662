import {
  BoldFeature,
  ItalicFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { ArrayField, CollectionConfig } from 'payload'
import { colors } from '@/lib/tokens'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { colorField } from '../fields/color'
import { safeLinkFeature } from '../fields/plainRichText'
import { urlField } from '../fields/url'
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

/** Help for fields the product card does not show yet: said plainly, so editors do not fill them in vain. */
export const NOT_SHOWN_YET = 'Not shown on the page yet; the product card will show it in a coming release.'

/**
 * The reviews' editor: paragraphs, emphasis, links and lists (as the small widget editor), plus images from
 * the media library. An animated GIF in a review gets a pause button on the page.
 */
const reviewRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    safeLinkFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    UploadFeature({ collections: { media: { fields: [] } } }),
  ],
})

/**
 * A list of label/value pairs with an optional link (highlights on the card, details in the review). Field
 * names and structure are fixed by the database schema; labels and help are per list.
 */
function labelValueList(args: {
  name: string
  label: string
  singular: string
  description: string
  labelHelp: string
  valueHelp: string
  linkHelp: string
  tooltipHelp?: string
}): ArrayField {
  return {
    name: args.name,
    label: args.label,
    type: 'array',
    labels: { singular: args.singular, plural: args.label },
    admin: { description: args.description },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'label',
            label: 'Label',
            type: 'text',
            required: true,
            admin: { description: args.labelHelp },
          },
          {
            name: 'value',
            label: 'Value',
            type: 'text',
            required: true,
            admin: { description: args.valueHelp },
          },
        ],
      },
      ...(args.tooltipHelp
        ? [
            {
              name: 'tooltip',
              label: 'Explanation',
              type: 'text' as const,
              admin: { description: args.tooltipHelp },
            },
          ]
        : []),
      urlField({ name: 'linkUrl', label: 'Link', admin: { description: args.linkHelp } }),
    ],
  }
}

const revalidateProduct = revalidateHook<{ id: number }>((doc) => [CACHE_TAGS.product(doc.id)])

/**
 * Affiliate products: the union of the product-card fields in all three spec documents (000 §3, 001 §3,
 * 002 §3.7), stored once and placed in many articles by the productCard block. Labels and help say where
 * each field shows on the card (`src/widgets/ProductCard/`); the one field the card does not use yet says
 * so (`NOT_SHOWN_YET`).
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'productTitle',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Commerce',
    defaultColumns: ['productTitle', 'productBrand', 'rating', 'updatedAt'],
    description:
      'Products placed in articles with the "Product card" widget. A change here shows on every card of the product.',
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
          description: 'What the product card shows in articles.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'productTitle',
                  label: 'Name on the card',
                  type: 'text',
                  required: true,
                  admin: {
                    description:
                      'The card’s title, e.g. "Pulsewise Arm Blood Pressure Monitor". Also names the product in lists here.',
                  },
                },
                {
                  name: 'productName',
                  label: 'Short name',
                  type: 'text',
                  admin: {
                    description:
                      'A shorter name, e.g. "Pulsewise Arm Monitor". Titles the review ("Our review of Pulsewise Arm Monitor") and tells screen-reader users what the shop button buys. Empty: the name on the card.',
                  },
                },
                {
                  name: 'productBrand',
                  label: 'Brand',
                  type: 'text',
                  required: true,
                  admin: { description: 'Shown under the name, e.g. "Pulsewise".' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'variantId',
                  label: 'Retailer variant ID',
                  type: 'text',
                  index: true,
                  admin: {
                    description:
                      'The retailer’s code for this exact version (size, colour). For your records and the click reports; not shown on the page.',
                  },
                },
                {
                  name: 'pid',
                  label: 'Retailer product ID',
                  type: 'text',
                  admin: {
                    description:
                      'The retailer’s code for the product. For your records, and the product’s id in the click reports when the shop link carries none; not shown on the page.',
                  },
                },
                {
                  name: 'destinationStore',
                  label: 'Shop',
                  type: 'text',
                  admin: {
                    description:
                      'The shop the button leads to, e.g. "Example Shop". Screen readers announce it with the button ("SHOP NOW – Pulsewise Arm Monitor at Example Shop"); not shown on screen.',
                  },
                },
              ],
            },
            {
              name: 'superlative',
              label: 'Award line',
              type: 'text',
              admin: {
                description:
                  'Shown in the green band at the top of the card, e.g. "Best overall". An article can replace it for its own card.',
              },
            },
            {
              name: 'tags',
              label: 'Tags',
              type: 'text',
              hasMany: true,
              admin: {
                description:
                  'Short words about the product, shown as small labels under the brand, e.g. "Two users". Type one and press Enter.',
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'image',
                  label: 'Photo',
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    description:
                      'Shown on the left of the card: 90 px square on phones, up to 200 px on larger screens (upload at least 400 × 400 px). Preferred over a photo address.',
                  },
                },
                urlField({
                  name: 'imgSrc',
                  label: 'Photo address',
                  admin: { description: 'Only when the photo is not uploaded: its https:// address.' },
                }),
                {
                  name: 'imgAlt',
                  label: 'Photo description',
                  type: 'text',
                  admin: {
                    description:
                      'What the photo shows, for people who cannot see it. Used when the uploaded photo has no description of its own; empty: the product’s name.',
                  },
                },
                colorField({
                  name: 'bgColor',
                  label: 'Card background',
                  contrastWith: colors.ink,
                  admin: {
                    description:
                      'Behind the whole card, in every article. Pale colours only: if the text would be hard to read, the card stays white. An article can replace it for its own card.',
                  },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'rating',
                  label: 'Rating',
                  type: 'number',
                  min: 0,
                  max: 5,
                  admin: {
                    description:
                      'Stars out of 5, shown with one decimal and a word: 4.8 and up EXCELLENT, 4.5 GREAT, 3.9 VERY GOOD, below that GOOD. e.g. 4.7.',
                    step: 0.1,
                  },
                },
                {
                  name: 'numberOfRatings',
                  label: 'Number of ratings',
                  type: 'number',
                  min: 0,
                  admin: {
                    description:
                      'Shown after the rating, e.g. "(2,318 ratings)", and given to search engines with it. Empty: not shown.',
                  },
                },
                {
                  name: 'noProductRating',
                  label: 'Hide the rating',
                  type: 'checkbox',
                  admin: {
                    description:
                      'Shows no rating on the card (nor to search engines), e.g. for a product too new to rate.',
                  },
                },
                {
                  name: 'noProductIngredients',
                  label: 'No ingredients to list',
                  type: 'checkbox',
                  admin: {
                    description: `For products without ingredients, such as devices. ${NOT_SHOWN_YET}`,
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'isEditorPick',
                  label: 'Editor’s pick',
                  type: 'checkbox',
                  admin: { description: 'Shows an "Editor’s pick" label above the name.' },
                },
                {
                  name: 'isBestOverall',
                  label: 'Best overall',
                  type: 'checkbox',
                  admin: { description: 'Shows a "Best overall" label above the name.' },
                },
                {
                  name: 'isBrandApproved',
                  label: 'Approved by the brand',
                  type: 'checkbox',
                  admin: {
                    description:
                      'Shows a "Brand approved" label above the name. Tick it only when the brand has approved how the product is shown.',
                  },
                },
                {
                  name: 'isFeaturedPartner',
                  label: 'Featured partner',
                  type: 'checkbox',
                  admin: {
                    description:
                      'For a brand that pays for its placement: shows a "Featured partner" label with the explanation from Site settings → Commerce, marks the shop links as paid, titles the review "Editor\'s take" and never folds it away.',
                  },
                },
              ],
            },
            labelValueList({
              name: 'highlights',
              label: 'Highlights',
              singular: 'Highlight',
              description:
                'Short facts shown in boxes on the card, a label above its value, e.g. "Price" and "$59.99". A highlight labelled "Price" gets thousands separators ($1,299). Label one "COA" and give it a link to show the lab certificate.',
              labelHelp: 'e.g. "Price", "COA" or "Battery life".',
              valueHelp: 'e.g. "$59.99" or "7 days".',
              tooltipHelp:
                'A sentence readers open from a small "i" beside the value, e.g. how to measure. Empty: no "i".',
              linkHelp:
                'Makes the value a link, e.g. a "COA" highlight to the batch’s lab certificate. Opens in a new tab.',
            }),
            {
              name: 'hesiBadgeTags',
              label: 'Badges',
              type: 'select',
              hasMany: true,
              options: HESI_BADGE_TAGS.map((t) => ({ label: t, value: t })),
              admin: {
                description:
                  'Who founded the company: each badge shows under the rating, with its own icon and its words.',
              },
            },
          ],
        },
        {
          label: 'Offer',
          description: 'The price, the discount and the shop button.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'price',
                  label: 'Price',
                  type: 'text',
                  admin: {
                    description:
                      'e.g. "$59.99". Given to search engines as the offer’s price, and shown as the card’s Price when no highlight is labelled "Price". Keep the two the same.',
                  },
                },
                {
                  name: 'tooltip',
                  label: 'Price explanation',
                  type: 'text',
                  admin: {
                    description:
                      'Opens from the "i" beside the price, e.g. "Price at the time of writing". Used when the Price highlight has no explanation of its own.',
                  },
                },
                {
                  name: 'discount',
                  label: 'Discount',
                  type: 'text',
                  admin: {
                    description:
                      'Shown above the button, e.g. \'Save 15% with code "WELL15"\'. Codes in quotes and amounts off ("$20 off", "15% off", "15 percent off") are highlighted. Over 35 characters it is left-aligned, over 60 in a lighter weight. Empty: no discount line.',
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'ctaText',
                  label: 'Button text',
                  type: 'text',
                  defaultValue: 'SHOP NOW',
                  admin: { description: 'The words on the shop button. Empty: "SHOP NOW".' },
                },
                urlField({
                  name: 'ctaUrl',
                  label: 'Shop link',
                  required: true,
                  admin: {
                    description:
                      'Where the button leads: the product’s page at the shop, starting with https://. Opens in a new tab and is marked as a paid link.',
                  },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'showDisclaimer',
                  label: 'Show the commission note',
                  type: 'checkbox',
                  admin: {
                    description:
                      'Shows the note under the button, with a link to how we vet brands and products. It shows only when the shop link goes to a partner listed in Site settings → Commerce.',
                  },
                },
                {
                  name: 'mobileDisclaimer',
                  label: 'Commission note on phones',
                  type: 'text',
                  admin: {
                    description:
                      'The note on phones (below 768 px wide), short, e.g. "We may earn a commission." Empty: the larger-screen note is used.',
                  },
                },
                {
                  name: 'desktopDisclaimer',
                  label: 'Commission note on larger screens',
                  type: 'text',
                  admin: {
                    description:
                      'The note from 768 px wide, e.g. "Wellread may earn a commission when you buy through links on this page." Empty: the phone note is used; both empty: a standard note.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Review',
          description:
            'Our review, shown under the card’s button, and the sections readers open below it: "What our tester says", "Pros & cons" and "Product details".',
          fields: [
            {
              name: 'productReview',
              label: 'Review',
              type: 'richText',
              editor: reviewRichTextEditor,
              admin: {
                description:
                  'Our verdict, in a few paragraphs, under the title "Our review of <short name>" ("Editor\'s take" for a featured partner). A review taller than about six lines folds away behind "Read more". An animated GIF you add gets a pause button.',
              },
            },
            {
              name: 'handsOnReview',
              label: 'Hands-on review',
              type: 'richText',
              editor: reviewRichTextEditor,
              admin: {
                description:
                  'What our tester found using it, in the "What our tester says" section readers open. Empty: no such section.',
              },
            },
            {
              name: 'reviewAuthorName',
              label: 'Reviewer',
              type: 'text',
              admin: {
                description:
                  'Who reviewed it, with credentials, e.g. "Samuel Brooks, MPH". Shown as "By …" under the review’s title and given to search engines as its author.',
              },
            },
            {
              name: 'pros',
              label: 'Pros',
              type: 'array',
              labels: { singular: 'Pro', plural: 'Pros' },
              admin: {
                description:
                  'What is good about it, one point per row, in the "Pros & cons" section readers open.',
              },
              fields: [{ name: 'text', label: 'Pro', type: 'text', required: true }],
            },
            {
              name: 'cons',
              label: 'Cons',
              type: 'array',
              labels: { singular: 'Con', plural: 'Cons' },
              admin: {
                description:
                  'What is less good, one point per row, in the "Pros & cons" section readers open.',
              },
              fields: [{ name: 'text', label: 'Con', type: 'text', required: true }],
            },
            labelValueList({
              name: 'productDetails',
              label: 'Product details',
              singular: 'Detail',
              description:
                'Facts about the product, a label beside its value, in the "Product details" section readers open. Empty: no such section.',
              labelHelp: 'e.g. "Power".',
              valueHelp: 'e.g. "4 AA batteries or USB-C".',
              linkHelp:
                'Makes the value a link, e.g. to a certificate of analysis. Pages of other sites open in a new tab.',
            }),
            {
              name: 'proprietaryReviews',
              label: 'Our scores',
              type: 'array',
              labels: { singular: 'Score', plural: 'Scores' },
              admin: {
                description:
                  'Scores out of 5 from our testing. The one named "Overall" is the headline score (given to search engines as our review’s rating); the others break it down. Shown when "Show the scores as a score board" is ticked.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'scoreCriteriaName',
                      label: 'What is scored',
                      type: 'text',
                      required: true,
                      admin: { description: 'e.g. "Overall" or "Ease of use".' },
                    },
                    {
                      name: 'scoreCriteriaValue',
                      label: 'Score (0 to 5)',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 5,
                      admin: { step: 0.1 },
                    },
                  ],
                },
              ],
            },
            {
              name: 'showReviewScoreBoard',
              label: 'Show the scores as a score board',
              type: 'checkbox',
              admin: {
                description:
                  'Shows our scores above the review: the Overall score out of 5 with its word (e.g. EXCELLENT), and a bar for each other score.',
              },
            },
          ],
        },
      ],
    },
  ],
}
