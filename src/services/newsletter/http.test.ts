// @vitest-environment node
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryKeyValueStore, memoryRateLimiter } from '@/platform/state/adapters/memory'
import type { RateLimiter } from '@/platform/state/types'
import { captureLogs } from '../../../tests/unit/log-capture'
import { createBotCheckChallenge, verifyBotCheckToken } from '../botcheck/botcheck'
import { encodeBotCheckToken } from '../botcheck/shared'
import { MailSendError } from '../mail/types'
import {
  handleNewsletterConfirm,
  handleNewsletterConfirmLink,
  handleNewsletterSignup,
  handleNewsletterUnsubscribe,
  MAX_SIGNUP_BODY_BYTES,
  type NewsletterDependencies,
  SUBSCRIBER_COOKIE_MAX_AGE_SECONDS,
} from './http'
import { newToken } from './rules'
import { MOCK_SUCCESS_EMAIL, NEWSLETTER_MESSAGES, type NewsletterResponse } from './shared'
import { recordingProvider, sampleLists, sampleSignup } from './testData'
import { NewsletterProviderError } from './types'

/**
 * The newsletter handlers with real in-process state: the bot check (signed challenges, solved here, used
 * tokens remembered in a memory store), the memory rate limiters, and a provider kept in memory that
 * records what it was asked (the local provider's database is covered by tests/int/newsletter.int.spec.ts).
 */

const hmacKey = 'newsletter-handler-test-key-0123456789'
/** The site's own origin: sign-ups come from its pages. */
const SITE_ORIGIN = 'http://localhost'
const store = memoryKeyValueStore()

async function botCheckToken(now = Date.now()): Promise<string> {
  const challenge = await createBotCheckChallenge({ hmacKey, maxNumber: 1_000, now })
  const solution = await solveChallenge({ challenge, deriveKey })
  return encodeBotCheckToken({ challenge, solution: solution! })
}

/** A limiter that also notes the keys it counted. */
function notingLimiter(points: number) {
  const keys: string[] = []
  const limiter = memoryRateLimiter({
    name: `newsletter-test-${Math.random()}`,
    points,
    durationSeconds: 600,
  })
  return {
    keys,
    limiter: {
      consume: (key: string, n?: number) => {
        keys.push(key)
        return limiter.consume(key, n)
      },
      reset: (key: string) => limiter.reset(key),
    } satisfies RateLimiter,
  }
}

function setup({ perIp = 20, perAddress = 3 }: { perIp?: number; perAddress?: number } = {}) {
  const provider = recordingProvider()
  const ip = notingLimiter(perIp)
  const address = notingLimiter(perAddress)
  const deps: NewsletterDependencies = {
    checkToken: (token) => verifyBotCheckToken(token, { hmacKey, store }),
    ipLimiter: ip.limiter,
    addressLimiter: address.limiter,
    addressHashKey: 'address-hash-test-key',
    lists: async () => sampleLists,
    provider,
    trustedOrigins: [SITE_ORIGIN],
  }
  return { provider, deps, ipKeys: ip.keys, addressKeys: address.keys }
}

let ipCounter = 1
const newIp = () => `198.51.100.${ipCounter++}`

