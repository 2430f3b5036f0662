// @ts-check
/**
 * The tests' OpenID Connect providers (one "as Apple", one "as Google"): the site's own local provider
 * (`src/services/auth/adapters/localOidcProvider.mjs`, which `server.mjs` also starts on the embedded
 * default), signing its test account in at once, with no page to press (`interaction: 'auto'`).
 *
 *   const google = await startOidcPeer({ as: 'google', redirectUri: 'http://localhost:3000/api/auth/callback/google' })
 *   process.env = { ...process.env, ...google.env }   // AUTH_GOOGLE_ISSUER, _CLIENT_ID, _CLIENT_SECRET
 *   google.setMode('deny')                            // the reader declines: error=access_denied
 */
import { startLocalOidcProvider } from '../../src/services/auth/adapters/localOidcProvider.mjs'

/** @typedef {import('../../src/services/auth/adapters/localOidcProvider.mjs').LocalOidcProvider} OidcPeer */
/** @typedef {import('../../src/services/auth/adapters/localOidcProvider.mjs').LocalOidcAccount} OidcTestAccount */

/**
 * @param {Omit<import('../../src/services/auth/adapters/localOidcProvider.mjs').LocalOidcProviderOptions, 'interaction'>} options
 * @returns {Promise<OidcPeer>}
 */
export function startOidcPeer(options) {
  return startLocalOidcProvider({ ...options, interaction: 'auto' })
}
