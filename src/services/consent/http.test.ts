import { captureLogs } from '../../../tests/unit/log-capture'
// @vitest-environment node

import { CountsNotStoredError } from '@/platform/counts/groupCommit'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import { allOrNothing, type ConsentChoice, encodeConsent } from '@/privacy/consent/consent'
import {
  CONSENT_MESSAGES,
  type ConsentRecordDependencies,
  type ConsentValidateDependencies,
  handleConsentRecord,
  handleConsentValidate,
  MAX_CONSENT_BODY_BYTES,
} from './http'
import type { ConsentRecordData } from './rules'
import { consentRequestBody } from './shared'

/**
 * The consent handlers with real in-process rate limits and a store that keeps what it is given in memory (the
 * database is covered by tests/int/consent.int.spec.ts).
 */

const AT = Date.UTC(2026, 10, 21)
const mixed: ConsentChoice = {
  version: 2,
  analytics: true,
  advertising: false,
  personalisation: true,
  at: AT,
}

/** The site's own origin: decisions come from its pages. */
const SITE_ORIGIN = 'http://localhost'

function setup({ points = 30, policyVersion = 2 }: { points?: number; policyVersion?: number } = {}) {
  const stored: ConsentRecordData[] = []
  const settings = async () => ({ policyVersion, tcfPolicyVersion: 5 })
  const deps: ConsentRecordDependencies = {
    settings,
    trustedOrigins: [SITE_ORIGIN],
    store: async (record) => {
      stored.push(record)
    },
    secureCookies: false,
  }
  const validateDeps: ConsentValidateDependencies = {
    settings,
    limiter: memoryRateLimiter({ name: `consent-test-${Math.random()}`, points, durationSeconds: 60 }),
  }
  return { deps, validateDeps, stored }
}

let ipCounter = 1
const newIp = () => `198.51.100.${ipCounter++}`

