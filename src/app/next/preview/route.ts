import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'
import { z } from 'zod'
import { articlePath } from '@/lib/sections'
import { parseRequest, requestError } from '@/platform/requestErrors'

const query = z
  .object({
    path: z
      .string()
      .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'path must be an article path like /health/some-article')
      .optional(),
    id: z
      .string()
      .regex(/^\d{1,12}$/, 'id must be an article id (digits)')
      .optional(),
  })
  .refine((q) => q.path !== undefined || q.id !== undefined, 'give an article path or id')

const page = (message: string) =>
  new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview</title><body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933"><p>${message}</p></body></html>`,
    {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    },
  )

/**
 * Editors' preview: a signed-in editor (Payload session cookie) is switched into draft mode and sent to the
 * article, which then shows its newest draft. By id (the admin's live preview: the address follows the slug as
 * the editor changes it) or by path. Anyone else gets 403 and draft mode stays off.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const params = req.nextUrl.searchParams
  const parsed = parseRequest(query, {
    path: params.get('path') ?? undefined,
    id: params.get('id') ?? undefined,
  })
  if (!parsed.success) {
    return Response.json({ error: requestError(parsed.error) }, { status: 400 })
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: req.headers })
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return Response.json({ error: 'Sign in to the admin to preview drafts.' }, { status: 403 })
  }
  let path = parsed.data.path
  if (parsed.data.id !== undefined) {
    const doc = await payload
      .findByID({
        collection: 'articles',
        id: Number(parsed.data.id),
        draft: true,
        depth: 0,
        user,
        overrideAccess: false,
      })
      .catch(() => null)
    if (!doc) return Response.json({ error: 'No article with that id.' }, { status: 404 })
    path = articlePath(doc) ?? undefined
    if (!path)
      return page('The preview shows here once the article has a title (its address is made from it).')
  }
  draft.enable()
  redirect(path ?? '/')
}
