// @vitest-environment node
import { initialsOf } from '@/lib/account/contract'
import { cookieValue } from '@/privacy/consent/consent'
import {
  authUserOf,
  bearerToken,
  clearedOidcCookie,
  clearedSessionCookies,
  dailyDoseParams,
  dailyDoseTarget,
  failureReason,
  flagsFor,
  hashSessionToken,
  identityFrom,
  isSessionExpired,
  MAX_FLAGS_PER_SITE,
  newSessionToken,
  oidcCookie,
  seal,
  sessionCookies,
  sessionEnd,
  shouldTouchSession,
  signProfileToken,
  unseal,
  verifyProfileToken,
  withFlag,
} from './rules'
import type { ReaderRecord, StoredSiteFlag } from './types'

const attributes = (cookie: string) => cookie.split('; ')

describe('cookies', () => {
  it('the session cookie is httpOnly, Lax, for the whole site, Secure on HTTPS; the hint is readable', () => {
    const [session, hint] = sessionCookies('tok', { secure: true, maxAgeSeconds: 2_592_000 })
    expect(attributes(session!)).toEqual([
      'wr_session=tok',
      'Path=/',
      'Max-Age=2592000',
      'HttpOnly',
      'Secure',
      'SameSite=Lax',
    ])
    expect(attributes(hint!)).toEqual(['wr_auth=1', 'Path=/', 'Max-Age=2592000', 'Secure', 'SameSite=Lax'])
    const [plainSession, plainHint] = sessionCookies('tok', { secure: false, maxAgeSeconds: 60 })
    expect(plainSession).not.toContain('Secure')
    expect(plainHint).not.toContain('Secure')
    expect(plainHint).not.toContain('HttpOnly')
  })

  it('clearing sets both cookies empty with Max-Age=0', () => {
    const [session, hint] = clearedSessionCookies({ secure: true })
    expect(session).toMatch(/^wr_session=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/)
    expect(hint).toMatch(/^wr_auth=; Path=\/; Max-Age=0; Secure; SameSite=Lax$/)
  })

  it('the checks cookie lasts 10 minutes, only for /api/auth; None on HTTPS (Apple posts cross-site), Lax on HTTP', () => {
    expect(attributes(oidcCookie('v', { secure: true }))).toEqual([
      'wr_oidc=v',
      'Path=/api/auth',
      'Max-Age=600',
      'HttpOnly',
      'Secure',
      'SameSite=None',
    ])
    expect(oidcCookie('v', { secure: false })).toBe(
      'wr_oidc=v; Path=/api/auth; Max-Age=600; HttpOnly; SameSite=Lax',
    )
    expect(clearedOidcCookie({ secure: false })).toBe(
      'wr_oidc=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax',
    )
  })

  it.each([
    ['wr_session=abc; wr_auth=1', 'wr_session', 'abc'],
    ['a=1;wr_auth=1 ; b=2', 'wr_auth', '1'],
    ['xwr_session=abc', 'wr_session', null],
    ['', 'wr_session', null],
    [null, 'wr_session', null],
  ])('the site’s cookie reader: cookieValue(%j, %s) → %j', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected)
  })
})

describe('tokens', () => {
  it('session tokens are 43 random base64url characters; only their SHA-256 is stored', () => {
    const a = newSessionToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newSessionToken()).not.toBe(a)
    expect(hashSessionToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSessionToken(a)).toBe(hashSessionToken(a))
    expect(hashSessionToken(a)).not.toContain(a)
  })

  it('a sealed value opens only with its secret and purpose, and not once changed', () => {
    const value = { state: 's', n: 1 }
    const sealed = seal(value, 'secret-one', 'wr_oidc')
    expect(sealed).not.toContain('state')
    expect(unseal(sealed, 'secret-one', 'wr_oidc')).toEqual(value)
    expect(unseal(sealed, 'secret-two', 'wr_oidc')).toBeNull()
    expect(unseal(sealed, 'secret-one', 'other')).toBeNull()
    const bytes = Buffer.from(sealed, 'base64url')
    bytes[bytes.length - 1]! ^= 1
    expect(unseal(bytes.toString('base64url'), 'secret-one', 'wr_oidc')).toBeNull()
    expect(unseal('not-sealed', 'secret-one', 'wr_oidc')).toBeNull()
    expect(seal(value, 'secret-one', 'wr_oidc')).not.toBe(sealed)
  })

  const now = new Date('2026-03-01T12:00:00Z')

  it('a profile token names its reader and is good for its lifetime only', () => {
    const token = signProfileToken('rvo-1', 'key', { now, seconds: 300 })
    expect(verifyProfileToken(token, 'key', now)).toEqual({ ok: true, rvoId: 'rvo-1' })
    expect(verifyProfileToken(token, 'key', new Date(now.getTime() + 299_000))).toEqual({
      ok: true,
      rvoId: 'rvo-1',
    })
    expect(verifyProfileToken(token, 'key', new Date(now.getTime() + 300_000))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('a profile token signed with another key, or changed, is refused', () => {
    const token = signProfileToken('rvo-1', 'key', { now, seconds: 300 })
    expect(verifyProfileToken(token, 'other-key', now)).toEqual({ ok: false, reason: 'signature' })
    const [prefix, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: 'rvo-2', exp: 9_999_999_999 })).toString('base64url')
    expect(verifyProfileToken(`${prefix}.${forged}.${signature}`, 'key', now)).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(verifyProfileToken('garbage', 'key', now)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyProfileToken('wrp1..', 'key', now)).toEqual({ ok: false, reason: 'malformed' })
  })

  it.each([
    ['Bearer abc.def-ghi_', 'abc.def-ghi_'],
    ['bearer   xyz', 'xyz'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [null, null],
  ])('bearerToken(%j) → %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected)
  })
})