async function post(
  deps: NewsletterDependencies,
  body: unknown,
  {
    ip = newIp(),
    type = 'application/json',
    from = { origin: SITE_ORIGIN },
  }: { ip?: string; type?: string; from?: Record<string, string> } = {},
) {
  const response = await handleNewsletterSignup(
    new Request('http://localhost/api/activate/site', {
      method: 'POST',
      headers: { 'content-type': type, [CLIENT_IP_HEADER]: ip, ...from },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    deps,
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as NewsletterResponse,
  }
}

const signUp = async (deps: NewsletterDependencies, fields: Record<string, unknown> = {}, ip?: string) =>
  post(deps, { ...sampleSignup(), recaptcha: await botCheckToken(), ...fields }, { ip })

describe('POST /api/activate/site', () => {
  it('reports a sign-up to the tracking ingest once the provider took it, and not a refused one (002 §7)', async () => {
    const { deps } = setup()
    const reported: { form: string; source: string; email?: string }[] = []
    deps.reportForm = async (_request, form) => {
      reported.push(form)
    }
    expect((await signUp(deps)).status).toBe(200)
    expect(reported).toEqual([{ form: 'newsletter', source: 'article-driver', email: 'reader@example.com' }])
    expect((await signUp(deps, { email: 'not an address' })).status).toBe(400)
    expect(reported).toHaveLength(1)
  })

  it('signs the address up: pending, the K1 list appended, nothing about the page sent to the provider', async () => {
    const { deps, provider } = setup()
    const res = await signUp(deps)
    expect(res).toMatchObject({ status: 200, body: { success: true, status: 'pending' } })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(provider.commands).toHaveLength(1)
    const command = provider.commands[0]!
    expect(command).toEqual({
      email: 'reader@example.com',
      lists: [sampleLists[0], sampleLists[1]],
      source: 'article-driver',
      correlationId: 'c0ffee-42',
      site: 'wellread',
      attributes: { placement: 'inline-2' },
    })
    const sent = JSON.stringify(command).toLowerCase()
    for (const topic of ['/heart-health', 'blood pressure basics', 'hypertension', 'heart health"'])
      expect(sent).not.toContain(topic)
  })

  it('passes the provider account, custom terms and the attributes that say nothing about the page', async () => {
    const { deps, provider } = setup()
    await signUp(deps, {
      sailthruAccount: 'wellread-main',
      customTc: 'tc-2026-01',
      attributes: { placement: 'footer', k1: 'Blood pressure', page: '/heart-health', topic: 'hypertension' },
    })
    expect(provider.commands[0]).toMatchObject({
      account: 'wellread-main',
      customTc: 'tc-2026-01',
      attributes: { placement: 'footer' },
    })
  })

  it('takes the marketing-consent fields of 001 §7: the Iterable account wins, the source is kept as sent', async () => {
    const { deps, provider } = setup()
    const res = await signUp(deps, {
      iterableAccount: 'wellread-iterable',
      sailthruAccount: 'wellread-main',
      useSourceAsIs: true,
      identifiers: { source: 'onsite_preferencepage', correlationId: 'c-1' },
    })
    expect(res.status).toBe(200)
    expect(provider.commands[0]).toMatchObject({
      account: 'wellread-iterable',
      source: 'onsite_preferencepage',
    })
  })

  it('takes the form’s every-field payload: empty account, terms, K1 and correlation id are none', async () => {
    const { deps, provider } = setup()
    const res = await signUp(deps, {
      customTc: '',
      sailthruAccount: '',
      attributes: { placement: 'articlePlacement', form: 'inline', driverId: 'drv_1' },
      identifiers: { K1: '', source: 'article-driver', categories: [], tags: [], correlationId: '' },
    })
    expect(res.status).toBe(200)
    expect(provider.commands[0]).toEqual({
      email: 'reader@example.com',
      lists: [sampleLists[0]],
      source: 'article-driver',
      site: 'wellread',
      attributes: { placement: 'articlePlacement', form: 'inline', driverId: 'drv_1' },
    })
  })

  it('refuses a useSourceAsIs that is not true or false', async () => {
    const { deps } = setup()
    const res = await signUp(deps, { useSourceAsIs: 'yes' })
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, error: 'useSourceAsIs must be true or false.' },
    })
  })

  it('answers confirmed for an address that already confirmed', async () => {
    const { deps, provider } = setup()
    provider.markConfirmed('reader@example.com')
    expect((await signUp(deps)).body).toEqual({ success: true, status: 'confirmed' })
  })

  it('answers success for the mock address without the bot check, the limits or the provider (002 §5)', async () => {
    const { deps, provider, ipKeys, addressKeys } = setup()
    const token = await botCheckToken()
    const res = await post(deps, {
      ...sampleSignup({ email: ` ${MOCK_SUCCESS_EMAIL.toUpperCase()} ` }),
      recaptcha: token,
    })
    expect(res).toMatchObject({ status: 200, body: { success: true, status: 'pending' } })
    expect(provider.commands).toEqual([])
    expect([...ipKeys, ...addressKeys]).toEqual([])
    // The token was not spent: a real sign-up can still use it.
    expect((await post(deps, { ...sampleSignup(), recaptcha: token })).status).toBe(200)
  })

  it('refuses the mock address with 400 naming a list the site does not have, still without the real calls', async () => {
    const { deps, provider, ipKeys, addressKeys } = setup()
    const res = await post(deps, {
      ...sampleSignup({ email: MOCK_SUCCESS_EMAIL, lists: ['daily-digest', 'no-such-list'] }),
      recaptcha: await botCheckToken(),
    })
    expect(res).toMatchObject({
      status: 400,
      body: {
        success: false,
        error:
          'lists: "no-such-list" is not a newsletter list of this site. Send only ids of the site’s newsletter lists.',
        field: 'lists',
      },
    })
    expect(provider.commands).toEqual([])
    expect([...ipKeys, ...addressKeys]).toEqual([])
  })

  it.each([
    ['an address without a domain', { email: 'reader@' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['an address with a space', { email: 'read er@example.com' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['a one-letter top-level domain', { email: 'reader@example.c' }, NEWSLETTER_MESSAGES.invalidEmail],
    ['no address', { email: undefined }, NEWSLETTER_MESSAGES.invalidEmail],
    [
      'an address longer than 254',
      { email: `${'a'.repeat(250)}@example.com` },
      NEWSLETTER_MESSAGES.emailTooLong,
    ],
  ])('refuses %s with 400 about the email field', async (_what, fields, message) => {
    const { deps, provider } = setup()
    const res = await signUp(deps, fields)
    expect(res).toMatchObject({ status: 400, body: { success: false, error: message, field: 'email' } })
    expect(provider.commands).toEqual([])
  })

  it('names the address’s problem first when there are several', async () => {
    const { deps } = setup()
    const res = await signUp(deps, { site: '', email: 'nope' })
    expect(res.body).toEqual({ success: false, error: NEWSLETTER_MESSAGES.invalidEmail, field: 'email' })
  })

  it.each([
    ['no lists', { lists: [] }, 'lists must name at least one newsletter list.'],
    [
      'a list id with capitals',
      { lists: ['Heart'] },
      'Each list id is 2 to 60 lower-case letters, digits and dashes.',
    ],
    ['an unknown field', { captcha: 'x' }, 'The request has unknown fields: captcha.'],
    [
      'a path that is not on this site',
      { path: 'https://elsewhere.example/' },
      'path must be a path on this site, starting with "/".',
    ],
    [
      'no source',
      { identifiers: { K1: 'sleep' } },
      'identifiers.source is required: where the form is, e.g. "article-driver".',
    ],
    ['no bot check', { recaptcha: '' }, 'recaptcha is required: the solved bot check.'],
    [
      'categories that are not a list',
      { identifiers: { source: 'footer', categories: 'heart-health' } },
      'identifiers.categories must be a list of the page’s category slugs ([] when it has none).',
    ],
    [
      'more than 20 categories',
      { identifiers: { source: 'footer', categories: Array.from({ length: 21 }, (_, i) => `c${i}`) } },
      'identifiers.categories can hold at most 20 entries.',
    ],
    [
      'a tag that is not text',
      { identifiers: { source: 'footer', tags: ['salt', 7] } },
      'identifiers.tags must hold text: the page’s tags.',
    ],
    [
      'a tag longer than 120',
      { identifiers: { source: 'footer', tags: ['x'.repeat(121)] } },
      'identifiers.tags entries must be at most 120 characters.',
    ],
    [
      'more than 50 tags',
      { identifiers: { source: 'footer', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) } },
      'identifiers.tags can hold at most 50 entries.',
    ],
    [
      'custom terms longer than 200',
      { customTc: 'x'.repeat(201) },
      'customTc must be at most 200 characters.',
    ],
    ['a provider account that is not text', { sailthruAccount: 5 }, 'sailthruAccount must be text.'],
    [
      'attributes that are not an object',
      { attributes: ['placement'] },
      'attributes must be an object of names and values.',
    ],
    [
      'an attribute whose value is an object',
      { attributes: { placement: { x: 1 } } },
      'attributes values are text (up to 200 characters), numbers or true/false.',
    ],
  ])('refuses %s with 400 and a message', async (_what, fields, message) => {
    const { deps } = setup()
    const res = await signUp(deps, fields)
    expect(res).toEqual({
      status: 400,
      headers: expect.any(Headers),
      body: { success: false, error: message },
    })
  })

  it.each([
    ['another site’s page (Origin)', { origin: 'https://elsewhere.example' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['another site, no Origin (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a request that says nothing of where it comes from', {}],
  ])(
    'refuses a sign-up from %s with 403, before the bot check, the limits or the provider',
    async (_what, from) => {
      const { deps, provider, ipKeys, addressKeys } = setup()
      const token = await botCheckToken()
      const res = await post(deps, { ...sampleSignup(), recaptcha: token }, { from })
      expect(res).toMatchObject({
        status: 403,
        body: { success: false, error: 'This request must come from a page of this site.' },
      })
      expect(provider.commands).toEqual([])
      expect([...ipKeys, ...addressKeys]).toEqual([])
      // The bot check was not spent: the same token still signs up from the site's own page.
      expect((await post(deps, { ...sampleSignup(), recaptcha: token })).status).toBe(200)
    },
  )

  it('takes a sign-up without Origin when the browser says it is same-origin (Sec-Fetch-Site)', async () => {
    const { deps } = setup()
    const res = await post(
      deps,
      { ...sampleSignup(), recaptcha: await botCheckToken() },
      { from: { 'sec-fetch-site': 'same-origin' } },
    )
    expect(res.status).toBe(200)
  })

  it('refuses a body that is not JSON (400), not sent as JSON (415) or too large (413)', async () => {
    const { deps } = setup()
    expect(await post(deps, '{"email":')).toMatchObject({
      status: 400,
      body: { success: false, error: 'The body is not valid JSON.' },
    })
    expect((await post(deps, 'email=a@b.co', { type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    const big = await post(deps, { ...sampleSignup(), recaptcha: 'x'.repeat(MAX_SIGNUP_BODY_BYTES) })
    expect(big).toMatchObject({ status: 413, body: { success: false } })
  })

  it('refuses a forged, reused or expired bot check with 403 and the reason in plain words', async () => {
    const { deps, provider } = setup()
    const forged = await signUp(deps, { recaptcha: btoa('{"challenge":{},"solution":{}}') })
    expect(forged).toMatchObject({
      status: 403,
      body: { success: false, error: NEWSLETTER_MESSAGES.botCheckFailed },
    })
    const once = await botCheckToken()
    expect((await signUp(deps, { recaptcha: once })).status).toBe(200)
    expect(await signUp(deps, { recaptcha: once })).toMatchObject({
      status: 403,
      body: { error: NEWSLETTER_MESSAGES.botCheckReused },
    })
    const old = await botCheckToken(Date.now() - 11 * 60_000)
    expect(await signUp(deps, { recaptcha: old })).toMatchObject({
      status: 403,
      body: { error: NEWSLETTER_MESSAGES.botCheckExpired },
    })
    expect(provider.commands).toHaveLength(1)
  })

  it('limits sign-ups per connection: 429 with Retry-After, other connections still pass', async () => {
    const { deps } = setup({ perIp: 2, perAddress: 10 })
    const ip = newIp()
    expect((await signUp(deps, { email: 'a@example.com' }, ip)).status).toBe(200)
    expect((await signUp(deps, { email: 'b@example.com' }, ip)).status).toBe(200)
    const third = await signUp(deps, { email: 'c@example.com' }, ip)
    expect(third.status).toBe(429)
    expect(third.body).toEqual({
      success: false,
      error: expect.stringMatching(
        /^Too many sign-ups came from your connection\. Please try again in \d+ minutes?\.$/,
      ),
    })
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await signUp(deps, { email: 'c@example.com' }, newIp())).status).toBe(200)
  })

  it('limits sign-ups per address however it is written, counting under a keyed hash of it', async () => {
    const { deps, addressKeys, provider } = setup({ perIp: 100, perAddress: 2 })
    expect((await signUp(deps, { email: 'limited@example.com' })).status).toBe(200)
    expect((await signUp(deps, { email: ' LIMITED@example.com' })).status).toBe(200)
    const third = await signUp(deps, { email: 'Limited@Example.com ' })
    expect(third.status).toBe(429)
    expect('field' in third.body).toBe(false)
    expect(third.body.success === false && third.body.error).toMatch(
      /^This email address was signed up several times in the last few minutes\. Please try again in \d+ minutes?\.$/,
    )
    expect(new Set(addressKeys).size).toBe(1)
    expect(addressKeys[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(addressKeys.join()).not.toContain('limited')
    expect(provider.commands).toHaveLength(2)
    expect((await signUp(deps, { email: 'other@example.com' })).status).toBe(200)
  })

  it('refuses lists the site does not have with 400 naming them (field lists), before the provider', async () => {
    const { deps, provider } = setup()
    const res = await signUp(deps, { lists: ['daily-digest', 'gone-list', 'old-list', 'gone-list'] })
    expect(res).toEqual({
      status: 400,
      headers: expect.any(Headers),
      body: {
        success: false,
        error:
          'lists: "gone-list", "old-list" are not newsletter lists of this site. Send only ids of the site’s newsletter lists.',
        field: 'lists',
      },
    })
    expect(provider.commands).toEqual([])
  })

  it('answers 400 about the email field when the provider refuses the address', async () => {
    const { deps, provider } = setup()
    provider.failNext(new NewsletterProviderError('refused', 'newsletter API subscribe: answered 422'))
    expect(await signUp(deps)).toMatchObject({
      status: 400,
      body: { success: false, error: NEWSLETTER_MESSAGES.refused, field: 'email' },
    })
  })

  it.each([
    [
      'the provider is unreachable',
      new NewsletterProviderError('upstream', 'newsletter API subscribe: answered 503'),
    ],
    [
      'the provider times out',
      new NewsletterProviderError('timeout', 'newsletter API subscribe: no answer within 5000 ms'),
    ],
    [
      'the provider refuses our key',
      new NewsletterProviderError('unauthorized', 'newsletter API subscribe: answered 401'),
    ],
    [
      'the confirmation email fails',
      new MailSendError('EENVELOPE', 550, { cause: new Error('550 <fails@example.com> refused') }),
    ],
  ])('answers 502 when %s, and logs why without the address (002 §8)', async (_what, error) => {
    const logged = captureLogs()
    try {
      const { deps, provider } = setup()
      provider.failNext(error)
      const res = await signUp(deps, { email: 'fails@example.com' })
      expect(res).toMatchObject({ status: 502, body: { success: false, error: NEWSLETTER_MESSAGES.failed } })
      expect(logged.lines).toEqual([
        expect.objectContaining({
          level: 'error',
          component: 'newsletter',
          msg: 'the sign-up failed (local provider)',
          failure: expect.stringMatching(/\S/),
        }),
      ])
      const output = logged.text()
      expect(output).not.toContain('fails@')
      expect(output).not.toContain('blood')
    } finally {
      logged.restore()
    }
  })
})

/** The confirm button's gate as the route builds it (no limit unless a test gives one). */
const linkGate = (limiter?: RateLimiter) => ({
  trustedOrigins: ['http://localhost'],
  origin: 'not-cross-site' as const,
  ...(limiter ? { limiter } : {}),
})

describe('POST /api/newsletter/confirm (the confirm page’s button)', () => {
  const confirm = (
    provider: ReturnType<typeof recordingProvider>,
    {
      body,
      type,
      secureCookies = false,
      headers = {},
      gate = linkGate(),
    }: {
      body?: BodyInit
      type?: string
      secureCookies?: boolean
      headers?: Record<string, string>
      gate?: ReturnType<typeof linkGate>
    },
  ) =>
    handleNewsletterConfirm(
      new Request('http://localhost/api/newsletter/confirm', {
        method: 'POST',
        headers: { ...(type ? { 'content-type': type } : {}), ...headers },
        body,
      }),
      { confirmGate: gate, provider, secureCookies },
    )
  const form = (token: string) => ({
    body: new URLSearchParams({ token }).toString(),
    type: 'application/x-www-form-urlencoded',
  })

  it('confirms, sets the subscriber cookie for a year and sends the browser to the result page with the lists', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'confirmed', lists: ['daily-digest', 'heart-weekly'] })
    const res = await confirm(provider, { ...form(token), secureCookies: true })
    expect(provider.confirmCalls).toEqual([token])
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(
      '/newsletter/confirmed?status=confirmed&lists=daily-digest%2Cheart-weekly',
    )
    expect(res.headers.get('set-cookie')).toBe(
      `wr_nl=1; Path=/; Max-Age=${SUBSCRIBER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly; Secure`,
    )
    expect(SUBSCRIBER_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses another site’s page (403) and an address past its limit (429), confirming nothing', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'confirmed', lists: ['sleep-better'] })
    const crossSite = await confirm(provider, { ...form(token), headers: { origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'This request must come from a page of this site.' })
    const gate = linkGate(
      memoryRateLimiter({ name: `confirm-${Math.random()}`, points: 1, durationSeconds: 60 }),
    )
    expect(
      (await confirm(provider, { ...form(token), headers: { origin: 'http://localhost' }, gate })).status,
    ).toBe(303)
    const limited = await confirm(provider, { ...form(token), gate })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(provider.confirmCalls).toEqual([token])
  })

  it('accepts the form as multipart/form-data too', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'confirmed', lists: ['sleep-better'] })
    const body = new FormData()
    body.set('token', token)
    const res = await confirm(provider, { body })
    expect(res.headers.get('location')).toBe('/newsletter/confirmed?status=confirmed&lists=sleep-better')
    expect(res.headers.get('set-cookie')).toMatch(/^wr_nl=1; /)
  })

  it('a second press says it was already confirmed (and sets the cookie on this browser too)', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'already-confirmed', lists: ['sleep-better'] })
    const res = await confirm(provider, form(token))
    expect(res.headers.get('location')).toBe('/newsletter/confirmed?status=already&lists=sleep-better')
    expect(res.headers.get('set-cookie')).toMatch(/^wr_nl=1; Path=\/;.*HttpOnly$/)
  })

  it.each(['expired', 'invalid'] as const)('an %s link says so, and sets no cookie', async (status) => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status })
    const res = await confirm(provider, form(token))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/newsletter/confirmed?status=${status}`)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('without a token: the result page says the link doesn’t work', async () => {
    const { provider } = setup()
    const res = await confirm(provider, { body: '', type: 'application/x-www-form-urlencoded' })
    expect(res.headers.get('location')).toBe('/newsletter/confirmed?status=invalid')
    expect(provider.confirmCalls).toEqual([''])
  })

  it('refuses a body that is too large (413) or not a form (400), confirming nothing', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'confirmed', lists: ['sleep-better'] })
    const big = await confirm(provider, {
      body: `token=${token}&pad=${'x'.repeat(5_000)}`,
      type: 'application/x-www-form-urlencoded',
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      success: false,
      error: 'Send the token as a form (application/x-www-form-urlencoded), up to 4 KB.',
    })
    expect(big.headers.get('cache-control')).toBe('private, no-store')
    const asJson = await confirm(provider, { body: JSON.stringify({ token }), type: 'application/json' })
    expect(asJson.status).toBe(400)
    expect(asJson.headers.get('set-cookie')).toBeNull()
    expect(provider.confirmCalls).toEqual([])
  })
})

describe('GET /api/newsletter/confirm (the link of older emails)', () => {
  it('sends the browser (303) to the confirm page with the token, confirming nothing', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.confirmResults.set(token, { status: 'confirmed', lists: ['sleep-better'] })
    const res = handleNewsletterConfirmLink(
      new Request(`http://localhost/api/newsletter/confirm?token=${token}&utm_source=mail`),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/newsletter/confirm?token=${token}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(provider.confirmCalls).toEqual([])
  })

  it('keeps an odd token as it came (the page says the link is incomplete), and goes to the page without one', () => {
    const odd = handleNewsletterConfirmLink(
      new Request('http://localhost/api/newsletter/confirm?token=a%20b%26c'),
    )
    expect(odd.headers.get('location')).toBe('/newsletter/confirm?token=a+b%26c')
    const none = handleNewsletterConfirmLink(new Request('http://localhost/api/newsletter/confirm'))
    expect(none.headers.get('location')).toBe('/newsletter/confirm')
  })
})

