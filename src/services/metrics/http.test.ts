import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER, CLIENT_LOCAL_HEADER } from '@/platform/headers.mjs'
import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import { handleExposition, handleMetrics, handleUnload, METRICS_FORBIDDEN_MESSAGE } from './http'
import { createReaderMetrics } from './prometheus'

const PAGE = {
  build: 'b-2026.11.29',
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  formfactor: 'mobile',
  site: 'wellread',
  path: '/health/widget-gallery',
}

/** Keeps nothing: the daily counts' own tests are the readerStats service's. */
const keep = async () => {}

const SITE = 'http://site.test'
/** The beacons' gate: this site's pages only, three a minute per address. */
const limiter = () => ({
  trustedOrigins: [SITE],
  limiter: memoryRateLimiter({ name: 'metrics-test', points: 3, durationSeconds: 60 }),
})

function post(
  body: unknown,
  {
    type = 'text/plain;charset=UTF-8',
    ip = '203.0.113.9',
    origin = SITE,
  }: { type?: string; ip?: string; origin?: string } = {},
): Request {
  return new Request('http://site.test/api/metrics', {
    method: 'POST',
    headers: { 'content-type': type, [CLIENT_IP_HEADER]: ip, origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error
}

describe('POST /api/metrics', () => {
  it('keeps a beacon’s increments and bucketed observations, labelled by template and form factor only', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const res = await handleMetrics(
      post({
        ...PAGE,
        metrics: [
          { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
          { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
          { type: 'histogram', name: 'webvitals.lcp', duration: 2_500 },
          { type: 'histogram', name: 'webvitals.cls', duration: 0.1 },
        ],
      }),
      limiter(),
      metrics,
      keep,
    )
    expect(res.status).toBe(204)
    const text = await metrics.registry.metrics()
    expect(text).toContain(
      'wellread_reader_ui_fetch_error_total{template="article",formfactor="mobile",status="503"} 2',
    )
    expect(text).toContain(
      'wellread_reader_webvitals_lcp_seconds_bucket{le="2.5",template="article",formfactor="mobile"} 1',
    )
    expect(text).toContain(
      'wellread_reader_webvitals_lcp_seconds_bucket{le="1.8",template="article",formfactor="mobile"} 0',
    )
    expect(text).toContain(
      'wellread_reader_webvitals_cls_bucket{le="0.1",template="article",formfactor="mobile"} 1',
    )
    // What the body said about the page beyond its template never becomes a label.
    expect(text).not.toContain('widget-gallery')
    expect(text).not.toContain('b-2026')
  })

  it('answers 503 with Retry-After when the daily counts could not be stored, and counts nothing', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const kept: unknown[] = []
    const failing = async (body: unknown) => {
      kept.push(body)
      throw new Error('database is locked')
    }
    const res = await handleMetrics(
      post({ ...PAGE, metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] }),
      limiter(),
      metrics,
      failing,
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBeTruthy()
    expect(kept).toHaveLength(1)
    expect(await metrics.registry.metrics()).not.toMatch(/ads_decision_timeout_total\{[^}]*\} 1/)
  })

  it('takes the fallback’s JSON as it takes the beacon’s text', async () => {
    const res = await handleMetrics(
      post(
        { ...PAGE, metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] },
        { type: 'application/json' },
      ),
      limiter(),
      createReaderMetrics({ processMetrics: false }),
      keep,
    )
    expect(res.status).toBe(204)
  })

  it('refuses a body the registry does not describe with a 400 naming the field, and keeps nothing of it', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const cases: [unknown, RegExp][] = [
      [{ ...PAGE, metrics: [] }, /metrics must hold at least one metric/],
      [
        { ...PAGE, metrics: [{ type: 'increment', name: 'reader.zip' }] },
        /metrics\[0\]\.name: unknown metric "reader\.zip"/,
      ],
      [
        {
          ...PAGE,
          metrics: [
            { type: 'increment', name: 'ads.decision.timeout' },
            { type: 'increment', name: 'ui.fetch.error', tags: { drug: 'sildenafil' } },
          ],
        },
        /metrics\[1\]\.tags\.drug: ui\.fetch\.error has only the tags status/,
      ],
      [
        { ...PAGE, metrics: [{ type: 'histogram', name: 'webvitals.lcp', duration: 1234 }] },
        /metrics\[0\]\.duration/,
      ],
      [
        { ...PAGE, pageTemplate: 'mine', metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] },
        /pageTemplate must be/,
      ],
      [
        { ...PAGE, formfactor: 'watch', metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] },
        /formfactor must be/,
      ],
      [
        { ...PAGE, reader: 'r-1', metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] },
        /unknown fields: reader/,
      ],
    ]
    for (const [body, message] of cases) {
      const res = await handleMetrics(post(body), limiter(), metrics, keep)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res)).toMatch(message)
    }
    const notJson = await handleMetrics(post('{"metrics":'), limiter(), metrics, keep)
    expect(notJson.status).toBe(400)
    expect(await errorOf(notJson)).toBe('The body is not valid JSON.')
    const form = await handleMetrics(
      post('a=1', { type: 'application/x-www-form-urlencoded' }),
      limiter(),
      metrics,
      keep,
    )
    expect(form.status).toBe(415)
    expect(await metrics.registry.metrics()).not.toMatch(/^wellread_reader_\w+ [1-9]/m)
    expect(await metrics.registry.metrics()).not.toContain('ads_decision_timeout_total{')
  })

  it('refuses a body past sendBeacon’s 64 KiB with a 413', async () => {
    const huge = {
      ...PAGE,
      path: 'x'.repeat(70_000),
      metrics: [{ type: 'increment', name: 'ads.decision.timeout' }],
    }
    const res = await handleMetrics(
      post(huge),
      limiter(),
      createReaderMetrics({ processMetrics: false }),
      keep,
    )
    expect(res.status).toBe(413)
  })

  it('limits each client address, with Retry-After', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const shared = limiter()
    const body = { ...PAGE, metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] }
    for (let i = 0; i < 3; i++)
      expect((await handleMetrics(post(body), shared, metrics, keep)).status).toBe(204)
    const limited = await handleMetrics(post(body), shared, metrics, keep)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handleMetrics(post(body, { ip: '203.0.113.10' }), shared, metrics, keep)).status).toBe(204)
  })

  it('refuses a beacon from another site’s page, or from no page at all, before the limit counts it', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const shared = limiter()
    const body = { ...PAGE, metrics: [{ type: 'increment', name: 'ads.decision.timeout' }] }
    for (const origin of ['https://evil.example', 'null', '']) {
      const request = post(body, { origin })
      if (!origin) request.headers.delete('origin')
      const refused = await handleMetrics(request, shared, metrics, keep)
      expect(refused.status, origin).toBe(403)
      expect(await errorOf(refused)).toBe('This request must come from a page of this site.')
    }
    // A sendBeacon from the site's own page (no Origin here: Sec-Fetch-Site says it), then the limit is whole.
    const sameOrigin = post(body, { origin: '' })
    sameOrigin.headers.delete('origin')
    sameOrigin.headers.set('sec-fetch-site', 'same-origin')
    expect((await handleMetrics(sameOrigin, shared, metrics, keep)).status).toBe(204)
    for (let i = 0; i < 2; i++)
      expect((await handleMetrics(post(body), shared, metrics, keep)).status).toBe(204)
    expect((await handleMetrics(post(body), shared, metrics, keep)).status).toBe(429)
  })
})