describe('the daily-dose redirect', () => {
  it('takes only the five parameters, each a short id', () => {
    const query = new URLSearchParams(
      'lessonId=L-12&unitId=u_3&provider=acme.health&transitId=t~1&correlationId=0f8b2c4e-1b2a-4c3d-9e8f-123456789abc&other=x',
    )
    expect(dailyDoseParams(query)).toEqual({
      ok: true,
      value: {
        lessonId: 'L-12',
        unitId: 'u_3',
        provider: 'acme.health',
        transitId: 't~1',
        correlationId: '0f8b2c4e-1b2a-4c3d-9e8f-123456789abc',
      },
    })
    expect(dailyDoseParams(new URLSearchParams('other=x'))).toEqual({ ok: true, value: null })
  })

  it.each([
    ['lessonId=https://evil.example', 'lessonId must be 1 to 64'],
    ['unitId=a%20b', 'unitId must be 1 to 64'],
    ['provider=', 'provider must be 1 to 64'],
    [`transitId=${'x'.repeat(65)}`, 'transitId must be 1 to 64'],
    ['correlationId=a&correlationId=b', 'correlationId must be given at most once.'],
    ['lessonId=%2F%2Fevil.example', 'lessonId must be 1 to 64'],
  ])('refuses %s', (query, problem) => {
    const result = dailyDoseParams(new URLSearchParams(query))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toContain(problem)
  })

  it('goes to the configured site with the parameters in its query', () => {
    expect(
      dailyDoseTarget('https://dailydose.example/start?ref=wellread', { lessonId: 'L1', unitId: 'U2' }),
    ).toBe('https://dailydose.example/start?ref=wellread&lessonId=L1&unitId=U2')
    // A parameter of the configured URL with the same name is replaced, not repeated.
    expect(dailyDoseTarget('https://dailydose.example/?lessonId=old', { lessonId: 'new' })).toBe(
      'https://dailydose.example/?lessonId=new',
    )
  })

  it.each([
    [{ lessonId: '@evil.example' }],
    [{ lessonId: '//evil.example/x' }],
    [{ provider: 'evil.example#' }],
    [{ unitId: '\\\\evil.example' }],
  ])('a crafted value never changes the host: %j', (params) => {
    const target = dailyDoseTarget('https://dailydose.example/start', params)
    expect(target === null || new URL(target).host === 'dailydose.example').toBe(true)
    expect(target).toBe('https://dailydose.example/start')
  })

  it.each([[null], [undefined], [''], ['javascript:alert(1)'], ['not a url']])(
    'no daily-dose site (%j): no target',
    (base) => {
      expect(dailyDoseTarget(base, { lessonId: 'L1' })).toBeNull()
    },
  )
})

const reader = (overrides: Partial<ReaderRecord> = {}): ReaderRecord => ({
  id: 1,
  firstName: 'Ana María',
  lastName: 'López',
  email: 'ana@example.com',
  phoneNumber: '',
  rvoId: 'rvo-1',
  hsId: 'hs-1',
  memberSince: '2026-01-02T03:04:05.000Z',
  lastSignInAt: null,
  authProvider: 'apple',
  providerSubject: 'sub-1',
  siteFlags: [],
  ...overrides,
})

describe('the auth user (002 §3.4)', () => {
  it('has every field, the full name and the initials', () => {
    expect(authUserOf(reader())).toEqual({
      firstName: 'Ana María',
      lastName: 'López',
      fullName: 'Ana María López',
      email: 'ana@example.com',
      phoneNumber: '',
      initials: 'AL',
      rvoId: 'rvo-1',
      hsId: 'hs-1',
      memberSince: '2026-01-02T03:04:05.000Z',
      authProvider: 'apple',
    })
  })

  it.each([
    ['Grace', '', 'Grace', 'G'],
    ['', 'Hopper', 'Hopper', 'H'],
    ['', '', '', ''],
    ['  émile ', ' zola', 'émile zola', 'ÉZ'],
  ])('first %j, last %j → full name %j, initials %j', (firstName, lastName, fullName, initials) => {
    const user = authUserOf(reader({ firstName, lastName }))
    expect(user.fullName).toBe(fullName)
    expect(user.initials).toBe(initials)
    expect(user.initials).toBe(initialsOf(firstName.trim(), lastName.trim()))
  })
})

