import { getSiteSettings, payloadClient } from '@/cms/reads'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { authDependencies } from '@/services/auth'
import { type AuthDependencies, handleCallback } from '@/services/auth/http'
import { formReporter } from '@/services/trackingIngest'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

/** The callback's dependencies: an account created is reported to the tracking ingest when one is configured. */
function deps(): AuthDependencies {
  const policyVersion = async () => privacySettingsOf(await getSiteSettings()).policyVersion
  return { ...authDependencies(payloadClient), reportForm: formReporter(payloadClient, policyVersion) }
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
