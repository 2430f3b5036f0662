// @ts-check
/**
 * A real OpenID Connect provider on this machine (`oidc-provider`), standing in for Sign in with Apple or
 * Google: discovery, the authorization endpoint (code flow, PKCE required), the token endpoint
 * (client_secret_post), signed ID tokens (RS256, its own key), userinfo. One sample account per provider.
 *
 * Two uses, one code (ADR 25):
 * - **The embedded default** (`npm start` with no provider configured and a local SITE_URL): `server.mjs`
 *   starts one "as Apple" and one "as Google" (`startLocalSignInStandIns`), so that a newcomer can try
 *   sign-in, onboarding and site flags. Its sign-in page (`interaction: 'page'`) says plainly that it is a
 *   local stand-in, not Apple or Google, and who it signs in; Continue signs in, Cancel declines.
 * - **The tests** (`tests/peers/oidc.mjs`, `scripts/e2e.mjs`, the integration tests): the same provider with
 *   no page to press (`interaction: 'auto'`): a browser (or a test's fetch that follows redirects) that starts
 *   a sign-in lands back on the site's callback with a code.
 *
 *   const google = await startLocalOidcProvider({ as: 'google', redirectUri: 'http://localhost:3000/api/auth/callback/google' })
 *   process.env = { ...process.env, ...google.env }   // AUTH_GOOGLE_ISSUER, _CLIENT_ID, _CLIENT_SECRET
 *   google.setMode('deny')                            // (auto) the reader declines: error=access_denied
 *
 * As Apple it behaves like Apple: it answers with a form post (`response_mode=form_post`), its ID token
 * carries the address (`email_verified` as the string "true") but never the name, and the name comes once,
 * in the form's `user` field, on the account's first authorization only (`forgetAuthorizations()` starts
 * over, as when a reader removes the app in their Apple ID settings). As Google it redirects with the code
 * in the query, and its ID token carries the address and the name.
 *
 * `oidc-provider` is a development dependency: `npm ci` installs it (the README's start), a production
 * install without development packages does not, and then the site starts without stand-ins.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http from 'node:http'
import Provider from 'oidc-provider'

/**
 * @typedef {object} LocalOidcAccount
 * @property {string} sub the provider's id for the account
 * @property {string} givenName
 * @property {string} familyName
 * @property {string} email
 */

/**
 * @typedef {object} LocalOidcProviderOptions
 * @property {'apple' | 'google'} as which provider it stands in for
 * @property {string | string[]} redirectUri the site's callback(s), `{SITE_URL}/api/auth/callback/{as}`
 * @property {string} [clientId]
 * @property {string} [clientSecret] random when not given
 * @property {Partial<LocalOidcAccount>} [account] the sample account (defaults per provider)
 * @property {string} [host] the address it listens on (default 127.0.0.1)
 * @property {string} [issuerHost] the host name in its issuer (default `host`). `localhost` listens on ::1 too.
 * @property {number} [port] default: any free port
 * @property {'page' | 'auto'} [interaction] 'page' (default): a sign-in page that says it is a local stand-in,
 *   with Continue and Cancel; 'auto': the account is signed in at once (tests)
 */

/**
 * @typedef {object} LocalOidcProvider
 * @property {'apple' | 'google'} as
 * @property {string} issuer `http://HOST:PORT`, for AUTH_{APPLE,GOOGLE}_ISSUER
 * @property {number} port
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string[]} redirectUris
 * @property {LocalOidcAccount} account
 * @property {Record<string, string>} env the app's three variables for this provider
 * @property {(mode: 'approve' | 'deny') => void} setMode (auto) 'deny': the reader declines (error=access_denied)
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

/** @param {string} s */
const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const NAMES = { apple: 'Apple', google: 'Google' }

/**
 * The stand-in's sign-in page: what it is (not Apple, not Google), who it signs in, Continue and Cancel.
 *
 * @param {'apple' | 'google'} as
 * @param {LocalOidcAccount} account
 * @param {string} action
 */
