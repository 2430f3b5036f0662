import type { ArrayField, Block, Condition, Field, TextField } from 'payload'
import { relationship } from 'payload/shared'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { urlField } from '@/cms/fields/url'
import { recommendedProductsImages } from './RecommendedProducts.thumbnail'
import {
  BLOCK_TITLE_MAX,
  CARD_TITLE_MAX,
  EXAMPLE_PATH,
  RELATED_ARTICLES_MAX,
  RELATED_ARTICLES_SHOWN,
  relatedArticlesProblem,
  sitePathProblem,
} from './recommendedProducts'

/**
 * The fields of a recommendation (heading, main picture, related articles) are declared once, here, and
 * used twice: by the sets in Commerce → Recommended products (`src/cms/collections/RecommendedProductSets.ts`)
 * and by the block when its articles are chosen in the block itself.
 */

type Data = Record<string, unknown> | undefined

/** Whether a field's rule applies: in the block only for one choice of "What to show"; in a set always. */
export type ActiveWhen = (block: Data) => boolean

type RuleOptions = { blockData?: unknown; siblingData?: unknown }

const record = (value: unknown): Data =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined

/** The block a field sits in (for the block's own fields Payload may pass it as the siblings). */
const blockOf = (options: RuleOptions): Data => record(options.blockData) ?? record(options.siblingData)

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** A relationship value that names a document (an id, or the document itself). */
const picked = (value: unknown): boolean =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') || Boolean(record(value))

/**
 * A page address on this site (the tables hold pages of this site only): a `urlField` (so drafts refuse a
 * `javascript:` address like every link) whose check also refuses web addresses, with a message saying how
 * to fix it. Empty is fine unless `required`.
 */
export function sitePathField(
  field: Omit<TextField, 'type' | 'validate'> & { active?: ActiveWhen },
): TextField {
  const { active, ...rest } = field
  return {
    ...urlField({ ...rest, allow: { sitePath: true } }),
    validate: (value: unknown, options: RuleOptions) => {
      if (active && !active(blockOf(options))) return true
      if (!filled(value)) return rest.required ? (sitePathProblem('') as string) : true
      return sitePathProblem(value as string) ?? true
    },
  } as TextField
}

/**
 * The heading, the main picture and the related articles (table A's block, with table B's titles and
 * pictures), for a set or for a block. `active` limits the rules to when the fields are in use; `condition`
 * shows them only then.
 */
