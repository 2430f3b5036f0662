import { siteFormReporter } from '@/app/formReporter'
import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { type AuthDependencies, handleCallback } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

/** The callback's dependencies: an account created is reported to the tracking ingest when one is configured. */
function deps(): AuthDependencies {
  return { ...authDependencies(payloadClient), reportForm: siteFormReporter() }
}

/** `GET /api/auth/callback/{provider}`: Google's answer, in the query (see the handler). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  return handleCallback(request, provider, deps())
}

/** `POST /api/auth/callback/{provider}`: Apple's answer, a form post (see the handler). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  return handleCallback(request, provider, deps())
}
