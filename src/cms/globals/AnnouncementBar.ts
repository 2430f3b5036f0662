import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

/** The announcement bar above the header (001 §3 "Announcement bar", §4). */
export const AnnouncementBar: GlobalConfig = {
  slug: 'announcementBar',
  label: 'Announcement bar',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateHook(() => [CACHE_TAGS.global('announcementBar')])] },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Show the bar on every page. Readers who dismiss it do not see it again for 14 days.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'campaignName', type: 'text', admin: { description: 'For tracking; not shown to readers.' } },
        { name: 'headline', type: 'text' },
      ],
    },
    { name: 'announcementText', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'callToActionType',
          type: 'select',
          defaultValue: 'link',
          options: [
            { label: 'Link', value: 'link' },
            { label: 'Button', value: 'button' },
          ],
        },
        { name: 'callToAction', type: 'text', admin: { description: 'The call-to-action label.' } },
        { name: 'callToActionURL', type: 'text' },
      ],
    },
    { name: 'openCallToActionUrlOnSameTab', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [
        { name: 'backgroundColor', type: 'text', defaultValue: '#0b6e5e' },
        { name: 'textColor', type: 'text', defaultValue: '#ffffff' },
      ],
    },
    {
      name: 'logoURLs',
      type: 'group',
      admin: { description: 'Optional logo image URL per breakpoint.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'mobile', type: 'text', admin: { description: 'Below 768 px' } },
            { name: 'tablet', type: 'text', admin: { description: '768–1189 px' } },
            { name: 'desktop', type: 'text', admin: { description: '1190 px and up' } },
          ],
        },
      ],
    },
    {
      name: 'isPrivacySettingsUpdatedMPD',
      label: 'Privacy settings updated',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the "privacy settings updated" bar instead of the announcement.' },
    },
  ],
}
