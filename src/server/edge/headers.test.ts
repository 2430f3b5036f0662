// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadConfig, THIRD_PARTIES, thirdPartiesOf } from '../../platform/config.mjs'
import { CLIENT_IP_HEADER } from '../../platform/headers.mjs'
import {
  clientIp,
  contentSecurityPolicy,
  createEdge,
  DISABLED_FEATURES,
  gpcRelayFor,
  isLocalClient,
  isLoopback,
  needsGpcRelay,
  PLAYER_FEATURES,
  permissionsPolicy,
  securityHeaders,
  sharedCacheControl,
} from './headers.mjs'

const local = loadConfig({})
const cache = local.cache

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ siteUrl: 'http://localhost:3000', dev: false, thirdParties: [] })
  const directive = (name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name)

  it.each([
    ['default-src', "default-src 'self'"],
    ['script-src', "script-src 'self' 'unsafe-inline'"],
    ['connect-src', "connect-src 'self'"],
    ['frame-src', "frame-src 'self'"],
    ['img-src', "img-src 'self' data: blob:"],
    ['form-action', "form-action 'self'"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'self'"],
    ['frame-ancestors', "frame-ancestors 'self'"],
    ['report-uri', 'report-uri /api/csp-report'],
  ])('%s', (name, expected) => {
    expect(directive(name)).toBe(expected)
  })

  it('allows eval and the hot-reload socket only in development', () => {
    expect(csp).not.toContain('unsafe-eval')
    const dev = contentSecurityPolicy({ siteUrl: 'http://localhost:3000', dev: true, thirdParties: [] })
    expect(dev).toContain("'unsafe-eval'")
    expect(dev).toMatch(/connect-src 'self' ws: wss:/)
  })

  it('lets in exactly what the third-party list names, where it names it', () => {
    const withVideo = contentSecurityPolicy({
      siteUrl: 'https://wellread.example',
      dev: false,
      thirdParties: [
        { name: 'Video', consent: 'media', sources: { 'frame-src': ['https://video.example'] } },
      ],
    })
    expect(withVideo).toContain("frame-src 'self' https://video.example")
    expect(withVideo).toContain("script-src 'self' 'unsafe-inline';")
    expect(withVideo).toContain('upgrade-insecure-requests')
  })

  it('lets in the video and social-embed frames of the real list as frames only (issue 15)', () => {
    const real = contentSecurityPolicy({
      siteUrl: 'https://wellread.example',
      dev: false,
      thirdParties: THIRD_PARTIES,
    })
    const of = (name: string) => real.split('; ').find((d) => d.split(' ')[0] === name)
    expect(of('frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://cdn.jwplayer.com https://www.instagram.com https://www.tiktok.com https://public.tableau.com https://observablehq.com https://qzzr.com https://*.qzzr.com",
    )
    // Nothing else from those hosts: no scripts, pictures or connections (posters are the site's own).
    for (const name of ['script-src', 'img-src', 'connect-src', 'style-src', 'media-src', 'default-src'])
      expect(of(name), name).toBe(directive(name))
    expect(real).not.toMatch(/youtube\.com|ytimg|cdninstagram|tiktokcdn/)
  })

  it('lets in the operator’s vendors, each only where its use needs it, and nothing when none is configured (issue 18)', () => {
    const of = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name)
    const plain = contentSecurityPolicy({
      siteUrl: 'https://wellread.example',
      dev: false,
      thirdParties: thirdPartiesOf(loadConfig({ SITE_URL: 'https://wellread.example' })),
    })
    expect(of(plain, 'connect-src')).toBe("connect-src 'self'")
    expect(of(plain, 'img-src')).toBe("img-src 'self' data: blob:")

    const cfg = loadConfig({
      SITE_URL: 'https://wellread.example',
      ANALYTICS_VENDOR_URL: 'https://collect.analytics.example/v1/events',
      AD_PIXEL_ORIGINS: 'https://px.sponsor.example,https://*.ads.example',
    })
    const policy = contentSecurityPolicy({
      siteUrl: cfg.siteUrl,
      dev: false,
      thirdParties: thirdPartiesOf(cfg),
    })
    // The collector and the pixels are connections (the guard sends with fetch, without cookies); nowhere else.
    expect(of(policy, 'connect-src')).toBe(
      "connect-src 'self' https://collect.analytics.example https://px.sponsor.example https://*.ads.example",
    )
    for (const name of ['script-src', 'style-src', 'img-src', 'media-src', 'default-src', 'form-action'])
      expect(of(policy, name), name).not.toMatch(/analytics\.example|sponsor\.example|ads\.example/)
    expect(of(policy, 'frame-src')).not.toMatch(/analytics\.example|sponsor\.example|ads\.example/)
    // Only media frames get the player's features.
    expect(permissionsPolicy(thirdPartiesOf(cfg))).not.toMatch(
      /analytics\.example|sponsor\.example|ads\.example/,
    )
    // The HTTP server's headers carry the same policy.
    expect(
      securityHeaders(cfg, { dev: false, thirdParties: thirdPartiesOf(cfg) })['Content-Security-Policy'],
    ).toBe(policy)
  })
})

