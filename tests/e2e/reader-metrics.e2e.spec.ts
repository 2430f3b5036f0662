import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test'
import { editorHeaders, signIn } from './helpers'
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

type Group = {
  kind: string
  where: string
  message: string
  topFrame: string
  stack: string
  source: string
  count: number
}

/** The error groups whose message holds `text`, read as the e2e editor through the CMS's REST API. */
async function groupsWith(request: APIRequestContext, text: string): Promise<Group[]> {
  const res = await request.get(
    `/api/cms/error-groups?where[message][contains]=${encodeURIComponent(text)}&depth=0&limit=20`,
    { headers: await editorHeaders(request) },
  )
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: Group[] }).docs
}

test('a widget that fails in the browser, a chunk and a script that fail to load each become an error group with a mapped stack', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Each run its own failure text, so the groups are this run's.
  const marker = `forced-${Date.now().toString(36)}`
  // A widget whose code throws as it runs in the browser: the product card measures itself with a ResizeObserver.
  await context.addInitScript((text) => {
    window.ResizeObserver = class {
      constructor() {
        throw new TypeError(`${text}: ResizeObserver is broken`)
      }
    } as unknown as typeof ResizeObserver
  }, marker)
  await page.goto(ARTICLE)
  // The product card's code runs once the reader nears it: brought into view (a blind scroll can jump past it,
  // and on to the next article, without the card ever coming near the screen).
  const card = page.locator('article').first().locator('[data-widget^="productCard"]').first()
  await expect
    .poll(
      async () => {
        await card.scrollIntoViewIfNeeded()
        return (await groupsWith(request, marker)).map((g) => `${g.kind} ${g.where}`)
      },
      { timeout: 30_000 },
    )
    .toContain('render widget.productCard')
  const [widget] = await groupsWith(request, marker)
  // Mapped with the build's source maps: the frames name the project's source files, not the chunks.
  expect(widget!.stack).toMatch(/src\/widgets\/ProductCard\/ProductCard\.client\.tsx:\d+:\d+/)
  expect(widget!.topFrame).toMatch(/^src\/widgets\/ProductCard\//)

  // Another reader, on the gallery: its lazy leaves load their code as the reader nears them; from now on, none
  // arrives. (A page reports twenty errors at most: the first reader's gallery would spend them on the broken
  // ResizeObserver.)
  const reader = await browser.newContext({ baseURL })
  await acceptAll(reader)
  const gallery = await reader.newPage()
  await gallery.goto('/health/widget-gallery')
  await forwarderRunning(gallery)
  const startedAt = new Date().toISOString()
  await gallery.route('**/_next/static/chunks/**', (route) => route.abort('failed'))
  const recent = async (kind: string) => {
    const res = await request.get(
      `/api/cms/error-groups?where[kind][equals]=${kind}&where[lastSeen][greater_than_equal]=${startedAt}&depth=0&limit=20`,
      { headers: await editorHeaders(request) },
    )
    return ((await res.json()) as { docs: Group[] }).docs
  }
  // The reader scrolls on, the leaves they near ask for their code, which fails.
  const whileScrolling = (kind: string) => async () => {
    await gallery.mouse.wheel(0, 1500)
    return (await recent(kind)).length
  }
  await expect.poll(whileScrolling('chunk'), { timeout: 40_000 }).toBeGreaterThan(0)
  await expect.poll(whileScrolling('resource'), { timeout: 20_000 }).toBeGreaterThan(0)
  const [chunk] = await recent('chunk')
  expect(chunk!.where).toBe('client.error.chunk')
  expect(chunk!.stack).toMatch(/\.(tsx?|js):\d+:\d+/)
  const [script] = await recent('resource')
  expect(script!.where).toBe('script.load')
  // Only the build's own file is kept: no query string, no page address.
  expect(script!.source).toMatch(/\/_next\/static\/chunks\/[^?]+\.js$/)
  await reader.close()
})
