import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { lengthMessage, requiredText } from '../fields/draftRules'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { revalidateHook } from '../revalidate'
import { DECISION_LIST_LIMITS, PREAMP_KINDS } from './preampAssetKinds'

export const PREAMP_ASSETS_SLUG = 'preampAssets'

const revalidatePreamp = revalidateHook<{ id?: string | number }>((doc, previousDoc) => [
  ...(doc?.id !== undefined ? [CACHE_TAGS.preampAsset(doc.id)] : []),
  ...(previousDoc?.id !== undefined ? [CACHE_TAGS.preampAsset(previousDoc.id)] : []),
])

const isDecisionList = (_: unknown, siblingData: { kind?: unknown } | undefined) =>
  (siblingData?.kind ?? 'decisionList') === 'decisionList'

/**
 * Preamp assets: a box shown at the top of a page, above the article text, that an editor attaches to any
 * article (Article → Preamp asset, in the sidebar). One asset can sit on several pages; a change to it shows on
 * every page it is attached to. The first kind is the decision article list (001 §2: on
 * /health/erectile-dysfunction, the men's-health decision list): a title, a main picture and the articles a
 * reader chooses between. New kinds add an option to `kind` and their own group of fields.
 *
 * No drafts, like diets and products: a saved asset is live on the pages that attach it (the article's own
 * publish decides whether it is attached).
 */
export const PreampAssets: CollectionConfig = {
  slug: PREAMP_ASSETS_SLUG,
  labels: { singular: 'Preamp asset', plural: 'Preamp assets' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'kind', 'updatedAt'],
    listSearchableFields: ['name'],
    description:
      'Boxes shown at the top of a page, above the article text, e.g. a list of articles that help readers decide on a treatment. Attach one to a page in the article’s sidebar (Preamp asset). A change here shows on every page it is attached to.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidatePreamp],
    afterDelete: [revalidatePreamp],
  },
  fields: [
    {
      name: 'name',
      label: 'Name (for editors)',
      type: 'text',
      required: true,
      validate: requiredText(
        'Name',
        80,
        'it tells this asset apart in the list and in the article’s sidebar.',
      ),
      admin: {
        description:
          'Not shown to readers; how you find the asset in lists, e.g. "ED treatment decision list". Up to 80 characters.',
        components: { afterInput: [lengthLimitComponent('Name', 80)] },
      },
    },
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      defaultValue: 'decisionList',
      options: PREAMP_KINDS.map((k) => ({ label: k.label, value: k.value })),
      admin: {
        description:
          'What the box is. Decision article list: a title, a picture and two to six articles, each with its picture, for readers choosing between options.',
      },
    },
    {
      name: 'decisionList',
      label: 'Decision article list',
      type: 'group',
      admin: { condition: isDecisionList },
      fields: [
        {
          name: 'title',
          label: 'Title',
          type: 'text',
          validate: (value: unknown, { siblingData, data }: { siblingData?: unknown; data?: unknown }) => {
            void siblingData
            const kind = (data as { kind?: unknown } | undefined)?.kind ?? 'decisionList'
            if (kind !== 'decisionList') return lengthMessage('Title', value, DECISION_LIST_LIMITS.title)
            return requiredText(
              'Title',
              DECISION_LIST_LIMITS.title,
              'readers see it as the heading of the list.',
            )(value)
          },
          admin: {
            description: `The list’s heading, as a question or a task, e.g. "Choosing an ED treatment". Up to ${DECISION_LIST_LIMITS.title} characters.`,
            components: { afterInput: [lengthLimitComponent('Title', DECISION_LIST_LIMITS.title)] },
          },
        },
        {
          name: 'mainImage',
          label: 'Main picture',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Shown beside the heading at 4:3 (above it on phones, cropped to 16:9: keep the subject in the middle), e.g. an illustration of the topic. Its description in the media library is what screen readers hear. Empty: the list starts with the heading.',
          },
        },
        {
          name: 'articles',
          label: 'Articles',
          type: 'relationship',
          relationTo: 'articles',
          hasMany: true,
          maxRows: DECISION_LIST_LIMITS.maxArticles,
          validate: (value: unknown, { data }: { data?: unknown }) => {
            const kind = (data as { kind?: unknown } | undefined)?.kind ?? 'decisionList'
            if (kind !== 'decisionList') return true
            const count = Array.isArray(value) ? value.length : 0
            if (count < DECISION_LIST_LIMITS.minArticles)
              return `Choose at least ${DECISION_LIST_LIMITS.minArticles} articles: a decision list compares options (this one has ${count}).`
            if (count > DECISION_LIST_LIMITS.maxArticles)
              return `Choose at most ${DECISION_LIST_LIMITS.maxArticles} articles; this list has ${count}. Remove ${count - DECISION_LIST_LIMITS.maxArticles}.`
            return true
          },
          admin: {
            description: `The articles readers choose between, in this order (drag to reorder), ${DECISION_LIST_LIMITS.minArticles} to ${DECISION_LIST_LIMITS.maxArticles}. Each shows its title and its hero picture (80 × 61). An article that is not published is left out until it is.`,
          },
        },
      ],
    },
  ],
}
