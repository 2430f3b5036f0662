import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { secureUrlProblem } from '@/services/ads/rules'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

export const ADVERTISERS_SLUG = 'advertisers'

/** Saving or deleting anything of the ad server drops its catalog (src/cms/adCatalog.ts) on this instance. */
const revalidateAds = revalidateHook(() => [CACHE_TAGS.ads])

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An advertiser with campaigns stays: their campaigns would be left without one. */
const keepWhileCampaigns: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'ad-campaigns',
    where: { advertiser: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      `This advertiser still has ${totalDocs === 1 ? 'a campaign' : `${totalDocs} campaigns`}. Move ${totalDocs === 1 ? 'it' : 'them'} to another advertiser or delete ${totalDocs === 1 ? 'it' : 'them'} first (Advertising → Campaigns); to stop their ads now, switch the campaigns off.`,
      400,
      undefined,
      true,
    )
}

/**
 * Advertisers (issue 28): who pays for the first-party ad server's campaigns. Readers see the name on native
 * ads ("Sponsored by …"); the rest is for the sales team.
 */
export const Advertisers: CollectionConfig = {
  slug: ADVERTISERS_SLUG,
  labels: { singular: 'Advertiser', plural: 'Advertisers' },
  admin: {
    useAsTitle: 'name',
    // The list reads only its columns (issue 27; tests/unit/admin-lists.test.ts).
    enableListViewSelectAPI: true,
    group: 'Advertising',
    defaultColumns: ['name', 'website', 'contactEmail', 'updatedAt'],
    listSearchableFields: ['name', 'website', 'contactEmail'],
    description:
      'The companies whose ads the site shows. Each campaign belongs to one; readers see its name on native ads as "Sponsored by …".',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeDelete: [keepWhileCampaigns],
    afterChange: [revalidateAds],
    afterDelete: [revalidateAds],
  },
  fields: [
    {
      name: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 80,
      validate: (value: unknown) =>
        typeof value === 'string' && value.trim() !== ''
          ? value.length <= 80 || 'Keep the name to 80 characters.'
          : 'Enter the advertiser’s name as readers should see it, e.g. "Quillstep Running Co.".',
      admin: {
        description:
          'As readers see it on native ads ("Sponsored by …") and as reports list it. Up to 80 characters.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'website',
          label: 'Website',
          type: 'text',
          validate: (value: unknown) => secureUrlProblem(value, false) ?? true,
          admin: {
            width: '50%',
            description:
              'Their home page, starting with https://. For your records; ads link to their own page.',
          },
        },
        {
          name: 'contactEmail',
          label: 'Contact email',
          type: 'email',
          validate: (value: unknown) =>
            value === null || value === undefined || value === ''
              ? true
              : typeof value === 'string' && EMAIL.test(value.trim())
                ? true
                : 'Enter an email address, e.g. ads@example.com, or leave it empty.',
          admin: { width: '50%', description: 'Who to write to about their campaigns.' },
        },
      ],
    },
    {
      name: 'notes',
      label: 'Notes',
      type: 'textarea',
      maxLength: 2000,
      admin: {
        description:
          'Anything the team should know: the contract, who approves creatives. Never shown to readers.',
      },
    },
  ],
}
