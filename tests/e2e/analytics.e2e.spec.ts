import { createHash } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { readThirdPartyRequests } from '../peers/thirdParty.mjs'
import { editorHeaders, signIn } from './helpers'
import { acceptAll, turnOnGpc } from './privacy'

/**
 * Issue 30 in a reader's browser: with analytics consent, reading an article to the end, opening an accordion
 * and clicking a product sends registry events first-party (`POST /api/events`), naming the article by id;
 * they show in the admin's Audience view; subscribing to the newsletter reaches 002 §7's tracking ingest (a local
 * peer) as identify and Form Submitted with the email hashed; the server relays the events to GA4 (a local stand-in)
 * under the reader's daily hash and the article's id, nothing of its topic. With Reject all, and with Global Privacy Control, the same journey
 * sends none: only the counts the site keeps for affiliate billing (product impressions) arrive.
 */

// A reader's Chrome: the ingest drops crawlers' batches (`isbot`), and headless Chromium says it is one.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
})

/** What the tracking ingest peer received (`scripts/e2e.mjs` serves it at INBOX_URL/tracking). */
type IngestEvent = { type: string; event?: string; traits?: { email_sha256?: string }; properties?: object }
type Received = { authorization?: string; body: { batch: IngestEvent[] } | null }
async function trackingIngestReceived(): Promise<Received[]> {
  const res = await fetch(`${process.env.INBOX_URL}/tracking`)
  expect(res.ok).toBe(true)
  return (await res.json()) as Received[]
}

/** What GA4's stand-in received for one article (`scripts/e2e.mjs` serves it at GA4_PEER_URL). */
async function ga4Hits(
  article: string,
): Promise<{ body: string; cookie: string | null; referer: string | null }[]> {
  const all = await readThirdPartyRequests(process.env.GA4_PEER_URL as string)
  return all.filter((r) => r.path === '/mp/collect' && r.body.includes(`/a/${article}"`))
}

const READ = { path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' }
const GUIDE = '/health/best-cbd-gummies'

async function articleId(page: Page): Promise<string> {
  const id = await page.locator('article[data-article-id]').first().getAttribute('data-article-id')
  expect(id).toMatch(/^\d+$/)
  return id!
}

/** The analytics events the site has logged for an article (the append-only log, read as an editor). */
async function loggedEvents(request: APIRequestContext, article: string): Promise<string[]> {
  const res = await request.get(
    `/api/cms/analytics-events?where[article][equals]=${article}&limit=500&depth=0&sort=createdAt`,
    { headers: await editorHeaders(request) },
  )
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()).docs as { event: string }[]).map((d) => d.event)
}

/** Product impressions counted for an article path today (the necessary counts), read as an editor. */
async function impressions(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(
    `/api/cms/commerce-stats?where[articlePath][equals]=${encodeURIComponent(path)}&limit=500&depth=0`,
    { headers: await editorHeaders(request) },
  )
  expect(res.ok()).toBe(true)
  return ((await res.json()).docs as { impressions: number }[]).reduce((n, d) => n + d.impressions, 0)
}

/** Reads an article as a reader does: down to its end in steps, opening its first accordion on the way. */
/**
 * The page as its reader switches away from it: hidden, so it sends what it holds at once (a real tab being left
 * does this too, but its last requests go out after the page is gone, where the test's browser neither shows them
 * nor keeps its stand-in reader's User-Agent).
 */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('visibilitychange'))
  })
}

async function readToTheEnd(page: Page): Promise<void> {
  const accordion = page.locator('article details[data-track-open] > summary').first()
  await accordion.scrollIntoViewIfNeeded()
  await accordion.click()
  await expect(page.locator('article details[data-track-open][open]').first()).toBeAttached()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) {
    await page.mouse.wheel(0, 600)
    // Each step waits for the page to paint it (the scroll tracking is throttled to one reading per 500 ms).
    await page.evaluate(() =>
      new Promise((r) => setTimeout(r, 0)).then(() => new Promise(requestAnimationFrame)),
    )
  }
}

