import type { Field, GlobalConfig } from 'payload'
import { colors } from '@/lib/tokens'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { colorField } from '../fields/color'
import { urlField } from '../fields/url'
import { revalidateHook } from '../revalidate'

/** Help for fields the header does not use yet. */
const NOT_SHOWN_YET = 'Not shown on the page yet.'

const imageLink: Field[] = [
  { name: 'title', label: 'Link text', type: 'text', required: true },
  urlField({
    name: 'url',
    label: 'Link',
    required: true,
    admin: { description: 'A page on this site (e.g. /health) or another site (https://…).' },
  }),
  {
    name: 'image',
    label: 'Picture',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Optional, shown small (48 × 48 px) beside the link.' },
  },
]

/**
 * Site navigation (001 §3 "Site navigation" and "Secondary nav"). What each field does on the page:
 * `src/chrome/Header/nav.ts`.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Site', description: 'The menus at the top of every page.' },
  access: { read: anyone, update: isEditor },
  hooks: {
    afterChange: [revalidateHook(() => [CACHE_TAGS.global('navigation')])],
  },
  fields: [
    {
      name: 'header',
      label: 'Header menu',
      type: 'group',
      admin: {
        description:
          'The menu across the header (on phones, behind the menu button). Each item opens a page, or a panel of links when it has columns.',
      },
      fields: [
        {
          name: 'links',
          label: 'Menu items',
          type: 'array',
          labels: { singular: 'Top-level item', plural: 'Top-level items' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'title',
                  label: 'Name',
                  type: 'text',
                  required: true,
                  admin: { description: 'Shown in the menu, e.g. "Health".' },
                },
                urlField({
                  name: 'url',
                  label: 'Link',
                  admin: {
                    description:
                      'The page it opens, e.g. /health. With columns, it shows as "All …" at the foot of the panel. An item with neither a link nor columns is not shown.',
                  },
                }),
              ],
            },
            {
              name: 'columns',
              label: 'Columns of the panel',
              type: 'array',
              labels: { singular: 'Column', plural: 'Columns' },
              admin: {
                description:
                  'The links in the panel this item opens. One column of plain links shows as a short list; several columns, or titles, descriptions or pictures, show as a wide panel. A column without links or a button is not shown.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'title',
                      label: 'Column title',
                      type: 'text',
                      admin: { description: 'Optional, above the links.' },
                    },
                    {
                      name: 'subtitle',
                      label: 'Column subtitle',
                      type: 'text',
                      admin: { description: 'Optional, under the title.' },
                    },
                    {
                      name: 'widget',
                      label: 'Widget in the column',
                      type: 'text',
                      admin: { description: NOT_SHOWN_YET },
                    },
                  ],
                },
                {
                  name: 'columnButton',
                  label: 'Button under the links',
                  type: 'group',
                  admin: { description: 'Optional. Shows when it has both its text and its link.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'text',
                          label: 'Button text',
                          type: 'text',
                          admin: { description: 'e.g. "See all heart health".' },
                        },
                        urlField({ name: 'link', label: 'Button link' }),
                      ],
                    },
                  ],
                },
                {
                  name: 'links',
                  label: 'Links',
                  type: 'array',
                  labels: { singular: 'Link', plural: 'Links' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'label', label: 'Link text', type: 'text', required: true },
                        urlField({
                          name: 'url',
                          label: 'Link',
                          required: true,
                          admin: { description: 'A page on this site (e.g. /health/sleep) or https://…' },
                        }),
                        {
                          name: 'target',
                          label: 'Opens in',
                          type: 'select',
                          defaultValue: '_self',
                          options: [
                            { label: 'Same tab', value: '_self' },
                            { label: 'New tab', value: '_blank' },
                          ],
                          admin: { description: 'Links to other sites always open in a new tab.' },
                        },
                      ],
                    },
                    {
                      name: 'title',
                      label: 'Tooltip',
                      type: 'text',
                      admin: { description: 'Optional words shown when the pointer rests on the link.' },
                    },
                    {
                      name: 'image',
                      label: 'Picture',
                      type: 'upload',
                      relationTo: 'media',
                      admin: { description: 'Optional, shown small (48 × 48 px) beside the link.' },
                    },
                    {
                      name: 'description',
                      label: 'Description',
                      type: 'textarea',
                      admin: { description: 'Optional, a line under the link text.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'branding',
      label: 'Partner in the header',
      type: 'group',
      admin: {
        description:
          'A button in the header that opens a partner’s panel: their logo, a few lines of text and links.',
      },
      fields: [
        {
          name: 'enabled',
          label: 'Show the partner button',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'logo',
              label: 'Logo',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'At the top of the panel, 32 px high.' },
            },
            {
              name: 'icon',
              label: 'Small icon',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Beside the button’s name, 20 × 20 px.' },
            },
            {
              name: 'title',
              label: 'Button name',
              type: 'text',
              admin: { description: 'e.g. the partner’s name. Empty: "Partner".' },
            },
          ],
        },
        {
          name: 'columns',
          label: 'Panel',
          type: 'array',
          maxRows: 1,
          labels: { singular: 'Panel', plural: 'Panel' },
          fields: [
            {
              name: 'title',
              label: 'Title',
              type: 'text',
              admin: { description: 'Optional, above the text.' },
            },
            {
              name: 'text',
              label: 'Text',
              type: 'array',
              labels: { singular: 'Paragraph', plural: 'Paragraphs' },
              fields: [{ name: 'paragraph', label: 'Paragraph', type: 'textarea', required: true }],
            },
            {
              name: 'column',
              label: 'Links',
              type: 'group',
              fields: [
                {
                  name: 'title',
                  label: 'Title above the links',
                  type: 'text',
                },
                {
                  name: 'links',
                  label: 'Links',
                  type: 'array',
                  labels: { singular: 'Link', plural: 'Links' },
                  fields: imageLink,
                },
              ],
            },
            {
              name: 'partner',
              label: 'Partner line',
              type: 'group',
              admin: { description: 'At the foot of the panel, e.g. "In partnership with" and their logo.' },
              fields: [
                {
                  name: 'logo',
                  label: 'Logo',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: '24 px high.' },
                },
                {
                  name: 'label',
                  label: 'Words',
                  type: 'text',
                  admin: { description: 'e.g. "In partnership with".' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'secondaryNav',
      label: 'Topic bar',
      type: 'group',
      admin: {
        description:
          'A row of topic links under the header, on every page except sponsored articles and paid landing pages. It shows when it has at least one topic.',
      },
      fields: [
        {
          name: 'branding',
          label: 'Title at the start of the bar',
          type: 'group',
          admin: { description: 'Optional: words or a logo before the topics.' },
          fields: [
            {
              type: 'row',
              fields: [
                urlField({
                  name: 'imageSrc',
                  label: 'Logo address',
                  admin: {
                    description:
                      'Optional: the https:// address of a logo, shown 24 px high instead of the words.',
                  },
                }),
                {
                  name: 'text',
                  label: 'Words',
                  type: 'text',
                  admin: {
                    description:
                      'e.g. "Heart health". With a logo, they describe it for people who cannot see it.',
                  },
                },
                colorField({
                  name: 'textColor',
                  label: 'Colour of the words',
                  contrastWith: colors.paperAlt,
                  admin: { description: 'Optional. Empty: the usual text colour.' },
                }),
                urlField({
                  name: 'url',
                  label: 'Link',
                  admin: { description: 'Optional: the page the title opens, e.g. /health.' },
                }),
              ],
            },
          ],
        },
        {
          name: 'items',
          label: 'Topics',
          type: 'array',
          labels: { singular: 'Topic', plural: 'Topics' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'title',
                  label: 'Name',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "Sleep".' },
                },
                urlField({
                  name: 'url',
                  label: 'Link',
                  required: true,
                  admin: { description: 'e.g. /health/sleep. Other sites open in a new tab.' },
                }),
              ],
            },
            {
              name: 'links',
              label: 'Links under the topic',
              type: 'array',
              labels: { singular: 'Link', plural: 'Links' },
              admin: { description: NOT_SHOWN_YET },
              fields: [
                { name: 'title', label: 'Link text', type: 'text', required: true },
                urlField({ name: 'url', label: 'Link', required: true }),
              ],
            },
          ],
        },
      ],
    },
  ],
}
