import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { layoutShift, layoutShiftSources, recordLayoutShifts, seriousViolations } from './helpers'
import { NO_CHOICE, turnOnGpc } from './privacy'

/**
 * Issue 28, as readers meet ads: every template with ads shows the spec's positions and sizes within the
 * page's limits at 375 and 1280 px, each slot labelled and reserved before it fills (nothing moves when the
 * ads arrive), one decision call per page view; the phone leaderboard closes for the page; the sticky
 * leaderboard's rules hold under a fake clock; a sensitive page takes house ads only; clicks go through the
 * signed first-party redirect; without consent, and with GPC, nothing leaves the site and nothing about the
 * reader is kept. The seeded ads (src/seed/data/ads.ts) fill the slots.
 */
const WALKING = '/fitness/walking-for-heart-health'
const ANXIETY = '/mental-health/everyday-anxiety-coping-skills'
const GALLERY = '/health/widget-gallery'
const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 900 }

type Decision = {
  slots: { id: string; position: string; size: string }[]
  sensitive: boolean
  bucket: number
  cappedCampaigns: string[]
}

/** Opens `path` at `size`, counting its ad decisions; the ads start on the reader's first scroll. */
async function openWithAds(
  browser: Browser,
  size: { width: number; height: number },
  path: string,
  setUp?: (context: BrowserContext) => Promise<void>,
): Promise<{ page: Page; decisions: Decision[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: size })
  await setUp?.(context)
  const page = await context.newPage()
  const decisions: Decision[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
  })
  await recordLayoutShifts(page)
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(200)
  return { page, decisions, context }
}

/** The faces the page shows at this width (its CSS hides the others), as `slot position size`. */
const shownFaces = (page: Page) =>
  page.$$eval('[data-ad-slot]', (els) =>
    els
      .filter((e) => e.getClientRects().length > 0 || getComputedStyle(e).visibility === 'hidden')
      .map(
        (e) =>
          `${e.getAttribute('data-ad-slot')} ${e.getAttribute('data-ad-position')} ${e.getAttribute('data-ad-size')}`,
      ),
  )

/** The reader engages (a small scroll), and every shown slot has its answer. */
async function engageAndWait(page: Page, decisions: Decision[]) {
  await page.mouse.move(100, 300)
  await page.mouse.wheel(0, 40)
  await expect.poll(() => decisions.length, { message: 'the page’s ad decision' }).toBe(1)
  await expect(
    page.locator('[data-ad-slot][data-stage="queued"]:visible, [data-ad-slot][data-stage="loading"]:visible'),
  ).toHaveCount(0, { timeout: 15_000 })
}

