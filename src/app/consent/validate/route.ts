import { getSiteSettings } from '@/cms/reads'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { consentValidateDependencies } from '@/services/consent'
import { handleConsentValidate } from '@/services/consent/http'

export const dynamic = 'force-dynamic'

/** `POST /consent/validate` (002 §7): `{ cookieValue }` → `{ valid, current, choice }` (see the handler). */
export function POST(request: Request): Promise<Response> {
  const settings = async () => privacySettingsOf(await getSiteSettings())
  return handleConsentValidate(request, consentValidateDependencies(settings))
}
