import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleSiteFlags } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ rvoId: string; site: string }> }

/** `GET /api/profile/{rvoId}/site-flags/{site}` (bearer token) → `{ flags }` (see the handler). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { rvoId, site } = await params
  return handleSiteFlags(request, rvoId, site, authDependencies(payloadClient))
}

/** `PUT /api/profile/{rvoId}/site-flags/{site}` (bearer token) `{ label, status }` → `{ flags }`. */
export async function PUT(request: Request, { params }: Context): Promise<Response> {
  const { rvoId, site } = await params
  return handleSiteFlags(request, rvoId, site, authDependencies(payloadClient))
}
