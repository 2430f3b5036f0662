import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { DEVICE_TYPES } from '@/lib/placements'
import { SECTIONS, TEMPLATES } from '@/lib/sections'
import { AD_TIERS, type AdTier } from '@/services/ads/engine'
import {
  AD_CAP_COUNT_MAX,
  AD_CAP_DAYS_MAX,
  AD_NAME_MAX,
  AD_POSITION_OPTIONS,
  AD_WEIGHT,
  countriesProblem,
  flightProblem,
  frequencyCapProblem,
  impressionGoalProblem,
  normalizeCountries,
  wholeNumberProblem,
} from '@/services/ads/rules'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { revalidateHook } from '../revalidate'
import { ADVERTISERS_SLUG } from './Advertisers'

export const AD_CAMPAIGNS_SLUG = 'ad-campaigns'

const revalidateAds = revalidateHook(() => [CACHE_TAGS.ads])

/** The tiers in editors' words: which campaigns win a slot first. */
const TIER_LABELS: Record<AdTier, string> = {
  sponsorship: 'Sponsorship (fills first)',
  standard: 'Standard',
  house: 'House (the site’s own ads: fill what campaigns leave)',
}
export const AD_TIER_OPTIONS = AD_TIERS.map((value) => ({ value, label: TIER_LABELS[value] }))

type Dates = { startsAt?: unknown; endsAt?: unknown }
type Cap = { count?: unknown; days?: unknown }

/** A campaign with creatives stays: delete or move its creatives first. */
const keepWhileCreatives: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'ad-creatives',
    where: { campaign: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      `This campaign still has ${totalDocs === 1 ? 'a creative' : `${totalDocs} creatives`}. Delete ${totalDocs === 1 ? 'it' : 'them'} first (Advertising → Creatives), or switch the campaign off to stop its ads and keep its history.`,
      400,
      undefined,
      true,
    )
}

/**
 * Ad campaigns (issue 28): what the first-party ad server (src/services/ads/engine.ts) chooses from for each
 * ad slot of a page: the advertiser, the tier, the flight, the pacing, the frequency cap and where it may
 * show. The ads themselves are its creatives (Advertising → Creatives). No drafts: switch a campaign on or
 * off with "Running"; changes reach readers within seconds (the catalog is dropped on every save here and is
 * at most ADS_RELOAD_SECONDS old on other instances). Pages never contain ads, so no page is regenerated.
 */
