import { payloadClient } from '@/cms/reads'
import { authDependencies } from '@/services/auth'
import { handleSignInStart } from '@/services/auth/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

/** `GET /api/auth/signin/{apple|google}`: a 302 to the provider's sign-in page (see the handler). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  return handleSignInStart(request, provider, authDependencies(payloadClient))
}
