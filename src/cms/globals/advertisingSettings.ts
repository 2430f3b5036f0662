import type { Field } from 'payload'

/**
 * Site settings → Advertising (issue 28): the switches of the site's ads, exactly the fields of `AdSettings`
 * (src/services/ads/catalog.ts), read into the ad catalog (src/cms/adCatalog.ts); saving drops the catalog.
 */
export const advertisingSettingsField: Field = {
  name: 'advertising',
  label: 'Advertising',
  type: 'group',
  admin: {
    description:
      'Ads across the site. Campaigns and creatives are under Advertising; an article or category can take ads off its own pages.',
  },
  // No `row`s here: Payload's admin rendered the fields of a row inside this group not at all (seen in a
  // browser), so each field has its own line.
  fields: [
    {
      name: 'enabled',
      label: 'Show ads',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'Off: no ad shows anywhere on the site, whatever the campaigns say.',
      },
    },
    {
      name: 'partnerEnabled',
      label: 'Use the advertising partner',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Lets the programmatic partner fill the slots no paid campaign fills (before house ads), for readers who accept advertising cookies only, in a sealed frame that cannot see the page. Never on ad-free or sensitive pages. Needs the partner set up by the operator (AD_PARTNER_URL); without it this does nothing.',
      },
    },
    {
      name: 'reinsertStickyWhenBlocked',
      label: 'Put sticky ads back when an ad blocker removes them',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'When the site finds a reader’s ad blocker at work (it counts those page views in the ad report, and never asks readers to turn it off), the sticky ads (the leaderboard that follows the page, the in-text leaderboard that sticks, the phone’s leaderboard at the bottom) stay only if this is on. Off: readers with an ad blocker see no sticky ads.',
      },
    },
    {
      name: 'adFreeKeywords',
      label: 'No ads on pages with these keywords',
      type: 'text',
      hasMany: true,
      maxRows: 100,
      admin: {
        description:
          'Any article with one of these keywords shows no ads, e.g. "grief". Press Enter after each.',
      },
    },
    {
      name: 'sensitiveKeywords',
      label: 'House ads only on pages with these keywords',
      type: 'text',
      hasMany: true,
      maxRows: 100,
      admin: {
        description:
          'Any article with one of these keywords is a sensitive topic: only the site’s own ads, e.g. "addiction". Press Enter after each.',
      },
    },
  ],
}