export const AdCampaigns: CollectionConfig = {
  slug: AD_CAMPAIGNS_SLUG,
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: {
    useAsTitle: 'name',
    // The list reads only its columns (issue 27; tests/unit/admin-lists.test.ts).
    enableListViewSelectAPI: true,
    group: 'Advertising',
    defaultColumns: ['name', 'advertiser', 'tier', 'enabled', 'startsAt', 'endsAt', 'updatedAt'],
    listSearchableFields: ['name'],
    description:
      'What the site’s own ad server picks from for each ad slot. Sponsorships fill first, then standard campaigns, then house ads. Within a tier, campaigns behind their impression goal come first, then the weights share the slots.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeDelete: [keepWhileCreatives],
    afterChange: [revalidateAds],
    afterDelete: [revalidateAds],
  },
  fields: [
    {
      // "See where it shows": opens Advertising → Who fills an ad slot, following this campaign (issue 28).
      name: 'seeWhereItShows',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/cms/admin/SeeWhereItShows.client#SeeWhereItShows' },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          required: true,
          maxLength: AD_NAME_MAX,
          validate: (value: unknown) =>
            typeof value === 'string' && value.trim() !== ''
              ? value.length <= AD_NAME_MAX || `Keep the name to ${AD_NAME_MAX} characters.`
              : 'Name the campaign, e.g. "Spring trail shoes, fitness section".',
          admin: {
            width: '60%',
            description: `How you find it in lists and reports. Not shown to readers. Up to ${AD_NAME_MAX} characters.`,
            components: { afterInput: [lengthLimitComponent('Name', AD_NAME_MAX)] },
          },
        },
        {
          name: 'advertiser',
          label: 'Advertiser',
          type: 'relationship',
          relationTo: ADVERTISERS_SLUG,
          required: true,
          validate: (value: unknown) =>
            value === null || value === undefined || value === ''
              ? 'Pick the advertiser: readers see its name on native ads, and reports group campaigns by it.'
              : true,
          admin: { width: '40%', description: 'Who it is for (Advertising → Advertisers).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tier',
          label: 'Tier',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          options: AD_TIER_OPTIONS,
          admin: {
            width: '40%',
            description:
              'Sponsorships fill a slot before any standard campaign; house ads (the site’s own) only fill what no campaign takes. Sensitive pages show house ads only.',
          },
        },
        {
          name: 'weight',
          label: 'Weight',
          type: 'number',
          defaultValue: AD_WEIGHT.default,
          validate: (value: unknown) =>
            wholeNumberProblem('Weight', value, AD_WEIGHT.min, AD_WEIGHT.max) ?? true,
          admin: {
            width: '30%',
            step: 1,
            description: `${AD_WEIGHT.min} to ${AD_WEIGHT.max}. Campaigns of one tier share slots by weight: 300 and 100 fill three slots in four and one in four.`,
          },
        },
        {
          name: 'enabled',
          label: 'Running',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '30%', description: 'Off: never shown, whatever the dates say.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Empty: already running.',
          },
        },
        {
          name: 'endsAt',
          label: 'Ends',
          type: 'date',
          validate: (value: unknown, { siblingData }: { siblingData?: unknown }) =>
            flightProblem((siblingData as Dates | undefined)?.startsAt, value) ?? true,
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Empty: no end.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'impressionGoal',
          label: 'Impression goal',
          type: 'number',
          validate: (value: unknown, { siblingData }: { siblingData?: unknown }) => {
            const dates = (siblingData as Dates | undefined) ?? {}
            return impressionGoalProblem(value, dates.startsAt, dates.endsAt) ?? true
          },
          admin: {
            width: '50%',
            step: 1,
            description:
              'Viewable impressions to deliver, spread evenly from the start to the end (so both dates are needed). A campaign behind its pace fills before others of its tier. Empty: no goal.',
          },
        },
        {
          name: 'frequencyCap',
          label: 'Times per reader',
          type: 'group',
          admin: {
            width: '50%',
            description:
              'e.g. at most 3 times in 7 days. Applied only for readers who accept advertising cookies (nothing is counted for the others). Empty: no limit.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'count',
                  label: 'At most',
                  type: 'number',
                  validate: (value: unknown, { siblingData }: { siblingData?: unknown }) =>
                    frequencyCapProblem('count', value, (siblingData as Cap | undefined)?.days) ?? true,
                  admin: { width: '50%', step: 1, description: `times (1 to ${AD_CAP_COUNT_MAX})` },
                },
                {
                  name: 'days',
                  label: 'In',
                  type: 'number',
                  validate: (value: unknown, { siblingData }: { siblingData?: unknown }) =>
                    frequencyCapProblem('days', value, (siblingData as Cap | undefined)?.count) ?? true,
                  admin: { width: '50%', step: 1, description: `days (1 to ${AD_CAP_DAYS_MAX})` },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'targeting',
      label: 'Where it shows',
      type: 'group',
      admin: {
        description:
          'Pages and readers it may show to: it must match every list that has entries. An empty list means everywhere: leave Sections empty to show it in every section.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sections',
              label: 'Sections',
              type: 'select',
              hasMany: true,
              options: SECTIONS.map((s) => ({ label: s.label, value: s.slug })),
              admin: { width: '50%', description: 'Empty: every section.' },
            },
            {
              name: 'categories',
              label: 'Categories',
              type: 'relationship',
              relationTo: 'categories',
              hasMany: true,
              admin: { width: '50%', description: 'Pages in any of these. Empty: any category.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'templates',
              label: 'Page templates',
              type: 'select',
              hasMany: true,
              options: TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
              admin: { width: '50%', description: 'Empty: every template.' },
            },
            {
              name: 'devices',
              label: 'Devices',
              type: 'select',
              hasMany: true,
              options: DEVICE_TYPES.map((d) => ({ label: d.label, value: d.value })),
              admin: { width: '50%', description: 'By the reader’s window width. Empty: all.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'positions',
              label: 'Ad positions',
              type: 'select',
              hasMany: true,
              options: AD_POSITION_OPTIONS,
              admin: {
                width: '50%',
                description:
                  'D… positions show on desktops and tablets, M… on phones; LB is a leaderboard, MR a medium rectangle. Empty: every position its creatives’ sizes fit.',
              },
            },
            {
              name: 'countries',
              label: 'Countries',
              type: 'text',
              hasMany: true,
              maxRows: 60,
              validate: (value: unknown) => countriesProblem(value) ?? true,
              hooks: { beforeChange: [({ value }) => normalizeCountries(value)] },
              admin: {
                width: '50%',
                description:
                  'Readers in these countries, as two-letter ISO 3166 codes (US, CA, GB…). Press Enter after each. Empty: every country.',
              },
            },
          ],
        },
        {
          name: 'keywords',
          label: 'Keywords',
          type: 'text',
          hasMany: true,
          maxRows: 40,
          admin: {
            description:
              'Pages tagged with any of these keywords, e.g. "running". Press Enter after each. Empty: any keyword.',
          },
        },
      ],
    },
    {
      name: 'excludeCategories',
      label: 'Never in these categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: {
        description:
          'Pages in any of these never show it, whatever the lists above say, e.g. no food ads on pages about eating disorders.',
      },
    },
  ],
}
