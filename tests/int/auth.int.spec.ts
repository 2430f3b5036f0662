import type { Payload } from 'payload'
import { type AuthUser, SITE_NAME } from '@/lib/account/contract'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { type OidcPeer, startOidcPeer } from '../peers/oidc.mjs'
import { captureLogs } from '../unit/log-capture'
import { createTestPayload, dbTargets } from './helpers'

/**
 * Readers' sign-in end to end: the app's routes wired as in production (config from the environment,
 * openid-client, readers and sessions in the database on SQLite, and Postgres with TEST_POSTGRES_URL),
 * against two real OpenID Connect providers this test starts, one as Apple (form post, the name sent once)
 * and one as Google. A small "browser" follows redirects with a cookie jar per host: the providers' pages are
 * fetched over HTTP; the site's routes are called in-process with the same requests a browser would send.
 */

const SITE_URL = 'https://wellread.example'
const DAILY_DOSE_URL = 'https://dailydose.example/welcome'
const SIGN_IN_LIMIT = 4

type RouteModule = Record<string, unknown>
type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response

/** The site's routes by path pattern, loaded once the environment is set. */
async function siteRoutes() {
  const table: [RegExp, string[], RouteModule][] = [
    [/^\/api\/auth\/signin\/([^/]+)$/, ['provider'], await import('@/app/api/auth/signin/[provider]/route')],
    [
      /^\/api\/auth\/callback\/([^/]+)$/,
      ['provider'],
      await import('@/app/api/auth/callback/[provider]/route'),
    ],
    [/^\/api\/auth\/session$/, [], await import('@/app/api/auth/session/route')],
    [/^\/api\/auth\/set-cookie$/, [], await import('@/app/api/auth/set-cookie/route')],
    [/^\/api\/auth\/clear-cookie$/, [], await import('@/app/api/auth/clear-cookie/route')],
    [/^\/api\/auth\/token$/, [], await import('@/app/api/auth/token/route')],
    [
      /^\/api\/profile\/([^/]+)\/site-flags\/([^/]+)$/,
      ['rvoId', 'site'],
      await import('@/app/api/profile/[rvoId]/site-flags/[site]/route'),
    ],
    [/^\/api\/account$/, [], await import('@/app/api/account/route')],
  ]
  for (const [, , module] of table) expect(module.dynamic).toBe('force-dynamic')
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    for (const [pattern, names, module] of table) {
      const match = pattern.exec(pathname)
      if (!match) continue
      const handler = module[request.method] as Handler | undefined
      if (!handler) return new Response(null, { status: 405 })
      const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]))
      return handler(request, { params: Promise.resolve(params) })
    }
    // A page of the site: where a sign-in lands.
    return new Response('<!doctype html><title>Wellread</title>', {
      headers: { 'content-type': 'text/html' },
    })
  }
}

const decodeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * A browser: a cookie jar per host (Path and Max-Age honoured), redirects followed one by one, and a
 * provider's self-submitting form post (`response_mode=form_post`) submitted as its script would.
 */
class Browser {
  readonly jar = new Map<string, Map<string, { value: string; path: string }>>()