export function signInPageHtml(as, account, action) {
  const name = NAMES[as]
  const who = `${account.givenName} ${account.familyName}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local stand-in for ${name} sign-in</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f4f4f0; color: #1c1c1c; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border: 2px dashed #8a5a00; border-radius: 12px; padding: 24px; }
  h1 { font-size: 1.35rem; margin: 0 0 12px; }
  .tag { display: inline-block; background: #fff3d6; color: #5c3b00; border-radius: 4px; padding: 2px 8px; font-size: .85rem; font-weight: 600; margin-bottom: 12px; }
  .account { background: #f4f4f0; border-radius: 8px; padding: 12px; margin: 16px 0; }
  .account strong, .account span { display: block; overflow-wrap: anywhere; }
  .buttons { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; border-radius: 999px; padding: 10px 20px; border: 2px solid #1c1c1c; cursor: pointer; min-height: 44px; }
  button[value="continue"] { background: #1c1c1c; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1c1c1c; }
</style>
</head>
<body>
<main>
  <p class="tag">Local stand-in, not ${name}</p>
  <h1>Sign in with a local stand-in for ${name}</h1>
  <p>This page is not ${name}. No ${name} sign-in is configured for this copy of the site, so the site started this
  provider on your computer to stand in for it. Nothing is sent to ${name}, and no password is asked for.</p>
  <div class="account">
    <p>You will be signed in as a sample reader:</p>
    <strong>${escapeHtml(who)}</strong>
    <span>${escapeHtml(account.email)}</span>
  </div>
  <form method="post" action="${escapeHtml(action)}">
    <div class="buttons">
      <button type="submit" name="choice" value="continue">Continue as ${escapeHtml(account.givenName)}</button>
      <button type="submit" name="choice" value="cancel">Cancel</button>
    </div>
  </form>
  <p><small>To sign in with the real ${name}, set AUTH_${as.toUpperCase()}_ISSUER, AUTH_${as.toUpperCase()}_CLIENT_ID and
  AUTH_${as.toUpperCase()}_CLIENT_SECRET (see the README).</small></p>
</main>
</body>
</html>
`
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>} */
function formOf(req) {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      body += chunk
      if (body.length > 4096) req.destroy(new Error('the form is too large'))
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

/**
 * @param {LocalOidcProviderOptions} options
 * @returns {Promise<LocalOidcProvider>}
 */
export async function startLocalOidcProvider({
  as,
  redirectUri,
  clientId = `wellread-${as}-test-client`,
  clientSecret = `wellread-${as}-test-secret-${randomBytes(8).toString('hex')}`,
  account: accountOverrides = {},
  host = '127.0.0.1',
  issuerHost = host,
  port = 0,
  interaction: interactionMode = 'page',
}) {
  if (as !== 'apple' && as !== 'google')
    throw new Error('startLocalOidcProvider: as must be "apple" or "google"')
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
  // A browser may reach `localhost` on ::1: listen there too, on the same port, when the machine has it.
  /** @type {import('node:http').Server | null} */
  let ipv6 = null
  if (issuerHost === 'localhost' && host !== '::1') {
    const second = http.createServer((req, res) => server.emit('request', req, res))
    ipv6 = await new Promise((resolve) => {
      second.once('error', () => resolve(null))
      second.listen(actualPort, '::1', () => resolve(second))
    })
  }
  const issuer = `http://${issuerHost}:${actualPort}`

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
   * The sign-in and consent "pages": sign the account in, grant what the site asked for, or decline. With
   * `interaction: 'page'` the sign-in is a page (GET) whose form (POST) continues or cancels; consent is given
   * at once either way.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function interaction(req, res) {
    try {
      const details = await provider.interactionDetails(req, res)
      if (interactionMode === 'page' && details.prompt.name === 'login') {
        if (req.method !== 'POST') {
          res
            .writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              'x-frame-options': 'DENY',
            })
            .end(signInPageHtml(as, account, `/interaction/${details.uid}`))
          return
        }
        const choice = (await formOf(req)).get('choice')
        if (choice !== 'continue')
          return await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'The reader cancelled.' },
            { mergeWithLastSubmission: false },
          )
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        )
      }
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
    if ((req.method === 'GET' || req.method === 'POST') && /^\/interaction\/[^/?]+/.test(req.url ?? ''))
      void interaction(req, res)
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
    close: async () => {
      await Promise.all(
        [server, ipv6].map(
          (s) =>
            s &&
            new Promise((resolve) => {
              s.closeAllConnections()
              s.close(() => resolve(undefined))
            }),
        ),
      )
    },
  }
}

/**
 * The embedded default's stand-ins: a local provider as Apple and one as Google, each with its sign-in page,
 * returning to `siteUrl`'s callbacks; their issuers use the site's host name, so that the sign-in cookie
 * (SameSite=Lax) travels with Apple's form post (same site: one host, other ports). `env` holds the
 * AUTH_{APPLE,GOOGLE}_{ISSUER,CLIENT_ID,CLIENT_SECRET} the site reads.
 *
 * @param {{ siteUrl: string }} options
 * @returns {Promise<{ providers: LocalOidcProvider[], env: Record<string, string>, close: () => Promise<void> }>}
 */
export async function startLocalSignInStandIns({ siteUrl }) {
  const site = new URL(siteUrl)
  const issuerHost = site.hostname.replace(/^\[|\]$/g, '')
  const host = issuerHost === 'localhost' ? '127.0.0.1' : issuerHost
  /** @type {LocalOidcProvider[]} */
  const providers = []
  try {
    for (const as of /** @type {const} */ (['apple', 'google'])) {
      providers.push(
        await startLocalOidcProvider({
          as,
          redirectUri: `${site.origin}/api/auth/callback/${as}`,
          clientId: `wellread-local-${as}`,
          clientSecret: `wellread-local-${as}-${randomBytes(16).toString('hex')}`,
          host,
          issuerHost: site.hostname,
          interaction: 'page',
        }),
      )
    }
  } catch (error) {
    await Promise.all(providers.map((p) => p.close()))
    throw error
  }
  return {
    providers,
    env: Object.assign({}, ...providers.map((p) => p.env)),
    close: async () => {
      await Promise.all(providers.map((p) => p.close()))
    },
  }
}
