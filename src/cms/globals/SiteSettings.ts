import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { documentRichTextEditor } from '../fields/plainRichText'
import { revalidateHook } from '../revalidate'
import { advertisingSettingsField } from './advertisingSettings'
import { commerceSettingsField } from './commerceSettings'
import { privacySettingsField } from './privacySettings'

export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  hooks: {
    // Every page shows the settings; the ad catalog holds the advertising ones.
    afterChange: [revalidateHook(() => [CACHE_TAGS.global('siteSettings'), CACHE_TAGS.ads])],
  },
  fields: [
    {
      name: 'siteName',
      label: 'Site name',
      type: 'text',
      required: true,
      defaultValue: 'Wellread',
      admin: {
        description:
          'Shown as the logo in the header, in the footer and in news feeds; search engines read it as the publisher’s name.',
      },
    },
    {
      name: 'tagline',
      label: 'Tagline',
      type: 'text',
      defaultValue: 'Health information you can trust',
      admin: { description: 'A short line about the site. Not shown on the page yet.' },
    },
    {
      name: 'siteHost',
      label: 'Site’s own address',
      type: 'text',
      defaultValue: 'wellread.example',
      admin: {
        description:
          'The domain without https:// or www., e.g. wellread.example. Links to it, and to its www. and preview addresses, open in the same tab; links to other sites open in a new tab.',
      },
    },
    {
      name: 'defaultShareImage',
      label: 'Picture for sharing',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Meant for when a page without its own picture is shared on social media. Not used on the site yet.',
      },
    },
    {
      name: 'editorialPolicy',
      label: 'Editorial policy',
      type: 'textarea',
      admin: {
        description: 'One paragraph in the footer on how articles are written and reviewed.',
      },
    },
    {
      name: 'copyrightHolder',
      label: 'Copyright holder',
      type: 'text',
      defaultValue: 'Wellread Media',
      admin: {
        description: 'Shown after © in the footer and in news feeds. Empty: the site name.',
      },
    },
    {
      name: 'privacyPolicy',
      label: 'Privacy policy',
      type: 'richText',
      editor: documentRichTextEditor,
      admin: {
        description: 'The page at /privacy-policy, linked from the footer and the privacy update bar.',
      },
    },
    commerceSettingsField,
    privacySettingsField,
    advertisingSettingsField,
    {
      name: 'promotions',
      label: 'Promotions',
      type: 'group',
      admin: {
        description: 'How drivers (Promotions → Drivers) fill their positions on every page.',
      },
      fields: [
        {
          name: 'mockDrivers',
          label: 'Show position markers instead of drivers',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'For checking where positions are: every position shows a purple box naming it ("Article Placement for mocked driver: …") instead of a driver. Works only where the operator allows markers (ALLOW_DRIVER_MOCKS; on by default outside production).',
          },
        },
        {
          name: 'defaultNewsletterList',
          label: 'Newsletter of the Subscribe button',
          type: 'relationship',
          relationTo: 'newsletterLists',
          admin: {
            description:
              'The list the header’s Subscribe dialog signs readers up to when no driver fills it (Header: Subscribe dialog). Empty: the dialog says sign-up is unavailable, and the gap is reported.',
          },
        },
      ],
    },
    {
      name: 'termsOfUse',
      label: 'Terms of use',
      type: 'richText',
      editor: documentRichTextEditor,
      admin: { description: 'The page at /terms-of-use, linked from the footer.' },
    },
  ],
}
