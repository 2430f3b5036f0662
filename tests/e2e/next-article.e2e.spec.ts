// Infinite scroll below articles and the UP NEXT bar (issue 3). Runs against the seeded sample content.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { seriousViolations } from './helpers'

const ARTICLE = '/health/erectile-dysfunction'

type Item = { title: string[]; link: string }
type TrackEvent = { name: string; [key: string]: unknown }

async function upNext(request: APIRequestContext, path = ARTICLE): Promise<Item[]> {
  const res = await request.get(`/api/articles/next?path=${encodeURIComponent(path)}`)
  expect(res.status()).toBe(200)
  const { items } = (await res.json()) as { items: Item[] }
  expect(items.length).toBeGreaterThan(0)
  return items
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { wellreadEvents?: TrackEvent[] }).wellreadEvents ?? [])

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

test.describe('next article', () => {
  test('reaching the end appends the next article; the address bar follows the reader', async ({
    page,
    request,
  }) => {
    const [first] = await upNext(request)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(ARTICLE)
    const ownTitle = await page.title()
    await expect(page.locator('[data-next-article]')).toHaveCount(0)
    // A marker that a full page load would wipe: the address changes must not navigate.
    await page.evaluate(() => {
      ;(window as unknown as { stayedOnPage: boolean }).stayedOnPage = true
    })

    await scrollToEnd(page)
    const appended = page.locator('[data-next-article="1"][data-state="loaded"]')
    await expect(appended.getByRole('heading', { level: 1 })).toHaveText(first!.title[0]!)
    await expect(page.locator('main article h1').first()).toContainText('Erectile dysfunction')
    expect(await appended.locator('script').count()).toBe(0)

    await appended
      .locator('article')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(page).toHaveURL(new RegExp(`${first!.link}$`))
    await expect(page).toHaveTitle(new RegExp(first!.title[0]!.slice(0, 20)))

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
    await expect(page).toHaveTitle(ownTitle)

    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(
      true,
    )
    const tracked = await events(page)
    expect(tracked).toContainEqual({ name: 'next_article_loaded', path: first!.link })
    expect(tracked).toContainEqual({ name: 'page_view', path: first!.link, title: first!.title[0] })
    const ownDepth = tracked
      .filter((e) => e.name === 'scroll_depth' && e.path === ARTICLE)
      .map((e) => e.threshold)
    expect(ownDepth).toEqual([0, 25, 50, 75, 100])
    expect(tracked.filter((e) => e.name === 'client.error')).toEqual([])
    expect(errors).toEqual([])
    expect(await seriousViolations(page, '[data-next-articles]')).toEqual([])
  })

  test('a failed load offers a plain link to the article instead', async ({ page, request }) => {
    const [first] = await upNext(request)
    await page.route(`**${first!.link}`, (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ status: 503, body: 'unavailable' })
        : route.continue(),
    )
    await page.goto(ARTICLE)
    await scrollToEnd(page)
    const link = page.getByRole('link', { name: `Continue reading: ${first!.title[0]}` })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', first!.link)
    const tracked = await events(page)
    expect(tracked).toContainEqual(
      expect.objectContaining({ name: 'client.error', where: 'next-article.load', path: first!.link }),
    )
  })

  test('a refused address update is reported, not thrown', async ({ page, request }) => {
    const [first] = await upNext(request)
    await page.addInitScript((blocked: string) => {
      const original = history.replaceState.bind(history)
      history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes(blocked))
          throw new DOMException('replaceState refused', 'SecurityError')
        original(data, unused, url)
      }
    }, first!.link)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(ARTICLE)
    await scrollToEnd(page)
    const appended = page.locator('[data-next-article="1"][data-state="loaded"] article').first()
    await expect(appended).toBeAttached()
    await appended.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect
      .poll(async () => (await events(page)).filter((e) => e.name === 'client.error'))
      .toEqual([
        expect.objectContaining({
          where: 'next-article.url',
          path: first!.link,
          message: 'replaceState refused',
        }),
      ])
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
    expect(errors).toEqual([])
  })
})

test.describe('GET /api/articles/next', () => {
  test('lists up to five articles in the infinite-scroll shape, cacheable', async ({ request }) => {
    const res = await request.get(`/api/articles/next?path=${ARTICLE}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    const { items } = (await res.json()) as { items: Item[] }
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(5)
    for (const item of items) {
      expect(item.title).toEqual([expect.any(String)])
      expect(item.link).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/)
      expect(item.link).not.toBe(ARTICLE)
      expect((await request.get(item.link)).status(), item.link).toBe(200)
    }
  })

  for (const [label, query, status] of [
    ['a missing path', '', 400],
    ['a malformed path', '?path=javascript:alert(1)', 400],
    ['an unknown section', '?path=/nowhere/erectile-dysfunction', 400],
    ['an unknown article', '?path=/health/no-such-article', 404],
  ] as const) {
    test(`answers ${status} JSON for ${label}`, async ({ request }) => {
      const res = await request.get(`/api/articles/next${query}`)
      expect(res.status()).toBe(status)
      expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string')
    })
  }
})

test.describe('UP NEXT bar', () => {
  test('on a phone it lists up to five upcoming articles and stays out of the way', async ({
    page,
    request,
  }) => {
    const items = await upNext(request)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(ARTICLE)
    const bar = page.getByRole('navigation', { name: 'Up next' })
    const toggle = bar.getByRole('button', { name: /Up next/ })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // At the bottom of the viewport while reading.
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeCloseTo(740, 0)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const links = bar.getByRole('list').getByRole('link')
    await expect(links).toHaveCount(Math.min(items.length, 5))
    expect(await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(
      items.slice(0, 5).map((i) => [i.title[0], i.link]),
    )
    expect(await seriousViolations(page, '[data-up-next-bar]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    // At the very end of the page the bar sits above the footer instead of covering it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = page.getByRole('contentinfo')
    await expect
      .poll(async () => {
        const [b, f] = await Promise.all([bar.boundingBox(), footer.boundingBox()])
        return b && f ? b.y + b.height <= f.y + 1 : false
      })
      .toBe(true)
  })

  test('is hidden on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(ARTICLE)
    await expect(page.locator('[data-up-next-bar]')).toBeAttached()
    await expect(page.locator('[data-up-next-bar]')).toBeHidden()
  })
})
