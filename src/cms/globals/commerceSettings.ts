import type { Field } from 'payload'
import { urlField } from '../fields/url'

export const FEATURED_PARTNER_EXPLANATION_DEFAULT =
  'Featured Partner: this brand pays for its placement here. Our editors still test every product we feature, and no brand can pay for a positive review.'

/**
 * Site settings for product cards and affiliate links (site settings → Commerce). Read on the server into the
 * widgets' context (`commerceContext`), so every article page stays one cached page for every reader.
 */
export const commerceSettingsField: Field = {
  name: 'commerce',
  label: 'Commerce',
  type: 'group',
  admin: {
    description:
      'How product cards and links to shops behave across the site. Changes show on every article within seconds.',
  },
  fields: [
    {
      name: 'affiliatePartners',
      label: 'Partners whose links carry the commission note',
      type: 'array',
      labels: { singular: 'Partner', plural: 'Partners' },
      admin: {
        description:
          'A product card shows its commission note ("We may earn a commission…") only when its shop button leads to one of these domains (subdomains included). Add a row per domain; a partner with two sites gets two rows with the same name.',
      },
      fields: [
        {
          name: 'name',
          label: 'Partner',
          type: 'text',
          required: true,
          admin: { description: 'For your records, e.g. "Example Shop".' },
        },
        {
          name: 'domain',
          label: 'Domain',
          type: 'text',
          required: true,
          admin: { description: 'e.g. shop.example.com or example.com, without https://.' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^(?=.{3,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i.test(value.trim())
              ? true
              : 'Enter a domain such as shop.example.com: letters, digits and dots, without https:// or a path.',
        },
      ],
    },
    {
      name: 'clickTrackingHosts',
      label: 'Click-tracking hosts',
      type: 'array',
      labels: { singular: 'Host', plural: 'Hosts' },
      admin: {
        description:
          'Hosts of an affiliate network whose links break when copied from some editors (a "¦" instead of "|" in the merchant id). Links to these hosts are repaired before they are shown.',
      },
      fields: [
        {
          name: 'host',
          label: 'Host',
          type: 'text',
          required: true,
          admin: { description: 'e.g. click.example.net' },
        },
      ],
    },
    {
      name: 'ratingRowHiddenPaths',
      label: 'Pages whose product cards hide the rating in the rating test',
      type: 'array',
      labels: { singular: 'Page', plural: 'Pages' },
      admin: {
        description:
          'On these pages, readers in the "rating row" experiment (Content → Experiments) see product cards without their star rating, to learn whether ratings help readers choose. Everyone else sees the rating.',
      },
      fields: [
        urlField({
          name: 'path',
          label: 'Page',
          required: true,
          admin: { description: 'The page’s address on this site, e.g. /health/best-cbd-gummies.' },
        }),
      ],
    },
    {
      name: 'carouselTitles',
      label: 'Product carousel titles',
      type: 'array',
      labels: { singular: 'Title', plural: 'Titles' },
      admin: {
        description:
          'The heading above the product carousel that readers in the carousel experiment see instead of the list of cards. One row per page; pages without a row show "Our top picks".',
      },
      fields: [
        urlField({
          name: 'path',
          label: 'Page',
          required: true,
          admin: { description: 'e.g. /health/best-cbd-gummies' },
        }),
        {
          name: 'title',
          label: 'Heading',
          type: 'text',
          required: true,
          admin: { description: 'e.g. "Our top CBD gummies"' },
        },
      ],
    },
    {
      name: 'featuredPartnerExplanation',
      label: 'Featured partner explanation',
      type: 'textarea',
      defaultValue: FEATURED_PARTNER_EXPLANATION_DEFAULT,
      admin: {
        description:
          'Shown beside the "Featured partner" label on cards and offers from brands that pay for their placement. Say that the placement is paid, that editors test the products, and that positive reviews are not for sale.',
      },
    },
    urlField({
      name: 'vettingPagePath',
      label: 'Page on how we vet brands',
      defaultValue: '/health/how-we-vet-brands-and-products',
      admin: {
        description:
          'Linked from commission notes and partner labels ("How we vet brands and products"). A page on this site.',
      },
    }),
  ],
}
