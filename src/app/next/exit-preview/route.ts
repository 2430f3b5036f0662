import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'
import { z } from 'zod'
import { parseRequest, requestError } from '@/platform/requestErrors'

const query = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'path must be an article path like /health/some-article')
    .optional(),
})

/**
 * Leave the editors' preview and return to the same article: its published page when it has one, otherwise
 * the article in the admin (a draft has no public page yet). Without a path, the home page.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const parsed = parseRequest(query, { path: req.nextUrl.searchParams.get('path') ?? undefined })
  if (!parsed.success) {
    return Response.json({ error: requestError(parsed.error) }, { status: 400 })
  }
  const draft = await draftMode()
  draft.disable()
  const path = parsed.data.path
  if (!path) redirect('/')
  const [, section, slug] = path.split('/')
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'articles',
    where: { and: [{ section: { equals: section } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    select: { _status: true },
  })
  const doc = found.docs[0]
  const published = await payload.count({
    collection: 'articles',
    where: {
      and: [
        { section: { equals: section } },
        { slug: { equals: slug } },
        { _status: { equals: 'published' } },
      ],
    },
    overrideAccess: true,
  })
  if (published.totalDocs > 0 || !doc) redirect(path)
  redirect(`/admin/collections/articles/${doc.id}`)
}
