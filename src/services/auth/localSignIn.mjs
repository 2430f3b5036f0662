// @ts-check
/**
 * Sign-in on the embedded default (issue 27; ADR 25). `npm start` with nothing configured has no Apple or
 * Google to sign in with; rather than offer buttons that lead nowhere, `server.mjs` starts a local OpenID
 * Connect provider standing in for each (`adapters/localOidcProvider.mjs`) and hands the site their
 * settings through the same variables a real provider uses. Only on a copy of the site that is clearly
 * local: no provider configured, SITE_URL on this machine (localhost, 127.0.0.1, [::1]), and
 * AUTH_LOCAL_STAND_INS not off. Plain JavaScript: `server.mjs` imports it before Next.js starts.
 */
import { log as logFor } from '../../platform/log.mjs'

/** The hosts a copy of the site on this machine is reached by. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether a URL is `http(s)://` on this machine. */
export function isLoopbackUrl(/** @type {string} */ url) {
  try {
    const { protocol, hostname } = new URL(url)
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_HOSTS.has(hostname)
  } catch {
    return false
  }
}

/**
 * Whether this process should start the local stand-ins: neither provider configured, a local site, and not
 * switched off.
 *
 * @param {Pick<import('../../platform/config.mjs').Config, 'siteUrl' | 'auth'>} cfg
 */
export function wantsLocalSignIn(cfg) {
  const { providers, localStandIns } = cfg.auth
  return localStandIns && !providers.apple && !providers.google && isLoopbackUrl(cfg.siteUrl)
}

/**
 * Start the stand-ins when `wantsLocalSignIn(cfg)`, and put their settings in `env` (the process's
 * environment: the site reads them from there, as it reads a real provider's). Null when not wanted, or when
 * `oidc-provider` (a development package) is not installed: then the site runs without sign-in, as before.
 *
 * @param {import('../../platform/config.mjs').Config} cfg
 * @param {{ env?: Record<string, string | undefined>, log?: (message: string) => void }} [options]
 * @returns {Promise<{ issuers: Record<string, string>, close: () => Promise<void> } | null>}
 */
export async function startLocalSignIn(cfg, { env = process.env, log = (m) => logFor('auth').info(m) } = {}) {
  if (!wantsLocalSignIn(cfg)) return null
  let adapter
  try {
    adapter = await import('./adapters/localOidcProvider.mjs')
  } catch (error) {
    log(
      `Local sign-in stand-ins are off: ${error instanceof Error ? error.message : String(error)} (they need the development packages: npm ci)`,
    )
    return null
  }
  const standIns = await adapter.startLocalSignInStandIns({ siteUrl: cfg.siteUrl })
  Object.assign(env, standIns.env)
  const issuers = Object.fromEntries(standIns.providers.map((p) => [p.as, p.issuer]))
  log(
    `Sign-in: no Apple or Google configured, so local stand-ins sign readers in (Apple ${issuers.apple}, Google ${issuers.google}; ADR 25)`,
  )
  return { issuers, close: standIns.close }
}