test.describe('ads as readers see them', () => {
  test('an article at 375 px: phone rectangles within the limit, the fixed leaderboard closes, nothing moves', async ({
    browser,
  }) => {
    const { page, decisions, context } = await openWithAds(browser, PHONE, WALKING)
    const faces = await shownFaces(page)
    const inline = faces.filter((f) => /^MMR/.test(f))
    expect(inline.length).toBeGreaterThan(1)
    expect(inline.length).toBeLessThanOrEqual(5)
    expect(inline[0]).toBe('MMR1.1 MMR1 300x250')
    expect(inline.slice(1).every((f) => /^MMR2\.\d MMR2 300x250$/.test(f))).toBe(true)
    expect(faces).toContain('MLB1 MLB1 320x50')
    expect(faces.some((f) => /^D/.test(f))).toBe(false)

    // Labelled, 30 px apart from the text, its space reserved before anything fills it.
    const first = page.locator('[data-ad-slot="MMR1.1"]')
    await expect(first).toContainText('Advertisement')
    expect(
      await first.evaluate((e) => [getComputedStyle(e).marginTop, getComputedStyle(e).marginBottom]),
    ).toEqual(['30px', '30px'])
    const before = await first.evaluate((e) => e.getBoundingClientRect().height)
    expect(before).toBeGreaterThanOrEqual(250)
    expect(decisions).toHaveLength(0)

    await engageAndWait(page, decisions)
    expect(decisions[0]?.slots.map((s) => s.id)).toEqual(faces.map((f) => f.split(' ')[0]))
    // The fixed leaderboard fills (it is on screen), over the page at the ads' layer.
    const mobile = page.locator('[data-ad-slot="MLB1"]')
    await expect(mobile).toHaveAttribute('data-filled', 'true')
    await expect(mobile.locator('img')).toBeVisible()
    expect(await mobile.evaluate((e) => [getComputedStyle(e).position, getComputedStyle(e).zIndex])).toEqual([
      'fixed',
      '300',
    ])
    // The first rectangle fills as the reader reaches it, in its reserved space.
    await first.scrollIntoViewIfNeeded()
    await expect(first).toHaveAttribute('data-filled', 'true')
    await expect(first.locator('a[href^="/api/ads/click?"] img')).toBeVisible()
    expect(await first.evaluate((e) => e.getBoundingClientRect().height)).toBe(before)
    expect(await layoutShift(page), await layoutShiftSources(page)).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // Closed, it stays closed for the page.
    await mobile.getByRole('button', { name: 'Close advertisement' }).click()
    await expect(mobile).toBeHidden()
    await page.mouse.wheel(0, 1200)
    await page.mouse.wheel(0, -600)
    await expect(mobile).toBeHidden()
    expect(await seriousViolations(page)).toEqual([])
    expect(decisions).toHaveLength(1)
    await context.close()
  })

  test('an article at 1280 px: the top leaderboard and up to three in-text leaderboards, no phone slots', async ({
    browser,
  }) => {
    const { page, decisions, context } = await openWithAds(browser, DESKTOP, WALKING)
    const faces = await shownFaces(page)
    expect(faces[0]).toBe('DLB1 DLB1 728x90')
    const inline = faces.filter((f) => f.startsWith('DLB2'))
    expect(inline.length).toBeGreaterThan(0)
    expect(inline.length).toBeLessThanOrEqual(3)
    expect(faces.some((f) => /^M/.test(f))).toBe(false)
    await engageAndWait(page, decisions)
    expect(decisions[0]?.slots.map((s) => s.position)).toEqual(faces.map((f) => f.split(' ')[1]))
    await page.evaluate(() => window.scrollTo(0, 0))
    const top = page.locator('[data-ad-slot="DLB1"]')
    await expect(top).toHaveAttribute('data-filled', 'true')
    const box = await top.locator('img').boundingBox()
    expect([box?.width, box?.height]).toEqual([728, 90])
    expect(await layoutShift(page), await layoutShiftSources(page)).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  test('the sticky leaderboard follows 001 §4 under a fake clock', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const start = Date.parse('2026-12-01T09:00:00Z')
    await page.clock.install({ time: start })
    const decisions: Decision[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
    })
    await page.goto(WALKING)
    await page.waitForLoadState('load')
    // The page's clock stops; the reader's first scroll starts the ads (whenever the page hydrated).
    await page.clock.pauseAt(start + 2_000)
    await page.mouse.move(100, 300)
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1)
        // The runtime's code arrives over the network, then its 25 ms batching timer waits on the page's clock.
        await page.clock.runFor(50)
        return decisions.length
      })
      .toBe(1)
    await page.evaluate(() => window.scrollTo(0, 0))
    const top = page.locator('[data-ad-slot="DLB1"]')
    await expect(top).toHaveAttribute('data-filled', 'true')
    // Its place leaves the screen: the leaderboard stays, pinned at the top.
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(top).toHaveAttribute('data-pinned', '')
    const pinned = await top.locator('a').boundingBox()
    expect(pinned?.y).toBe(0)
    // 2.9 s later still there; at 3 s hidden.
    await page.clock.runFor(2_900)
    await expect(top).toHaveAttribute('data-pinned', '')
    await page.clock.runFor(200)
    await expect(top).not.toHaveAttribute('data-pinned', '')
    await expect(top.locator('[data-hidden]')).toHaveCount(1)
    // The scroll event comes in a frame of its own, and the runtime answers it in an animation frame on the
    // page's (paused) clock: move the clock on until the answer is there.
    const pinnedNow = (locator: typeof top) =>
      expect.poll(async () => {
        await page.clock.runFor(50)
        return locator.evaluate((e) => e.hasAttribute('data-pinned'))
      })
    // An in-text leaderboard the reader has scrolled past attaches while the leaderboard is hidden…
    const inline = page.locator('[data-ad-slot="DLB2.1"]')
    await inline.scrollIntoViewIfNeeded()
    await page.clock.runFor(100)
    await expect(inline).toHaveAttribute('data-filled', 'true')
    const below = await inline.evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY)
    await page.evaluate((y) => window.scrollTo(0, y + 200), below)
    await pinnedNow(inline).toBe(true)
    // …and detaches when the reader scrolls back to its place.
    await page.evaluate((y) => window.scrollTo(0, y - 400), below)
    await pinnedNow(inline).toBe(false)
    // Back at the top, the leaderboard is in its place again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return top.locator('[data-hidden]').count()
      })
      .toBe(0)
    await context.close()
  })

  for (const [name, size, context] of [
    ['phone', PHONE, /^(MMR1\.1 MMR1|MMR2\.\d MMR2) 300x250$/],
    ['desktop', DESKTOP, /^DMR\d DMR\d 300x250$/],
  ] as const) {
    test(`the home page and a section page on a ${name}: in-list rectangles within the limit`, async ({
      browser,
    }) => {
      for (const path of ['/', '/fitness']) {
        const { page, decisions, context: ctx } = await openWithAds(browser, size, path)
        const faces = await shownFaces(page)
        const inline = faces.filter((f) => !/^(DLB1|MLB1) /.test(f))
        expect(inline.length, `${path}: ${faces.join(', ')}`).toBeGreaterThan(0)
        expect(inline.length).toBeLessThanOrEqual(5)
        for (const face of inline) expect(face).toMatch(context)
        expect(faces.includes('DLB1 DLB1 728x90')).toBe(name === 'desktop')
        expect(faces.includes('MLB1 MLB1 320x50')).toBe(name === 'phone')
        await engageAndWait(page, decisions)
        await page.locator(`[data-ad-slot="${inline[0]?.split(' ')[0]}"]`).scrollIntoViewIfNeeded()
        await expect(page.locator('[data-ad-slot][data-filled="true"]').first()).toBeAttached()
        expect(await layoutShift(page), `${path}: ${await layoutShiftSources(page)}`).toBe(0)
        await ctx.close()
      }
    })
  }

  test('the widget gallery keeps to five in-text slots', async ({ browser }) => {
    const { page, context } = await openWithAds(browser, PHONE, GALLERY)
    const inline = (await shownFaces(page)).filter((f) => f.startsWith('MMR'))
    expect(inline.length).toBeGreaterThan(2)
    expect(inline.length).toBeLessThanOrEqual(5)
    await context.close()
  })

  test('a sensitive page takes the site’s own ads only', async ({ browser }) => {
    const { page, decisions, context } = await openWithAds(browser, PHONE, ANXIETY)
    await engageAndWait(page, decisions)
    expect(decisions[0]?.sensitive).toBe(true)
    const answer = await (await page.request.post('/api/ads/decision', { data: { ...decisions[0] } })).json()
    const fills = Object.values(
      answer.slots as Record<string, { creative: { sponsor: string } } | null>,
    ).filter(Boolean)
    expect(fills.length).toBeGreaterThan(0)
    expect(new Set(fills.map((f) => f?.creative.sponsor))).toEqual(new Set(['Wellread']))
    await context.close()
  })

  test('a click goes through the signed first-party address to the advertiser, and a forged one is refused', async ({
    browser,
  }) => {
    const { page, decisions, context } = await openWithAds(browser, PHONE, WALKING)
    await engageAndWait(page, decisions)
    const href = await page.locator('[data-ad-slot="MLB1"] a').getAttribute('href')
    expect(href).toMatch(/^\/api\/ads\/click\?c=[\w-]+&p=MLB1&s=[\w-]{22}$/)
    const res = await page.request.get(href as string, { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers().location).toMatch(/^https:\/\//)
    // The advertiser may learn the site, never the page (whose path names its health topic).
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const forged = await page.request.get((href as string).replace(/s=[\w-]+$/, 's=AAAAAAAAAAAAAAAAAAAAAA'), {
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(400)
    expect((await forged.json()).error).toBe('This advertisement link is not valid.')
    await context.close()
  })

  for (const [name, setUp] of [
    ['before any consent choice', async (c: BrowserContext) => c.addCookies([])],
    ['with Global Privacy Control', turnOnGpc],
  ] as const) {
    test(`${name}: ads are contextual, nothing leaves the site and nothing about the reader is kept`, async ({
      browser,
      baseURL,
    }) => {
      const site = new URL(baseURL as string).host
      const context = await browser.newContext({ viewport: PHONE, storageState: NO_CHOICE })
      await setUp(context)
      const page = await context.newPage()
      const foreign: string[] = []
      const decisions: Decision[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (/^https?:$/.test(url.protocol) && url.host !== site) foreign.push(r.url())
        if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
      })
      await page.goto(WALKING)
      await engageAndWait(page, decisions)
      await page.locator('[data-ad-slot="MMR1.1"]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-ad-slot="MMR1.1"]')).toHaveAttribute('data-filled', 'true')
      expect(foreign).toEqual([])
      expect(decisions[0]?.cappedCampaigns).toEqual([])
      const kept = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        cookies: document.cookie.split(';').map((c) => c.trim().split('=')[0]),
      }))
      expect(kept.local.filter((k) => /ad|bucket|anon/.test(k))).toEqual([])
      expect(kept.cookies.filter((k) => /ad/i.test(k ?? ''))).toEqual([])
      await context.close()
    })
  }
})