function request(
  method: string,
  path: string,
  body: unknown,
  {
    ip = newIp(),
    type = 'application/json',
    headers = {},
  }: { ip?: string; type?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: {
      'content-type': type,
      [CLIENT_IP_HEADER]: ip,
      'user-agent': 'Mozilla/5.0 (Reader browser)',
      referer: 'http://localhost/health/erectile-dysfunction',
      origin: SITE_ORIGIN,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const body = (
  choice: ConsentChoice | null = mixed,
  source: 'banner' | 'settings' | 'gpc' = 'banner',
  gpc = false,
) => consentRequestBody(choice, { gpc, source, cookieValue: choice ? encodeConsent(choice) : null })

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('PATCH /api/consent', () => {
  it('stores the decision and answers 201, privately', async () => {
    const { deps, stored } = setup()
    const response = await handleConsentRecord(request('PATCH', '/api/consent', body()), deps)
    expect(await answer(response)).toEqual({
      status: 201,
      body: { recorded: true, gpc: false, privacy: '1YYY' },
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // The privacy cookie the decision gives (advertising refused), set by the server too.
    expect(response.headers.get('set-cookie')).toBe('usprivacy=1YYY; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(stored).toEqual([
      {
        policyVersion: 2,
        tcfPolicyVersion: 5,
        analytics: true,
        advertising: false,
        personalisation: true,
        gpc: false,
        source: 'banner',
        outcome: 'some',
      },
    ])
  })

  it('keeps no personal data: not the address, the browser, the page or the cookie’s time', async () => {
    const { deps, stored } = setup()
    const ip = '203.0.113.77'
    await handleConsentRecord(request('PATCH', '/api/consent', body(), { ip }), deps)
    const kept = JSON.stringify(stored)
    for (const personal of [ip, 'Mozilla', 'erectile', String(AT), encodeConsent(mixed)])
      expect(kept).not.toContain(personal)
    expect(Object.keys(stored[0]!).sort()).toEqual(
      [
        'advertising',
        'analytics',
        'gpc',
        'outcome',
        'personalisation',
        'policyVersion',
        'source',
        'tcfPolicyVersion',
      ].sort(),
    )
  })

  it('an Accept all sets the privacy cookie to allow targeting', async () => {
    const { deps } = setup()
    const response = await handleConsentRecord(
      request('PATCH', '/api/consent', body(allOrNothing(true, 2, AT))),
      { ...deps, secureCookies: true },
    )
    expect(await answer(response)).toMatchObject({ body: { gpc: false, privacy: '1YNY' } })
    expect(response.headers.get('set-cookie')).toBe(
      'usprivacy=1YNY; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
  })

  it('honours the Sec-GPC header alone as the browser’s signal: recorded, and the privacy cookie opted out', async () => {
    const { deps, stored } = setup()
    // The page saw no signal (its body says gpc: false, Accept all); the browser sent the header.
    const response = await handleConsentRecord(
      request('PATCH', '/api/consent', body(allOrNothing(true, 2, AT)), { headers: { 'sec-gpc': '1' } }),
      deps,
    )
    expect(stored[0]).toMatchObject({ gpc: true, outcome: 'none', advertising: true })
    expect(await answer(response)).toEqual({
      status: 201,
      body: { recorded: true, gpc: true, privacy: '1YYY' },
    })
    expect(response.headers.get('set-cookie')).toBe('usprivacy=1YYY; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('stores a GPC opt-out made without a click', async () => {
    const { deps, stored } = setup()
    const response = await handleConsentRecord(
      request('PATCH', '/api/consent', body(null, 'gpc', true)),
      deps,
    )
    expect(response.status).toBe(201)
    expect(stored[0]).toMatchObject({ source: 'gpc', gpc: true, policyVersion: 2, outcome: 'none' })
  })

  it.each<[string, unknown, RegExp]>([
    ['not JSON', '{"setAll":', /not valid JSON/],
    ['not an object', [1, 2], /must be a JSON object/],
    ['an empty object', {}, /vendorConsents is required/],
    ['an unknown field', { ...body(), ip: '1.2.3.4' }, /unknown fields: ip/],
    ['a consent that is not true or false', { ...body(), purposeConsents: { '1': 'yes' } }, /true or false/],
    ['setAll missing', (({ setAll: _s, ...rest }) => rest)(body()), /setAll is required/],
    ['an unknown source', { ...body(), source: 'popup' }, /source must be "banner", "settings" or "gpc"/],
    ['a cookie value too long', { ...body(), cookieValue: 'v'.repeat(65) }, /at most 64 characters/],
    [
      'a cookie that is not ours',
      { ...body(), cookieValue: 'accepted' },
      /not a consent cookie of this site/,
    ],
    [
      'consents that disagree with the cookie',
      { ...body(), publisherCustomConsents: { analytics: true, advertising: true, personalisation: true } },
      /publisherCustomConsents does not match the consent cookie/,
    ],
    [
      'a choice under a version that does not exist yet',
      body({ ...mixed, version: 3 }),
      /current version is 2/,
    ],
  ])('answers 400 with a clear message for %s, and stores nothing', async (_label, input, message) => {
    const { deps, stored } = setup()
    const { status, body: answerBody } = await answer(
      await handleConsentRecord(request('PATCH', '/api/consent', input as object), deps),
    )
    expect(status).toBe(400)
    expect(String(answerBody.error)).toMatch(message)
    expect(stored).toEqual([])
  })

  it('answers 415 to a body that is not JSON, and 413 to one past 1 KB', async () => {
    const { deps, stored } = setup()
    expect(
      (await handleConsentRecord(request('PATCH', '/api/consent', body(), { type: 'text/plain' }), deps))
        .status,
    ).toBe(415)
    const large = { ...body(), cookieValue: 'x'.repeat(MAX_CONSENT_BODY_BYTES) }
    expect(await answer(await handleConsentRecord(request('PATCH', '/api/consent', large), deps))).toEqual({
      status: 413,
      body: { error: `The body is larger than ${MAX_CONSENT_BODY_BYTES} bytes.` },
    })
    expect(stored).toEqual([])
  })

  it('the largest decision a page sends fits in the body limit with room to spare', () => {
    const largest = consentRequestBody(
      {
        version: 999_999,
        analytics: true,
        advertising: true,
        personalisation: true,
        at: 999_999_999_999_999,
      },
      { gpc: true, source: 'settings', cookieValue: 'v999999.a1.d1.p1.t999999999999999' },
    )
    const bytes = Buffer.byteLength(JSON.stringify(largest))
    expect(bytes).toBe(447)
    expect(bytes).toBeLessThan(MAX_CONSENT_BODY_BYTES / 2)
  })

  it.each([
    ['another site’s page (Origin)', { origin: 'https://elsewhere.example' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['another site, no Origin (Sec-Fetch-Site)', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a decision from %s with 403, storing nothing', async (_what, from) => {
    const { deps, stored } = setup()
    const headers = Object.fromEntries(Object.entries(from).filter(([, v]) => v !== ''))
    const req = request('PATCH', '/api/consent', body(), { headers })
    if (from.origin === '') req.headers.delete('origin')
    const response = await handleConsentRecord(req, deps)
    expect(await answer(response)).toEqual({
      status: 403,
      body: { error: 'This request must come from a page of this site.' },
    })
    expect(stored).toEqual([])
  })

  it('never refuses a decision for how many came from one address: 100 readers behind one, at once', async () => {
    const { deps, stored } = setup()
    const office = '203.0.113.10'
    const choices = Array.from({ length: 100 }, (_, i) => ({
      ...allOrNothing(i % 2 === 0, 2, AT + i),
      personalisation: i % 3 === 0,
    }))
    const answers = await Promise.all(
      choices.map((choice, i) =>
        handleConsentRecord(
          request('PATCH', '/api/consent', body(choice, i % 2 ? 'settings' : 'banner'), { ip: office }),
          deps,
        ),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201))
    expect(stored).toHaveLength(100)
  })

  it('answers 503 with Retry-After when the decision could not be stored', async () => {
    const logs = captureLogs()
    const { deps } = setup()
    const failing = {
      ...deps,
      store: async () => Promise.reject(new CountsNotStoredError('The database is down.')),
    }
    const response = await handleConsentRecord(request('PATCH', '/api/consent', body()), failing)
    logs.restore()
    expect(logs.lines.map((l) => [l.level, l.msg])).toEqual([])
    expect(await answer(response)).toEqual({ status: 503, body: { error: CONSENT_MESSAGES.notStored } })
    expect(response.headers.get('retry-after')).toBe('30')
  })

  it('answers 500 without details when the store fails', async () => {
    const logs = captureLogs()
    const { deps } = setup()
    const failing = { ...deps, store: async () => Promise.reject(new Error('disk full')) }
    const failed = await answer(await handleConsentRecord(request('PATCH', '/api/consent', body()), failing))
    logs.restore()
    // Operators see the failure in the log; the reader's answer says nothing of it.
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'failed',
        err: expect.objectContaining({ message: 'disk full' }),
      }),
    ])
    expect(failed.status).toBe(500)
    expect(JSON.stringify(failed.body)).not.toContain('disk full')
  })
})

describe('POST /consent/validate', () => {
  const validate = (input: unknown, policyVersion = 2, options = {}) => {
    const { validateDeps } = setup({ policyVersion })
    return handleConsentValidate(request('POST', '/consent/validate', input, options), validateDeps)
  }

  const none = { necessary: true, analytics: false, advertising: false, personalisation: false }
  const some = { necessary: true, analytics: true, advertising: false, personalisation: true }
  it.each<[string, string, number, Record<string, unknown>]>([
    [
      'a current cookie',
      encodeConsent(mixed),
      2,
      { valid: true, current: true, choice: mixed, gpc: false, purposes: some, privacy: '1YYY' },
    ],
    [
      'a current Accept all',
      encodeConsent(allOrNothing(true, 2, AT)),
      2,
      {
        valid: true,
        current: true,
        choice: allOrNothing(true, 2, AT),
        gpc: false,
        purposes: { ...some, advertising: true },
        privacy: '1YNY',
      },
    ],
    [
      'a cookie under an older version',
      encodeConsent(mixed),
      3,
      { valid: true, current: false, choice: mixed, gpc: false, purposes: none, privacy: '1---' },
    ],
    [
      'a URL-encoded cookie',
      encodeURIComponent(encodeConsent(mixed)),
      2,
      { valid: true, current: true, choice: mixed, gpc: false, purposes: some, privacy: '1YYY' },
    ],
    [
      'a cookie that is not ours',
      'accepted',
      2,
      { valid: false, current: false, choice: null, gpc: false, purposes: none, privacy: '1---' },
    ],
    [
      'an empty value',
      '',
      2,
      { valid: false, current: false, choice: null, gpc: false, purposes: none, privacy: '1---' },
    ],
  ])('%s', async (_label, cookieValue, policyVersion, expected) => {
    const response = await validate({ cookieValue }, policyVersion)
    expect(await answer(response)).toEqual({ status: 200, body: expected })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe('Sec-GPC')
  })

  it('honours the Sec-GPC header alone: an Accept all allows nothing optional, the privacy string opted out', async () => {
    const accepted = allOrNothing(true, 2, AT)
    const response = await validate({ cookieValue: encodeConsent(accepted) }, 2, {
      headers: { 'sec-gpc': '1' },
    })
    expect(await answer(response)).toEqual({
      status: 200,
      body: { valid: true, current: true, choice: accepted, gpc: true, purposes: none, privacy: '1YYY' },
    })
  })

  it.each<[string, unknown, RegExp]>([
    ['no cookieValue', {}, /cookieValue is required/],
    ['a number', { cookieValue: 5 }, /cookieValue is required/],
    ['an unknown field', { cookieValue: 'x', reader: 1 }, /unknown fields: reader/],
    ['a long value', { cookieValue: 'v'.repeat(65) }, /at most 64 characters/],
    ['not JSON', 'cookieValue=v1', /not valid JSON/],
  ])('answers 400 for %s', async (_label, input, message) => {
    const { status, body: answerBody } = await answer(await validate(input))
    expect(status).toBe(400)
    expect(String(answerBody.error)).toMatch(message)
  })

  it('limits checks per connection', async () => {
    const { validateDeps } = setup({ points: 1 })
    const ip = newIp()
    const ask = () =>
      handleConsentValidate(request('POST', '/consent/validate', { cookieValue: 'x' }, { ip }), validateDeps)
    expect((await ask()).status).toBe(200)
    expect((await ask()).status).toBe(429)
  })
})
