import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { colorField } from '../fields/color'
import { urlField } from '../fields/url'
import { revalidateHook } from '../revalidate'

/**
 * The announcement bar above the header (001 §3 "Announcement bar", §4). What each field does on the page:
 * `src/chrome/AnnouncementBar/announcementBar.ts`.
 */
export const AnnouncementBar: GlobalConfig = {
  slug: 'announcementBar',
  label: 'Announcement bar',
  admin: {
    group: 'Site',
    description:
      'A strip above the header on every page, for news readers should not miss. Readers can close it; it stays closed for them for 14 days, unless the headline, text or campaign name changes.',
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateHook(() => [CACHE_TAGS.global('announcementBar')])] },
  fields: [
    {
      name: 'enabled',
      label: 'Show the bar',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Shows the bar on every page. It needs a headline or a text, unless it shows the privacy update.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'campaignName',
          label: 'Campaign name',
          type: 'text',
          admin: {
            description:
              'For tracking, not shown to readers, e.g. "sleep-guide-spring". A new name shows the bar again to readers who closed it.',
          },
        },
        {
          name: 'headline',
          label: 'Headline',
          type: 'text',
          admin: { description: 'Bold, at the start of the bar, e.g. "New guide:".' },
        },
      ],
    },
    {
      name: 'announcementText',
      label: 'Text',
      type: 'textarea',
      admin: {
        description:
          'Follows the headline, e.g. "How sleep and blood pressure affect each other." One or two sentences; line breaks are not kept.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'callToActionType',
          label: 'Link style',
          type: 'select',
          defaultValue: 'link',
          options: [
            { label: 'Underlined link', value: 'link' },
            { label: 'Button', value: 'button' },
          ],
          admin: { description: 'How the link looks. It works the same either way.' },
        },
        {
          name: 'callToAction',
          label: 'Link text',
          type: 'text',
          admin: {
            description:
              'e.g. "Read the guide". The link shows only when it has both its text and its address.',
          },
        },
        urlField({
          name: 'callToActionURL',
          label: 'Link address',
          allow: { contact: true },
          admin: {
            description:
              'A page on this site (e.g. /health/sleep), another site (https://…), or mailto: / tel:. Other sites open in a new tab.',
          },
        }),
      ],
    },
    {
      name: 'openCallToActionUrlOnSameTab',
      label: 'Open other sites in the same tab',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Pages on this site always open in the same tab.' },
    },
    {
      type: 'row',
      fields: [
        colorField({
          name: 'backgroundColor',
          label: 'Background colour',
          defaultValue: '#0b6e5e',
          contrastWithField: 'textColor',
          admin: {
            description:
              'Brand green unless changed. If the text colour would be hard to read on it, the bar uses brand green and white instead.',
          },
        }),
        colorField({
          name: 'textColor',
          label: 'Text colour',
          defaultValue: '#ffffff',
          admin: {
            description:
              'For the headline, the text, the link and the close button. White unless changed. How readable it is shows under the background colour.',
          },
        }),
      ],
    },
    {
      name: 'logoURLs',
      label: 'Logo',
      type: 'group',
      admin: {
        description:
          'Optional: a small logo at the start of the bar, as the address of an image (shown in a 96 × 24 px box on phones, 112 × 28 px on larger screens). A screen size without its own logo uses the closest smaller size’s, or else the smallest one given. It is decoration: say what matters in the text.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            urlField({
              name: 'mobile',
              label: 'On phones',
              admin: { description: 'Screens narrower than 768 px.' },
            }),
            urlField({
              name: 'tablet',
              label: 'On tablets',
              admin: { description: 'Screens 768 to 1189 px wide.' },
            }),
            urlField({
              name: 'desktop',
              label: 'On computers',
              admin: { description: 'Screens 1190 px wide and wider.' },
            }),
          ],
        },
      ],
    },
    {
      name: 'isPrivacySettingsUpdatedMPD',
      label: 'Show the privacy update instead',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Replaces the announcement with a fixed message, "We have updated our privacy policy and settings", and a link to the privacy policy. To show it again to readers who closed it, change the campaign name.',
      },
    },
  ],
}
