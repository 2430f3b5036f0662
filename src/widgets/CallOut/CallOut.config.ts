import type { Block, Condition } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { colorField } from '@/cms/fields/color'
import { lengthMessage } from '@/cms/fields/draftRules'
import { lengthLimitComponent } from '@/cms/fields/lengthLimit'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { colors } from '@/lib/tokens'
import { callOutImages } from './CallOut.thumbnail'
import {
  CALL_OUT_ICONS,
  CALL_OUT_SCHEMES,
  type CallOutFields,
  callOutVariant,
  ITEM_TITLE_MAX,
  SERIES_ARTICLES_MAX,
  WHISPER_MAX,
} from './callOut'

/** Shown only for the kind of call-out the editor chose (hidden fields are neither shown nor checked). */
const whenVariant =
  (variant: ReturnType<typeof callOutVariant>): Condition =>
  (_data, siblingData) =>
    callOutVariant((siblingData ?? {}) as CallOutFields) === variant

const iconOptions = CALL_OUT_ICONS.map(({ value, label }) => ({ value, label }))

const maxLength = (label: string, max: number) => (value: unknown) => lengthMessage(label, value, max)

/**
 * Call-out: a box set apart from the article's text. Three kinds: a box of titled items (lines or short
 * text, each with an icon), related articles under "Related Articles", or a content series' promotion.
 * On a brand page it takes the brand's colour. Series and brand-page call-outs get the background wave.
 */
