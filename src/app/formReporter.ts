import 'server-only'
import { getSiteSettings, payloadClient } from '@/cms/reads'
import { privacySettingsOf } from '@/privacy/consent/settings'
import { type FormReporter, formReporter } from '@/services/trackingIngest'

/**
 * The tracking ingest's reporter (002 §7) for the routes whose forms it hears of (newsletter sign-up, coupon
 * sent, account created): this site's Payload, and the privacy policy version from Site settings.
 */
export function siteFormReporter(): FormReporter {
  return formReporter(payloadClient, async () => privacySettingsOf(await getSiteSettings()).policyVersion)
}
