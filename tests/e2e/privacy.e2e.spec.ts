// Consent and the health-privacy guard (issue 18). A stand-in third party, registered in THIRD_PARTIES through
// the operator's variables (ANALYTICS_VENDOR_URL, AD_PIXEL_ORIGINS), records every request it gets
// (scripts/e2e.mjs starts it; THIRD_PARTY_URL says where). Browsing the gallery, a drug page and search with
// no choice made, after Reject all, or with Global Privacy Control on sends it nothing and leaves no cookie
// beyond the necessary ones; after Accept all it hears from the site, and never a topic word of the page.
// The same peer is the programmatic ad partner (AD_PARTNER_URL, a GPT-style tag, issue 28): the guard's tests
// run with the editors' switch for it on, so "not one request" covers the partner too.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { NECESSARY_COOKIES } from '../../src/privacy/cookies'
import {
  PARTNER_AD_PATH,
  PARTNER_AD_TEXT,
  PARTNER_TAG_PATH,
  readThirdPartyRequests,
  resetThirdPartyPeer,
} from '../peers/thirdParty.mjs'
import {
  editorHeaders,
  recordLayoutShifts,
  scrollThroughArticle,
  scrollToEnd,
  seriousViolations,
  settle,
  settledLayoutShift,
} from './helpers'
import { acceptAll, NO_CHOICE, sendGpcHeaderOnly, turnOnGpc } from './privacy'

const VENDOR = process.env.THIRD_PARTY_URL ?? ''
const PAGES = ['/health/widget-gallery', '/drugs/atorvastatin', '/search?q1=cholesterol'] as const
const NECESSARY = new Set(NECESSARY_COOKIES.map((c) => c.name))

async function fresh(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: NO_CHOICE, viewport: { width, height: 900 } })
  return { context, page: await context.newPage() }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' })

type Visit = {
  path: string
  topics: string[]
  requests: Awaited<ReturnType<typeof readThirdPartyRequests>>
  /** What the browser itself sent to the third party's origin while the page was open or being left. */
  sent: string[]
}

/**
 * Visits every page, scrolls it to the end (lazy leaves, next articles), lets it settle and leaves it: leaving
 * sends what the analytics forwarder still holds (it sends on `pagehide`, else every 2 s), so what the page
 * ever sends has gone when the next page opens. With `expectRequests` it waits for the page's first batch
 * before leaving, then until the third party has received everything the browser sent. Returns, per page,
 * its topic words (as the page declares them), what the third party received and what the browser sent it.
 */
async function browse(page: Page, { expectRequests = false } = {}): Promise<Visit[]> {
  const visits: Visit[] = []
  const vendorOrigin = new URL(VENDOR).origin
  let sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === vendorOrigin) sent.push(`${request.method()} ${request.url()}`)
  })
  for (const path of PAGES) {
    await resetThirdPartyPeer(VENDOR)
    sent = []
    await page.goto(path)
    await page.waitForLoadState('load')
    if (path.startsWith('/search')) await scrollToEnd(page)
    else await scrollThroughArticle(page)
    // The page has done its own start-up work (its islands, the third-party boot among them, have run).
    await settle(page)
    // The page's own topic (an article the next-article scroll appends later brings its own).
    const topics = await page.evaluate(() =>
      (document.querySelector('[data-wr-topic]')?.getAttribute('data-wr-topic') ?? '').split(/[|,\s]+/),
    )
    // With consent the forwarder has started and sent its first batch (a page_view, within 2 s) before the
    // page is left: a page left before its forwarder starts sends nothing at all.
    if (expectRequests)
      await expect
        .poll(async () => (await readThirdPartyRequests(VENDOR)).length, {
          message: `the first batch from ${path}`,
        })
        .toBeGreaterThan(0)
    await page.goto('about:blank')
    // Everything the browser sent has arrived (at least the page's own page_view).
    if (expectRequests)
      await expect
        .poll(async () => (await readThirdPartyRequests(VENDOR)).length, { message: `requests from ${path}` })
        .toBeGreaterThanOrEqual(Math.max(1, sent.length))
    visits.push({
      path,
      topics: [...new Set(topics.map((t) => t.toLowerCase()).filter((t) => t.length >= 4))],
      requests: await readThirdPartyRequests(VENDOR),
      sent: [...sent],
    })
  }
  return visits
}