describe('POST /api/newsletter/unsubscribe', () => {
  const unsubscribe = (
    provider: ReturnType<typeof recordingProvider>,
    { query, body, type }: { query?: string; body?: BodyInit; type?: string },
  ) =>
    handleNewsletterUnsubscribe(
      new Request(`http://localhost/api/newsletter/unsubscribe${query ? `?token=${query}` : ''}`, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body,
      }),
      { confirmGate: linkGate(), provider, secureCookies: false },
    )

  it('RFC 8058 one-click (token in the URL, List-Unsubscribe=One-Click in the body): 200, cookie cleared', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.unsubscribeResults.set(token, { status: 'unsubscribed' })
    const res = await unsubscribe(provider, {
      query: token,
      body: 'List-Unsubscribe=One-Click',
      type: 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(res.headers.get('set-cookie')).toBe('wr_nl=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('accepts the one-click post as multipart/form-data too', async () => {
    const { provider } = setup()
    const token = newToken()
    provider.unsubscribeResults.set(token, { status: 'already-unsubscribed' })
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const res = await unsubscribe(provider, { query: token, body: form })
    expect(res.status).toBe(200)
  })

  it('answers 400 to a one-click post with a token it does not know', async () => {
    const { provider } = setup()
    const res = await unsubscribe(provider, {
      query: newToken(),
      body: 'List-Unsubscribe=One-Click',
      type: 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it.each([
    ['unsubscribed', 'unsubscribed'],
    ['already-unsubscribed', 'already'],
  ] as const)(
    'the page’s form (token in the body): %s → 303 to the result page, cookie cleared',
    async (result, status) => {
      const { provider } = setup()
      const token = newToken()
      provider.unsubscribeResults.set(token, { status: result })
      const res = await unsubscribe(provider, {
        body: new URLSearchParams({ token }).toString(),
        type: 'application/x-www-form-urlencoded',
      })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`/newsletter/unsubscribed?status=${status}`)
      expect(res.headers.get('set-cookie')).toMatch(/^wr_nl=; Path=\/; Max-Age=0/)
    },
  )

  it('a token it does not know: 303 to the result page saying so, the cookie left alone', async () => {
    const { provider } = setup()
    const res = await unsubscribe(provider, {
      body: new URLSearchParams({ token: newToken() }).toString(),
      type: 'application/x-www-form-urlencoded',
    })
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed?status=invalid')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a body that is too large (413) or not a form (400)', async () => {
    const { provider } = setup()
    expect(
      (
        await unsubscribe(provider, {
          body: `token=${'x'.repeat(5_000)}`,
          type: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(413)
    expect((await unsubscribe(provider, { body: '{"token":"x"}', type: 'application/json' })).status).toBe(
      400,
    )
  })
})