describe('securityHeaders', () => {
  it('sets the hardening headers, and HSTS only for an https site', () => {
    const h = securityHeaders(local, { dev: false, thirdParties: [] })
    expect(h['X-Content-Type-Options']).toBe('nosniff')
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(h['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(h['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    expect(h['Strict-Transport-Security']).toBeUndefined()
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(h['Permissions-Policy']).toContain(`${feature}=()`)
    }
    expect(DISABLED_FEATURES).not.toContain('fullscreen')
    expect(h['Permissions-Policy']).toContain('autoplay=(self)')
    expect(h['Permissions-Policy']).toContain('fullscreen=(self)')
    const https = securityHeaders(loadConfig({ SITE_URL: 'https://wellread.example' }), {
      dev: false,
      thirdParties: [],
    })
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('permissionsPolicy', () => {
  it('delegates the player features to the video and embed frames only, and keeps the rest off', () => {
    const policy = permissionsPolicy(THIRD_PARTIES)
    const of = (name: string) => policy.split(', ').find((d) => d.startsWith(`${name}=`))
    expect(of('autoplay')).toBe(
      'autoplay=(self "https://www.youtube-nocookie.com" "https://cdn.jwplayer.com" "https://www.instagram.com" "https://www.tiktok.com" "https://public.tableau.com" "https://observablehq.com" "https://qzzr.com")',
    )
    for (const feature of PLAYER_FEATURES)
      expect(of(feature)).toMatch(new RegExp(`^${feature}=\\(self "https://www.youtube-nocookie.com"`))
    // A wildcard origin gets nothing; features the site does not use stay off for everyone.
    expect(policy).not.toContain('*.qzzr.com')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(of(feature)).toBe(`${feature}=()`)
    // Each feature named once.
    const names = policy.split(', ').map((d) => d.split('=')[0])
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('sharedCacheControl', () => {
  const policy = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400'
  it.each([
    ['a cached page (kept a year by Next)', 's-maxage=31536000', 200, false, policy],
    [
      'a cached page with a revalidate time',
      's-maxage=3600, stale-while-revalidate=31532400',
      200,
      false,
      policy,
    ],
    [
      'a dynamic page',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      200,
      false,
      'private, no-cache, no-store, max-age=0, must-revalidate',
    ],
    [
      'a static file',
      'public, max-age=31536000, immutable',
      200,
      false,
      'public, max-age=31536000, immutable',
    ],
    [
      'an API answer that chose its own',
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      200,
      false,
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    ],
    ['a response with no policy', undefined, 200, false, 'private, no-store'],
    ['a cached page that sets a cookie', 's-maxage=31536000', 200, true, 'private, no-store'],
    ['a failure', 's-maxage=31536000', 503, false, 'no-store'],
  ])('%s', (_name, current, status, setsCookie, expected) => {
    expect(sharedCacheControl(current, { status, setsCookie }, cache)).toBe(expected)
  })

  it('a cached page served stale while it renders again: shared caches ask again at once', () => {
    expect(
      sharedCacheControl(
        's-maxage=1, stale-while-revalidate=31535999',
        { status: 200, setsCookie: false, stale: true },
        cache,
      ),
    ).toBe('public, max-age=0, s-maxage=0, stale-if-error=86400')
    // Stale or not, an answer the app chose its own policy for keeps it.
    expect(
      sharedCacheControl('public, max-age=60', { status: 200, setsCookie: false, stale: true }, cache),
    ).toBe('public, max-age=60')
  })
})

describe('clientIp', () => {
  it.each([
    [{ remoteAddress: '::ffff:192.0.2.1', forwardedFor: '203.0.113.9' }, 0, '192.0.2.1'],
    [{ remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.9' }, 1, '203.0.113.9'],
    [{ remoteAddress: '10.0.0.2', forwardedFor: 'spoofed, 203.0.113.9' }, 1, '203.0.113.9'],
    [{ remoteAddress: '10.0.0.3', forwardedFor: 'spoofed, 203.0.113.9, 10.0.0.2' }, 2, '203.0.113.9'],
    [{ remoteAddress: '10.0.0.2', forwardedFor: undefined }, 1, '10.0.0.2'],
    [{ remoteAddress: undefined, forwardedFor: undefined }, 0, null],
    // Behind a CDN and nginx (2), a request that reached nginx directly: nginx's one entry is the client, never
    // nginx's own loopback address (issue 32: the metrics' "this machine" must not be the proxy).
    [{ remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.9' }, 2, '203.0.113.9'],
    [{ remoteAddress: '127.0.0.1', forwardedFor: ['203.0.113.9'] }, 3, '203.0.113.9'],
  ])('%o behind %i proxies → %s', (request, hops, expected) => {
    expect(clientIp(request, hops)).toBe(expected)
  })
})

describe('isLocalClient: a request from this machine itself (GET /metrics without a token)', () => {
  it.each([
    [{ remoteAddress: '127.0.0.1', headers: {} }, true],
    [{ remoteAddress: '::1', headers: {} }, true],
    [{ remoteAddress: '::ffff:127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }, true],
    // nginx on this machine, passing on a reader's request: the connection is loopback, the reader is not.
    [{ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }, false],
    [{ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } }, false],
    [{ remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '198.51.100.2' } }, false],
    [{ remoteAddress: '127.0.0.1', headers: { forwarded: 'for=198.51.100.2;proto=https' } }, false],
    [{ remoteAddress: '127.0.0.1', headers: { forwarded: 'for="[2001:db8::1]:443"' } }, false],
    [{ remoteAddress: '127.0.0.1', headers: { forwarded: 'for="[::1]"' } }, true],
    // A client elsewhere cannot claim to be this machine.
    [{ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }, false],
    [{ remoteAddress: '10.0.0.2', headers: {} }, false],
    [{ remoteAddress: undefined, headers: {} }, false],
  ])('%o → %s', (request, local) => {
    expect(isLocalClient(request)).toBe(local)
  })

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['127.0.0.1.evil.example', false],
    ['1127.0.0.1', false],
    ['10.0.0.1', false],
    ['', false],
  ])('isLoopback(%s) → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected)
  })
})

describe('gpcRelayFor: which answers relay the Sec-GPC header', () => {
  const https = { siteUrl: 'https://wellread.example' }
  it.each([
    ['/health/sleep', true],
    ['/', true],
    ['/api/reader', true],
    ['/consent/validate', true],
    ['/search?q1=sleep.aid', true],
    ['/_next/static/chunks/app.js', false],
    ['/_next/image?url=%2Fmedia%2Fa.jpg&w=640', false],
    ['/api/cms/media/file/heart.jpg', false],
    ['/favicon.ico', false],
  ])('%s → %s', (url, relays) => {
    const cookie = gpcRelayFor({ url, headers: { 'sec-gpc': '1' } }, https)
    expect(cookie).toBe(relays ? 'wr_gpc=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure' : null)
    expect(needsGpcRelay({ url, headers: { 'sec-gpc': '1' } })).toBe(relays)
  })

  it('says nothing when the browser’s cookie already agrees with its header', () => {
    expect(gpcRelayFor({ url: '/', headers: { 'sec-gpc': '1', cookie: 'wr_gpc=1' } }, https)).toBeNull()
    expect(gpcRelayFor({ url: '/', headers: {} }, https)).toBeNull()
  })

  it.each([
    ['a page load (Sec-Fetch-Mode: navigate)', 'GET', { 'sec-fetch-mode': 'navigate' }, true],
    ['a page load from a browser without Sec-Fetch-*', 'GET', { accept: 'text/html,*/*' }, true],
    ['a call', 'GET', { 'sec-fetch-mode': 'cors', accept: '*/*' }, false],
    ['a beacon', 'POST', { 'sec-fetch-mode': 'no-cors' }, false],
    ['a POST without Sec-Fetch-*', 'POST', { accept: 'text/html' }, false],
  ])('a request without the header clears wr_gpc on %s only', (_what, method, headers, clears) => {
    const req = { url: '/health/sleep', method, headers: { ...headers, cookie: 'wr_gpc=1' } }
    expect(gpcRelayFor(req, https)).toBe(clears ? 'wr_gpc=; Path=/; Max-Age=0; SameSite=Lax; Secure' : null)
  })
})

describe('createEdge on a real HTTP server', () => {
  let server: http.Server
  let base: string
  let down = false
  let seenAddress: string | undefined

  beforeAll(async () => {
    const edge = createEdge(local, {
      dev: false,
      thirdParties: [],
      databaseLooksDown: () => down,
      errorPage: () => '<h1>The site’s error page</h1>',
    })
    server = http.createServer((req, res) => {
      edge(req, res)
      seenAddress = req.headers[CLIENT_IP_HEADER] as string | undefined
      if (req.url === '/no-referrer') {
        res.setHeader('Referrer-Policy', 'no-referrer')
        res.end('tight')
      } else if (req.url === '/page') {
        res.setHeader('Cache-Control', 's-maxage=31536000')
        res.end('<h1>Cached page</h1>')
      } else if (req.url === '/fails' || req.url === '/api/fails') {
        res.statusCode = 500
        res.setHeader('content-type', req.url === '/fails' ? 'text/html; charset=utf-8' : 'application/json')
        res.setHeader(
          'content-length',
          String(Buffer.byteLength('<html id="__next_error__">empty shell</html>')),
        )
        res.write('<html id="__next_error__">')
        res.end('empty shell</html>')
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end('plain')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('adds the security headers and the CDN policy to a cached page', async () => {
    const res = await fetch(`${base}/page`)
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    )
  })

  it('lets a route send no referrer (Next.js keeps a header already set, so the site’s is set as the head leaves)', async () => {
    const tight = await fetch(`${base}/no-referrer`)
    expect(tight.headers.get('referrer-policy')).toBe('no-referrer')
    const page = await fetch(`${base}/page`)
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('keeps headers passed to writeHead and never shares a response without a policy', async () => {
    const res = await fetch(`${base}/other`)
    expect(res.headers.get('content-type')).toBe('text/plain')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 503 with Retry-After and the site’s error page instead of 500 while the database is down', async () => {
    down = true
    const unavailable = await fetch(`${base}/fails`)
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('30')
    expect(unavailable.headers.get('cache-control')).toBe('no-store')
    expect(unavailable.headers.get('content-encoding')).toBeNull()
    expect(await unavailable.text()).toBe('<h1>The site’s error page</h1>')
    // An API answer keeps its own body; a client navigation (RSC) too.
    const api = await fetch(`${base}/api/fails`)
    expect(api.status).toBe(503)
    expect(await api.text()).toBe('<html id="__next_error__">empty shell</html>')
    const rsc = await fetch(`${base}/fails`, { headers: { rsc: '1' } })
    expect(rsc.status).toBe(503)
    expect(await rsc.text()).toContain('empty shell')
    down = false
    const failed = await fetch(`${base}/fails`)
    expect(failed.status).toBe(500)
    expect(await failed.text()).toContain('empty shell')
  })

  it('replaces a client-supplied address header with the socket’s address', async () => {
    await fetch(`${base}/page`, { headers: { [CLIENT_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '5.6.7.8' } })
    expect(seenAddress).toBe('127.0.0.1')
  })
})