async function expectOnlyNecessaryCookies(context: BrowserContext) {
  const names = (await context.cookies()).map((c) => c.name)
  expect(names.filter((n) => !NECESSARY.has(n))).toEqual([])
}

test.describe('the privacy banner', () => {
  test('asks on a first visit without moving the page; Accept all and Reject all are remembered for a year', async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser, 375)
    await recordLayoutShifts(page)
    await page.goto('/health/widget-gallery')
    await expect(banner(page)).toBeVisible()
    // The announcement bar hides while the banner shows (001 §4).
    await expect(page.locator('[data-announcement-bar]')).toBeHidden()
    expect(await seriousViolations(page, '[data-consent-banner]')).toEqual([])
    expect(await settledLayoutShift(page)).toBeLessThan(0.01)
    expect((await context.cookies()).find((c) => c.name === 'usprivacy')?.value).toBe('1---')

    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    const cookies = await context.cookies()
    const consent = cookies.find((c) => c.name === 'wr_consent')
    expect(consent?.value).toMatch(/^v\d+\.a0\.d0\.p0\.t\d+$/)
    expect(cookies.find((c) => c.name === 'usprivacy')?.value).toBe('1YYY')
    // 365 days (001 §9), give or take the test's own minutes.
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)

    await page.reload()
    await expect(banner(page)).toBeHidden()

    // Changing the decision changes the privacy cookie, and the page reloads under it.
    await page.getByRole('button', { name: 'Privacy choices' }).click()
    const settings = page.getByRole('dialog', { name: 'Privacy settings' })
    await expect(settings).toBeVisible()
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
    await settings.getByRole('switch', { name: /Advertising/ }).click()
    await Promise.all([
      page.waitForEvent('load'),
      settings.getByRole('button', { name: 'Save choices' }).click(),
    ])
    expect((await context.cookies()).find((c) => c.name === 'usprivacy')?.value).toBe('1YNY')
    expect((await context.cookies()).find((c) => c.name === 'wr_consent')?.value).toMatch(/\.a0\.d1\.p0\./)
    await context.close()
  })

  test('works with the keyboard alone: Settings, the switches, Save', async ({ browser }) => {
    const { context, page } = await fresh(browser)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const settingsButton = banner(page).getByRole('button', { name: 'Settings' })
    await settingsButton.focus()
    await page.keyboard.press('Enter')
    const settings = page.getByRole('dialog', { name: 'Privacy settings' })
    await expect(settings).toBeVisible()
    const analytics = settings.getByRole('switch', { name: /Analytics/ })
    await analytics.focus()
    await page.keyboard.press('Space')
    await expect(analytics).toHaveAttribute('aria-checked', 'true')
    await expect(settings.getByRole('switch', { name: /Necessary/ })).toBeDisabled()
    await settings.getByRole('button', { name: 'Save choices' }).focus()
    await page.keyboard.press('Enter')
    await expect(settings).toBeHidden()
    await expect(banner(page)).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === 'wr_consent')?.value).toMatch(/\.a1\.d0\.p0\./)
    await context.close()
  })

  for (const signal of ['the browser’s signal and header', 'the Sec-GPC header alone'] as const) {
    test(`Global Privacy Control is an opt-out without a click (${signal})`, async ({ browser }) => {
      const { context, page } = await fresh(browser)
      if (signal === 'the Sec-GPC header alone') await sendGpcHeaderOnly(context)
      else await turnOnGpc(context)
      await page.goto('/')
      await expect(banner(page)).toContainText('Global Privacy Control is on')
      expect((await context.cookies()).find((c) => c.name === 'usprivacy')?.value).toBe('1YYY')
      await banner(page).getByRole('button', { name: 'Settings' }).click()
      const settings = page.getByRole('dialog', { name: 'Privacy settings' })
      for (const purpose of ['Analytics', 'Advertising', 'Personalisation'])
        await expect(settings.getByRole('switch', { name: new RegExp(purpose) })).toBeDisabled()
      await context.close()
    })
  }
})

