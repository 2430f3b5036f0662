import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { documentRichTextEditor } from '../fields/plainRichText'
import { revalidateHook } from '../revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  hooks: {
    afterChange: [revalidateHook(() => [CACHE_TAGS.global('siteSettings')])],
  },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Wellread' },
    { name: 'tagline', type: 'text', defaultValue: 'Health information you can trust' },
    {
      name: 'siteHost',
      type: 'text',
      defaultValue: 'wellread.example',
      admin: {
        description:
          "The site's own host name without prefix. Links to it (and to its www, anon, dev and frontend-* hosts) count as internal.",
      },
    },
    { name: 'defaultShareImage', type: 'upload', relationTo: 'media' },
    {
      name: 'editorialPolicy',
      type: 'textarea',
      admin: {
        description: 'One paragraph shown in the footer about how articles are written and reviewed.',
      },
    },
    { name: 'copyrightHolder', type: 'text', defaultValue: 'Wellread Media' },
    { name: 'privacyPolicy', type: 'richText', editor: documentRichTextEditor },
    { name: 'termsOfUse', type: 'richText', editor: documentRichTextEditor },
  ],
}
