// @vitest-environment node
import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import { handleCspReport } from './http'

const SITE = 'https://wellread.example'
const post = (
  body: unknown,
  type = 'application/csp-report',
  address = '203.0.113.5',
  headers: Record<string, string> = {},
) =>
  new Request('http://localhost/api/csp-report', {
    method: 'POST',
    headers: { 'content-type': type, 'x-wellread-client-ip': address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** The route's gate: anything but another site's page, two reports a minute per address. */
const limiter = () => ({
  trustedOrigins: [SITE],
  origin: 'not-cross-site' as const,
  limiter: memoryRateLimiter({ name: `csp-${Math.random()}`, points: 2, durationSeconds: 60 }),
})

describe('POST /api/csp-report', () => {
  it('logs a report-uri violation on one line, without the page’s query string, and answers 204', async () => {
    const lines: string[] = []
    const res = await handleCspReport(
      post({
        'csp-report': {
          'document-uri': 'https://wellread.example/health/sleep?utm_source=x#faq',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://tracker.example/t.js?id=1',
          'source-file': 'https://wellread.example/_next/static/chunks/a.js',
          'line-number': 12,
        },
      }),
      limiter(),
      (l) => lines.push(l),
    )
    expect(res.status).toBe(204)
    expect(lines).toEqual([
      '[csp] script-src-elem blocked https://tracker.example/t.js on https://wellread.example/health/sleep at https://wellread.example/_next/static/chunks/a.js:12',
    ])
  })

  it('reads Reporting API batches and skips other report types', async () => {
    const lines: string[] = []
    const res = await handleCspReport(
      post(
        [
          {
            type: 'csp-violation',
            url: 'https://wellread.example/',
            body: { effectiveDirective: 'frame-src', blockedURL: 'https://video.example/embed' },
          },
          { type: 'deprecation', url: 'https://wellread.example/', body: {} },
        ],
        'application/reports+json',
      ),
      limiter(),
      (l) => lines.push(l),
    )
    expect(res.status).toBe(204)
    expect(lines).toEqual([
      '[csp] frame-src blocked https://video.example/embed on https://wellread.example/',
    ])
  })

  it.each([
    ['not JSON', post('{oops'), 400],
    ['not a report', post({ hello: 'world' }), 400],
    ['another content type', post('x=1', 'application/x-www-form-urlencoded'), 415],
    ['too large', post({ 'csp-report': { 'document-uri': 'x'.repeat(70_000) } }), 413],
  ])('refuses %s', async (_name, request, status) => {
    const res = await handleCspReport(request, limiter(), () => {})
    expect(res.status).toBe(status)
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string')
  })

  it('takes reports without Origin (browsers send them so) and from the site, refuses another site’s page', async () => {
    const report = (headers: Record<string, string>) =>
      post(
        { 'csp-report': { 'violated-directive': 'img-src' } },
        'application/csp-report',
        '203.0.113.6',
        headers,
      )
    expect((await handleCspReport(report({}), limiter(), () => {})).status).toBe(204)
    expect((await handleCspReport(report({ origin: SITE }), limiter(), () => {})).status).toBe(204)
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of foreign) {
      const res = await handleCspReport(report(headers), limiter(), () => {})
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toEqual({ error: 'This request must come from a page of this site.' })
    }
  })

  it('limits reports per address', async () => {
    const shared = limiter()
    const report = () => post({ 'csp-report': { 'violated-directive': 'img-src' } })
    expect((await handleCspReport(report(), shared, () => {})).status).toBe(204)
    expect((await handleCspReport(report(), shared, () => {})).status).toBe(204)
    const third = await handleCspReport(report(), shared, () => {})
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
