// @vitest-environment node
import { originAllows, requestSource, trustedOriginsOf } from './requestOrigin.mjs'

const SITE = 'https://wellread.example'
const sourceOf = (headers: Record<string, string>) => requestSource((name) => headers[name], [SITE])

describe('requestSource: where a state-changing request comes from (issue 32)', () => {
  it.each([
    // Origin decides when it names an origin.
    [{ origin: SITE }, 'same-origin'],
    [{ origin: 'https://evil.example' }, 'cross-site'],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, 'cross-site'],
    [{ origin: 'http://wellread.example' }, 'cross-site'],
    [{ origin: 'https://wellread.example.evil.example' }, 'cross-site'],
    // Without one (sendBeacon in an old browser) or with the opaque `null`, Sec-Fetch-Site decides.
    [{ 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    [{ 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    [{ 'sec-fetch-site': 'same-site' }, 'cross-site'],
    [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    // An opaque origin with nothing else: a sandboxed frame's.
    [{ origin: 'null' }, 'cross-site'],
    // Neither: not a browser page's request (a script, a server, a mail provider's one-click).
    [{}, 'unknown'],
    [{ 'sec-fetch-site': 'none' }, 'unknown'],
  ])('%j → %s', (headers, expected) => {
    expect(sourceOf(headers)).toBe(expected)
  })
})

describe('originAllows', () => {
  it.each([
    ['same-origin', 'same-origin', true],
    ['cross-site', 'same-origin', false],
    ['unknown', 'same-origin', false],
    ['same-origin', 'not-cross-site', true],
    ['cross-site', 'not-cross-site', false],
    ['unknown', 'not-cross-site', true],
  ] as const)('%s under %s → %s', (source, rule, allowed) => {
    expect(originAllows(source, rule)).toBe(allowed)
  })
})

describe('trustedOriginsOf', () => {
  it('is the public origin, the CMS’s own when different, and both loopback names only without SITE_URL', () => {
    expect(trustedOriginsOf({ siteUrl: SITE, siteUrlConfigured: true, port: 3000 })).toEqual([SITE])
    expect(
      trustedOriginsOf({
        siteUrl: 'http://localhost:3001',
        siteUrlConfigured: false,
        payloadServerUrl: undefined,
        port: 3001,
      }),
    ).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001'])
  })
})
