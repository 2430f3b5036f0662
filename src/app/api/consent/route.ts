import { getSiteSettings, payloadClient } from '@/cms/reads'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { consentRecordDependencies } from '@/services/consent'
import { handleConsentRecord } from '@/services/consent/http'

export const dynamic = 'force-dynamic'

/** `PATCH /api/consent`: keep one consent decision as proof, with no personal data (see the handler). */
export function PATCH(request: Request): Promise<Response> {
  const settings = async () => privacySettingsOf(await getSiteSettings())
  return handleConsentRecord(request, consentRecordDependencies(payloadClient, settings))
}
