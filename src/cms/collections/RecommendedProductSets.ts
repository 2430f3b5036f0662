import type {
  CollectionBeforeValidateHook,
  CollectionConfig,
  PayloadRequest,
  TextField,
  TextFieldSingleValidation,
} from 'payload'
import { normalizeRedirectPath } from '@/lib/redirects'
import { recommendationFields, sitePathField } from '@/widgets/RecommendedProducts/RecommendedProducts.config'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { atLeastOne } from '../fields/arrays'
import { lengthMessage } from '../fields/draftRules'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { revalidateHook } from '../revalidate'

/**
 * The recommended-product lookup tables (002 §3.8) as documents editors keep in the admin
 * (Commerce → Recommended products), one "set" per topic:
 *
 * - table A: the set's `pages`, each showing the full block: `blockTitle`, `mainImage`, `relatedArticles`;
 * - table B: each related article's title and picture, from the article itself or from its row;
 * - table C: the set's `otherPages`, each showing `shortHeading` (or its own) as a link to the set's main
 *   page (its first page).
 *
 * A collection rather than one global: each topic is its own document (listed, searched, saved and checked
 * on its own), two editors can change two topics at once without overwriting each other, and a page can be
 * checked against every other set on save. The "Recommended products" widget reads them all in one cached
 * read (`src/widgets/RecommendedProducts/loadRecommendationSets.ts`).
 */
export const RECOMMENDED_PRODUCT_SETS_SLUG = 'recommendedProductSets'

/** Cache tag of every page that looked itself (or another page) up in the sets (`CACHE_TAGS`). */
export const RECOMMENDED_PRODUCTS_TAG = CACHE_TAGS.recommendedProducts

/** The collection's slug for the local API. */
export const recommendedProductSetsSlug = RECOMMENDED_PRODUCT_SETS_SLUG

export const SHORT_HEADING_MAX = 60

/** A set's paths as stored (depth 0), for checking that a page belongs to one set only. */
export type StoredSetPaths = {
  id: number | string
  name?: string | null
  pages?: { path?: string | null }[] | null
  otherPages?: { path?: string | null }[] | null
}

const pathsOf = (rows: unknown): string[] =>
  (Array.isArray(rows) ? rows : []).flatMap((row) => {
    const path = (row as { path?: unknown } | null)?.path
    const normal = typeof path === 'string' ? normalizeRedirectPath(path) : null
    return normal ? [normal] : []
  })

/**
 * Why `path` cannot go in this set, or null: it is listed twice in this set (`own`: its pages and other pages,
 * as being saved), or another set already lists it. A page shows one set only, so the lookup stays obvious.
 */
export function pathClash(
  path: string,
  own: { pages?: unknown; otherPages?: unknown },
  others: readonly StoredSetPaths[],
): string | null {
  const here = normalizeRedirectPath(path)
  if (!here) return null
  if ([...pathsOf(own.pages), ...pathsOf(own.otherPages)].filter((p) => p === here).length > 1)
    return `${here} is listed twice in this set. Remove one of them.`
  for (const set of others) {
    const name = set.name?.trim() ? `“${set.name.trim()}”` : 'another set'
    if (pathsOf(set.pages).includes(here))
      return `${here} already shows the full block of ${name}. A page shows one set only: remove it there or here.`
    if (pathsOf(set.otherPages).includes(here))
      return `${here} already shows the short heading of ${name}. A page shows one set only: remove it there or here.`
  }
  return null
}

const otherSetsOfSave = new WeakMap<PayloadRequest, Map<string, Promise<StoredSetPaths[]>>>()

