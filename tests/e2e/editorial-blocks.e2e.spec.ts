import { expect, type Page, test } from '@playwright/test'
import {
  editorHeaders,
  insertWidget,
  newArticle,
  recordLayoutShifts,
  seriousViolations,
  settledLayoutShift,
  signIn,
} from './helpers'

/**
 * Issue 16, editorial and landing blocks, as readers meet them: the newsletter landing page composes the
 * ticker hero, social proof and stats (the ticker turns; its pause button is pressed); the hub's largest
 * element is its hero image; the decision list shows on /health/erectile-dysfunction only while its preamp
 * asset is attached; an editor finds every block in the widget menu. On the widget gallery at 375 and 1280 px
 * every new block renders, nothing moves while the leaves load and axe finds nothing serious
 * (gallery.e2e.spec.ts, in its one scroll through the gallery), and why-trust-us and the top comments open with
 * the keyboard (gallery.e2e.spec.ts). The blocks' rules (collapse threshold, comment count, tints, stagger,
 * ticker timing, pausing, reduced motion, icons, series rules) are unit and component tests beside each widget.
 */

const NEWSLETTER = '/health/heart-health-newsletter'
const HUB = '/health/heart-health-hub'
const ED = '/health/erectile-dysfunction'

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`)

test('the newsletter landing page: ticker hero, social proof and stats; the headline turns only with motion allowed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  try {
    await recordLayoutShifts(page)
    await page.goto(NEWSLETTER)
    const hero = widget(page, 'tickerHero')
    // Screen readers hear the whole headline once, every phrase included.
    await expect(hero.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Build heart-healthy habits this week, this month or for life with Heart Health Weekly',
    )
    await expect(widget(page, 'socialProof').getByText('Checked by clinicians')).toBeVisible()
    await expect(widget(page, 'statsBlock').getByText('Heart health in the US')).toBeVisible()
    const active = hero.locator('[data-active="true"]')
    await expect(active).toHaveText('this week')
    await expect(active).toHaveText('this month', { timeout: 6000 })
    // The pause button (WCAG 2.2.2) is pressed; that a paused ticker never turns is the widget's rule
    // (TickerHero.test.tsx, with a clock the test moves).
    const pause = hero.getByRole('button', { name: 'Pause the changing headline' })
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    expect(await settledLayoutShift(page)).toBeLessThan(0.01)
    expect(await seriousViolations(page, 'main article')).toEqual([])

    // A marketing landing page is reached by its own address, not listed among the section's articles.
    await page.goto('/health')
    await expect(page.locator(`a[href="${NEWSLETTER}"]`)).toHaveCount(0)
    await expect(page.locator(`a[href="${HUB}"]`).first()).toBeAttached()
  } finally {
    await context.close()
  }

  // Under reduced motion the headline stays still and offers no pause button: the widget's rule, with the
  // browser's preference read through matchMedia (TickerHero.test.tsx).
})

test('the hub page’s largest element is its hero image, loaded first', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { __lcp: null })
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>
      const last = entries[entries.length - 1]
      ;(window as unknown as { __lcp: string | null }).__lcp =
        last?.element?.closest('[data-widget]')?.getAttribute('data-widget') ?? last?.element?.tagName ?? null
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  // Chromium now and then reports no entry at all for the image when it paints a few milliseconds after the
  // summary paragraph (about 1 load in 10 with two browsers at once: the image had loaded, `complete`, and
  // showed; the last entry stayed the paragraph). So what the page decides is checked on every load, and the
  // browser's own verdict must name the hero image in one of up to three loads of the same page.
  let reported: string | null = null
  for (let load = 0; load < 3 && reported !== 'heroImage'; load++) {
    await page.goto(HUB)
    const img = widget(page, 'heroImage').locator('img')
    await expect(img).toHaveAttribute('fetchpriority', 'high')
    await expect(img).not.toHaveAttribute('loading', 'lazy')
    await page.waitForLoadState('load')
    await expect(img).toHaveJSProperty('complete', true)
    // The largest thing on the first screen, by the area of it that shows: the hero image.
    const largest = await page.evaluate(() => {
      let best = { area: 0, name: '' }
      for (const el of document.querySelectorAll(
        'main img, main p, main h1, main h2, main li, main figure',
      )) {
        const r = el.getBoundingClientRect()
        const w = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0))
        const h = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0))
        const name = el.closest('[data-widget]')?.getAttribute('data-widget') ?? el.tagName
        if (w * h > best.area) best = { area: w * h, name }
      }
      return best.name
    })
    expect(largest).toBe('heroImage')
    // Each function runs in the page, so each reads the window itself.
    await page
      .waitForFunction(() => (window as unknown as { __lcp: string | null }).__lcp === 'heroImage', null, {
        timeout: 5_000,
      })
      .catch(() => {})
    reported = await page.evaluate(() => (window as unknown as { __lcp: string | null }).__lcp)
  }
  expect(reported).toBe('heroImage')
  // The article's own hero image is not shown above a hero widget.
  await expect(page.locator('article > figure')).toHaveCount(0)
  expect(await seriousViolations(page, 'main article')).toEqual([])
})

test('the decision list shows on the ED page only while its preamp asset is attached', async ({
  page,
  request,
}) => {
  const headers = await editorHeaders(request)
  const found = await request.get(
    `/api/cms/articles?where[slug][equals]=erectile-dysfunction&depth=0&limit=1`,
    { headers },
  )
  const article = (await found.json()).docs[0] as { id: number; preampAsset: number | null }
  expect(article.preampAsset).toBeTruthy()

  await page.goto(ED)
  const list = page.getByRole('region', { name: /Before you choose a treatment/ })
  await expect(list).toBeVisible()
  await expect(list.getByRole('link')).toHaveCount(4)
  expect(await seriousViolations(page, '[data-preamp]')).toEqual([])
  await page.goto('/fitness/walking-for-heart-health')
  await expect(page.locator('[data-preamp]')).toHaveCount(0)

  const attach = (preampAsset: number | null) =>
    request.patch(`/api/cms/articles/${article.id}`, { headers, data: { preampAsset, _status: 'published' } })
  try {
    expect((await attach(null)).ok()).toBe(true)
    await expect
      .poll(
        async () => {
          await page.goto(ED)
          return page.locator('[data-preamp]').count()
        },
        { timeout: 15_000 },
      )
      .toBe(0)
  } finally {
    expect((await attach(article.preampAsset)).ok()).toBe(true)
  }
  await expect
    .poll(
      async () => {
        await page.goto(ED)
        return page.locator('[data-preamp]').count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)
})

/** Each editorial block: what an editor types after "/", its block, and a field the editor then sees. */
const EDITOR_BLOCKS = [
  ['why', 'whyTrust', 'Numbers'],
  ['comments', 'topComments', 'Comments'],
  ['testimonial', 'testimonial', 'Form'],
  ['lived', 'livedExperience', 'Quote'],
  ['call', 'callOut', 'Kind of call-out'],
  ['section', 'endOfSection', 'Prompt'],
  ['row', 'contentRow', 'Layout'],
  ['hero', 'heroImage', 'Wide picture'],
  ['ticker', 'tickerHero', 'Changing phrases'],
  ['proof', 'socialProof', 'Items'],
  ['driver', 'paidMediaDriver', 'Body copy'],
] as const

test('an editor finds every editorial block in the widget menu, and each opens with its fields', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page)
  await newArticle(page, `Editorial blocks menu check ${Date.now().toString(36)}`)
  for (const [search, blockSlug, label] of EDITOR_BLOCKS) {
    const block = await insertWidget(page, search, blockSlug)
    await expect(block.getByText(label, { exact: false }).first(), blockSlug).toBeVisible()
  }
})