export const callOutBlock: Block = {
  slug: 'callOut',
  interfaceName: 'CallOutBlock',
  labels: { singular: 'Call-out', plural: 'Call-outs' },
  admin: {
    images: callOutImages,
    custom: {
      description:
        'A box set apart from the text: tips or warnings with icons, related articles, or a series.',
    },
  },
  fields: [
    {
      name: 'isContentSeries',
      label: 'Promote a content series',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Tick to show a series of articles instead of a box: its title, author and up to three of its articles. Fill in "Content series" below.',
      },
    },
    {
      name: 'driverType',
      label: 'Kind of call-out',
      type: 'select',
      defaultValue: 'box',
      options: [
        { label: 'Box with items (tips, warnings, key points)', value: 'box' },
        { label: 'Related articles', value: 'multiArticleText' },
      ],
      admin: {
        condition: (_data, siblingData) => !siblingData?.isContentSeries,
        description:
          'A box shows titled items with icons. Related articles shows a list of links under the heading "Related Articles".',
      },
    },
    {
      name: 'optionalWhisper',
      label: 'Small line above the title',
      type: 'text',
      validate: maxLength('Small line above the title', WHISPER_MAX),
      admin: {
        description: `Optional, in small capitals at the top of the box, e.g. "Good to know" or "A Wellread series". Up to ${WHISPER_MAX} characters. Leave empty for none.`,
        components: { afterInput: [lengthLimitComponent('Small line above the title', WHISPER_MAX)] },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hasOptionalIcon',
          label: 'Show an icon at the top',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'An icon beside the small line at the top. A series shows its own icon instead.',
          },
        },
        {
          name: 'optionalIcon',
          label: 'Top icon',
          type: 'select',
          options: iconOptions,
          admin: {
            condition: (_data, siblingData) => Boolean(siblingData?.hasOptionalIcon),
            description: 'Drawn in the box’s colour. Pick the one that matches the message.',
          },
        },
      ],
    },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      validate: atLeastOne('Add at least one item to the call-out box.'),
      admin: {
        condition: whenVariant('box'),
        description:
          'Each item has an icon and a title, then either lines (e.g. symptoms to watch for) or a few sentences. Items without a title or words are left out.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'headerIcon',
              label: 'Icon',
              type: 'select',
              options: iconOptions,
              admin: { description: 'Optional; shown before the title.' },
            },
            {
              name: 'headerTitle',
              label: 'Title',
              type: 'text',
              validate: maxLength('Title', ITEM_TITLE_MAX),
              admin: {
                description: `e.g. "When to call your doctor". Up to ${ITEM_TITLE_MAX} characters.`,
                components: { afterInput: [lengthLimitComponent('Title', ITEM_TITLE_MAX)] },
              },
            },
          ],
        },
        {
          name: 'list',
          label: 'Lines',
          type: 'array',
          labels: { singular: 'Line', plural: 'Lines' },
          admin: {
            description:
              'One short point per line, e.g. "Chest pain that lasts more than a few minutes". When there are lines, the text below is not shown.',
          },
          fields: [{ name: 'text', label: 'Line', type: 'text' }],
        },
        {
          name: 'isBullets',
          label: 'Bullets before the lines',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Untick for plain lines without bullets (e.g. facts at a glance).' },
        },
        {
          name: 'content',
          label: 'Text',
          type: 'richText',
          editor: plainRichTextEditor,
          admin: {
            description:
              'Used when the item has no lines: a few sentences, with bold, italic, links or a list.',
          },
        },
      ],
    },
    {
      name: 'multiArticleText',
      label: 'Related articles',
      type: 'group',
      admin: {
        condition: whenVariant('relatedArticles'),
        description: 'Shown under the heading "Related Articles". Three to five links read best.',
      },
      fields: [
        {
          name: 'items',
          label: 'Articles',
          type: 'array',
          labels: { singular: 'Article', plural: 'Articles' },
          validate: atLeastOne('Add at least one related article.'),
          fields: [
            {
              name: 'title',
              label: 'Title',
              type: 'text',
              required: true,
              admin: { description: 'The words of the link, e.g. "Walking for heart health".' },
            },
            urlField({
              name: 'link',
              label: 'Link',
              required: true,
              allow: { anchor: true },
              admin: {
                description:
                  'The article’s address, e.g. /fitness/walking-for-heart-health. Other sites open in a new tab.',
              },
            }),
          ],
        },
      ],
    },
    {
      name: 'contentSeries',
      label: 'Content series',
      type: 'group',
      admin: {
        condition: whenVariant('contentSeries'),
        description:
          'The series shows with its title, icon and author. Its articles are listed only when there are two or three; with one, only the series shows.',
      },
      fields: [
        {
          name: 'title',
          label: 'Series title',
          type: 'text',
          required: true,
          admin: { description: 'e.g. "Heart health, step by step".' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'color_scheme',
              label: 'Colours',
              type: 'select',
              defaultValue: 'mint',
              options: CALL_OUT_SCHEMES.map(({ value, label }) => ({ value, label })),
              admin: { description: 'The box’s background. On a brand page the brand’s colour is used.' },
            },
            {
              name: 'icon',
              label: 'Series icon',
              type: 'select',
              options: iconOptions,
              admin: { description: 'Shown beside the series title. Optional.' },
            },
          ],
        },
        urlField({
          name: 'link',
          label: 'Series page',
          admin: {
            description:
              'Optional: the page listing the whole series, e.g. /health. Adds an "Explore the series" link.',
          },
        }),
        {
          name: 'single_author',
          label: 'Series author',
          type: 'relationship',
          relationTo: 'authors',
          admin: {
            description:
              'When one person writes the whole series: their name, credentials, photo and bio come from their profile.',
          },
        },
        {
          type: 'collapsible',
          label: 'Series author without a profile (optional)',
          admin: {
            initCollapsed: true,
            description: 'Only when the series author has no profile. A profile chosen above wins.',
          },
          fields: [
            { name: 'authorName', label: 'Name, with credentials', type: 'text' },
            {
              name: 'authorPhoto',
              label: 'Photo',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'A square photo works best.' },
            },
            {
              name: 'authorBio',
              label: 'About them',
              type: 'textarea',
              admin: { description: 'One or two sentences.' },
            },
          ],
        },
        urlField({
          name: 'authorLink',
          label: 'Author page',
          admin: { description: 'Optional: where the author’s name links to, e.g. their page on this site.' },
        }),
        {
          name: 'articles',
          label: 'Articles in the series',
          type: 'array',
          maxRows: SERIES_ARTICLES_MAX,
          labels: { singular: 'Article', plural: 'Articles' },
          admin: {
            description: `Up to ${SERIES_ARTICLES_MAX}, in reading order. With only one, the list is not shown (the series page link is).`,
          },
          fields: [
            { name: 'title', label: 'Title', type: 'text', required: true },
            urlField({
              name: 'url',
              label: 'Link',
              required: true,
              admin: { description: 'e.g. /fitness/walking-for-heart-health.' },
            }),
            {
              name: 'thumbnail',
              label: 'Picture',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Shown small beside the title (cropped to 3:2). Optional.' },
            },
            {
              name: 'authors',
              label: 'Written by',
              type: 'array',
              labels: { singular: 'Author', plural: 'Authors' },
              admin: { description: 'Shown as "By Ann Roe and Sam Lee". Optional.' },
              fields: [{ name: 'name', label: 'Name', type: 'text', required: true }],
            },
          ],
        },
      ],
    },
    {
      name: 'isBrandPage',
      label: 'On a brand page',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Tick on a partner brand’s page: the box takes the brand’s colour with white text, and a gentle wave.',
      },
    },
    {
      name: 'brandPage',
      label: 'Brand',
      type: 'group',
      admin: { condition: (_data, siblingData) => Boolean(siblingData?.isBrandPage) },
      fields: [
        colorField({
          name: 'brandColor',
          label: 'Brand colour',
          contrastWith: colors.onBrand,
          admin: {
            description:
              'The box’s background, under white text. Dark colours only; one too pale for white text is replaced by the site’s green.',
          },
        }),
      ],
    },
  ],
}
