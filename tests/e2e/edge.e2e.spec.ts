// The HTTP edge answers page-cache hits itself (docs/adr/0015): same bytes and headers as Next.js sends,
// compressed once, 304 and HEAD; a publish is never hidden by it; client-side navigations keep working.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { editorHeaders, publishArticle } from './helpers'

const EDGE = 'x-wellread-cache'
/** Headers that belong to one response (the edge makes its own ETag and length). */
const PER_RESPONSE = new Set([
  'date',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-nextjs-cache',
  // Each answer's own request id (issue 29: the edge sets it on every response, cached or not).
  'x-request-id',
  EDGE,
])

/**
 * Ask until the edge answers (a new page is compressed in the background first; build assets wait their turn
 * behind the others, one at a time).
 */
async function fromEdge(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 600; i++) {
    const res = await request.get(path, { headers, maxRedirects: 0 })
    if (res.headers()[EDGE] === 'edge') return res
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`the edge never answered ${path}`)
}

const PAGES = [
  ['an ordinary article', '/health/high-blood-pressure-and-sleep'],
  ['the widget gallery', '/health/widget-gallery'],
  ['the commerce guide', '/health/best-cbd-gummies'],
  ['the drug-savings template', '/drugs/lisinopril-savings'],
  ['home', '/'],
  ['a section', '/health'],
  ['search results', '/search?q1=sleep'],
  ['the feed', '/feed.xml'],
  ['a legal page', '/privacy-policy'],
  ['a missing article (404)', '/health/no-such-article-at-all'],
] as const

test.describe('the edge', () => {
  for (const [what, path] of PAGES) {
    test(`answers ${what} with the bytes and headers Next.js sent`, async ({ request }) => {
      // The editors' journeys publish beside this spec: a publish between the two requests changes the page
      // (the home page lists the new article), so the pair is taken again until both are of one version.
      await expect(async () => {
        const hit = await fromEdge(request, path, { 'accept-encoding': 'identity' })
        // A range request is one the edge leaves to Next.js, which answers pages with the whole body anyway.
        const fromNext = await request.get(path, {
          headers: { 'accept-encoding': 'identity', range: 'bytes=0-' },
        })
        expect(fromNext.headers()[EDGE]).toBeUndefined()
        expect(hit.status()).toBe(fromNext.status())
        expect(await hit.body()).toEqual(await fromNext.body())
        const nextHeaders = Object.entries(fromNext.headers()).filter(([name]) => !PER_RESPONSE.has(name))
        const edgeHeaders = Object.entries(hit.headers()).filter(([name]) => !PER_RESPONSE.has(name))
        expect(new Map(edgeHeaders)).toEqual(new Map(nextHeaders))
        expect(hit.headers()['x-nextjs-cache']).toBe('HIT')
        expect(Number(hit.headers()['content-length'])).toBe((await hit.body()).length)
      }).toPass({ timeout: 45_000 })
    })
  }

  test('compresses with brotli or gzip as the browser allows, with a strong ETag per encoding; 304 and HEAD', async ({
    request,
  }) => {
    const path = '/health/high-blood-pressure-and-sleep'
    const plain = await fromEdge(request, path, { 'accept-encoding': 'identity' })
    // Playwright's request context decodes what it receives, so the bodies compare as sent before encoding.
    let br = await fromEdge(request, path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    // Brotli once the background compression has reached the page (on a busy machine, a moment later).
    await expect
      .poll(
        async () => {
          br = await fromEdge(request, path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
          return br.headers()['content-encoding']
        },
        { timeout: 60_000 },
      )
      .toBe('br')
    const gz = await fromEdge(request, path, { 'accept-encoding': 'gzip' })
    expect(gz.headers()['content-encoding']).toBe('gzip')
    expect(await br.body()).toEqual(await plain.body())
    expect(await gz.body()).toEqual(await plain.body())
    const etags = [plain, br, gz].map((r) => r.headers().etag)
    expect(new Set(etags).size).toBe(3)
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/)
    // An ordinary article is well under 50 KB compressed (issue 13).
    expect(Number(br.headers()['content-length'])).toBeLessThan(50_000)

    const revalidated = await request.get(path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers().etag) },
    })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()[EDGE]).toBe('edge')
    expect(revalidated.headers()['cache-control']).toBe(br.headers()['cache-control'])
    const head = await request.head(path, { headers: { 'accept-encoding': 'br' } })
    expect(head.status()).toBe(200)
    expect(head.headers()['content-length']).toBe(br.headers()['content-length'])
  })

  test('serves build assets compressed once, immutable', async ({ page, request }) => {
    await page.goto('/')
    const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    let asset = await fromEdge(request, src!, { 'accept-encoding': 'br, gzip' })
    // gzip at once; brotli when the background compression reaches it.
    await expect
      .poll(
        async () => {
          asset = await fromEdge(request, src!, { 'accept-encoding': 'br, gzip' })
          return asset.headers()['content-encoding']
        },
        { timeout: 60_000 },
      )
      .toBe('br')
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('a publish shows at once: the edge never serves a page after its tag was revalidated', async ({
    request,
  }) => {
    const slug = `edge-check-${Date.now()}`
    const path = `/health/${slug}`
    const id = await publishArticle(request, {
      title: 'Edge check: first words',
      slug,
      section: 'health',
      summary: 'A page the edge serves, then an edit.',
      text: 'The first version of this page.',
    })
    await fromEdge(request, path)
    for (const version of ['second', 'third']) {
      const updated = await request.patch(`/api/cms/articles/${id}`, {
        headers: await editorHeaders(request),
        data: { title: `Edge check: ${version} words`, _status: 'published' },
      })
      expect(updated.ok()).toBe(true)
      const next = await request.get(path)
      expect(next.headers()[EDGE]).toBeUndefined()
      expect(await next.text()).toContain(`Edge check: ${version} words`)
      const hit = await fromEdge(request, path)
      expect(await hit.text()).toContain(`Edge check: ${version} words`)
    }
    // The section lists it too once it has rendered again: a list may be served stale for that one render
    // (docs/adr/0015), the article's own page never.
    await expect
      .poll(async () => (await (await request.get('/health')).text()).includes('Edge check: third words'), {
        timeout: 15_000,
      })
      .toBe(true)
  })

  test('client-side navigations (RSC requests) go to Next.js and keep working', async ({ page, request }) => {
    await fromEdge(request, '/health')
    const rsc: string[] = []
    page.on('response', (res) => {
      if (res.request().headers().rsc === '1')
        rsc.push(`${res.status()} ${res.headers()[EDGE] ?? 'next'} ${res.headers()['content-type']}`)
    })
    await page.goto('/health')
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    const link = page.locator('main a[href="/health/high-blood-pressure-and-sleep"]').first()
    await link.click()
    await expect(page).toHaveURL(/\/health\/high-blood-pressure-and-sleep$/)
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(/blood pressure/i)
    // Still the same document: the router fetched the page's RSC payload instead of loading the HTML.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
    await expect.poll(() => rsc.some((r) => /^200 next text\/x-component/.test(r))).toBe(true)
    expect(rsc.every((r) => r.includes(' next '))).toBe(true)
    // The navigations and prefetches taught the edge nothing wrong: a page load still gets the page.
    for (const p of ['/health', '/health/high-blood-pressure-and-sleep', '/']) {
      const load = await fromEdge(request, p)
      expect(load.headers()['content-type'], p).toBe('text/html; charset=utf-8')
      expect(await load.text(), p).toContain('<!DOCTYPE html>')
    }
  })
})
