// @vitest-environment jsdom
import { memoryKeyValueStore, memoryRateLimiter } from '@/platform/state/adapters/memory'
import { createBotCheckChallenge, verifyBotCheckToken } from '../botcheck/botcheck'
import { handleBotCheckChallenge } from '../botcheck/http'
import { BOT_CHECK_ENDPOINT } from '../botcheck/shared'
import { handleNewsletterSignup, type NewsletterDependencies } from './http'
import { newsletterRequestSchema } from './schema'
import { MOCK_SUCCESS_EMAIL, NEWSLETTER_ENDPOINT, NEWSLETTER_MESSAGES, subscribeToNewsletter } from './shared'
import { recordingProvider, sampleLists, sampleSignup } from './testData'

const valid = { ...sampleSignup(), recaptcha: 'token' }

describe('newsletterRequestSchema (002 §3.5)', () => {
  it('accepts the spec’s payload, trimming and lower-casing the address', () => {
    const parsed = newsletterRequestSchema.parse({ ...valid, email: '  Reader.Name+News@Example.COM ' })
    expect(parsed.email).toBe('reader.name+news@example.com')
    expect(parsed.identifiers).toEqual(valid.identifiers)
  })

  it.each([
    'name@example.com',
    'first.last+tag@mail.example.co.uk',
    'o’neil@example.com',
    'dash-ed_under@sub-domain.example.org',
    'name@[192.0.2.10]',
  ])('accepts the address %s (001 §5)', (email) => {
    expect(newsletterRequestSchema.safeParse({ ...valid, email }).success).toBe(true)
  })

  it.each([
    'name@example',
    'name@example.c',
    'name@example.123',
    'na me@example.com',
    'name..dots@example.com',
    '.name@example.com',
    'name.@example.com',
    'name(comment)@example.com',
    '"quoted"@example.com',
    'name,x@example.com',
    'name@exa_mple.com',
    'name@[192.0.2]',
    'name@@example.com',
    '@example.com',
    '',
  ])('refuses the address %j with the plain-words message', (email) => {
    const result = newsletterRequestSchema.safeParse({ ...valid, email })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['email'],
      message: NEWSLETTER_MESSAGES.invalidEmail,
    })
  })

  it('takes 1 to 10 lists of list ids', () => {
    const lists = (n: number) => Array.from({ length: n }, (_, i) => `list-${i}`)
    expect(newsletterRequestSchema.safeParse({ ...valid, lists: lists(10) }).success).toBe(true)
    expect(newsletterRequestSchema.safeParse({ ...valid, lists: lists(11) }).error?.issues[0]?.message).toBe(
      'lists can name at most 10 newsletter lists.',
    )
    expect(newsletterRequestSchema.safeParse({ ...valid, lists: ['x'] }).success).toBe(false)
    expect(newsletterRequestSchema.safeParse({ ...valid, lists: 'daily-digest' }).success).toBe(false)
  })

  it('takes attributes of text, numbers and true/false, at most 20', () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, i]))
    expect(
      newsletterRequestSchema.safeParse({ ...valid, attributes: { a: 'x', b: 2, c: false } }).success,
    ).toBe(true)
    expect(newsletterRequestSchema.safeParse({ ...valid, attributes: many }).error?.issues[0]?.message).toBe(
      'attributes can have at most 20 entries.',
    )
    expect(newsletterRequestSchema.safeParse({ ...valid, attributes: { a: { nested: 1 } } }).success).toBe(
      false,
    )
  })

  it('refuses unknown fields, in the payload and in identifiers', () => {
    expect(newsletterRequestSchema.safeParse({ ...valid, extra: 1 }).error?.issues[0]?.message).toBe(
      'The request has unknown fields: extra.',
    )
    const identifiers = { ...valid.identifiers, email: 'x@example.com' }
    expect(newsletterRequestSchema.safeParse({ ...valid, identifiers }).error?.issues[0]?.message).toBe(
      'identifiers has unknown fields: email.',
    )
  })

  it.each([['/'], ['/heart-health/a?x=1'], ['//elsewhere.example/'], ['heart-health'], ['/with space']])(
    'checks path %j is a path on this site',
    (path) => {
      const ok = path === '/' || path === '/heart-health/a?x=1'
      expect(newsletterRequestSchema.safeParse({ ...valid, path }).success).toBe(ok)
    },
  )
})

