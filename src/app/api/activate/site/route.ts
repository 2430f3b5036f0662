import { siteFormReporter } from '@/app/formReporter'
import { payloadClient } from '@/cms/reads'
import { newsletterDependencies } from '@/services/newsletter'
import { handleNewsletterSignup } from '@/services/newsletter/http'

export const dynamic = 'force-dynamic'

/** `POST /api/activate/site`: sign an address up to newsletter lists (see the handler); the sign-up is reported to
 * the tracking ingest when one is configured (002 §7). */
export function POST(request: Request): Promise<Response> {
  return handleNewsletterSignup(request, newsletterDependencies(payloadClient, siteFormReporter()))
}
