import type { Field, GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

const imageLink: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'url', type: 'text', required: true },
  { name: 'image', type: 'upload', relationTo: 'media' },
]

/** Site navigation (001 §3 "Site navigation" and "Secondary nav"). */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  hooks: {
    afterChange: [revalidateHook(() => [CACHE_TAGS.global('navigation')])],
  },
  fields: [
    {
      name: 'header',
      type: 'group',
      fields: [
        {
          name: 'links',
          type: 'array',
          labels: { singular: 'Top-level item', plural: 'Top-level items' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'url', type: 'text' },
              ],
            },
            {
              name: 'columns',
              type: 'array',
              labels: { singular: 'Column', plural: 'Columns' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'title', type: 'text' },
                    { name: 'subtitle', type: 'text' },
                    {
                      name: 'widget',
                      type: 'text',
                      admin: { description: 'Optional widget name shown in the column.' },
                    },
                  ],
                },
                {
                  name: 'columnButton',
                  type: 'group',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'text', type: 'text' },
                        { name: 'link', type: 'text' },
                      ],
                    },
                  ],
                },
                {
                  name: 'links',
                  type: 'array',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'label', type: 'text', required: true },
                        { name: 'url', type: 'text', required: true },
                        {
                          name: 'target',
                          type: 'select',
                          defaultValue: '_self',
                          options: [
                            { label: 'Same tab', value: '_self' },
                            { label: 'New tab', value: '_blank' },
                          ],
                        },
                      ],
                    },
                    { name: 'title', type: 'text', admin: { description: 'Tooltip / accessible title.' } },
                    { name: 'image', type: 'upload', relationTo: 'media' },
                    { name: 'description', type: 'textarea' },
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
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media' },
            { name: 'icon', type: 'upload', relationTo: 'media' },
            { name: 'title', type: 'text' },
          ],
        },
        {
          name: 'columns',
          type: 'array',
          maxRows: 1,
          fields: [
            { name: 'title', type: 'text' },
            {
              name: 'text',
              type: 'array',
              fields: [{ name: 'paragraph', type: 'textarea', required: true }],
            },
            {
              name: 'column',
              type: 'group',
              fields: [
                { name: 'title', type: 'text' },
                { name: 'links', type: 'array', fields: imageLink },
              ],
            },
            {
              name: 'partner',
              type: 'group',
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media' },
                { name: 'label', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'secondaryNav',
      type: 'group',
      admin: { description: 'Category sub-navigation on non-article pages and non-sponsored articles.' },
      fields: [
        {
          name: 'branding',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'imageSrc', type: 'text' },
                { name: 'text', type: 'text' },
                { name: 'textColor', type: 'text' },
                { name: 'url', type: 'text' },
              ],
            },
          ],
        },
        {
          name: 'items',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
              ],
            },
            {
              name: 'links',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
