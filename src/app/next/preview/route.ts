import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'
import { z } from 'zod'

const query = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'path must be an article path like /health/some-article'),
})

/**
 * Editors' preview: a signed-in editor (Payload session cookie) is switched into draft mode and sent to the
 * article, which then shows its newest draft. Anyone else gets 403 and draft mode stays off.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const parsed = query.safeParse({ path: req.nextUrl.searchParams.get('path') })
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'invalid path' }, { status: 400 })
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: req.headers })
  const draft = await draftMode()
  if (!user) {
    draft.disable()
    return Response.json({ error: 'Sign in to the admin to preview drafts.' }, { status: 403 })
  }
  draft.enable()
  redirect(parsed.data.path)
}