/** Site settings → Advertising → "Use the advertising partner", through the CMS's API. */
async function switchPartner(request: APIRequestContext, on: boolean): Promise<void> {
  const headers = await editorHeaders(request)
  const current = await (await request.get('/api/cms/globals/siteSettings?depth=0', { headers })).json()
  const res = await request.post('/api/cms/globals/siteSettings', {
    headers,
    data: { advertising: { ...current.advertising, partnerEnabled: on } },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test.describe('the health-privacy guard', () => {
  test.setTimeout(180_000)
  // An open defect, not a race of this spec (issues 28 and 29): about one clean-clone CI in two, the gallery's
  // renderer stops answering while these journeys scroll it with every purpose allowed, and the debugger cannot
  // pause it (no script is running: the main thread is blocked outside JavaScript). One more try keeps the
  // guard's proof; scripts/e2e.mjs prints every retried test as a NOTE with its first error, so each
  // occurrence stays in the CI log until the cause is found.
  test.describe.configure({ retries: 1 })
  // This spec runs alone (the serial stage): no other test sees the partner while it is on.
  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    await switchPartner(request, true)
    await request.dispose()
  })
  test.afterAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    await switchPartner(request, false)
    await request.dispose()
  })

  for (const scenario of [
    'no choice made',
    'Reject all',
    'Global Privacy Control on',
    'Accept all, then only the Sec-GPC header',
  ] as const) {
    test(`${scenario}: not one request to the third party, no cookie beyond the necessary ones`, async ({
      browser,
    }) => {
      const { context, page } = await fresh(browser)
      if (scenario === 'Global Privacy Control on') await turnOnGpc(context)
      if (scenario === 'Accept all, then only the Sec-GPC header') {
        // A reader who accepted everything, whose browser now sends only the header: the server hears it,
        // and the page must honour it as it honours the browser's own signal.
        await acceptAll(context)
        await sendGpcHeaderOnly(context)
      }
      if (scenario === 'Reject all') {
        await page.goto('/')
        await banner(page).getByRole('button', { name: 'Reject all' }).click()
        await expect(banner(page)).toBeHidden()
      }
      for (const visit of await browse(page)) {
        expect(visit.sent, visit.path).toEqual([])
        expect(visit.requests, visit.path).toEqual([])
      }
      expect(await readThirdPartyRequests(VENDOR)).toEqual([])
      await expectOnlyNecessaryCookies(context)
      if (scenario === 'Accept all, then only the Sec-GPC header') {
        const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
        expect(cookies).toMatchObject({ wr_gpc: '1', usprivacy: '1YYY' })
        expect(cookies.wr_consent).toMatch(/\.a1\.d1\.p1\./)
      }
      await context.close()
    })
  }

  test('after Accept all the third party hears from the site, and never a topic word of the page', async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    const visits = await browse(page, { expectRequests: true })
    // Each page declares its topic; the drug page's includes the drug.
    expect(visits.find((v) => v.path.startsWith('/drugs/'))?.topics).toContain('atorvastatin')
    const extra: Record<string, string[]> = {
      '/health/widget-gallery': ['widget-gallery'],
      '/drugs/atorvastatin': ['atorvastatin'],
      '/search?q1=cholesterol': ['cholesterol'],
    }
    expect(visits.flatMap((v) => v.requests).length).toBeGreaterThan(0)
    for (const visit of visits) {
      for (const r of visit.requests) {
        const sent = decodeURIComponent(`${r.url} ${r.body} ${r.referer ?? ''}`).toLowerCase()
        for (const word of [...visit.topics, ...(extra[visit.path] ?? [])])
          expect(sent, `a request from ${visit.path} carried "${word}"`).not.toMatch(
            new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
          )
        expect(r.referer).toBeNull()
        expect(r.cookie).toBeNull()
      }
    }
    // The vendor's own cookie is never kept: requests go without credentials.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('vendor_uid')
    await context.close()
  })

  test('the ad partner fills only in a sealed frame, told a size and a position, never on a sensitive page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: NO_CHOICE,
      viewport: { width: 375, height: 740 },
    })
    await acceptAll(context)
    const page = await context.newPage()
    await resetThirdPartyPeer(VENDOR)
    await page.goto('/health/widget-gallery')
    await page.mouse.move(100, 300)
    await page.mouse.wheel(0, 40)
    // The reader reaches each slot in turn: each is answered (filled by a campaign, the partner or a house ad).
    const slots = await page.$$eval('[data-ad-slot]', (els) =>
      els.filter((e) => e.getClientRects().length > 0).map((e) => e.getAttribute('data-ad-slot') ?? ''),
    )
    for (const id of slots) {
      const box = page.locator(`[data-ad-slot="${id}"]`)
      await box.evaluate((e) => e.scrollIntoView({ block: 'center' }))
      await expect(box).toHaveAttribute('data-filled', /^(true|false)$/, { timeout: 15_000 })
    }
    // Slots no paid campaign fills go to the partner: its ad shows in the slot, inside this site's frame.
    const filled = page.locator('[data-ad-slot][data-filled="true"] iframe[data-ad-partner]')
    expect(await filled.count(), 'slots the partner filled').toBeGreaterThan(0)
    const frame = filled.first()
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    )
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(await frame.getAttribute('src')).toMatch(
      /^\/api\/ads\/partner-frame\?size=\w+&position=[A-Z]{3}\d$/,
    )
    await expect(
      page.frameLocator('[data-ad-slot][data-filled="true"] iframe[data-ad-partner]').first().locator('#ad'),
    ).toHaveText(PARTNER_AD_TEXT)
    // Inside, the partner's tag cannot see the page: no referrer, no way into the article's document.
    const inside = page.frames().find((f) => f.url().includes('/api/ads/partner-frame'))
    expect(
      await inside?.evaluate(() => {
        let article: string | null = null
        try {
          article = window.parent.document.title
        } catch {
          article = null
        }
        return { referrer: document.referrer, article }
      }),
    ).toEqual({ referrer: '', article: null })
    // What the partner heard: its tag and one ad request per slot, a unit and a size, no referrer or cookie.
    const topics = ((await page.locator('[data-wr-topic]').first().getAttribute('data-wr-topic')) ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 4)
    const heard = (await readThirdPartyRequests(VENDOR)).filter((r) => r.path.startsWith('/partner/'))
    expect(heard.map((r) => r.path)).toContain(PARTNER_TAG_PATH)
    const asks = heard.filter((r) => r.path === PARTNER_AD_PATH)
    expect(asks.length).toBeGreaterThan(0)
    for (const r of heard) {
      expect(r.referer).toBeNull()
      expect(r.cookie).toBeNull()
      const sent = decodeURIComponent(r.url).toLowerCase()
      for (const word of [...topics, 'widget-gallery', 'health']) expect(sent).not.toContain(word)
    }
    for (const r of asks)
      expect(r.query).toEqual({
        unit: [expect.stringMatching(/^\/wellread\/[A-Z]{3}\d$/)],
        sz: [expect.stringMatching(/^\d+x\d+$/)],
      })

    // A page on a sensitive topic: the site's own ads only, and the partner hears nothing.
    await resetThirdPartyPeer(VENDOR)
    await page.goto('/mental-health/everyday-anxiety-coping-skills')
    await scrollThroughArticle(page)
    await expect(page.locator('[data-ad-slot][data-filled="true"]').first()).toBeAttached()
    await settle(page)
    expect(await page.locator('iframe[data-ad-partner]').count()).toBe(0)
    expect((await readThirdPartyRequests(VENDOR)).filter((r) => r.path.startsWith('/partner/'))).toEqual([])
    await context.close()
  })
})
