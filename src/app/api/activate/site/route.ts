import { getSiteSettings, payloadClient } from '@/cms/reads'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { newsletterDependencies } from '@/services/newsletter'
import { handleNewsletterSignup } from '@/services/newsletter/http'
import { formReporter } from '@/services/trackingIngest'

export const dynamic = 'force-dynamic'

/** `POST /api/activate/site`: sign an address up to newsletter lists (see the handler); the sign-up is reported to
 * the tracking ingest when one is configured (002 §7). */
export function POST(request: Request): Promise<Response> {
  const policyVersion = async () => privacySettingsOf(await getSiteSettings()).policyVersion
  return handleNewsletterSignup(
    request,
    newsletterDependencies(payloadClient, formReporter(payloadClient, policyVersion)),
  )
}