/** Every other set's paths (a small table, read whole), once per save however many paths it checks. */
function otherSets(req: PayloadRequest, id: number | string | undefined): Promise<StoredSetPaths[]> {
  const key = String(id ?? 'new')
  const ofSave = otherSetsOfSave.get(req) ?? new Map<string, Promise<StoredSetPaths[]>>()
  otherSetsOfSave.set(req, ofSave)
  const cached = ofSave.get(key)
  if (cached) return cached
  const pending = req.payload
    .find({
      collection: recommendedProductSetsSlug,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    .then((result) => (result.docs as unknown as StoredSetPaths[]).filter((set) => set.id !== id))
  ofSave.set(key, pending)
  return pending
}

/** A page address in this set: the shape of a site path, and listed in no other set. */
function pagePathField(field: { description: string; width?: string }): TextField {
  const base = sitePathField({
    name: 'path',
    label: 'Page',
    required: true,
    admin: { description: field.description, ...(field.width ? { width: field.width } : {}) },
  })
  return {
    ...base,
    validate: async (value, options) => {
      const shape = await base.validate?.(value as never, options as never)
      if (shape !== true) return shape ?? true
      const clash = pathClash(
        value as string,
        (options.data ?? {}) as { pages?: unknown; otherPages?: unknown },
        await otherSets(options.req, options.id),
      )
      return clash ?? true
    },
  } as TextField
}

/** Stored paths are normalised ("/Health/X/" → "/health/x"), so the lookup and the clash check agree. */
const normalisePaths: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const fix = (rows: unknown) => {
    if (!Array.isArray(rows)) return
    for (const row of rows) {
      const r = row as { path?: unknown } | null
      if (r && typeof r.path === 'string') r.path = normalizeRedirectPath(r.path) ?? r.path
    }
  }
  fix(data.pages)
  fix(data.otherPages)
  fix(data.relatedArticles)
  return data
}

const revalidateRecommendations = revalidateHook<unknown>(() => [RECOMMENDED_PRODUCTS_TAG])

export const RecommendedProductSets: CollectionConfig = {
  slug: RECOMMENDED_PRODUCT_SETS_SLUG,
  labels: { singular: 'Recommended products set', plural: 'Recommended products' },
  admin: {
    useAsTitle: 'name',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Commerce',
    defaultColumns: ['name', 'blockTitle', 'updatedAt'],
    listSearchableFields: ['name', 'blockTitle'],
    description:
      'What the "Recommended products" widget shows, one set per topic: on the set’s pages, a heading, a picture and four related articles; on its other pages, a short heading linking to its main page. Changes show on those pages within seconds.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [normalisePaths],
    afterChange: [revalidateRecommendations],
    afterDelete: [revalidateRecommendations],
  },
  fields: [
    {
      name: 'name',
      label: 'Topic',
      type: 'text',
      required: true,
      admin: {
        description: 'Names the set in this list, e.g. "CBD products". Not shown on the page.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Full block',
          description:
            'The pages that show the whole block, and what it shows: the heading, the main picture and the related articles.',
          fields: [
            {
              name: 'pages',
              label: 'Pages that show the full block',
              type: 'array',
              labels: { singular: 'Page', plural: 'Pages' },
              validate: atLeastOne('Add at least one page: the set shows nowhere without one.'),
              admin: {
                description:
                  'A "Recommended products" widget on these pages shows this set. The first page is the topic’s main page: the short heading on other pages links to it. A page can be in one set only.',
              },
              fields: [
                pagePathField({
                  description: 'The page’s address on this site, e.g. /health/best-cbd-gummies.',
                }),
              ],
            },
            ...recommendationFields(),
          ],
        },
        {
          label: 'Short heading',
          description:
            'Pages on the same topic that show only a short heading, e.g. "Best CBD products", as a link to the main page.',
          fields: [
            {
              name: 'shortHeading',
              label: 'Short heading',
              type: 'text',
              validate: ((value, { data }) => {
                const rows: unknown[] = Array.isArray((data as { otherPages?: unknown })?.otherPages)
                  ? (data as { otherPages: unknown[] }).otherPages
                  : []
                const needed = rows.some((row) => {
                  const own = (row as { shortHeading?: unknown } | null)?.shortHeading
                  return !(typeof own === 'string' && own.trim() !== '')
                })
                if (needed && !(typeof value === 'string' && value.trim() !== ''))
                  return 'Add a short heading, e.g. "Best CBD products": the other pages below show it.'
                return lengthMessage('Short heading', value, SHORT_HEADING_MAX)
              }) satisfies TextFieldSingleValidation,
              admin: {
                description: `Shown on every page below, as a link to the main page (the first page on the "Full block" tab), e.g. "Best CBD products". Up to ${SHORT_HEADING_MAX} characters.`,
                components: { afterInput: [lengthLimitComponent('Short heading', SHORT_HEADING_MAX)] },
              },
            },
            {
              name: 'otherPages',
              label: 'Pages that show the short heading',
              type: 'array',
              labels: { singular: 'Page', plural: 'Pages' },
              admin: {
                description:
                  'A "Recommended products" widget on these pages shows only the short heading. Leave empty when no other page needs it.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    pagePathField({
                      width: '50%',
                      description:
                        'The page’s address on this site, e.g. /mental-health/everyday-anxiety-coping-skills.',
                    }),
                    {
                      name: 'shortHeading',
                      label: 'Short heading, this page only',
                      type: 'text',
                      validate: (value: unknown) =>
                        lengthMessage('Short heading, this page only', value, SHORT_HEADING_MAX),
                      admin: {
                        width: '50%',
                        description: 'Replaces the set’s short heading on this page. Empty: the set’s.',
                        components: {
                          afterInput: [
                            lengthLimitComponent('Short heading, this page only', SHORT_HEADING_MAX),
                          ],
                        },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