describe('subscribeToNewsletter', () => {
  const hmacKey = 'newsletter-client-test-key-0123456789'
  const store = memoryKeyValueStore()
  let provider: ReturnType<typeof recordingProvider>
  let deps: NewsletterDependencies
  let requests: { url: string; body: unknown }[]

  /** The browser's fetch, answered in process by the real bot-check and sign-up handlers. */
  const site: typeof fetch = async (input, init) => {
    const url = String(input)
    const body = typeof init?.body === 'string' ? init.body : null
    requests.push({ url, body: body ? JSON.parse(body) : null })
    if (url === BOT_CHECK_ENDPOINT)
      return handleBotCheckChallenge(() => createBotCheckChallenge({ hmacKey, maxNumber: 1_000 }))
    if (url === NEWSLETTER_ENDPOINT) {
      // A browser names the page's origin on every POST its scripts make.
      const request = new Request(`http://localhost${url}`, init)
      request.headers.set('origin', 'http://localhost')
      return handleNewsletterSignup(request, deps)
    }
    return new Response('not found', { status: 404 })
  }

  const events = () => window.wellreadEvents ?? []

  beforeEach(() => {
    window.wellreadEvents = []
    requests = []
    provider = recordingProvider()
    deps = {
      checkToken: (token) => verifyBotCheckToken(token, { hmacKey, store }),
      ipLimiter: memoryRateLimiter({ name: 'client-ip', points: 100, durationSeconds: 600 }),
      addressLimiter: memoryRateLimiter({ name: 'client-address', points: 1, durationSeconds: 600 }),
      addressHashKey: 'client-test',
      lists: async () => sampleLists,
      provider,
      trustedOrigins: ['http://localhost'],
    }
  })

  it('solves the bot check, posts the payload with it as recaptcha, and answers the server’s answer', async () => {
    const answer = await subscribeToNewsletter(sampleSignup(), { fetch: site })
    expect(answer).toEqual({ success: true, status: 'pending' })
    expect(requests.map((r) => r.url)).toEqual([BOT_CHECK_ENDPOINT, NEWSLETTER_ENDPOINT])
    expect(requests[1]!.body).toMatchObject({ ...sampleSignup(), recaptcha: expect.any(String) })
    expect(provider.commands[0]?.email).toBe('reader@example.com')
    expect(events()).toEqual([])
  })

  it('answers success for the mock address without calling anything (002 §5)', async () => {
    const fetcher = vi.fn(site)
    const answer = await subscribeToNewsletter(sampleSignup({ email: MOCK_SUCCESS_EMAIL }), {
      fetch: fetcher,
    })
    expect(answer).toEqual({ success: true, status: 'pending' })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('answers the server’s refusal and emits the error metric, without the address (002 §8)', async () => {
    await subscribeToNewsletter(sampleSignup(), { fetch: site })
    const second = await subscribeToNewsletter(sampleSignup(), { fetch: site })
    expect(second).toEqual({
      success: false,
      error: expect.stringMatching(/^This email address was signed up several times/),
    })
    expect(events()).toEqual([{ name: 'metric', metric: 'newsletter.error', type: 'increment', status: 429 }])
    const invalid = await subscribeToNewsletter(sampleSignup({ email: 'nope' }), { fetch: site })
    expect(invalid).toEqual({ success: false, error: NEWSLETTER_MESSAGES.invalidEmail, field: 'email' })
    expect(events().at(-1)).toMatchObject({ metric: 'newsletter.error', status: 400 })
    expect(JSON.stringify(events())).not.toMatch(/reader|example|nope|heart/i)
  })

  it('answers a list the site does not have with the server’s words and field lists, and the error metric', async () => {
    const answer = await subscribeToNewsletter(sampleSignup({ lists: ['gone-list'] }), { fetch: site })
    expect(answer).toEqual({
      success: false,
      error: NEWSLETTER_MESSAGES.unknownLists(['gone-list']),
      field: 'lists',
    })
    expect(events()).toEqual([{ name: 'metric', metric: 'newsletter.error', type: 'increment', status: 400 }])
  })

  it.each([
    ['the network fails', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, 0],
    [
      'the answer is not JSON',
      (async (input, init) =>
        String(input) === NEWSLETTER_ENDPOINT
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : site(input, init)) as typeof fetch,
      502,
    ],
    [
      'the answer is JSON of another shape',
      (async (input, init) =>
        String(input) === NEWSLETTER_ENDPOINT
          ? Response.json({ ok: true })
          : site(input, init)) as typeof fetch,
      200,
    ],
    [
      'the bot check is unavailable',
      (async (input, init) =>
        String(input) === BOT_CHECK_ENDPOINT
          ? new Response('down', { status: 503 })
          : site(input, init)) as typeof fetch,
      0,
    ],
  ])(
    'when %s, answers the plain-words failure and emits the error metric',
    async (_what, fetcher, status) => {
      const answer = await subscribeToNewsletter(sampleSignup(), { fetch: fetcher })
      expect(answer).toEqual({ success: false, error: NEWSLETTER_MESSAGES.failed })
      expect(events()).toEqual([{ name: 'metric', metric: 'newsletter.error', type: 'increment', status }])
    },
  )

  it('rejects when the form aborts, and reports nothing', async () => {
    const controller = new AbortController()
    // As a browser's fetch does: a request on an aborted signal rejects with its reason.
    const fetcher: typeof fetch = async (input, init) => {
      if (init?.signal?.aborted) throw init.signal.reason
      const response = await site(input, init)
      controller.abort(new DOMException('The form was closed.', 'AbortError'))
      return response
    }
    await expect(
      subscribeToNewsletter(sampleSignup(), { fetch: fetcher, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(events()).toEqual([])
  })
})
