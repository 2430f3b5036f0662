// @ts-check
/**
 * A real OpenID Connect provider for tests (`oidc-provider`), standing in for Sign in with Apple or Google:
 * discovery, the authorization endpoint (code flow, PKCE required), the token endpoint (client_secret_post),
 * signed ID tokens (RS256, its own key), userinfo. Its sign-in and consent pages are replaced by a handler
 * that signs in and approves one configured test account at once, so a browser (or a test's fetch that
 * follows redirects) that starts a sign-in lands back on the site's callback with a code. Started by the
 * integration tests and by `scripts/e2e.mjs`; each call starts another, so one process can run one "as
 * Apple" and one "as Google".
 *
 *   const google = await startOidcPeer({ as: 'google', redirectUri: 'http://localhost:3000/api/auth/callback/google' })
 *   process.env = { ...process.env, ...google.env }   // AUTH_GOOGLE_ISSUER, _CLIENT_ID, _CLIENT_SECRET
 *   google.setMode('deny')                            // the reader declines: error=access_denied
 *
 * As Apple it behaves like Apple: it answers with a form post (`response_mode=form_post`), its ID token
 * carries the address (`email_verified` as the string "true") but never the name, and the name comes once,
 * in the form's `user` field, on the account's first authorization only (`forgetAuthorizations()` starts
 * over, as when a reader removes the app in their Apple ID settings). As Google it redirects with the code
 * in the query, and its ID token carries the address and the name.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http from 'node:http'
import Provider from 'oidc-provider'

/**
 * @typedef {object} OidcTestAccount
 * @property {string} sub the provider's id for the account
 * @property {string} givenName
 * @property {string} familyName
 * @property {string} email
 */

/**
 * @typedef {object} OidcPeer
 * @property {'apple' | 'google'} as
 * @property {string} issuer `http://HOST:PORT`, for AUTH_{APPLE,GOOGLE}_ISSUER
 * @property {number} port
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string[]} redirectUris
 * @property {OidcTestAccount} account
 * @property {Record<string, string>} env the app's three variables for this provider
 * @property {(mode: 'approve' | 'deny') => void} setMode 'deny': the reader declines (error=access_denied)
 * @property {() => void} forgetAuthorizations as Apple: the next authorization sends the name again
 * @property {number} authorizations the authorization codes answered so far
 * @property {number} tokenRequests the token endpoint's requests so far
 * @property {() => Promise<void>} close
 */

/**
 * The provider's stored artifacts (sessions, interactions, codes, grants, tokens), in this peer's memory:
 * oidc-provider's own quick-start store warns on every start.
 */
function memoryAdapter() {
  /** @type {Map<string, { payload: Record<string, unknown>, expiresAt: number }>} */
  const items = new Map()
  /** @param {string} key */
  const live = (key) => {
    const item = items.get(key)
    if (!item) return undefined
    if (item.expiresAt <= Date.now()) {
      items.delete(key)
      return undefined
    }
    return item.payload
  }
  return class MemoryAdapter {
    /** @param {string} model */
    constructor(model) {
      this.model = model
    }
    /** @param {string} id */
    key(id) {
      return `${this.model}:${id}`
    }
    /** @param {string} id @param {Record<string, unknown>} payload @param {number} expiresIn */
    async upsert(id, payload, expiresIn) {
      items.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 })
      if (typeof payload.uid === 'string')
        items.set(`${this.model}:uid:${payload.uid}`, {
          payload,
          expiresAt: Date.now() + (expiresIn ?? 3600) * 1000,
        })
    }
    /** @param {string} id */
    async find(id) {
      return live(this.key(id))
    }
    /** @param {string} uid */
    async findByUid(uid) {
      return live(`${this.model}:uid:${uid}`)
    }
    async findByUserCode() {
      return undefined
    }
    /** @param {string} id */
    async consume(id) {
      const payload = live(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }
    /** @param {string} id */
    async destroy(id) {
      items.delete(this.key(id))
    }
    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      for (const [key, item] of items) if (item.payload.grantId === grantId) items.delete(key)
    }
  }
}

const DEFAULT_ACCOUNTS = {
  apple: {
    sub: '001234.apple-test-reader.0420',
    givenName: 'Ana María',
    familyName: 'López',
    email: 'ana.lopez@privaterelay.appleid.com',
  },
  google: {
    sub: '108734523409876543210',
    givenName: 'Grace',
    familyName: 'Hopper',
    email: 'grace.hopper@example.com',
  },
}

/**
 * @param {{ as: 'apple' | 'google', redirectUri: string | string[], clientId?: string, clientSecret?: string, account?: Partial<OidcTestAccount>, host?: string, port?: number }} options
 * @returns {Promise<OidcPeer>}
 */