test('with analytics consent, a reader’s journey arrives as registry events and shows in the Audience view', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await acceptAll(context)
  const batches: Record<string, unknown>[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) batches.push(JSON.parse(r.postData() ?? '{}'))
  })
  await page.goto(READ.path)
  await expect(page.locator('[data-island="metrics"][data-island-state="live"]')).toBeAttached({
    timeout: 20_000,
  })
  const id = await articleId(page)
  const before = await loggedEvents(request, id)
  await readToTheEnd(page)
  // A product or tracked link, opened in a new tab; then the reader switches away (the page sends its events).
  await page
    .locator('article [data-track-click]')
    .first()
    .click({ modifiers: ['ControlOrMeta'] })
  await hidePage(page)
  // The batches the page sent about this article (reading to the end appended the next one, which has its own).
  const own = () => batches.filter((b) => (b.page as { article?: string } | undefined)?.article === id)
  await expect.poll(() => own().length, { timeout: 15_000 }).toBeGreaterThan(0)
  for (const batch of own()) {
    expect(batch.page).toEqual({ article: id, template: 'article', formfactor: 'desktop' })
    expect(JSON.stringify(batch)).not.toContain(READ.path)
  }
  await expect
    .poll(async () => (await loggedEvents(request, id)).slice(before.length), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['page_view', 'accordion_open', 'scroll']))
  const logged = (await loggedEvents(request, id)).slice(before.length)
  expect(
    logged.some((e) => e === 'select_item' || e === 'select_content'),
    logged.join(', '),
  ).toBe(true)
  // GA4 (a local stand-in) hears of the same events from the server: the reader's daily hash, the article's id,
  // nothing of its topic, no cookie and no referrer.
  await expect.poll(async () => (await ga4Hits(id)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  for (const hit of await ga4Hits(id)) {
    const body = JSON.parse(hit.body) as { client_id: string; events: { name: string }[] }
    expect(body.client_id).toMatch(/^[\w-]{16}$/)
    expect(hit.cookie).toBeNull()
    expect(hit.referer).toBeNull()
    for (const word of ['walking', 'Walking', 'heart', READ.path]) expect(hit.body).not.toContain(word)
  }
  const ga4Names = (await ga4Hits(id)).flatMap((h) =>
    (JSON.parse(h.body) as { events: { name: string }[] }).events.map((e) => e.name),
  )
  expect(ga4Names).toEqual(expect.arrayContaining(['page_view', 'scroll']))
  // The reader subscribes from the header (with marketing consent: Accept all). The site reports it to the
  // tracking ingest server-side: identify and Form Submitted, basic auth, the email only as its SHA-256.
  const address = `analytics-${Date.now().toString(36)}@example.com`
  const hashed = createHash('sha256').update(address).digest('hex')
  const home = await context.newPage()
  await home.goto('/')
  await home.getByRole('button', { name: 'Subscribe' }).click()
  const dialog = home.getByRole('dialog')
  await dialog.getByLabel('Email address').fill(address)
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible({ timeout: 30_000 })
  const reported = async () =>
    (await trackingIngestReceived()).find((r) =>
      r.body?.batch.some((e) => e.type === 'identify' && e.traits?.email_sha256 === hashed),
    )
  // The instance that runs jobs sends it within its interval (10 s).
  await expect.poll(async () => Boolean(await reported()), { timeout: 45_000 }).toBe(true)
  const got = (await reported())!
  expect(got.authorization).toMatch(/^Basic /)
  expect(got.body!.batch.map((e) => e.type)).toEqual(['identify', 'track'])
  expect(got.body!.batch[1]).toMatchObject({ event: 'Form Submitted', properties: { form: 'newsletter' } })
  expect(JSON.stringify(got.body)).not.toContain(address)
  await home.close()

  const editor = await context.browser()!.newPage()
  await signIn(editor)
  await editor.goto('/admin/audience?days=7')
  const row = editor
    .getByRole('table', { name: 'Per article' })
    .getByRole('row', { name: new RegExp(READ.title) })
  await expect(row).toBeVisible()
  await editor.close()
})

for (const scenario of ['Reject all', 'Global Privacy Control on'] as const) {
  test(`${scenario}: the same journey sends no analytics event, only the necessary product counts`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    if (scenario === 'Global Privacy Control on') {
      await acceptAll(context)
      await turnOnGpc(context)
    }
    const counted = await impressions(request, GUIDE)
    await page.goto(GUIDE)
    const id = await articleId(page)
    const before = await loggedEvents(request, id)
    const analytics: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events')) analytics.push(r.postData() ?? '')
    })
    await readToTheEnd(page)
    // Switching away sends the page's product counts (necessary, with or without consent) in the same moment
    // as any analytics batch the page held.
    const counts = page.waitForRequest((r) => r.url().endsWith('/api/commerce/events'))
    await hidePage(page)
    await counts
    await expect.poll(() => impressions(request, GUIDE), { timeout: 30_000 }).toBeGreaterThan(counted)
    expect(analytics).toEqual([])
    expect(await loggedEvents(request, id)).toEqual(before)
    expect(await ga4Hits(id)).toEqual([])
  })
}
