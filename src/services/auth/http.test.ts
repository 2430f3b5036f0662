// @vitest-environment node
import { AUTH_MESSAGES } from '@/lib/account/contract'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import {
  ACCOUNT_EXPORT_FILENAME,
  AUTH_HTTP_MESSAGES,
  type AuthDependencies,
  handleAccountDelete,
  handleAccountExport,
  handleCallback,
  handleClearCookie,
  handleSession,
  handleSetCookie,
  handleSignInStart,
  handleSiteFlags,
  handleToken,
} from './http'
import { seal, signProfileToken } from './rules'
import { SIGN_IN_FAILED_PATH, signInFailedPath } from './shared'
import { fakeProvider, memoryReaderStore, SITE, testDependencies } from './testData'

/**
 * The sign-in handlers with readers and sessions in memory and stand-in providers that check the flow like
 * real ones (their code, state, verifier, nonce). The real flow, against real OpenID Connect providers and
 * the database, is tests/int/auth.int.spec.ts.
 */

const T0 = new Date('2026-03-01T12:00:00Z')

function setup(overrides: Partial<AuthDependencies> = {}) {
  let now = T0
  const memory = memoryReaderStore([
    {
      email: 'grace@example.com',
      status: 'confirmed',
      lists: ['heart'],
      source: 'article',
      subscribedAt: '2026-01-01T00:00:00.000Z',
      confirmedAt: '2026-01-01T00:05:00.000Z',
      unsubscribedAt: null,
    },
  ])
  const google = fakeProvider('google', {
    sub: 'g-1',
    email: 'Grace@Example.com',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  })
  const apple = fakeProvider('apple', {
    sub: 'a-1',
    email: 'ana@privaterelay.appleid.com',
    email_verified: 'true',
  })
  const logged: string[] = []
  const deps = testDependencies({
    providers: { google: google.port, apple: apple.port },
    store: memory.store,
    now: () => now,
    log: (m) => logged.push(m),
    ...overrides,
  })
  return {
    deps,
    memory,
    google,
    apple,
    logged,
    advance(ms: number) {
      now = new Date(now.getTime() + ms)
    },
  }
}

/** The `Set-Cookie` values of a response, by cookie name. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]))
}
const cookieValue = (setCookie: string | undefined) => setCookie?.split(';')[0]?.split('=').slice(1).join('=')

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${SITE}${path}`, { headers })
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Start a sign-in and come back from the provider: the callback's response and the session cookie. */
async function signIn(
  t: ReturnType<typeof setup>,
  provider: 'google' | 'apple' = 'google',
  { query = '', form }: { query?: string; form?: Record<string, string> } = {},
) {
  const start = await handleSignInStart(get(`/api/auth/signin/${provider}${query}`), provider, t.deps)
  expect(start.status).toBe(302)
  const location = new URL(start.headers.get('location')!)
  const oidc = cookieValue(setCookies(start).wr_oidc)!
  const params = { code: location.searchParams.get('test_code')!, state: location.searchParams.get('state')! }
  const cookie = `wr_oidc=${oidc}`
  const callback =
    provider === 'apple'
      ? await handleCallback(
          new Request(`${SITE}/api/auth/callback/apple`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
            body: new URLSearchParams({ ...params, ...form }).toString(),
          }),
          'apple',
          t.deps,
        )
      : await handleCallback(
          get(`/api/auth/callback/google?${new URLSearchParams(params)}`, { cookie }),
          'google',
          t.deps,
        )
  const token = cookieValue(setCookies(callback).wr_session)
  return { start, location, callback, token, session: token ? `wr_session=${token}; wr_auth=1` : '' }
}