describe('who signed in', () => {
  it('takes a verified address (lower-cased) and the name from the ID token', () => {
    expect(
      identityFrom('google', {
        sub: 's',
        email: 'Grace@Example.com',
        email_verified: true,
        given_name: ' Grace ',
        family_name: 'Hopper',
      }),
    ).toEqual({
      provider: 'google',
      subject: 's',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    })
  })

  it('never keeps an address the provider has not verified', () => {
    expect(identityFrom('google', { sub: 's', email: 'x@example.com', email_verified: false }).email).toBe('')
    expect(identityFrom('google', { sub: 's', email: 'x@example.com' }).email).toBe('')
    expect(identityFrom('apple', { sub: 's', email: 'x@example.com', email_verified: 'true' }).email).toBe(
      'x@example.com',
    )
  })

  it("takes Apple's first-sign-in name when the ID token has none, and leaves the name out otherwise", () => {
    expect(identityFrom('apple', { sub: 's' }, { firstName: 'Ana', lastName: 'López' })).toMatchObject({
      firstName: 'Ana',
      lastName: 'López',
    })
    const again = identityFrom('apple', { sub: 's' }, null)
    expect('firstName' in again).toBe(false)
    expect('lastName' in again).toBe(false)
    expect(identityFrom('apple', { sub: 's' }, { firstName: '   ' })).not.toHaveProperty('firstName')
  })
})

describe('sessions', () => {
  const now = new Date('2026-03-01T12:00:00Z')

  it('end `days` after their last use', () => {
    expect(sessionEnd(now, 30).toISOString()).toBe('2026-03-31T12:00:00.000Z')
    expect(isSessionExpired({ expiresAt: '2026-03-01T12:00:00.000Z' }, now)).toBe(true)
    expect(isSessionExpired({ expiresAt: '2026-03-01T12:00:01.000Z' }, now)).toBe(false)
  })

  it.each([
    [null, true],
    ['2026-03-01T11:00:00.000Z', true],
    ['2026-03-01T11:00:01.000Z', false],
    ['2026-03-01T12:00:00.000Z', false],
  ])('last seen %j: touched now → %s', (lastSeenAt, expected) => {
    expect(shouldTouchSession({ lastSeenAt }, now)).toBe(expected)
  })
})

describe('site flags', () => {
  const flags: StoredSiteFlag[] = [
    { site: 'wellread', label: 'has_seen_onboarding_panel', status: 'viewed' },
    { site: 'dailydose', label: 'has_seen_onboarding_panel', status: 'dismissed' },
  ]

  it('reads one site', () => {
    expect(flagsFor(flags, 'wellread')).toEqual([{ label: 'has_seen_onboarding_panel', status: 'viewed' }])
  })

  it('changes a flag in place or appends a new one, leaving other sites alone', () => {
    const changed = withFlag(flags, 'wellread', { label: 'has_seen_onboarding_panel', status: 'dismissed' })
    expect(changed).toEqual([
      { site: 'wellread', label: 'has_seen_onboarding_panel', status: 'dismissed' },
      flags[1],
    ])
    expect(withFlag(flags, 'wellread', { label: 'tour', status: 'viewed' })).toEqual([
      ...flags,
      { site: 'wellread', label: 'tour', status: 'viewed' },
    ])
  })

  it(`keeps at most ${MAX_FLAGS_PER_SITE} per site`, () => {
    const full: StoredSiteFlag[] = Array.from({ length: MAX_FLAGS_PER_SITE }, (_, i) => ({
      site: 'wellread',
      label: `f${i}`,
      status: 'viewed',
    }))
    expect(withFlag(full, 'wellread', { label: 'one_more', status: 'viewed' })).toBeNull()
    expect(withFlag(full, 'wellread', { label: 'f3', status: 'dismissed' })).not.toBeNull()
    expect(withFlag(full, 'dailydose', { label: 'one_more', status: 'viewed' })).toHaveLength(
      MAX_FLAGS_PER_SITE + 1,
    )
  })
})

describe('failure reasons for the log', () => {
  it('name the error and its codes, never its message', () => {
    const error = Object.assign(new Error('unexpected email ana@example.com'), {
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      error: 'invalid_grant',
    })
    expect(failureReason(error)).toBe('Error OAUTH_JWT_CLAIM_COMPARISON_FAILED invalid_grant')
    expect(failureReason('x')).toBe('unknown error')
  })
})
