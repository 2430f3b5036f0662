import 'server-only'
import type { Payload } from 'payload'
import { config } from '@/platform/config.mjs'
import { siteGate } from '@/platform/gates'
import { resolvePayloadSecret, trustedOrigins } from '@/platform/runtime'
import { rateLimiter } from '@/platform/state'
import { checkBotCheckToken } from '../botcheck'
import { derive } from '../botcheck/secrets'
import { sendMail } from '../mail'
import type { FormReporter } from '../trackingIngest'
import { httpNewsletterProvider } from './adapters/http'
import { localNewsletterProvider } from './adapters/local'
import type { LinkDependencies, NewsletterDependencies } from './http'
import { readNewsletterLists } from './lists'
import type { NewsletterListInfo, NewsletterProvider } from './types'

export type { NewsletterListInfo, NewsletterProvider } from './types'
export { NewsletterProviderError } from './types'

/**
 * The Payload instance, passed in by the routes and pages (`payloadClient` from `src/cms/reads.ts`): the CMS
 * uses this service's contracts, so the service does not import the CMS back.
 */
export type PayloadSource = () => Promise<Payload>

/**
 * This process's newsletter provider (`NEWSLETTER_ADAPTER`): the site's database with double opt-in through
 * the mail service (`local`, the default), or the mail provider's API (`http`, with `NEWSLETTER_API_URL` and
 * `NEWSLETTER_API_KEY`). Cheap to make: nothing is held between calls.
 */
export function newsletterProvider(payload: PayloadSource): NewsletterProvider {
  const { adapters, newsletter, siteUrl } = config()
  if (adapters.newsletter === 'http' && newsletter.apiUrl && newsletter.apiKey)
    return httpNewsletterProvider({
      apiUrl: newsletter.apiUrl,
      apiKey: newsletter.apiKey,
      timeoutMs: newsletter.timeoutMs,
    })
  return localNewsletterProvider({ payload, sendMail, siteUrl })
}

/** Every newsletter list in the CMS. */
export async function newsletterLists(payload: PayloadSource): Promise<NewsletterListInfo[]> {
  return readNewsletterLists(await payload())
}

/**
 * The sign-up call's services for this process: the provider, the CMS's lists, the bot check, and the limits
 * of `NEWSLETTER_LIMIT_*` (in-process, or in Redis with `REDIS_URL`, shared by every instance). The address
 * limit counts under a key derived from PAYLOAD_SECRET for this purpose only.
 */
export function newsletterDependencies(
  payload: PayloadSource,
  reportForm?: FormReporter,
): NewsletterDependencies {
  const { limits } = config().newsletter
  return {
    checkToken: checkBotCheckToken,
    ipLimiter: rateLimiter({
      name: 'newsletter-ip',
      points: limits.perIp,
      durationSeconds: limits.windowSeconds,
    }),
    addressLimiter: rateLimiter({
      name: 'newsletter-address',
      points: limits.perAddress,
      durationSeconds: limits.windowSeconds,
    }),
    addressHashKey: derive(resolvePayloadSecret(), 'newsletter-address'),
    lists: () => newsletterLists(payload),
    provider: newsletterProvider(payload),
    trustedOrigins: trustedOrigins(),
    ...(reportForm ? { reportForm } : {}),
  }
}

/** What the confirm and unsubscribe calls need. */
export function newsletterLinkDependencies(payload: PayloadSource): LinkDependencies {
  return {
    confirmGate: siteGate('newsletter-confirm', 'not-cross-site'),
    provider: newsletterProvider(payload),
    secureCookies: config().siteUrl.startsWith('https://'),
  }
}