describe('GET /api/auth/signin/{provider}', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and keeps the checks in a sealed cookie', async () => {
    const t = setup()
    const { start, location } = await signIn(t)
    expect(location.origin).toBe('https://google.provider.test')
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/callback/google`)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(location.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const oidc = setCookies(start).wr_oidc!
    expect(oidc).toContain('HttpOnly')
    expect(oidc).toContain('Max-Age=600')
    expect(oidc).not.toContain(location.searchParams.get('state')!)
    expect(start.headers.get('cache-control')).toBe('private, no-store')
  })

  it('an unknown provider, or one that is off, sends the reader back to the page they were on, never to JSON', async () => {
    const t = setup({ providers: { google: fakeProvider('google', { sub: 'x' }).port } })
    const from = { referer: `${SITE}/health/sleep?utm_source=mail` }
    const unknown = await handleSignInStart(get('/api/auth/signin/facebook', from), 'facebook', t.deps)
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe(
      '/health/sleep?utm_source=mail&signin=failed&reason=unknown-provider',
    )
    expect(unknown.headers.get('content-type')).toBeNull()
    const off = await handleSignInStart(get('/api/auth/signin/apple', from), 'apple', t.deps)
    expect(off.status).toBe(302)
    expect(off.headers.get('location')).toBe('/health/sleep?utm_source=mail&signin=failed&reason=unavailable')
    expect(off.headers.get('set-cookie')).toBeNull()
    expect(t.logged).toEqual([
      `[auth] a sign-in could not start: ${AUTH_MESSAGES.unknownProvider}`,
      '[auth] a sign-in could not start: Signing in with Apple is not available on this site.',
    ])
    // Without a page of this site to go back to: the root.
    const elsewhere: Record<string, string>[] = [
      {},
      { referer: 'https://evil.example/page' },
      { referer: `${SITE}/api/auth/session` },
    ]
    for (const headers of elsewhere)
      expect(
        (await handleSignInStart(get('/api/auth/signin/apple', headers), 'apple', t.deps)).headers.get(
          'location',
        ),
      ).toBe('/?signin=failed&reason=unavailable')
  })

  it('refuses a daily-dose parameter that is not a short id: back to the page, the plain failure', async () => {
    const t = setup()
    const response = await handleSignInStart(
      get('/api/auth/signin/google?lessonId=https%3A%2F%2Fevil.example'),
      'google',
      t.deps,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(SIGN_IN_FAILED_PATH)
    expect(t.logged[0]).toMatch(/^\[auth\] sign-in with google refused: lessonId must be 1 to 64 letters/)
  })

  it('limits sign-in starts per address', async () => {
    const t = setup({
      signInLimiter: memoryRateLimiter({
        name: `auth-limit-${Math.random()}`,
        points: 2,
        durationSeconds: 900,
      }),
    })
    const from = (ip: string) => get('/api/auth/signin/google', { [CLIENT_IP_HEADER]: ip })
    expect((await handleSignInStart(from('198.51.100.1'), 'google', t.deps)).status).toBe(302)
    expect((await handleSignInStart(from('198.51.100.1'), 'google', t.deps)).status).toBe(302)
    const limited = await handleSignInStart(from('198.51.100.1'), 'google', t.deps)
    expect(limited.status).toBe(302)
    expect(limited.headers.get('location')).toBe('/?signin=failed&reason=limited')
    expect(limited.headers.get('retry-after')).toBe('900')
    expect((await handleSignInStart(from('198.51.100.2'), 'google', t.deps)).status).toBe(302)
  })

  it('sends the reader back with ?signin=failed&reason=unavailable when the provider cannot be reached', async () => {
    const t = setup()
    t.google.fail()
    const response = await handleSignInStart(get('/api/auth/signin/google'), 'google', t.deps)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/?signin=failed&reason=unavailable')
    expect(t.logged).toEqual(['[auth] sign-in with google could not start: Error ECONNREFUSED'])
  })
})

describe('the callback', () => {
  it('opens a session and returns to the site root', async () => {
    const t = setup()
    const { callback, token } = await signIn(t)
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/')
    const cookies = setCookies(callback)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookies.wr_session).toContain('HttpOnly')
    expect(cookies.wr_session).toContain('Secure')
    expect(cookies.wr_session).toContain('Max-Age=2592000')
    expect(cookies.wr_auth).toMatch(/^wr_auth=1; /)
    expect(cookies.wr_oidc).toContain('Max-Age=0')
    const [reader] = [...t.memory.readers.values()]
    expect(reader).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' })
    const [session] = [...t.memory.sessions.values()]
    // Only the token's hash is kept.
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify([...t.memory.sessions.values()])).not.toContain(token!)
  })

  it('limits providers’ answers per address, before reading them (reason=limited, Retry-After)', async () => {
    const t = setup({
      callbackLimiter: memoryRateLimiter({
        name: `auth-callback-${Math.random()}`,
        points: 1,
        durationSeconds: 900,
      }),
    })
    const answer = (ip: string) =>
      handleCallback(
        get('/api/auth/callback/google?code=x&state=y', { [CLIENT_IP_HEADER]: ip }),
        'google',
        t.deps,
      )
    expect((await answer('198.51.100.1')).headers.get('location')).toBe('/?signin=failed')
    const limited = await answer('198.51.100.1')
    expect(limited.status).toBe(302)
    expect(limited.headers.get('location')).toBe('/?signin=failed&reason=limited')
    expect(limited.headers.get('retry-after')).toBe('900')
    expect(setCookies(limited).wr_oidc).toContain('Max-Age=0')
    expect((await answer('198.51.100.2')).headers.get('location')).toBe('/?signin=failed')
  })

  it('reports the account to the tracking ingest on the first sign-in only (002 §7)', async () => {
    const reported: { form: string; source: string; email?: string }[] = []
    const t = setup({
      reportForm: async (_request, form) => {
        reported.push(form)
      },
    })
    await signIn(t)
    expect(reported).toEqual([{ form: 'account', source: 'google', email: 'grace@example.com' }])
    t.advance(60_000)
    await signIn(t)
    expect(reported).toHaveLength(1)
  })

  it('returns to the daily-dose site, and only its configured host, when the sign-in carried its parameters', async () => {
    const t = setup({ dailyDoseUrl: 'https://dailydose.example/welcome' })
    const { callback } = await signIn(t, 'google', { query: '?lessonId=L-1&correlationId=c-9&utm_source=x' })
    expect(callback.headers.get('location')).toBe(
      'https://dailydose.example/welcome?lessonId=L-1&correlationId=c-9',
    )
  })

  it('returns to the root when no daily-dose site is configured, whatever the parameters', async () => {
    const t = setup({ dailyDoseUrl: null })
    const { callback } = await signIn(t, 'google', { query: '?lessonId=L-1' })
    expect(callback.headers.get('location')).toBe('/')
  })

  it("keeps Apple's name, sent only on the first sign-in", async () => {
    const t = setup()
    const first = await signIn(t, 'apple', {
      form: {
        user: JSON.stringify({ name: { firstName: 'Ana', lastName: 'López' }, email: 'x@evil.example' }),
      },
    })
    expect(first.callback.headers.get('location')).toBe('/')
    const second = await signIn(t, 'apple')
    expect(second.callback.headers.get('location')).toBe('/')
    const readers = [...t.memory.readers.values()]
    expect(readers).toHaveLength(1)
    // The unsigned form's address is never used: the ID token's is.
    expect(readers[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@privaterelay.appleid.com',
    })
  })

  async function failedCallback(t: ReturnType<typeof setup>, request: Request, provider = 'google') {
    const response = await handleCallback(request, provider, t.deps)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(SIGN_IN_FAILED_PATH)
    expect(setCookies(response).wr_session).toBeUndefined()
    expect(setCookies(response).wr_oidc).toContain('Max-Age=0')
    return t.logged.at(-1)
  }

  it('fails without the sign-in cookie, with another state, once expired, or declined', async () => {
    const t = setup()
    const start = await handleSignInStart(get('/api/auth/signin/google'), 'google', t.deps)
    const location = new URL(start.headers.get('location')!)
    const cookie = `wr_oidc=${cookieValue(setCookies(start).wr_oidc)}`
    const code = location.searchParams.get('test_code')!
    const state = location.searchParams.get('state')!
    const back = (query: string, headers: Record<string, string> = { cookie }) =>
      get(`/api/auth/callback/google?${query}`, headers)

    expect(await failedCallback(t, back(`code=${code}&state=${state}`, {}))).toBe(
      '[auth] sign-in with google failed: no sign-in cookie (expired, or another browser)',
    )
    expect(await failedCallback(t, back(`code=${code}&state=other`))).toBe(
      '[auth] sign-in with google failed: the state does not match',
    )
    expect(await failedCallback(t, back(`error=access_denied&state=${state}`))).toBe(
      '[auth] sign-in with google failed: the provider answered access_denied',
    )
    expect(await failedCallback(t, back(`code=${code}&state=${state}`, { cookie: 'wr_oidc=forged' }))).toBe(
      '[auth] sign-in with google failed: the sign-in cookie is not one of ours',
    )
    t.advance(600_000)
    expect(await failedCallback(t, back(`code=${code}&state=${state}`))).toBe(
      '[auth] sign-in with google failed: the sign-in took longer than 10 minutes',
    )
    expect(t.memory.sessions.size).toBe(0)
  })

  it("fails when the cookie is another provider's, or the provider refuses the code", async () => {
    const t = setup()
    const start = await handleSignInStart(get('/api/auth/signin/google'), 'google', t.deps)
    const location = new URL(start.headers.get('location')!)
    const cookie = `wr_oidc=${cookieValue(setCookies(start).wr_oidc)}`
    const state = location.searchParams.get('state')!
    const form = (body: Record<string, string>) =>
      new Request(`${SITE}/api/auth/callback/apple`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(body).toString(),
      })
    expect(await failedCallback(t, form({ code: 'x', state }), 'apple')).toBe(
      '[auth] sign-in with apple failed: the sign-in was started with google',
    )
    expect(
      await failedCallback(t, get(`/api/auth/callback/google?code=not-issued&state=${state}`, { cookie })),
    ).toBe('[auth] sign-in with google failed: Error invalid_grant')
  })

  it('an unknown provider, or one that is off, goes to the root with why, never to JSON', async () => {
    const t = setup({ providers: {} })
    const unknown = await handleCallback(get('/api/auth/callback/x'), 'x', t.deps)
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe('/?signin=failed&reason=unknown-provider')
    const off = await handleCallback(get('/api/auth/callback/google'), 'google', t.deps)
    expect(off.headers.get('location')).toBe('/?signin=failed&reason=unavailable')
    expect(setCookies(off).wr_oidc).toContain('Max-Age=0')
  })

  it('a failure returns to the page the sign-in started from; success still goes to the root', async () => {
    const t = setup()
    const from = { referer: `${SITE}/health/sleep?page=2&signin=failed&reason=limited` }
    const start = await handleSignInStart(get('/api/auth/signin/google', from), 'google', t.deps)
    const location = new URL(start.headers.get('location')!)
    const cookie = `wr_oidc=${cookieValue(setCookies(start).wr_oidc)}`
    const state = location.searchParams.get('state')!
    const declined = await handleCallback(
      get(`/api/auth/callback/google?error=access_denied&state=${state}`, { cookie }),
      'google',
      t.deps,
    )
    expect(declined.headers.get('location')).toBe(signInFailedPath('/health/sleep?page=2'))
    expect(declined.headers.get('location')).toBe('/health/sleep?page=2&signin=failed')

    const again = await handleSignInStart(get('/api/auth/signin/google', from), 'google', t.deps)
    const back = new URL(again.headers.get('location')!)
    const ok = await handleCallback(
      get(
        `/api/auth/callback/google?code=${back.searchParams.get('test_code')}&state=${back.searchParams.get('state')}`,
        { cookie: `wr_oidc=${cookieValue(setCookies(again).wr_oidc)}` },
      ),
      'google',
      t.deps,
    )
    expect(ok.headers.get('location')).toBe('/')
  })
})

describe('GET /api/auth/session', () => {
  it('answers null without a session, clearing a stale hint', async () => {
    const t = setup()
    const none = await handleSession(get('/api/auth/session'), t.deps)
    expect(await none.json()).toEqual({ user: null })
    expect(none.headers.get('set-cookie')).toBeNull()
    expect(none.headers.get('cache-control')).toBe('private, no-store')
    const stale = await handleSession(get('/api/auth/session', { cookie: 'wr_auth=1' }), t.deps)
    expect(await stale.json()).toEqual({ user: null })
    expect(setCookies(stale).wr_auth).toContain('Max-Age=0')
  })

  it('answers the signed-in reader with the fields of 002 §3.4', async () => {
    const t = setup()
    const { session } = await signIn(t)
    const response = await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    const { user } = await response.json()
    expect(user).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phoneNumber: '',
      initials: 'GH',
      rvoId: expect.any(String),
      hsId: expect.any(String),
      memberSince: T0.toISOString(),
      authProvider: 'google',
    })
  })

  it('moves the end of a session in use, at most once an hour', async () => {
    const t = setup()
    const { session } = await signIn(t)
    const [stored] = [...t.memory.sessions.values()]
    t.advance(30 * 60_000)
    const soon = await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    expect(soon.headers.get('set-cookie')).toBeNull()
    expect(t.memory.sessions.get(Number(stored!.id))!.expiresAt).toBe(stored!.expiresAt)
    t.advance(31 * 60_000)
    const later = await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    expect(setCookies(later).wr_session).toContain('Max-Age=2592000')
    expect(t.memory.sessions.get(Number(stored!.id))!.expiresAt).toBe('2026-03-31T13:01:00.000Z')
  })

  it('deletes an ended session and clears its cookies', async () => {
    const t = setup({ sessionDays: 1 })
    const { session } = await signIn(t)
    t.advance(24 * 3600_000)
    const response = await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    expect(await response.json()).toEqual({ user: null })
    expect(setCookies(response).wr_session).toContain('Max-Age=0')
    expect(t.memory.sessions.size).toBe(0)
  })
})

describe('POST /api/auth/set-cookie and clear-cookie', () => {
  it('re-issues the session with a new token for the signed-in reader; the old one stops working', async () => {
    const t = setup()
    const { session, token } = await signIn(t)
    const response = await handleSetCookie(
      post(
        '/api/auth/set-cookie',
        {
          isAuthenticated: true,
          email: 'grace@example.com',
          provider: 'google',
          userInfo: { name: 'Grace' },
          msalAccount: null,
          refreshToken: 'ignored',
        },
        { cookie: session },
      ),
      t.deps,
    )
    expect(response.status).toBe(200)
    expect((await response.json()).user.email).toBe('grace@example.com')
    const renewed = cookieValue(setCookies(response).wr_session)
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(renewed).not.toBe(token)
    const old = await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    expect(await old.json()).toEqual({ user: null })
    const current = await handleSession(get('/api/auth/session', { cookie: `wr_session=${renewed}` }), t.deps)
    expect((await current.json()).user.email).toBe('grace@example.com')
  })

  it.each([
    [
      { isAuthenticated: true, email: 'grace@example.com', provider: 'facebook' },
      400,
      AUTH_MESSAGES.unknownProvider,
    ],
    [{ isAuthenticated: true, email: 'grace@example.com' }, 400, AUTH_MESSAGES.unknownProvider],
    [{ isAuthenticated: true, provider: 'google' }, 400, AUTH_HTTP_MESSAGES.needsEmail],
    [{ isAuthenticated: true, email: 'other@example.com', provider: 'google' }, 401, AUTH_MESSAGES.noAccount],
    [{ isAuthenticated: true, email: 'grace@example.com', provider: 'apple' }, 401, AUTH_MESSAGES.noAccount],
    [
      { isAuthenticated: 'yes' },
      400,
      'isAuthenticated is required: true to refresh the session, false to sign out.',
    ],
    [{ isAuthenticated: true, extra: 1 }, 400, 'The request has unknown fields: extra.'],
  ])('%j → %i %s', async (body, status, message) => {
    const t = setup()
    const { session } = await signIn(t)
    const response = await handleSetCookie(post('/api/auth/set-cookie', body, { cookie: session }), t.deps)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error: message })
  })

  it('answers 401 without a session', async () => {
    const t = setup()
    const response = await handleSetCookie(
      post('/api/auth/set-cookie', { isAuthenticated: true, email: 'grace@example.com', provider: 'google' }),
      t.deps,
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'No authenticated accounts found' })
  })

  it('signs out with isAuthenticated: false, and with clear-cookie', async () => {
    const t = setup()
    const first = await signIn(t)
    const out = await handleSetCookie(
      post('/api/auth/set-cookie', { isAuthenticated: false }, { cookie: first.session }),
      t.deps,
    )
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ ok: true })
    expect(setCookies(out).wr_session).toContain('Max-Age=0')
    expect(setCookies(out).wr_auth).toContain('Max-Age=0')

    const second = await signIn(t)
    const cleared = await handleClearCookie(
      post('/api/auth/clear-cookie', undefined, { cookie: second.session }),
      t.deps,
    )
    expect(await cleared.json()).toEqual({ ok: true })
    expect(t.memory.sessions.size).toBe(0)
    const again = await handleClearCookie(
      post('/api/auth/clear-cookie', undefined, { cookie: second.session }),
      t.deps,
    )
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ error: 'No authenticated accounts found to sign out' })
    expect(setCookies(again).wr_session).toContain('Max-Age=0')
  })

  it.each([[{ origin: 'https://evil.example' }], [{ origin: '' }], [{ 'sec-fetch-site': 'cross-site' }]])(
    'refuses requests from other sites (%j)',
    async (headers) => {
      const t = setup()
      const { session } = await signIn(t)
      const request = new Request(`${SITE}/api/auth/clear-cookie`, {
        method: 'POST',
        headers: { cookie: session, ...headers },
      })
      const response = await handleClearCookie(request, t.deps)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: AUTH_HTTP_MESSAGES.notSameOrigin })
      expect(t.memory.sessions.size).toBe(1)
      const sameOrigin = new Request(`${SITE}/api/auth/clear-cookie`, {
        method: 'POST',
        headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
      })
      expect((await handleClearCookie(sameOrigin, t.deps)).status).toBe(200)
    },
  )
})

describe('a reader’s calls: the per-address limit (reader-account)', () => {
  it('answers 429 with Retry-After past it, counting only requests from the site’s pages', async () => {
    const t = setup({
      accountLimiter: memoryRateLimiter({
        name: `auth-account-${Math.random()}`,
        points: 2,
        durationSeconds: 60,
      }),
    })
    const { session } = await signIn(t)
    const token = (headers: Record<string, string> = {}) =>
      handleToken(
        post('/api/auth/token', undefined, {
          cookie: session,
          [CLIENT_IP_HEADER]: '198.51.100.9',
          ...headers,
        }),
        t.deps,
      )
    expect((await token({ origin: 'https://evil.example' })).status).toBe(403)
    const first = await token()
    expect(first.status).toBe(200)
    const { token: bearer } = (await first.json()) as { token: string }
    expect((await token()).status).toBe(200)
    const limited = await token()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toEqual({ error: AUTH_HTTP_MESSAGES.tooMany })
    // Setting a flag with the bearer token counts against the same limit (reading them does not).
    const [reader] = [...t.memory.readers.values()]
    const flags = (method: 'GET' | 'PUT') =>
      handleSiteFlags(
        new Request(`${SITE}/api/profile/${reader!.rvoId}/site-flags/wellread`, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            [CLIENT_IP_HEADER]: '198.51.100.9',
          },
          ...(method === 'PUT' ? { body: JSON.stringify({ label: 'onboarding', status: 'viewed' }) } : {}),
        }),
        reader!.rvoId,
        'wellread',
        t.deps,
      )
    expect((await flags('GET')).status).toBe(200)
    expect((await flags('PUT')).status).toBe(429)
  })
})

describe('the profile service', () => {
  async function withToken() {
    const t = setup()
    const { session } = await signIn(t)
    const response = await handleToken(post('/api/auth/token', undefined, { cookie: session }), t.deps)
    const { token, expiresIn } = await response.json()
    const rvoId = [...t.memory.readers.values()][0]!.rvoId
    return { t, token: token as string, expiresIn, rvoId, session }
  }
  const flagsRequest = (
    rvoId: string,
    token: string | null,
    init: { method?: string; body?: unknown; site?: string } = {},
  ) =>
    new Request(`${SITE}/api/profile/${rvoId}/site-flags/${init.site ?? 'wellread'}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    })

  it('gives a 5-minute token to a signed-in reader only', async () => {
    const { token, expiresIn } = await withToken()
    expect(expiresIn).toBe(300)
    expect(token).toMatch(/^wrp1\./)
    const t = setup()
    const none = await handleToken(post('/api/auth/token', undefined), t.deps)
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ error: 'Failed to acquire token' })
  })

  it('reads and sets flags with the token', async () => {
    const { t, token, rvoId } = await withToken()
    const empty = await handleSiteFlags(flagsRequest(rvoId, token), rvoId, 'wellread', t.deps)
    expect(await empty.json()).toEqual({ flags: [] })
    const put = await handleSiteFlags(
      flagsRequest(rvoId, token, {
        method: 'PUT',
        body: { label: 'has_seen_onboarding_panel', status: 'viewed' },
      }),
      rvoId,
      'wellread',
      t.deps,
    )
    expect(await put.json()).toEqual({ flags: [{ label: 'has_seen_onboarding_panel', status: 'viewed' }] })
    await handleSiteFlags(
      flagsRequest(rvoId, token, {
        method: 'PUT',
        body: { label: 'has_seen_onboarding_panel', status: 'dismissed' },
      }),
      rvoId,
      'wellread',
      t.deps,
    )
    const read = await handleSiteFlags(flagsRequest(rvoId, token), rvoId, 'wellread', t.deps)
    expect(await read.json()).toEqual({
      flags: [{ label: 'has_seen_onboarding_panel', status: 'dismissed' }],
    })
  })

  it('refuses a missing, forged or expired token (401), another reader’s (403), another site (404), a bad body (400)', async () => {
    const { t, token, rvoId } = await withToken()
    const call = (request: Request, id = rvoId, site = 'wellread') =>
      handleSiteFlags(request, id, site, t.deps)
    const missing = await call(flagsRequest(rvoId, null))
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="profile"')
    expect(await missing.json()).toEqual({ error: AUTH_HTTP_MESSAGES.bearerMissing })
    const forged = signProfileToken(rvoId, 'another-secret', { now: T0, seconds: 300 })
    expect((await call(flagsRequest(rvoId, forged))).status).toBe(401)
    const other = signProfileToken('rvo-other', t.deps.secret, { now: T0, seconds: 300 })
    const otherReader = await call(flagsRequest('rvo-other', other), rvoId)
    expect(otherReader.status).toBe(403)
    expect(await otherReader.json()).toEqual({ error: AUTH_HTTP_MESSAGES.otherReader })
    const site = await call(flagsRequest(rvoId, token, { site: 'elsewhere' }), rvoId, 'elsewhere')
    expect(site.status).toBe(404)
    expect(await site.json()).toEqual({ error: AUTH_HTTP_MESSAGES.unknownSite })
    for (const [body, message] of [
      [
        { label: 'Bad Label', status: 'viewed' },
        'label must be 1 to 64 lower-case letters, digits and underscores.',
      ],
      [{ label: 'ok', status: 'done' }, 'status must be "viewed" or "dismissed".'],
      [{ label: 'ok', status: 'viewed', extra: true }, 'The request has unknown fields: extra.'],
    ] as const) {
      const bad = await call(flagsRequest(rvoId, token, { method: 'PUT', body }))
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: message })
    }
    t.advance(300_000)
    const expired = await call(flagsRequest(rvoId, token))
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ error: AUTH_HTTP_MESSAGES.bearerInvalid })
  })
})

