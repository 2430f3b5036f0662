import 'server-only'
import * as oidc from 'openid-client'
import type { AuthProvider } from '@/lib/account/contract'
import { dropSingleton, singleton } from '@/platform/singleton'
import { idClaimsSchema } from '../schema'
import type { IdClaims, OidcChecks, OidcProviderPort } from '../types'

/** Seconds the site waits for a provider (discovery, token, keys, userinfo). */
export const PROVIDER_TIMEOUT_SECONDS = 10

/** What each provider is asked for, and how it answers. */
const PROVIDER_REQUEST: Record<AuthProvider, { scope: string; responseMode?: 'form_post' }> = {
  // Apple's scopes are `name` and `email`; asking for either makes it answer with a form post.
  apple: { scope: 'openid name email', responseMode: 'form_post' },
  google: { scope: 'openid email profile' },
}

export type OpenidProviderSettings = {
  provider: AuthProvider
  issuer: string
  clientId: string
  clientSecret: string
}

/**
 * One OpenID Connect provider through `openid-client`: discovery from the issuer (once per process, tried
 * again after a failure), the authorization code flow with PKCE (S256), state and nonce, the code exchanged
 * with the client secret (`client_secret_post`), and the ID token verified (signature from the provider's
 * keys, issuer, audience, expiry, nonce). When the ID token has no address, the userinfo endpoint is asked.
 *
 * An `http:` issuer (a local test provider) is allowed; production providers are `https:`.
 */
export function openidProvider(settings: OpenidProviderSettings): OidcProviderPort {
  const request = PROVIDER_REQUEST[settings.provider]
  const name = `auth.oidc.${settings.provider}.${settings.issuer}.${settings.clientId}`
  const configuration = (): Promise<oidc.Configuration> => {
    const pending = singleton(name, () =>
      oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      ),
    )
    // A failed discovery (the provider was down) is not kept: the next sign-in tries again.
    pending.catch(() => dropSingleton(name))
    return pending
  }

  return {
    async authorizationUrl(checks: OidcChecks, redirectUri: string): Promise<URL> {
      const config = await configuration()
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: request.scope,
        ...(request.responseMode ? { response_mode: request.responseMode } : {}),
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
    },

    async finish(callbackUrl: URL, checks: OidcChecks, redirectUri: string): Promise<IdClaims> {
      const config = await configuration()
      if (callbackUrl.origin + callbackUrl.pathname !== redirectUri)
        throw new Error('the callback URL is not the redirect URI')
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken) throw new Error('the provider sent no ID token')
      let claims: Record<string, unknown> = { ...idToken }
      if (!claims.email && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
        claims = { ...info, ...claims }
      }
      return idClaimsSchema.parse(claims)
    },
  }
}
