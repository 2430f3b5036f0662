import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
  TextFieldSingleValidation,
} from 'payload'
import {
  fromProblem,
  loopProblem,
  normalizeRedirectPath,
  type RedirectRule,
  redirectsForMove,
} from '@/lib/redirects'
import { urlProblem } from '@/lib/urlRules'
import { isEditor, isSignedIn } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { revalidateHook } from '../revalidate'

type RedirectDoc = { id: number | string; from: string; to: string; permanent?: boolean | null }

/** Every saved redirect (a small table: read whole). */
export async function allRedirects(payload: Payload, req?: PayloadRequest): Promise<RedirectDoc[]> {
  const result = await payload.find({
    collection: 'redirects',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return result.docs as unknown as RedirectDoc[]
}

/**
 * Redirects from old paths on this site to where the content lives now. Editors add them by hand (a renamed
 * page, a merged article); moving a published article to a new slug or section adds one automatically
 * (`redirectOnMove`). Loops are refused at save, and pages follow chains to the final address in one hop.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'from',
    group: 'Content',
    defaultColumns: ['from', 'to', 'permanent', 'updatedAt'],
    listSearchableFields: ['from', 'to'],
    description:
      'Send readers from an old address to the new one. Moving a published article adds one here automatically.',
  },
  access: { read: isSignedIn, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.from === 'string') data.from = normalizeRedirectPath(data.from) ?? data.from
        return data
      },
    ],
    afterChange: [revalidateHook<RedirectDoc>((doc, prev) => redirectTags(doc, prev))],
    afterDelete: [revalidateHook<RedirectDoc>((doc) => redirectTags(doc))],
  },
  fields: [
    {
      name: 'from',
      label: 'Old path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description:
          'The address readers may still have, on this site: starts with / (e.g. /health/old-article-name).',
      },
      validate: (async (value, { req, id }) => {
        if (typeof value !== 'string' || value.trim() === '') return 'Enter the old path, starting with /.'
        const problem = fromProblem(value)
        if (problem) return problem
        const from = normalizeRedirectPath(value)
        const clash = (await allRedirects(req.payload, req)).find(
          (r) => r.id !== id && normalizeRedirectPath(r.from) === from,
        )
        return clash
          ? `There is already a redirect from ${from} (to ${clash.to}). Edit that one instead.`
          : true
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      admin: {
        description:
          'Where readers go instead: a path on this site (e.g. /health/new-article-name) or another site’s https:// address.',
      },
      validate: (async (value, { req, id, data }) => {
        if (typeof value !== 'string' || value === '') return 'Enter the new address.'
        const shape = urlProblem(value)
        if (shape) return shape
        const from = (data as { from?: unknown } | undefined)?.from
        if (typeof from !== 'string') return true
        const others = (await allRedirects(req.payload, req)).filter((r) => r.id !== id)
        return loopProblem({ from, to: value }, others) ?? true
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'permanent',
      label: 'Permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Ticked: the old address has moved for good (search engines move its ranking to the new one). Untick for a short-lived redirect.',
      },
    },
  ],
}

function redirectTags(doc: RedirectDoc, previous?: RedirectDoc | null): string[] {
  const paths = [doc.from, previous?.from].filter((p): p is string => typeof p === 'string')
  return [CACHE_TAGS.redirects, ...paths.map(CACHE_TAGS.articlePath)]
}

type MovableArticle = {
  id?: number | string
  section?: string | null
  slug?: string | null
  _status?: string | null
}

const pathOf = (doc: MovableArticle | null | undefined): string | null =>
  doc?.section && doc.slug ? `/${doc.section}/${doc.slug}` : null

/** Where the article's published version lives before this save (set by `rememberPublishedPath`). */
export function publishedPathBefore(context: Record<string, unknown>): string | null {
  return typeof context.publishedPathBefore === 'string' ? context.publishedPathBefore : null
}

/** Whether the article was live before this save (set by `rememberPublishedPath`). */
export function wasPublished(context: Record<string, unknown>): boolean {
  return publishedPathBefore(context) !== null
}

/**
 * An article's beforeChange hook: note the URL of its currently published version. Drafts (and autosaves)
 * are saved as versions only, so the document before a save may already carry the new slug; the published
 * version (the collection's own row) is the URL readers have. Runs on every save, autosaves included, so
 * it reads three columns only; later hooks ask `publishedPathBefore` / `wasPublished` instead of reading again.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook = async ({
  operation,
  originalDoc,
  req,
  context,
  data,
}) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const published = await req.payload.db.findOne<MovableArticle & { id: number | string }>({
    collection: 'articles',
    where: { id: { equals: originalDoc.id } },
    select: { section: true, slug: true, _status: true },
    req,
  })
  context.publishedPathBefore = published?._status === 'published' ? pathOf(published) : null
  return data
}

/**
 * An article's afterChange hook: when a published article's URL changes (new slug or section) and the new
 * version is published, leave a permanent redirect from the old URL, so links and search results keep working.
 * Chains are flattened and a redirect from the new URL (moving back) is removed.
 */
export const redirectOnMove: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const article = doc as MovableArticle
  if (context.disableRedirects || article._status !== 'published') return doc
  const oldPath = publishedPathBefore(context)
  const newPath = pathOf(article)
  if (!oldPath || !newPath || oldPath === newPath) return doc
  const existing = await allRedirects(req.payload, req)
  for (const change of redirectsForMove(oldPath, newPath, existing as RedirectRule[])) {
    const match = existing.find((r) => normalizeRedirectPath(r.from) === normalizeRedirectPath(change.from))
    if (change.op === 'delete' && match) {
      await req.payload.delete({ collection: 'redirects', id: match.id, overrideAccess: true, req })
    } else if (change.op === 'retarget' && match) {
      await req.payload.update({
        collection: 'redirects',
        id: match.id,
        data: { to: change.to, permanent: true },
        overrideAccess: true,
        req,
      })
    } else if (change.op === 'create') {
      await req.payload.create({
        collection: 'redirects',
        data: { from: change.from, to: change.to, permanent: true },
        overrideAccess: true,
        req,
      })
    }
  }
  req.payload.logger.info(`article ${String(article.id)} moved: ${oldPath} → ${newPath} (redirect saved)`)
  return doc
}
