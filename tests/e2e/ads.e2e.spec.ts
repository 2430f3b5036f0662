import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import {
  hideAdLikeElements,
  layoutShift,
  layoutShiftSources,
  recordLayoutShifts,
  seriousViolations,
} from './helpers'
import { acceptAll, NO_CHOICE, turnOnGpc } from './privacy'

/**
 * Issue 28, as readers meet ads: every template with ads shows the spec's positions and sizes within the
 * page's limits at 375 and 1280 px, each slot labelled and reserved before it fills (nothing moves when the
 * ads arrive), one decision call per page view; the phone leaderboard closes for the page; the sticky
 * leaderboard's rules hold under a fake clock; a sensitive page takes house ads only; clicks go through the
 * signed first-party redirect; without consent, and with GPC, nothing leaves the site and nothing about the
 * reader is kept; a viewable slot refreshes after 30 s only while in view; with consent, a campaign's
 * frequency cap holds; an ad blocker is counted once, without a word to the reader, and costs the page its
 * sticky ads. The seeded ads (src/seed/data/ads.ts) fill the slots.
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

/**
 * Opens `path` at `size` on a fake clock: the page loads, its clock stops, and the reader's first scroll
 * starts the ads (whenever the page hydrated); returns once the page's one decision call has gone.
 */
async function openOnFakeClock(
  browser: Browser,
  size: { width: number; height: number },
  path: string,
): Promise<{ page: Page; decisions: Decision[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: size })
  const page = await context.newPage()
  await page.clock.install({ time: Date.parse('2026-12-01T09:00:00Z') })
  const decisions: Decision[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
  })
  await page.goto(path)
  await page.waitForLoadState('load')
  // From the page's own time: a slow load may take longer than any fixed offset.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
  await page.mouse.move(100, 300)
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1)
      // The runtime's code arrives over the network, then its 25 ms batching timer waits on the page's clock.
      await page.clock.runFor(50)
      return decisions.length
    })
    .toBe(1)
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

/**
 * Mobile ad density as the Better Ads Standards measure it: the height of the ads in the main content (each
 * slot's reserved box, the fixed leaderboard counted once) over the height of that content (the article).
 */