export async function startOidcPeer({
  as,
  redirectUri,
  clientId = `wellread-${as}-test-client`,
  clientSecret = `wellread-${as}-test-secret-${randomBytes(8).toString('hex')}`,
  account: accountOverrides = {},
  host = '127.0.0.1',
  port = 0,
}) {
  if (as !== 'apple' && as !== 'google') throw new Error('startOidcPeer: as must be "apple" or "google"')
  const account = { ...DEFAULT_ACCOUNTS[as], ...accountOverrides }
  const redirectUris = [redirectUri].flat()
  /** @type {'approve' | 'deny'} */
  let mode = 'approve'
  let nameShared = false
  let authorizations = 0
  let tokenRequests = 0

  /** @type {import('node:http').RequestListener | null} */
  let handle = null
  const server = http.createServer((req, res) => {
    if (handle) handle(req, res)
    else res.writeHead(503).end()
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const issuer = `http://${host}:${actualPort}`

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `${as}-test-key`,
    alg: 'RS256',
    use: 'sig',
  }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: memoryAdapter(),
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Like the real providers, the ID token of the code flow carries the address (and Google's, the name).
    conformIdTokenClaims: false,
    scopes: as === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
    claims:
      as === 'apple'
        ? { openid: ['sub'], email: ['email', 'email_verified', 'is_private_email'] }
        : {
            openid: ['sub'],
            email: ['email', 'email_verified'],
            profile: ['name', 'given_name', 'family_name'],
          },
    async findAccount(_ctx, id) {
      if (id !== account.sub) return undefined
      return {
        accountId: id,
        async claims() {
          return as === 'apple'
            ? {
                sub: account.sub,
                email: account.email,
                email_verified: 'true',
                is_private_email: account.email.endsWith('@privaterelay.appleid.com') ? 'true' : 'false',
              }
            : {
                sub: account.sub,
                email: account.email,
                email_verified: true,
                name: `${account.givenName} ${account.familyName}`,
                given_name: account.givenName,
                family_name: account.familyName,
              }
        },
      }
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError(ctx, out) {
      ctx.type = 'json'
      ctx.body = out
    },
  })

  // Count codes and token requests; as Apple, add the name to the first authorization's form post.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/token') tokenRequests += 1
    await next()
    const location = ctx.response.get('location')
    if (typeof ctx.body === 'string' && ctx.body.includes('name="code"')) {
      authorizations += 1
      if (as === 'apple' && !nameShared) {
        nameShared = true
        const user = JSON.stringify({
          name: { firstName: account.givenName, lastName: account.familyName },
          email: account.email,
        })
        const escaped = user.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
        ctx.body = ctx.body.replace(
          '<noscript>',
          `<input type="hidden" name="user" value="${escaped}"/>\n    <noscript>`,
        )
      }
    } else if (location && /[?&]code=/.test(location)) authorizations += 1
  })

  const callback = provider.callback()

  /**
   * The sign-in and consent "pages": sign the test account in, grant what the site asked for, or decline.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function interaction(req, res) {
    try {
      const details = await provider.interactionDetails(req, res)
      if (mode === 'deny')
        return await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The reader declined to sign in.' },
          { mergeWithLastSubmission: false },
        )
      if (details.prompt.name === 'login')
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        )
      if (details.prompt.name === 'consent') {
        const { grantId, params, session } = details
        const grant = grantId
          ? await provider.Grant.find(grantId)
          : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) })
        if (!grant) throw new Error('the grant is gone')
        const missing = /** @type {Record<string, unknown>} */ (details.prompt.details)
        if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
        if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims)
        const resources = /** @type {Record<string, string[]> | undefined} */ (missing.missingResourceScopes)
        for (const [indicator, scopes] of Object.entries(resources ?? {}))
          grant.addResourceScope(indicator, scopes.join(' '))
        const saved = await grant.save()
        return await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: saved } },
          { mergeWithLastSubmission: true },
        )
      }
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`unexpected prompt ${details.prompt.name}`)
    } catch (error) {
      res
        .writeHead(400, { 'content-type': 'text/plain' })
        .end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  handle = (req, res) => {
    if (req.method === 'GET' && /^\/interaction\/[^/?]+/.test(req.url ?? '')) void interaction(req, res)
    else callback(req, res)
  }

  const upper = as.toUpperCase()
  return {
    as,
    issuer,
    port: actualPort,
    clientId,
    clientSecret,
    redirectUris,
    account,
    env: {
      [`AUTH_${upper}_ISSUER`]: issuer,
      [`AUTH_${upper}_CLIENT_ID`]: clientId,
      [`AUTH_${upper}_CLIENT_SECRET`]: clientSecret,
    },
    setMode(next) {
      mode = next
    },
    forgetAuthorizations() {
      nameShared = false
    },
    get authorizations() {
      return authorizations
    },
    get tokenRequests() {
      return tokenRequests
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
