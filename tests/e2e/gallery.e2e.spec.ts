import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sampleRefs } from '../../src/widgets/fixtures'
import { widgetFixtures } from '../../src/widgets/fixtures.generated'
import { seriousViolations } from './helpers'

const GALLERY = '/health/widget-gallery'

/**
 * Every widget the platform has, from the widget folders (each has fixtures; the generator fails without
 * them), as RenderWidgets marks it: `data-widget` is the block type, or `<type>Group` for a run rendered as one.
 */
const WIDGETS = widgetFixtures.map((fixtures) => fixtures.blockType)
const WIDGETS_DIR = path.join(process.cwd(), 'src/widgets')

/**
 * The gallery is built from the widget folders' fixtures: each widget's section shows what its examples promise.
 * One page load for all of them (the gallery is the site's largest page); each widget is its own step, and a
 * missing text fails softly so that one run names every widget that lacks something.
 */
test("the gallery shows every widget's examples from its fixtures", async ({ page }) => {
  test.slow()
  await page.goto(GALLERY)
  const article = page.locator('main article').first()
  for (const fixtures of widgetFixtures) {
    await test.step(fixtures.name, async () => {
      await expect
        .soft(article.getByRole('heading', { level: 2, name: fixtures.name, exact: true }), fixtures.name)
        .toBeVisible()
      await expect
        .soft(article.locator(`[data-widget^="${fixtures.blockType}"]`).first(), fixtures.blockType)
        .toBeAttached()
      for (const example of fixtures.examples(sampleRefs)) {
        if (example.title) {
          await expect
            .soft(article.getByRole('heading', { level: 3, name: example.title, exact: true }), example.title)
            .toBeVisible()
        }
        for (const text of [...example.shows, ...(example.showsInBrowser ?? [])]) {
          await expect
            .soft(article.getByText(text, { exact: false }).first(), `${fixtures.name}: ${text}`)
            .toBeAttached()
        }
      }
    })
  }
})

test('the gallery article renders every widget', async ({ page }) => {
  await page.goto(GALLERY)
  await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible()
  const folders = fs
    .readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(WIDGETS_DIR, d.name, `${d.name}.widget.tsx`)))
  expect(WIDGETS.length, 'one fixtures module per widget folder').toBe(folders.length)
  for (const widget of WIDGETS) {
    const rendered = page.locator(`[data-widget="${widget}"], [data-widget="${widget}Group"]`)
    await expect(rendered.first(), `widget ${widget}`).toBeAttached()
  }
  await expect(page.getByText('Stats Block Placeholder - No data found')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Discover more about/ }).first()).toBeVisible()
})

test('a run of product cards renders as one group', async ({ page }) => {
  await page.goto(GALLERY)
  const group = page.locator('[data-widget="productCardGroup"]').first()
  expect(await group.getByRole('article').count()).toBeGreaterThanOrEqual(2)
})

test('the FAQ opens and closes with the mouse and the keyboard', async ({ page }) => {
  await page.goto(GALLERY)
  const faq = page.locator('[data-widget="faq"]').first()
  const item = faq.locator('details').nth(1)
  const summary = item.locator('summary')
  const wasOpen = await item.evaluate((el) => (el as HTMLDetailsElement).open)
  await summary.click()
  await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(!wasOpen)
  await summary.click()
  await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(wasOpen)
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(!wasOpen)
  await page.keyboard.press('Space')
  await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(wasOpen)
})

test('stats numbers count up to their values once in view', async ({ page }) => {
  await page.goto(GALLERY)
  const stats = page
    .locator('[data-widget="statsBlock"]')
    .filter({ hasNot: page.getByText('Stats Block Placeholder') })
    .first()
  // The final values are in the server HTML (for readers without JavaScript and for screen readers).
  const finals = await stats
    .locator('[data-final]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-final')))
  expect(finals.length).toBeGreaterThan(0)
  await stats.scrollIntoViewIfNeeded()
  const first = stats.locator('[data-final]').first()
  // Shortly after coming into view the first number is below its final value (animation started at 80%).
  await expect.poll(async () => first.textContent(), { timeout: 1500, intervals: [50] }).not.toBe(finals[0])
  // Each item takes 2000 ms, staggered by 2000 ms: all are final within (n × 2000) ms.
  await expect
    .poll(async () => stats.locator('[data-final]').evaluateAll((els) => els.map((e) => e.textContent)), {
      timeout: finals.length * 2000 + 4000,
    })
    .toEqual(finals)
})

test('the gallery carries Article, MedicalWebPage and FAQPage structured data', async ({ page }) => {
  await page.goto(GALLERY)
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent()
  const graph = (JSON.parse(raw ?? '{}')['@graph'] ?? []) as { '@type': string }[]
  const types = graph.map((n) => n['@type'])
  expect(types).toEqual(expect.arrayContaining(['MedicalWebPage', 'Article', 'FAQPage', 'BreadcrumbList']))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/health\/widget-gallery$/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
})

for (const width of [375, 1280]) {
  test(`axe finds no serious or critical violation on the gallery at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(GALLERY)
    // Let stats and checklist reveals finish so axe sees the settled page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(500)
    expect(await seriousViolations(page)).toEqual([])
  })
}