  constructor(private readonly site: (request: Request) => Promise<Response>) {}

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name)?.value
  }

  private cookieHeader(url: URL): string {
    const cookies = this.jar.get(url.host) ?? new Map()
    return [...cookies]
      .filter(
        ([, c]) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ')
  }

  private keep(url: URL, response: Response) {
    const cookies = this.jar.get(url.host) ?? new Map()
    this.jar.set(url.host, cookies)
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((s) => s.trim())
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq)
      const value = pair!.slice(eq + 1)
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1]
      const maxAge = attr('Max-Age')
      const expires = attr('Expires')
      if (maxAge === '0' || (expires && new Date(expires).getTime() < Date.now())) cookies.delete(name)
      else cookies.set(name, { value, path: attr('Path') ?? '/' })
    }
  }

  /** One request, with this browser's cookies for the host; the response's cookies kept. */
  async request(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    const target = new URL(url)
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader(target)
    if (cookie) headers.set('cookie', cookie)
    const request = new Request(target, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      redirect: 'manual',
    })
    const response = target.origin === SITE_URL ? await this.site(request) : await fetch(request)
    this.keep(target, response)
    return response
  }

  /** A same-origin call from one of the site's pages (`fetch` with credentials). */
  call(path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) {
    return this.request(`${SITE_URL}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { origin: SITE_URL }),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
  }

  /**
   * Open a URL and follow redirects and form posts until a page: where the browser lands. `hops` lists every
   * URL visited. `rewrite` may change a URL before it is opened (a tampering "attacker" in the middle).
   */
  async open(
    url: string,
    {
      headers = {},
      rewrite = (u: string) => u,
    }: { headers?: Record<string, string>; rewrite?: (u: string) => string } = {},
  ) {
    const hops: string[] = []
    let next: { url: string; method: string; body?: string; type?: string } = { url, method: 'GET' }
    for (let i = 0; i < 20; i++) {
      hops.push(`${next.method} ${next.url}`)
      const current = rewrite(next.url)
      const response = await this.request(current, {
        method: next.method,
        body: next.body,
        headers: { ...headers, ...(next.type ? { 'content-type': next.type } : {}) },
      })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        next = { url: new URL(location, current).toString(), method: 'GET' }
        continue
      }
      const text = await response.text()
      const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(text)
      if (form && text.includes('document.forms[0].submit()')) {
        const fields = new URLSearchParams()
        for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
          fields.append(input[1]!, decodeHtml(input[2]!))
        next = {
          url: decodeHtml(form[1]!),
          method: 'POST',
          body: fields.toString(),
          type: 'application/x-www-form-urlencoded',
        }
        continue
      }
      return { url: current, status: response.status, text, hops }
    }
    throw new Error(`too many redirects: ${hops.join(' → ')}`)
  }

  /** Sign in with a provider: where the browser lands. */
  signIn(provider: string, query = '', options: Parameters<Browser['open']>[1] = {}) {
    return this.open(`${SITE_URL}/api/auth/signin/${provider}${query}`, options)
  }

  async session(): Promise<AuthUser | null> {
    const response = await this.call('/api/auth/session')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    return ((await response.json()) as { user: AuthUser | null }).user
  }
}

describe.each(dbTargets())('readers sign in with Apple and Google on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let apple: OidcPeer
  let google: OidcPeer
  let savedEnv: NodeJS.ProcessEnv
  let site: (request: Request) => Promise<Response>
  /** What the server logged during the test. */
  let logs: ReturnType<typeof captureLogs>
  /** Its warnings, as `[component] message`. */
  const warnings = () => logs.lines.filter((l) => l.level === 'warn').map((l) => `[${l.component}] ${l.msg}`)

  const count = async (collection: 'readers' | 'reader-sessions' | 'newsletterSubscribers', where = {}) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs

  beforeAll(async () => {
    savedEnv = { ...process.env }
    apple = await startOidcPeer({ as: 'apple', redirectUri: `${SITE_URL}/api/auth/callback/apple` })
    google = await startOidcPeer({ as: 'google', redirectUri: `${SITE_URL}/api/auth/callback/google` })
    ;({ payload, cleanup } = await createTestPayload(target))
    Object.assign(process.env, {
      ...apple.env,
      ...google.env,
      SITE_URL,
      DAILY_DOSE_URL,
      AUTH_SESSION_DAYS: '30',
      STATE_ADAPTER: 'memory',
      LOGIN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: '900',
    })
    delete process.env.REDIS_URL
    const { resetConfig } = await import('@/platform/config.mjs')
    const { dropSingleton } = await import('@/platform/singleton')
    resetConfig()
    dropSingleton('state.adapter')
    site = await siteRoutes()
  })

  afterAll(async () => {
    const { payloadClient } = await import('@/cms/reads')
    await (await payloadClient()).destroy?.()
    // Payload keeps its instances in a process-wide map and does not forget a destroyed one.
    ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
    process.env = savedEnv
    const { resetConfig } = await import('@/platform/config.mjs')
    resetConfig()
    await cleanup?.()
    await apple?.close()
    await google?.close()
  })

  beforeEach(() => {
    logs = captureLogs()
    apple.setMode('approve')
    google.setMode('approve')
  })

  afterEach(() => {
    logs.restore()
    vi.restoreAllMocks()
  })

  it('Google: lands on the site root signed in, with the auth user of 002 §3.4', async () => {
    const browser = new Browser(site)
    const landed = await browser.signIn('google')
    expect(landed.url).toBe(`${SITE_URL}/`)
    // Through the provider's own pages (its sign-in and consent, approved by the test account).
    expect(landed.hops.some((h) => h.startsWith(`GET ${google.issuer}/auth?`))).toBe(true)
    expect(landed.hops.some((h) => h.startsWith(`GET ${SITE_URL}/api/auth/callback/google?code=`))).toBe(true)
    expect(browser.cookie(SITE_URL, 'wr_auth')).toBe('1')
    expect(browser.cookie(SITE_URL, 'wr_session')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(browser.cookie(SITE_URL, 'wr_oidc')).toBeUndefined()

    const user = await browser.session()
    expect(user).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      phoneNumber: '',
      initials: 'GH',
      rvoId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      hsId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      memberSince: expect.any(String),
      authProvider: 'google',
    })
    expect(Date.now() - new Date(user!.memberSince).getTime()).toBeLessThan(60_000)

    // The database keeps the token's hash, never the token.
    const { docs } = await payload.find({ collection: 'reader-sessions', overrideAccess: true, depth: 0 })
    const token = browser.cookie(SITE_URL, 'wr_session')!
    expect(docs.some((d) => JSON.stringify(d).includes(token))).toBe(false)
    expect(docs.map((d) => d.tokenHash)).toContainEqual(expect.stringMatching(/^[0-9a-f]{64}$/))
  })

  it('Apple: a form post; the name comes once and is kept on later sign-ins; a second sign-in is the same reader', async () => {
    const first = new Browser(site)
    const landed = await first.signIn('apple')
    expect(landed.url).toBe(`${SITE_URL}/`)
    expect(landed.hops).toContainEqual(`POST ${SITE_URL}/api/auth/callback/apple`)
    const user = await first.session()
    expect(user).toMatchObject({
      firstName: 'Ana María',
      lastName: 'López',
      fullName: 'Ana María López',
      initials: 'AL',
      email: 'ana.lopez@privaterelay.appleid.com',
      authProvider: 'apple',
    })

    const second = new Browser(site)
    expect((await second.signIn('apple')).url).toBe(`${SITE_URL}/`)
    const again = await second.session()
    expect(again).toEqual(user)
    expect(await count('readers', { authProvider: { equals: 'apple' } })).toBe(1)
    expect(await count('reader-sessions', { provider: { equals: 'apple' } })).toBeGreaterThanOrEqual(2)
  })

  it('a sign-in deletes every session that has ended, whoever’s it was, and keeps the live ones', async () => {
    const signedIn = new Browser(site)
    await signedIn.signIn('google')
    const {
      docs: [reader],
    } = await payload.find({
      collection: 'readers',
      where: { authProvider: { equals: 'google' } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    const ended = await payload.create({
      collection: 'reader-sessions',
      overrideAccess: true,
      data: {
        reader: reader!.id,
        tokenHash: 'e'.repeat(64),
        provider: 'google',
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
        lastSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
      },
    })
    // Someone else signs in: the ended session goes (the table does not grow with sessions nobody uses).
    await new Browser(site).signIn('apple')
    // (By its token's hash: SQLite gives the next row the deleted one's id.)
    expect(await count('reader-sessions', { tokenHash: { equals: ended.tokenHash } })).toBe(0)
    expect(await count('reader-sessions', { expiresAt: { less_than_equal: new Date().toISOString() } })).toBe(
      0,
    )
    expect(await signedIn.session()).not.toBeNull()
  })

  it('returns to the daily-dose site, and only its configured host, with its parameters', async () => {
    const browser = new Browser(site)
    const landed = await browser.signIn(
      'google',
      '?lessonId=L-101&unitId=U-7&provider=partner.health&transitId=T~3&correlationId=0f8b2c4e-1b2a-4c3d-9e8f-123456789abc&next=https%3A%2F%2Fevil.example',
      // The daily-dose site is not on this machine: stop at its address.
      { rewrite: (u) => (u.startsWith(DAILY_DOSE_URL) ? `${SITE_URL}/__daily-dose__` : u) },
    )
    const arrived = landed.hops.find((h) => h.includes('dailydose.example'))
    expect(arrived).toBe(
      `GET ${DAILY_DOSE_URL}?lessonId=L-101&unitId=U-7&provider=partner.health&transitId=T%7E3&correlationId=0f8b2c4e-1b2a-4c3d-9e8f-123456789abc`,
    )
    expect(await browser.session()).toMatchObject({ authProvider: 'google' })

    for (const crafted of [
      '?lessonId=%2F%2Fevil.example',
      '?unitId=evil.example%2F',
      '?correlationId=%40evil.example',
      '?lessonId=a&lessonId=b',
    ]) {
      const response = await browser.call(`/api/auth/signin/google${crafted}`)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/?signin=failed')
      expect(warnings().at(-1)).toMatch(/^\[auth\] sign-in with google refused: \w+ must be/)
    }
  })

  it('a reader who declines at the provider, or a tampered answer, lands on ?signin=failed, signed out', async () => {
    google.setMode('deny')
    const declined = new Browser(site)
    const landed = await declined.signIn('google')
    expect(landed.url).toBe(`${SITE_URL}/?signin=failed`)
    expect(await declined.session()).toBeNull()
    expect(declined.cookie(SITE_URL, 'wr_oidc')).toBeUndefined()
    expect(warnings()).toContain('[auth] sign-in with google failed: the provider answered access_denied')

    google.setMode('approve')
    const tampered = new Browser(site)
    const forged = await tampered.signIn('google', '', {
      rewrite: (u) =>
        u.includes('/api/auth/callback/google?') ? u.replace(/state=[^&]+/, 'state=forged') : u,
    })
    expect(forged.url).toBe(`${SITE_URL}/?signin=failed`)
    expect(await tampered.session()).toBeNull()
    expect(warnings()).toContain('[auth] sign-in with google failed: the state does not match')

    // A code replayed with the sign-in's own cookie: the provider refuses it the second time.
    const replay = new Browser(site)
    let callback = ''
    let oidcCookie = ''
    await replay.signIn('google', '', {
      rewrite: (u) => {
        if (u.includes('/api/auth/callback/google?')) {
          callback = u
          oidcCookie = replay.cookie(SITE_URL, 'wr_oidc') ?? ''
        }
        return u
      },
    })
    expect(await replay.session()).toMatchObject({ authProvider: 'google' })
    const again = await site(new Request(callback, { headers: { cookie: `wr_oidc=${oidcCookie}` } }))
    expect(again.headers.get('location')).toBe('/?signin=failed')
    expect(warnings().at(-1)).toMatch(/^\[auth\] sign-in with google failed: \S/)
    // Logged without personal data.
    for (const line of warnings()) {
      expect(line).not.toContain(google.account.email)
      expect(line).not.toContain(google.account.givenName)
    }
    expect(logs.text()).not.toContain(google.account.email)
  })

  it('a failed sign-in returns to the page it started from with ?signin=failed and why, never a JSON page', async () => {
    const page = `${SITE_URL}/health/high-blood-pressure-and-sleep?utm_source=mail`
    const fromPage = { headers: { referer: page } }

    // Declined at the provider: back to the article, the plain failure, signed out.
    google.setMode('deny')
    const declined = new Browser(site)
    const landed = await declined.signIn('google', '', fromPage)
    expect(landed.url).toBe(`${page}&signin=failed`)
    expect(landed.status).toBe(200)
    expect(landed.text).toContain('<title>Wellread</title>')
    expect(await declined.session()).toBeNull()
    google.setMode('approve')

    // Another state (a forged answer): the same.
    const tampered = new Browser(site)
    const wrongState = await tampered.signIn('google', '', {
      ...fromPage,
      rewrite: (u) =>
        u.includes('/api/auth/callback/google?') ? u.replace(/state=[^&]+/, 'state=forged') : u,
    })
    expect(wrongState.url).toBe(`${page}&signin=failed`)

    // A provider the site does not know: the spec's reason, back on the page.
    const unknown = await new Browser(site).signIn('facebook', '', fromPage)
    expect(unknown.url).toBe(`${page}&signin=failed&reason=unknown-provider`)
    expect(unknown.hops).toHaveLength(2)

    // A page of another site, or none: the root.
    const elsewhere = await new Browser(site).signIn('facebook', '', {
      headers: { referer: 'https://evil.example/' },
    })
    expect(elsewhere.url).toBe(`${SITE_URL}/?signin=failed&reason=unknown-provider`)
  })

  it('the sheet offers the configured providers only, local stand-ins marked', async () => {
    const { availableSignInOptions } = await import('@/services/auth')
    const { resetConfig } = await import('@/platform/config.mjs')
    // The test's providers are plain http on 127.0.0.1: stand-ins, like the embedded default's.
    expect(availableSignInOptions()).toEqual([
      { provider: 'apple', local: true },
      { provider: 'google', local: true },
    ])
    const saved = { ...process.env }
    try {
      for (const name of ['AUTH_APPLE_ISSUER', 'AUTH_APPLE_CLIENT_ID', 'AUTH_APPLE_CLIENT_SECRET'])
        delete process.env[name]
      resetConfig()
      expect(availableSignInOptions()).toEqual([{ provider: 'google', local: true }])
      // Apple is off: a stale page's button brings the reader back to it, told it is not available.
      const off = await new Browser(site).signIn('apple', '', {
        headers: { referer: `${SITE_URL}/search?q1=sleep` },
      })
      expect(off.url).toBe(`${SITE_URL}/search?q1=sleep&signin=failed&reason=unavailable`)
    } finally {
      process.env = saved
      resetConfig()
    }
    expect(availableSignInOptions()).toHaveLength(2)
  })

  it('site flags through the profile service, with the bearer token', async () => {
    const browser = new Browser(site)
    await browser.signIn('google')
    const { rvoId } = (await browser.session())!
    const tokenResponse = await browser.call('/api/auth/token', 'POST')
    expect(tokenResponse.status).toBe(200)
    const { token, expiresIn } = (await tokenResponse.json()) as { token: string; expiresIn: number }
    expect(expiresIn).toBe(300)
    const flagsPath = `/api/profile/${encodeURIComponent(rvoId)}/site-flags/${SITE_NAME}`
    const auth = { authorization: `Bearer ${token}` }

    // A first-party service: the token, not the cookie, says who is asking.
    const stranger = new Browser(site)
    expect((await stranger.call(flagsPath, 'GET', undefined, auth)).status).toBe(200)
    const put = await stranger.call(
      flagsPath,
      'PUT',
      { label: 'has_seen_onboarding_panel', status: 'viewed' },
      auth,
    )
    expect(await put.json()).toEqual({ flags: [{ label: 'has_seen_onboarding_panel', status: 'viewed' }] })
    await stranger.call(flagsPath, 'PUT', { label: 'has_seen_onboarding_panel', status: 'dismissed' }, auth)
    const read = await stranger.call(flagsPath, 'GET', undefined, auth)
    expect(await read.json()).toEqual({
      flags: [{ label: 'has_seen_onboarding_panel', status: 'dismissed' }],
    })

    const noToken = await stranger.call(flagsPath)
    expect(noToken.status).toBe(401)
    const badToken = await stranger.call(flagsPath, 'GET', undefined, { authorization: `Bearer ${token}x` })
    expect(badToken.status).toBe(401)
    const elsewhere = await stranger.call(flagsPath.replace(SITE_NAME, 'elsewhere'), 'GET', undefined, auth)
    expect(elsewhere.status).toBe(404)
    const bad = await stranger.call(flagsPath, 'PUT', { label: 'Has Seen', status: 'viewed' }, auth)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'label must be 1 to 64 lower-case letters, digits and underscores.',
    })

    // Another reader's token opens only their own flags.
    const other = new Browser(site)
    await other.signIn('apple')
    const otherToken = ((await (await other.call('/api/auth/token', 'POST')).json()) as { token: string })
      .token
    const forbidden = await other.call(flagsPath, 'GET', undefined, { authorization: `Bearer ${otherToken}` })
    expect(forbidden.status).toBe(403)
  })

  it('every auth message of 002 §8 the server gives, verbatim', async () => {
    const anonymous = new Browser(site)
    const expectError = async (response: Response, status: number, error: string) => {
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error })
    }
    await expectError(
      await anonymous.call('/api/auth/set-cookie', 'POST', {
        isAuthenticated: true,
        email: 'a@b.co',
        provider: 'msal',
      }),
      400,
      'Unable to determine authentication provider',
    )
    await expectError(
      await anonymous.call('/api/auth/set-cookie', 'POST', {
        isAuthenticated: true,
        email: 'a@b.co',
        provider: 'google',
      }),
      401,
      'No authenticated accounts found',
    )
    await expectError(
      await anonymous.call('/api/auth/clear-cookie', 'POST'),
      401,
      'No authenticated accounts found to sign out',
    )
    await expectError(await anonymous.call('/api/auth/token', 'POST'), 401, 'Failed to acquire token')
    await expectError(await anonymous.call('/api/account'), 401, 'No authenticated accounts found')
  })

  it('set-cookie re-issues the session; clear-cookie signs out', async () => {
    const browser = new Browser(site)
    await browser.signIn('google')
    const before = browser.cookie(SITE_URL, 'wr_session')
    const refreshed = await browser.call('/api/auth/set-cookie', 'POST', {
      isAuthenticated: true,
      email: google.account.email,
      provider: 'google',
      userInfo: {},
      msalAccount: null,
      refreshToken: '',
    })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { user: AuthUser }).user.email).toBe(google.account.email)
    expect(browser.cookie(SITE_URL, 'wr_session')).not.toBe(before)
    expect(await browser.session()).toMatchObject({ email: google.account.email })

    // From another site's page: refused.
    const crossSite = await browser.call('/api/auth/clear-cookie', 'POST', undefined, {
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await browser.session()).not.toBeNull()

    const out = await browser.call('/api/auth/clear-cookie', 'POST')
    expect(await out.json()).toEqual({ ok: true })
    expect(browser.cookie(SITE_URL, 'wr_session')).toBeUndefined()
    expect(browser.cookie(SITE_URL, 'wr_auth')).toBeUndefined()
    expect(await browser.session()).toBeNull()
  })

  it('limits sign-in starts per address', async () => {
    const browser = new Browser(site)
    // A fresh address each run: on Redis the counts outlive the process (the window is 15 minutes).
    const octet = () => 1 + Math.floor(Math.random() * 250)
    const from = { [CLIENT_IP_HEADER]: `10.${octet()}.${octet()}.${octet()}` }
    for (let i = 0; i < SIGN_IN_LIMIT; i++)
      expect((await browser.call('/api/auth/signin/google', 'GET', undefined, from)).status).toBe(302)
    // Back to the page the reader was on, where the sheet says why: never a JSON page.
    const limited = await browser.call('/api/auth/signin/google', 'GET', undefined, {
      ...from,
      referer: `${SITE_URL}/health/sleep`,
    })
    expect(limited.status).toBe(302)
    expect(limited.headers.get('location')).toBe('/health/sleep?signin=failed&reason=limited')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('exports the account, then deletes it with its sessions and newsletter subscriptions', async () => {
    const browser = new Browser(site)
    await browser.signIn('google')
    const elsewhere = new Browser(site)
    await elsewhere.signIn('google')
    const { rvoId } = (await browser.session())!
    const reader = (
      await payload.find({ collection: 'readers', where: { rvoId: { equals: rvoId } }, overrideAccess: true })
    ).docs[0]!
    await payload.create({
      collection: 'newsletterSubscribers',
      data: { email: google.account.email, status: 'confirmed', lists: ['heart-health'], source: 'article' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletterSubscribers',
      data: { email: 'someone.else@example.com', status: 'confirmed', lists: ['heart-health'] },
      overrideAccess: true,
    })

    const exported = await browser.call('/api/account')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="wellread-account.json"')
    const text = await exported.text()
    const data = JSON.parse(text)
    expect(data.profile).toMatchObject({ rvoId, email: google.account.email, fullName: 'Grace Hopper' })
    expect(data.sessions.length).toBeGreaterThanOrEqual(2)
    expect(data.sessions.filter((s: { thisBrowser: boolean }) => s.thisBrowser)).toHaveLength(1)
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: google.account.email, status: 'confirmed', lists: ['heart-health'] }),
    ])
    expect(text).not.toMatch(/[0-9a-f]{64}/)
    expect(text).not.toContain(browser.cookie(SITE_URL, 'wr_session'))

    const refused = await browser.call('/api/account', 'DELETE', undefined, {
      origin: 'https://evil.example',
    })
    expect(refused.status).toBe(403)
    const deleted = await browser.call('/api/account', 'DELETE')
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ deleted: true })
    expect(browser.cookie(SITE_URL, 'wr_session')).toBeUndefined()

    expect(await count('readers', { id: { equals: reader.id } })).toBe(0)
    expect(await count('reader-sessions', { reader: { equals: reader.id } })).toBe(0)
    expect(await count('newsletterSubscribers', { email: { equals: google.account.email } })).toBe(0)
    expect(await count('newsletterSubscribers', { email: { equals: 'someone.else@example.com' } })).toBe(1)
    // Every browser is signed out, and the Apple reader is untouched.
    expect(await elsewhere.session()).toBeNull()
    expect(await count('readers', { authProvider: { equals: 'apple' } })).toBe(1)

    // Signing in again makes a new reader.
    await browser.signIn('google')
    expect((await browser.session())!.rvoId).not.toBe(rvoId)
  })

  it("an administrator deleting a reader also deletes their sessions and their address's subscriptions; only administrators see readers", async () => {
    const browser = new Browser(site)
    await browser.signIn('apple')
    const { rvoId, email } = (await browser.session())!
    const reader = (
      await payload.find({ collection: 'readers', where: { rvoId: { equals: rvoId } }, overrideAccess: true })
    ).docs[0]!
    await payload.create({
      collection: 'newsletterSubscribers',
      data: { email, status: 'pending', lists: ['daily'] },
      overrideAccess: true,
    })
    const editor = { id: 1, role: 'editor', collection: 'users', email: 'e@wellread.local' } as never
    const admin = { id: 2, role: 'admin', collection: 'users', email: 'a@wellread.local' } as never
    await expect(
      payload.find({ collection: 'readers', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'reader-sessions', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    expect(
      (await payload.find({ collection: 'readers', overrideAccess: false, user: admin })).totalDocs,
    ).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'readers',
        data: {
          rvoId: 'x',
          memberSince: new Date().toISOString(),
          authProvider: 'google',
          providerSubject: 'x',
        },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()

    await payload.delete({ collection: 'readers', id: reader.id, overrideAccess: false, user: admin })
    expect(await count('reader-sessions', { reader: { equals: reader.id } })).toBe(0)
    expect(await count('newsletterSubscribers', { email: { equals: email } })).toBe(0)
    expect(await browser.session()).toBeNull()
  })
})
