import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ownArticleTitle } from './helpers'

test('the home page lists the latest articles by section', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /Wellread/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Health', exact: true })).toBeVisible()
  // (Other tests publish health articles; the nutrition list holds only the seeded guide.)
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition', exact: true })).toBeVisible()
  await page
    .getByRole('link', { name: /Mediterranean diet/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/nutrition\/mediterranean-diet-basics$/)
  await expect(ownArticleTitle(page)).toContainText('Mediterranean diet')
  await expect(page.getByText(/Medically reviewed by/)).toBeVisible()
  // Off the home page the logo is a link home.
  await expect(page.getByRole('link', { name: 'Wellread' }).first()).toHaveAttribute('href', '/')
})

test('a section page lists its articles', async ({ page }) => {
  await page.goto('/nutrition')
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Mediterranean/ }).first()).toBeVisible()
})

test('an unknown article, section or deeper path is a 404 page in the site chrome', async ({ page }) => {
  for (const path of [
    '/health/no-such-article',
    '/no-such-section',
    '/health/widget-gallery/extra',
    '/health/BAD_slug',
  ]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  }
})

test('legal pages render their editable text', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-use', 'Terms of use'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(await page.locator('main h2').count()).toBeGreaterThan(0)
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  }
})

test('sitemap.xml lists articles and robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.ok()).toBe(true)
  expect(await sitemap.text()).toContain('/health/widget-gallery</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /admin')
})

test('GET /api/health reports ok, and that this lone instance runs the jobs with its own cache', async ({
  request,
}) => {
  const res = await request.get('/api/health')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({
    status: 'ok',
    jobs: 'leader',
    jobsChecks: expect.any(Number),
    cache: 'local',
  })
})

test('the preview route refuses readers and rejects a bad path', async ({ request }) => {
  expect((await request.get('/next/preview?path=/health/widget-gallery', { maxRedirects: 0 })).status()).toBe(
    403,
  )
  const bad = await request.get('/next/preview?path=javascript:alert(1)', { maxRedirects: 0 })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toMatch(/article path/)
})