export function recommendationFields(options: { active?: ActiveWhen; condition?: Condition } = {}): Field[] {
  const { active, condition } = options
  const inUse = (rule: RuleOptions) => !active || active(blockOf(rule))
  // A row's siblings are the row: only the block (when Payload names it) tells whether the list is in use.
  const rowInUse = (rule: RuleOptions) => !active || !record(rule.blockData) || active(record(rule.blockData))
  const relatedArticles: ArrayField = {
    name: 'relatedArticles',
    label: 'Related articles',
    type: 'array',
    labels: { singular: 'Related article', plural: 'Related articles' },
    maxRows: RELATED_ARTICLES_MAX,
    validate: (value: unknown, rule: RuleOptions) => (inUse(rule) ? relatedArticlesProblem(value) : true),
    admin: {
      ...(condition ? { condition } : {}),
      initCollapsed: false,
      description: `Linked under the heading, each with its title and picture. Readers see the first ${RELATED_ARTICLES_SHOWN}, leaving out the page they are on, so add a spare (up to ${RELATED_ARTICLES_MAX}) when one of these pages shows the block. Unpublished articles are left out.`,
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'article',
            label: 'Article',
            type: 'relationship',
            relationTo: 'articles',
            validate: (value: unknown, rule: RuleOptions) => {
              if (!picked(value) && !filled(record(rule.siblingData)?.path) && rowInUse(rule))
                return 'Pick an article, or enter the address of a page on this site in “Or a page address”.'
              // Otherwise Payload's own check: the picked article exists.
              return relationship(value as never, rule as never)
            },
            admin: {
              width: '50%',
              description:
                'Pick the article: its title and hero picture show on the card and stay up to date when it changes.',
            },
          },
          sitePathField({
            name: 'path',
            label: 'Or a page address',
            admin: {
              width: '50%',
              description: `Only for a page that is not an article here, e.g. ${EXAMPLE_PATH} before its article exists. Leave empty when you picked an article.`,
            },
          }),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'title',
            label: 'Title on the card',
            type: 'text',
            admin: {
              width: '50%',
              description: `Empty: the article’s title. Needed with a page address. Up to ${CARD_TITLE_MAX} characters.`,
              components: { afterInput: [lengthLimitComponent('Title on the card', CARD_TITLE_MAX)] },
            },
            validate: (value: unknown, rule: RuleOptions) => {
              const row = record(rule.siblingData)
              if (!picked(row?.article) && filled(row?.path) && !filled(value) && rowInUse(rule))
                return 'Enter the title readers see for this page: a page address has no title of its own.'
              return lengthMessage('Title on the card', value, CARD_TITLE_MAX)
            },
          },
          {
            name: 'image',
            label: 'Picture on the card',
            type: 'upload',
            relationTo: 'media',
            admin: {
              width: '50%',
              description:
                'Empty: the article’s hero picture (a page address has none). Shown small, cropped to 3:2.',
            },
          },
        ],
      },
    ],
  }
  return [
    {
      name: 'blockTitle',
      label: 'Heading',
      type: 'text',
      validate: (value: unknown, rule: RuleOptions) => {
        if (!inUse(rule)) return true
        if (!filled(value))
          return 'Add a heading: it names the block for every reader, e.g. "OUR TOP CBD PRODUCTS".'
        return lengthMessage('Heading', value, BLOCK_TITLE_MAX)
      },
      admin: {
        ...(condition ? { condition } : {}),
        description: `The block’s heading, e.g. "OUR TOP CBD PRODUCTS". Up to ${BLOCK_TITLE_MAX} characters.`,
        components: { afterInput: [lengthLimitComponent('Heading', BLOCK_TITLE_MAX)] },
      },
    },
    {
      name: 'mainImage',
      label: 'Main picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        ...(condition ? { condition } : {}),
        description:
          'Shown beside the heading (above it on phones), cropped to 3:2: landscape, at least 800 × 533 px. Its description is read to people who cannot see it. Empty: no picture.',
      },
    },
    relatedArticles,
  ]
}

const chosenHere: ActiveWhen = (block) => block?.source === 'here'
const otherPage: ActiveWhen = (block) => block?.source === 'otherPage'

/**
 * Recommended products (002 §3.8): the set of Commerce → Recommended products that lists this page (or
 * another page) shows in full, a short heading linking to it on the set's other pages; or related articles
 * chosen in the block itself.
 */
export const recommendedProductsBlock: Block = {
  slug: 'recommendedProducts',
  interfaceName: 'RecommendedProductsBlock',
  labels: { singular: 'Recommended products', plural: 'Recommended products' },
  admin: {
    images: recommendedProductsImages,
    custom: {
      description:
        'Related articles under a heading such as "OUR TOP CBD PRODUCTS", from Commerce → Recommended products.',
    },
  },
  fields: [
    {
      name: 'source',
      label: 'What to show',
      type: 'select',
      required: true,
      defaultValue: 'thisPage',
      options: [
        { label: 'This page’s recommendations, from Commerce → Recommended products', value: 'thisPage' },
        { label: 'Another page’s recommendations', value: 'otherPage' },
        { label: 'Related articles chosen here, for this article only', value: 'here' },
      ],
      admin: {
        description:
          'A set in Commerce → Recommended products that lists this page shows in full: heading, picture and four related articles. A page listed under a set’s "Other pages" shows only its short heading, linking to the set’s main page. A page in no set shows nothing.',
      },
    },
    sitePathField({
      name: 'setPath',
      label: 'Page whose recommendations to show',
      required: true,
      active: otherPage,
      admin: {
        condition: (_data, siblingData) => otherPage(record(siblingData)),
        description: `The address of a page listed in a set in Commerce → Recommended products, e.g. ${EXAMPLE_PATH}. Shows here what shows there; nothing if that page is in no set.`,
      },
    }),
    ...recommendationFields({
      active: chosenHere,
      condition: (_data, siblingData) => chosenHere(record(siblingData)),
    }),
  ],
}