const mobileAdDensity = (page: Page) =>
  page.evaluate(() => {
    const article = document.querySelector('article[data-wr-topic]') as HTMLElement
    const shown = (e: Element) => e.getClientRects().length > 0
    const inline = [...article.querySelectorAll('[data-ad-slot]')].filter(shown)
    const fixed = [...document.querySelectorAll('[data-ad-slot="MLB1"]')].filter(shown)
    const ads = [...inline, ...fixed].reduce((sum, e) => sum + e.getBoundingClientRect().height, 0)
    // No slot found in the content would make any density look fine: say so instead.
    return inline.length === 0 ? Number.NaN : ads / article.getBoundingClientRect().height
  })

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
    // The Better Ads Standards' mobile ad density: at most 30 % of the article's height.
    expect(await mobileAdDensity(page)).toBeLessThanOrEqual(0.3)

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
    const { page, context } = await openOnFakeClock(browser, DESKTOP, WALKING)
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
    // The Better Ads Standards' mobile ad density: at most 30 % of the content's height.
    expect(await mobileAdDensity(page)).toBeLessThanOrEqual(0.3)
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
    // The advertiser learns nothing of the page (whose path names its health topic): no referrer at all.
    expect(res.headers()['referrer-policy']).toBe('no-referrer')
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

  /** What the page counted as blocked, from its data layer. */
  const blockedMetrics = (page: Page) =>
    page.evaluate(() =>
      (window.wellreadEvents ?? []).filter((e) => e.name === 'metric' && e.metric === 'ads.blocked'),
    )

  for (const blocker of ['hides ad-like elements', 'stops the ad requests'] as const) {
    test(`an ad blocker that ${blocker}: one blocked page view counted, no nag, no sticky ads`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE })
      if (blocker === 'hides ad-like elements') await hideAdLikeElements(context)
      const page = await context.newPage()
      const decisions: Decision[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
      })
      if (blocker === 'stops the ad requests')
        await page.route('**/api/ads/decision', (route) => route.abort('blockedbyclient'))
      const beacons: string[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('/api/ads/events')) beacons.push(r.postData() ?? '')
      })
      await page.goto(WALKING)
      await page.mouse.move(100, 300)
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 40)
          return blockedMetrics(page)
        })
        .toEqual([
          {
            name: 'metric',
            metric: 'ads.blocked',
            type: 'increment',
            status: blocker === 'stops the ad requests' ? 'request-blocked' : 'bait-hidden',
          },
        ])
      expect(decisions.length).toBeLessThanOrEqual(1)
      // 001 §6 with the editors' default: the phone's fixed leaderboard is not put back.
      await expect(page.locator('[data-ad-slot="MLB1"]')).toHaveAttribute('data-closed', '')
      await expect(page.locator('[data-ad-slot="MLB1"]')).toBeHidden()
      // No nag: nothing asks the reader to turn the blocker off.
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByText(/ad ?blocker/i)).toHaveCount(0)
      // Counted once, by the site itself, with the page's next beacon (every 5 s).
      await expect.poll(() => beacons.join('\n'), { timeout: 15_000 }).toContain('"kind":"blocked"')
      const blocked = beacons.flatMap(
        (b) => (JSON.parse(b) as { counts: { kind: string; count: number }[] }).counts,
      )
      expect(blocked.filter((c) => c.kind === 'blocked')).toEqual([
        { kind: 'blocked', campaignId: '', creativeId: '', position: '', count: 1 },
      ])
      await context.close()
    })
  }

  test('a viewable ad refreshes after 30 s, only while it stays in view (fake clock)', async ({
    browser,
  }) => {
    const { page, decisions, context } = await openOnFakeClock(browser, PHONE, WALKING)
    const asksFor = (id: string) => decisions.filter((d) => d.slots.some((s) => s.id === id)).length
    // No blocker here, and nothing said otherwise.
    expect(await blockedMetrics(page)).toEqual([])
    const slot = page.locator('[data-ad-slot="MMR1.1"]')
    await slot.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return slot.getAttribute('data-filled')
      })
      .toBe('true')
    // Half in view for a second: a viewable impression. 29 s on, no refresh yet…
    await page.clock.runFor(1_100)
    await page.clock.runFor(28_000)
    expect(asksFor('MMR1.1')).toBe(1)
    // …30 s after it filled (and more than 2 s in view) the slot asks again.
    await expect
      .poll(async () => {
        await page.clock.runFor(500)
        return asksFor('MMR1.1')
      })
      .toBe(2)
    // (The phone's fixed leaderboard, in view since the same moment, refreshes in the same call.)
    expect(decisions.at(-1)?.slots.map((s) => s.id)).toContain('MMR1.1')
    expect(decisions.at(-1)?.slots.length).toBeLessThan(decisions[0]?.slots.length ?? 0)
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return slot.getAttribute('data-stage')
      })
      .toBe('loaded')
    // Scrolled away, it never refreshes, however long the page stays open.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => slot.evaluate((e) => e.getBoundingClientRect().bottom < 0)).toBe(true)
    for (let i = 0; i < 12; i += 1) await page.clock.runFor(10_000)
    expect(asksFor('MMR1.1')).toBe(2)
    await context.close()
  })

  test('with advertising consent, a campaign’s frequency cap holds across page views', async ({
    browser,
  }) => {
    // Six page views or more, each waiting for its decision and a view: 40 s on a quiet machine, past the
    // default 60 s beside the other readers' tests.
    test.setTimeout(180_000)
    const context = await browser.newContext({ viewport: PHONE, storageState: NO_CHOICE })
    await acceptAll(context)
    const page = await context.newPage()
    const decisions: Decision[] = []
    type Answer = { slots: Record<string, { creative: { campaignId: string; sponsor: string } } | null> }
    const answers: Answer[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ads/decision')) decisions.push(r.postDataJSON() as Decision)
    })
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/ads/decision')) answers.push((await r.json()) as Answer)
    })
    type Views = Record<string, { count: number; days: number; times: number[] }>
    const views = async (): Promise<Views> =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('wr_ad_views'))) ?? '{}') as Views
    /** The slot Pantrybright's meal kits (capped at 5 in 7 days) fill on this page view, and the campaign. */
    const pantrybright = async () => {
      await expect.poll(() => answers.length).toBe(1)
      const found = Object.entries(answers[0]?.slots ?? {}).find(
        ([, fill]) => fill?.creative.sponsor === 'Pantrybright Meal Kits',
      )
      return found ? { slot: found[0], campaign: found[1]?.creative.campaignId ?? '' } : null
    }
    /**
     * What the reader's storage holds once the page is left (a slot that comes into view a moment later, the
     * phone's fixed leaderboard among them, counts too): the count the next page view asks with.
     */
    const viewsAfterLeaving = async (): Promise<Views> => {
      await page.goto('about:blank')
      const stored = (await context.storageState()).origins
        .flatMap((o) => o.localStorage)
        .find((item) => item.name === 'wr_ad_views')
      return JSON.parse(stored?.value ?? '{}') as Views
    }
    let campaign = ''
    let seen = 0
    // Page views until the reader has seen it five times: a page view where it fills two slots (when no other
    // campaign can fill one of them) counts twice, as each impression does.
    for (let pageView = 1; seen < 5; pageView += 1) {
      expect(pageView, 'page views before the cap is reached').toBeLessThanOrEqual(5)
      decisions.length = 0
      answers.length = 0
      await page.goto(GALLERY)
      await engageAndWait(page, decisions)
      expect(decisions[0]?.cappedCampaigns, `page view ${pageView}, seen ${seen} times`).toEqual([])
      const fill = await pantrybright()
      expect(fill, `Pantrybright fills a slot of page view ${pageView}`).not.toBeNull()
      campaign = fill?.campaign ?? ''
      // Seen: half in view for a second, then kept in the reader's own storage (consent given).
      await page
        .locator(`[data-ad-slot="${fill?.slot}"]`)
        .evaluate((e) => e.scrollIntoView({ block: 'center' }))
      const before = seen
      await expect.poll(async () => (await views())[campaign]?.times.length ?? 0).toBeGreaterThan(before)
      seen = (await viewsAfterLeaving())[campaign]?.times.length ?? 0
    }
    expect((await viewsAfterLeaving())[campaign]).toMatchObject({ count: 5, days: 7 })
    // The next page view: the browser says the cap is reached, and the campaign is passed over.
    decisions.length = 0
    answers.length = 0
    await page.goto(GALLERY)
    await engageAndWait(page, decisions)
    expect(decisions[0]?.cappedCampaigns).toEqual([campaign])
    expect(await pantrybright()).toBeNull()
    await expect(page.locator(`a[data-ad-campaign="${campaign}"]`)).toHaveCount(0)
    await context.close()
  })
})
