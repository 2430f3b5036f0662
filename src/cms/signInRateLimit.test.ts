// @vitest-environment node
import { resetConfig } from '@/platform/config.mjs'
import { dropSingleton } from '@/platform/singleton'
import { limitSignIns, signInLimitMessage } from './signInRateLimit'

const attempt = (path: string, address: string | null, method = 'POST') =>
  new Request(`http://localhost:3000${path}`, {
    method,
    headers: address ? { 'x-wellread-client-ip': address } : {},
  })

describe('limitSignIns', () => {
  beforeAll(() => {
    process.env.LOGIN_RATE_LIMIT_MAX = '3'
    process.env.LOGIN_RATE_LIMIT_WINDOW_SECONDS = '600'
    resetConfig()
    dropSingleton('state.adapter')
  })
  afterAll(() => {
    delete process.env.LOGIN_RATE_LIMIT_MAX
    delete process.env.LOGIN_RATE_LIMIT_WINDOW_SECONDS
    resetConfig()
  })

  it('lets three attempts from an address through, then answers 429 in Payload’s error shape', async () => {
    for (let i = 0; i < 3; i++)
      expect(await limitSignIns(attempt('/api/cms/users/login', '203.0.113.1'))).toBeNull()
    const refused = await limitSignIns(attempt('/api/cms/users/login', '203.0.113.1'))
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(refused?.headers.get('cache-control')).toBe('no-store')
    expect(await refused?.json()).toEqual({
      errors: [{ message: 'Too many sign-in attempts from your network. Please try again in 10 minutes.' }],
    })
  })

  it('counts password resets with sign-ins, and keeps other addresses apart', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await limitSignIns(attempt('/api/cms/users/forgot-password', '203.0.113.2'))).toBeNull()
    }
    expect((await limitSignIns(attempt('/api/cms/users/login', '203.0.113.2')))?.status).toBe(429)
    expect(await limitSignIns(attempt('/api/cms/users/login', '203.0.113.3'))).toBeNull()
  })

  it.each([
    ['another endpoint', attempt('/api/cms/articles', '203.0.113.1')],
    ['a GET', attempt('/api/cms/users/login', '203.0.113.1', 'GET')],
    ['no known address', attempt('/api/cms/users/login', null)],
  ])('does not count %s', async (_name, request) => {
    expect(await limitSignIns(request)).toBeNull()
  })

  it.each([
    [30, 'Please try again in 1 minute.'],
    [61, 'Please try again in 2 minutes.'],
  ])('words a wait of %i s as "%s"', (seconds, expected) => {
    expect(signInLimitMessage(seconds)).toContain(expected)
  })
})
