import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test'
import { signIn } from './helpers'
import { acceptAll } from './privacy'

/**
 * Issue 29 in a reader's browser: the page's forwarder (src/chrome/Metrics/) sends Web Vitals, the session
 * marks and the unload beacon only with analytics consent, error reports always; a failed send is tried
 * again after 2 s, then 4 s, and never sent twice; what it sent shows in this instance's Prometheus exposition
 * and in the admin's Site health view.
 */

const ARTICLE = '/health/high-blood-pressure-and-sleep'

async function seriesValue(request: APIRequestContext, series: string): Promise<number> {
  const res = await request.get('/metrics')
  expect(res.status()).toBe(200)
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

/** Waits until the page's metrics forwarder runs. */
async function forwarderRunning(page: Page): Promise<void> {
  await expect(page.locator('[data-island="metrics"][data-island-state="live"]')).toBeAttached({
    timeout: 20_000,
  })
}

/** Puts a metric on the page's data layer, as the runtime's own `track` does. */
async function trackMetric(page: Page, event: Record<string, string>): Promise<void> {
  await page.evaluate((detail) => {
    const w = window as Window & { wellreadEvents?: unknown[] }
    w.wellreadEvents ??= []
    w.wellreadEvents.push(detail)
    window.dispatchEvent(new CustomEvent('wellread:track', { detail }))
  }, event)
}

test('with analytics consent, a reader’s page view reports Web Vitals and engagement to Prometheus and to Site health', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  await acceptAll(context)
  const lcp = 'wellread_reader_webvitals_lcp_seconds_count{template="article",formfactor="desktop"}'
  const ttfb = 'wellread_reader_webvitals_ttfb_seconds_count{template="article",formfactor="desktop"}'
  const time = 'wellread_reader_time_on_page_seconds_count{template="article",formfactor="desktop"}'
  const before = {
    lcp: await seriesValue(request, lcp),
    ttfb: await seriesValue(request, ttfb),
    time: await seriesValue(request, time),
  }
  await page.goto(ARTICLE)
  await forwarderRunning(page)
  await page.mouse.wheel(0, 1200)
  await page.getByRole('banner').getByRole('link').first().hover()
  // Leaving the page hides it: the forwarder sends what it holds, the vitals and the unload beacon (by beacon,
  // as the page goes: Playwright sees none of those requests, the server's counts show them).
  await page.goto('/privacy-policy')
  await expect.poll(() => seriesValue(request, lcp), { timeout: 20_000 }).toBeGreaterThan(before.lcp)
  await expect.poll(() => seriesValue(request, ttfb), { timeout: 20_000 }).toBeGreaterThan(before.ttfb)
  await expect.poll(() => seriesValue(request, time), { timeout: 20_000 }).toBeGreaterThan(before.time)

  // The same figures in the admin: the article template's row measures page views, with an LCP p75.
  const admin = await browser.newPage()
  await signIn(admin)
  await admin.goto('/admin/site-health')
  await expect(admin.getByRole('heading', { name: 'Site health', level: 1 })).toBeVisible()
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: 'article', exact: true }) })
  await expect(row).toBeVisible()
  await expect(row.getByText(/\d ms/).first()).toBeVisible()
  await admin.close()
})

test('without analytics consent, only error reports leave the page', async ({ page }) => {
  test.setTimeout(60_000)
  const sent: string[] = []
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/metrics') || path === '/api/errors') sent.push(path)
  })
  await page.goto(ARTICLE)
  await trackMetric(page, { name: 'metric', metric: 'ads.decision.timeout', type: 'increment' })
  // An uncaught error: the early script keeps it, the forwarder's code loads for it and reports it.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('forced by the reader-metrics test')
    })
  })
  await forwarderRunning(page)
  await expect.poll(() => sent, { timeout: 15_000 }).toContain('/api/errors')
  // The reader switches tabs: the page, still alive, is hidden; with consent this is when the vitals, the
  // metrics held and the unload beacon would go (the first test), and its requests would be seen here.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(sent.filter((p) => p.startsWith('/api/metrics'))).toEqual([])
})

test('a metrics POST that fails is tried again after 2 s and 4 s, and counted once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  await acceptAll(context)
  await page.setViewportSize({ width: 900, height: 800 })
  // The beacon refused (as a browser with a full beacon queue does): the forwarder falls back to a JSON POST.
  await context.addInitScript(() => {
    Navigator.prototype.sendBeacon = () => false
  })
  const series = 'wellread_reader_client_error_deploy_total{template="legal",formfactor="tablet"}'
  const before = await seriesValue(request, series)
  const tries: { at: number; body: string }[] = []
  await page.route('**/api/metrics', async (route) => {
    const body = route.request().postData() ?? ''
    if (!body.includes('client.error.deploy')) return route.continue()
    tries.push({ at: Date.now(), body })
    if (tries.length <= 2) return route.fulfill({ status: 503, body: '{"error":"busy"}' })
    return route.continue()
  })
  await page.goto('/privacy-policy')
  await forwarderRunning(page)
  await trackMetric(page, { name: 'metric', metric: 'client.error.deploy', type: 'increment' })
  await expect.poll(() => tries.length, { timeout: 30_000 }).toBe(3)
  expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(1_900)
  expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(3_900)
  expect(new Set(tries.map((t) => t.body)).size).toBe(1)
  // The server counted it once: the two refused tries never reached it, the third was taken.
  await expect.poll(() => seriesValue(request, series), { timeout: 10_000 }).toBe(before + 1)
})
