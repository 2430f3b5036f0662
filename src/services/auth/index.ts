import 'server-only'
import type { Payload } from 'payload'
import { AUTH_PROVIDERS, type AuthProvider } from '@/lib/account/contract'
import { config } from '@/platform/config.mjs'
import { resolvePayloadSecret, trustedOrigins } from '@/platform/runtime'
import { namedRateLimiter, rateLimiter } from '@/platform/state'
import { derive } from '../botcheck/secrets'
import { openidProvider } from './adapters/openidClient'
import { payloadReaderStore } from './adapters/payloadStore'
import type { AuthDependencies } from './http'
import { signInOptions } from './rules'
import type { SignInOption } from './shared'
import type { OidcProviderPort } from './types'

export type { AuthDependencies } from './http'

/**
 * The Payload instance, passed in by the routes (`payloadClient` from `src/cms/reads.ts`): the CMS uses this
 * service's contracts, so the service does not import the CMS back.
 */
export type PayloadSource = () => Promise<Payload>

/** The providers that are on: each one whose AUTH_{PROVIDER}_ISSUER, _CLIENT_ID and _CLIENT_SECRET are set. */
export function enabledProviders(): Partial<Record<AuthProvider, OidcProviderPort>> {
  const { providers } = config().auth
  const enabled: Partial<Record<AuthProvider, OidcProviderPort>> = {}
  for (const provider of AUTH_PROVIDERS) {
    const settings = providers[provider]
    if (settings) enabled[provider] = openidProvider({ provider, ...settings })
  }
  return enabled
}

/**
 * The ways to sign in the sheet offers on this site: the configured providers, each marked local when it is
 * a stand-in on this machine (ADR 25). The same for every reader, so the cached page carries it.
 */
export function availableSignInOptions(): SignInOption[] {
  return signInOptions(config().auth.providers)
}

/**
 * The sign-in calls' services for this process: the configured providers, readers and sessions in the
 * site's database, a key derived from PAYLOAD_SECRET for the checks cookie and the profile tokens (every
 * instance sharing the secret accepts the others'), and a per-address limit on sign-in starts
 * (LOGIN_RATE_LIMIT_MAX per LOGIN_RATE_LIMIT_WINDOW_SECONDS, like the CMS's sign-in; in Redis with
 * REDIS_URL).
 */
export function authDependencies(payload: PayloadSource): AuthDependencies {
  const cfg = config()
  return {
    providers: enabledProviders(),
    store: payloadReaderStore(payload),
    secret: derive(resolvePayloadSecret(), 'reader-sign-in'),
    siteUrl: cfg.siteUrl,
    sessionDays: cfg.auth.sessionDays,
    dailyDoseUrl: cfg.auth.dailyDoseUrl ?? null,
    trustedOrigins: trustedOrigins(),
    signInLimiter: rateLimiter({
      name: 'reader-sign-in',
      points: cfg.loginRateLimit.max,
      durationSeconds: cfg.loginRateLimit.windowSeconds,
    }),
    // Apart from the starts', so that one sign-in (a start and its answer) counts once against each.
    callbackLimiter: rateLimiter({
      name: 'reader-sign-in-callback',
      points: cfg.loginRateLimit.max,
      durationSeconds: cfg.loginRateLimit.windowSeconds,
    }),
    accountLimiter: namedRateLimiter('reader-account'),
  }
}