describe('POST /api/metrics/unload', () => {
  it('keeps time on page and the deepest scroll', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const res = await handleUnload(
      post({ ...PAGE, timeOnPage: 95_000, maxScroll: 75 }),
      limiter(),
      metrics,
      keep,
    )
    expect(res.status).toBe(204)
    const text = await metrics.registry.metrics()
    expect(text).toContain(
      'wellread_reader_time_on_page_seconds_bucket{le="180",template="article",formfactor="mobile"} 1',
    )
    expect(text).toContain(
      'wellread_reader_time_on_page_seconds_bucket{le="90",template="article",formfactor="mobile"} 0',
    )
    expect(text).toContain(
      'wellread_reader_max_scroll_percent_bucket{le="75",template="article",formfactor="mobile"} 1',
    )
  })

  it('refuses a scroll past 100 % or a negative time with a 400 naming the field', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const over = await handleUnload(
      post({ ...PAGE, timeOnPage: 1_000, maxScroll: 120 }),
      limiter(),
      metrics,
      keep,
    )
    expect(over.status).toBe(400)
    expect(await errorOf(over)).toMatch(/maxScroll/)
    const negative = await handleUnload(
      post({ ...PAGE, timeOnPage: -5, maxScroll: 10 }),
      limiter(),
      metrics,
      keep,
    )
    expect(negative.status).toBe(400)
    expect(await errorOf(negative)).toMatch(/timeOnPage/)
  })
})

describe('GET /metrics', () => {
  const get = (headers: Record<string, string>) => new Request('http://site.test/metrics', { headers })

  it('answers the scraper that sends the token, and no one else', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    const token = 'scrape-token-0123456789'
    const ok = await handleExposition(get({ authorization: `Bearer ${token}` }), token, metrics)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(await ok.text()).toContain('# TYPE wellread_reader_ui_fetch_error_total counter')
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-0123456789' },
      { [CLIENT_LOCAL_HEADER]: '1' },
    ]) {
      const refused = await handleExposition(get(headers), token, metrics)
      expect(refused.status).toBe(403)
      expect(await errorOf(refused)).toBe(METRICS_FORBIDDEN_MESSAGE)
    }
  })

  it('without a token, answers only a scraper on this machine (as the HTTP edge says: isLocalClient)', async () => {
    const metrics = createReaderMetrics({ processMetrics: false })
    expect((await handleExposition(get({ [CLIENT_LOCAL_HEADER]: '1' }), undefined, metrics)).status).toBe(200)
    // A loopback client address is not enough: behind nginx on this machine it can be the proxy's.
    expect(
      (await handleExposition(get({ [CLIENT_IP_HEADER]: '127.0.0.1' }), undefined, metrics)).status,
    ).toBe(403)
    expect(
      (await handleExposition(get({ [CLIENT_IP_HEADER]: '203.0.113.9' }), undefined, metrics)).status,
    ).toBe(403)
    expect((await handleExposition(get({}), undefined, metrics)).status).toBe(403)
  })

  it('includes the process’s own metrics in the instance’s registry', async () => {
    const text = await createReaderMetrics().registry.metrics()
    expect(text).toContain('wellread_process_resident_memory_bytes')
  })
})
