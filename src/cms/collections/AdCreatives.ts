import type { CollectionConfig, Condition, UploadFieldSingleValidation } from 'payload'
import {
  AD_ALT_MAX,
  AD_NAME_MAX,
  AD_SIZE_OPTIONS,
  imageFitProblem,
  isAdSizeName,
  NATIVE_HEADLINE_MAX,
  NATIVE_TEXT_MAX,
  secureUrlProblem,
} from '@/services/ads/rules'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS, relationId } from '../cacheTags'
import { lengthLimitComponent, limitedTextField } from '../fields/lengthLimit'
import { revalidateHook } from '../revalidate'
import { AD_CAMPAIGNS_SLUG } from './AdCampaigns'

export const AD_CREATIVES_SLUG = 'ad-creatives'

const revalidateAds = revalidateHook(() => [CACHE_TAGS.ads])

export const AD_FORMAT_OPTIONS = [
  { value: 'image', label: 'Image (a picture at the slot’s size)' },
  { value: 'native', label: 'Native (headline and text in the site’s style)' },
] as const

type Sibling = { format?: unknown; size?: unknown; image?: unknown } | undefined
const isNative: Condition = (_data, sibling) => (sibling as Sibling)?.format === 'native'
const hasPicture = (sibling: Sibling) => relationId(sibling?.image) !== null

/**
 * Ad creatives (issue 28): the ads a campaign shows. An image creative is a picture of one ad size (exactly
 * the size, or twice it for sharp screens) with its alt text; a native one is a headline and a line of text
 * shown with "Sponsored by" and the advertiser's name. Every click goes through the site's signed click
 * address to the creative's https:// link, so it is counted first-party.
 */
export const AdCreatives: CollectionConfig = {
  slug: AD_CREATIVES_SLUG,
  labels: { singular: 'Creative', plural: 'Creatives' },
  admin: {
    useAsTitle: 'name',
    // The list reads only its columns (issue 27; tests/unit/admin-lists.test.ts).
    enableListViewSelectAPI: true,
    group: 'Advertising',
    defaultColumns: ['name', 'campaign', 'format', 'size', 'enabled', 'updatedAt'],
    listSearchableFields: ['name', 'headline', 'clickUrl'],
    description:
      'The ads themselves. A slot takes a creative of its size from a campaign that may show there; a creative shows at most once per page (only a house ad may repeat, to fill what nothing else can).',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateAds], afterDelete: [revalidateAds] },
  fields: [
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
              : 'Name the creative, e.g. "Trail shoes 300x250".',
          admin: {
            width: '60%',
            description: `How you find it in lists and reports. Not shown to readers. Up to ${AD_NAME_MAX} characters.`,
            components: { afterInput: [lengthLimitComponent('Name', AD_NAME_MAX)] },
          },
        },
        {
          name: 'campaign',
          label: 'Campaign',
          type: 'relationship',
          relationTo: AD_CAMPAIGNS_SLUG,
          required: true,
          validate: (value: unknown) =>
            value === null || value === undefined || value === ''
              ? 'Pick the campaign it belongs to: the campaign decides where and when it shows.'
              : true,
          admin: { width: '40%', description: 'Decides where, when and how often it shows.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'format',
          label: 'Format',
          type: 'select',
          required: true,
          defaultValue: 'image',
          options: [...AD_FORMAT_OPTIONS],
          admin: { width: '40%' },
        },
        {
          name: 'size',
          label: 'Size',
          type: 'select',
          required: true,
          defaultValue: 'mediumRect',
          options: AD_SIZE_OPTIONS,
          validate: (value: unknown) =>
            isAdSizeName(value) ? true : 'Pick the ad size: a slot shows only creatives of its own size.',
          admin: {
            width: '30%',
            description: 'The slot it fills, e.g. Medium rectangle 300x250 in the article.',
          },
        },
        {
          name: 'enabled',
          label: 'Running',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '30%', description: 'Off: the campaign’s other creatives show instead.' },
        },
      ],
    },
    {
      name: 'image',
      label: 'Picture',
      type: 'upload',
      relationTo: 'media',
      validate: (async (value, { req, siblingData }) => {
        const sibling = siblingData as Sibling
        const native = sibling?.format === 'native'
        const id = relationId(value)
        if (id === null) return native ? true : 'Upload the ad’s picture: an image creative is its picture.'
        if (native || !isAdSizeName(sibling?.size)) return true
        const media =
          typeof value === 'object' && value !== null
            ? (value as { width?: number | null; height?: number | null })
            : await req.payload
                .findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req })
                .catch(() => null)
        if (!media) return 'That picture no longer exists: upload it again.'
        return imageFitProblem(sibling.size, media) ?? true
      }) satisfies UploadFieldSingleValidation,
      admin: {
        description:
          'Image creatives: the whole ad as one picture, exactly the size chosen above, or twice it for sharp screens (e.g. 300x250 or 600x500 px). Native creatives: an optional small picture beside the text.',
      },
    },
    limitedTextField({
      name: 'alt',
      label: 'Picture description (alt text)',
      max: AD_ALT_MAX,
      description:
        'What the picture says and shows, for readers who cannot see it, e.g. "Quillstep trail shoes: 20% off this spring".',
      validate: (value, sibling) =>
        (sibling.format !== 'native' || hasPicture(sibling)) &&
        (typeof value !== 'string' || value.trim() === '')
          ? 'Describe the picture for readers who cannot see it, including any words it shows.'
          : true,
    }),
    limitedTextField({
      name: 'headline',
      label: 'Headline',
      max: NATIVE_HEADLINE_MAX,
      description: 'Native creatives: the line readers see first, e.g. "Dinner in 20 minutes, delivered".',
      condition: isNative,
      validate: (value, sibling) =>
        sibling.format === 'native' && (typeof value !== 'string' || value.trim() === '')
          ? 'Write a headline: a native ad is its headline and text.'
          : true,
    }),
    limitedTextField({
      name: 'text',
      label: 'Text',
      type: 'textarea',
      max: NATIVE_TEXT_MAX,
      description: 'Native creatives: one sentence under the headline.',
      condition: isNative,
      validate: (value, sibling) =>
        sibling.format === 'native' && (typeof value !== 'string' || value.trim() === '')
          ? 'Write the line of text under the headline.'
          : true,
    }),
    {
      name: 'clickUrl',
      label: 'Link',
      type: 'text',
      required: true,
      validate: (value: unknown) => secureUrlProblem(value, true) ?? true,
      admin: {
        description:
          'Where a click takes the reader: the advertiser’s page, starting with https://. Clicks are counted on the way.',
      },
    },
  ],
}