describe('the account', () => {
  it('exports everything kept about the reader as a download, without session hashes', async () => {
    const t = setup()
    const { session } = await signIn(t)
    await handleSession(get('/api/auth/session', { cookie: session }), t.deps)
    const response = await handleAccountExport(get('/api/account', { cookie: session }), t.deps)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${ACCOUNT_EXPORT_FILENAME}"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    const body = JSON.parse(text)
    expect(body.profile).toMatchObject({ email: 'grace@example.com', fullName: 'Grace Hopper' })
    // Marketing consent lives with the newsletter subscription (double opt-in), listed under subscriptions.
    expect(body).not.toHaveProperty('marketingConsent')
    expect(body.sessions).toEqual([
      {
        provider: 'google',
        createdAt: T0.toISOString(),
        lastSeenAt: T0.toISOString(),
        expiresAt: '2026-03-31T12:00:00.000Z',
        thisBrowser: true,
      },
    ])
    expect(body.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: 'grace@example.com', lists: ['heart'] }),
    ])
    const [stored] = [...t.memory.sessions.values()]
    expect(text).not.toContain(stored!.tokenHash)
  })

  it('deletes the reader, their sessions and subscriptions, from this site only', async () => {
    const t = setup()
    const { session } = await signIn(t)
    await signIn(t)
    const crossSite = new Request(`${SITE}/api/account`, {
      method: 'DELETE',
      headers: { cookie: session, origin: 'https://evil.example' },
    })
    expect((await handleAccountDelete(crossSite, t.deps)).status).toBe(403)
    const response = await handleAccountDelete(
      new Request(`${SITE}/api/account`, { method: 'DELETE', headers: { cookie: session, origin: SITE } }),
      t.deps,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: true })
    expect(setCookies(response).wr_session).toContain('Max-Age=0')
    expect(t.memory.readers.size).toBe(0)
    expect(t.memory.sessions.size).toBe(0)
    expect(t.memory.subscriptions).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const t = setup()
    const exported = await handleAccountExport(get('/api/account'), t.deps)
    expect(exported.status).toBe(401)
    expect(await exported.json()).toEqual({ error: 'No authenticated accounts found' })
    const deleted = await handleAccountDelete(
      new Request(`${SITE}/api/account`, { method: 'DELETE', headers: { origin: SITE } }),
      t.deps,
    )
    expect(deleted.status).toBe(401)
  })
})

describe('the sealed cookie', () => {
  it('is refused when sealed with another secret', async () => {
    const t = setup()
    const forged = seal(
      {
        provider: 'google',
        state: 's'.repeat(43),
        nonce: 'n'.repeat(43),
        codeVerifier: 'v'.repeat(43),
        expiresAt: T0.getTime() + 1,
        dailyDose: null,
      },
      'not-the-secret',
      'wr_oidc',
    )
    const response = await handleCallback(
      get(`/api/auth/callback/google?code=c&state=${'s'.repeat(43)}`, { cookie: `wr_oidc=${forged}` }),
      'google',
      t.deps,
    )
    expect(response.headers.get('location')).toBe(SIGN_IN_FAILED_PATH)
  })
})
