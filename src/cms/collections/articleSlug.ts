import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError, type Where } from 'payload'
import { RESERVED_ARTICLE_SLUGS } from '@/lib/sections'
import { SLUG_PATTERN, slugify } from '@/lib/slug'
import { isDraftSave } from '../fields/draftRules'

export const SLUG_HELP =
  'The last part of the address: /{section}/{slug}. Leave it empty to make one from the title when you save (a free one: "-2", "-3" is added when the title’s is taken). Lowercase letters, digits and single hyphens.'

export const slugMessages = {
  shape: 'Use lowercase letters, digits and single hyphens, e.g. "sleep-and-blood-pressure".',
  reserved: (slug: string) =>
    `The slug "${slug}" is used by the section's list of older articles (/health/page/2). Choose a different slug.`,
  taken: (slug: string, section: string, free: string) =>
    `Another article in the "${section}" section already uses the slug "${slug}". Choose a different slug, e.g. "${free}", or leave it empty to get one.`,
} as const

type Scope = { req: PayloadRequest; section: string; id?: string | number }

/** Slugs in use in a section that start with `base` (drafts included), other than the document's own. */
async function slugsLike({ req, section, id }: Scope, base: string): Promise<Set<string>> {
  const where: Where = { and: [{ section: { equals: section } }, { slug: { like: base } }] }
  if (id !== undefined) where.and!.push({ id: { not_equals: id } })
  const found = await req.payload.find({
    collection: 'articles',
    where,
    depth: 0,
    limit: 500,
    pagination: false,
    draft: true,
    overrideAccess: true,
    select: { slug: true },
    req,
  })
  return new Set(found.docs.map((d) => (d as { slug?: string }).slug).filter((s): s is string => Boolean(s)))
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken` and not reserved. Pure. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'article'
  if (!taken.has(root) && !RESERVED_ARTICLE_SLUGS.includes(root)) return root
  for (let n = 2; ; n++) {
    const candidate = `${root.slice(0, 90)}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/** What is wrong with a slug, in editors' words, or null. Checks the section for a clash when it can. */
export async function slugProblem(slug: string, scope: Partial<Scope>): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return slugMessages.shape
  if (RESERVED_ARTICLE_SLUGS.includes(slug)) return slugMessages.reserved(slug)
  if (!scope.req?.payload || !scope.section) return null
  const taken = await slugsLike(scope as Scope, slug)
  return taken.has(slug) ? slugMessages.taken(slug, scope.section, firstFreeSlug(slug, taken)) : null
}

/**
 * Before every save, drafts included: an empty slug becomes a free one made from the title; a slug the editor
 * typed is checked on draft saves too (a draft holding a taken slug would fail in the database with a
 * message about the wrong field). Publishing checks it again through the field's own validation.
 */
export const fillAndCheckSlug: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  if (!data) return data
  const section = (data.section ?? originalDoc?.section) as string | undefined
  const id = originalDoc?.id as string | number | undefined
  if (!data.slug && typeof data.title === 'string' && data.title.trim() && section) {
    const base = slugify(data.title)
    data.slug = firstFreeSlug(base, await slugsLike({ req, section, id }, base || 'article'))
    return data
  }
  if (typeof data.slug === 'string' && data.slug && isDraftSave(req, data)) {
    const problem = await slugProblem(data.slug, { req, section, id })
    if (problem) {
      throw new ValidationError({
        collection: 'articles',
        errors: [{ path: 'slug', message: problem, label: 'Slug' }],
        req,
      })
    }
  }
  return data
}
