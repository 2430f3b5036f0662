import { expect, type Locator, test } from '@playwright/test'
import { doc, editorHeaders, islandHydrated, paragraph, searchIcon, seriousViolations } from './helpers'

/** Click until the hydrated component reacts (a click before hydration does nothing). */
async function clickUntil(target: Locator, attribute: string, value: string) {
  await expect(async () => {
    if ((await target.getAttribute(attribute)) !== value) await target.click()
    await expect(target).toHaveAttribute(attribute, value, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a flyout opens on hover after the delay, locks scrolling, and closes when the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/health')
    const health = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health', exact: true })
    await expect(async () => {
      await page.mouse.move(5, 600)
      await health.hover()
      await expect(health).toHaveAttribute('aria-expanded', 'true', { timeout: 1500 })
    }).toPass({ timeout: 15_000 })
    const panel = page.locator('#nav-health-0-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: /High blood pressure and sleep/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-lock'))).toBe(true)
    const box = await panel.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true)
    await page.mouse.move(640, 850)
    await expect(health).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-lock'))).toBe(false)
  })

  test('the keyboard opens a flyout on focus, moves through it, and Escape closes it', async ({ page }) => {
    await page.goto('/health')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const health = nav.getByRole('button', { name: 'Health', exact: true })
    await expect(async () => {
      await page.locator('body').click({ position: { x: 5, y: 600 } })
      await health.focus()
      await expect(health).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await page.keyboard.press('Tab')
    await expect(page.locator('#nav-health-0-panel a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(health).toHaveAttribute('aria-expanded', 'false')
    await expect(health).toBeFocused()
  })

  test('axe finds no serious or critical violation with a flyout open', async ({ page }) => {
    await page.goto('/health')
    const health = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health', exact: true })
    await clickUntil(health, 'aria-expanded', 'true')
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the secondary navigation shows on section pages and non-sponsored articles, not on sponsored ones', async ({
    page,
  }) => {
    await page.goto('/health')
    await expect(page.getByRole('navigation', { name: /topics/i })).toBeVisible()
    await page.goto('/health/erectile-dysfunction')
    await expect(page.getByRole('navigation', { name: /topics/i })).toBeVisible()
    await page.goto('/nutrition/mediterranean-diet-basics') // sponsored sample article
    await expect(page.getByRole('navigation', { name: /topics/i })).toHaveCount(0)
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the hamburger opens the menu, an item expands, Escape closes it', async ({ page }) => {
    await page.goto('/health/erectile-dysfunction')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Health' }),
    ).toHaveCount(0)
    const menu = page.getByRole('button', { name: 'Menu' })
    await clickUntil(menu, 'aria-expanded', 'true')
    await page.getByRole('button', { name: 'Nutrition', exact: true }).click()
    await expect(page.getByRole('link', { name: /Mediterranean diet/ }).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })

  test('the header is 56 px high on phones', async ({ page }) => {
    await page.goto('/')
    const box = await page.locator('header').first().boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(56)
  })
})

test('the header is 74 px high from 768 px, with the logo as the home page heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  expect(Math.round((await page.locator('header').first().boundingBox())?.height ?? 0)).toBe(74)
  await expect(page.getByRole('heading', { level: 1, name: 'Wellread' })).toBeVisible()
})

for (const width of [375, 1280]) {
  test(`at ${width} px the search icon keeps its place when the browser paints before the buttons after it arrive`, async ({
    page,
  }) => {
    // A busy phone may paint the page before it has read all of it: then the header's tools held only the
    // search icon, and Subscribe and Sign In, read a moment later, moved it (a layout shift of 0.003).
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const header = page.locator('header').first()
    // Measured once the page has hydrated, so that nothing but the removal below changes between the two
    // measures. (The icon stays the server's link to the search page until the reader heads for it.)
    await islandHydrated(page, 'headerSearch')
    const search = searchIcon(page)
    const signIn = header.getByRole('button', { name: 'Sign In' })
    await expect(search).toBeVisible()
    await expect(signIn).toBeVisible()
    const whole = await search.boundingBox()
    // The page as read so far: everything after the search icon not there yet.
    await signIn.evaluate((button) => button.parentElement?.remove())
    await expect(signIn).toHaveCount(0)
    const partial = await search.boundingBox()
    expect(partial?.x).toBe(whole?.x)
    expect(partial?.y).toBe(whole?.y)
  })
}

test('paid-media and marketing landing templates get the minimal header; marketing wraps manualPlacement1', {
  tag: '@site-wide',
}, async ({ page, request }) => {
  const headers = await editorHeaders(request)
  for (const template of ['paidMedia', 'marketingLandingPage'] as const) {
    const slug = `e2e-${template.toLowerCase()}-${Date.now().toString(36)}`
    const res = await request.post('/api/cms/articles', {
      headers,
      data: {
        title: `A ${template} page`,
        slug,
        section: 'wellness',
        template,
        summary: 'Template check.',
        _status: 'published',
        body: doc(paragraph('Body text.')),
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    await page.goto(`/wellness/${slug}`)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-variant', 'minimal')
    await expect(header.getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.locator('[data-placement="manualPlacement1"]')).toHaveCount(
      template === 'marketingLandingPage' ? 1 : 0,
    )
  }
})

test('an editor changes a menu item and sees it on the site within seconds', { tag: '@site-wide' }, async ({
  page,
  request,
}) => {
  const headers = await editorHeaders(request)
  const current = await (await request.get('/api/cms/globals/navigation?depth=0', { headers })).json()
  const links = current.header.links as { title: string }[]
  const original = links[0]!.title
  const renamed = `${original} & wellbeing`
  try {
    const update = await request.post('/api/cms/globals/navigation', {
      headers,
      data: { header: { links: [{ ...links[0], title: renamed }, ...links.slice(1)] } },
    })
    expect(update.ok(), await update.text()).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect
      .poll(
        async () => {
          await page.goto('/health/erectile-dysfunction')
          return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: renamed }).count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
  } finally {
    const restored = await request.post('/api/cms/globals/navigation', {
      headers,
      data: { header: { links } },
    })
    expect(restored.ok(), await restored.text()).toBe(true)
    // Later tests find the menu as it was.
    await expect
      .poll(
        async () => {
          await page.goto('/health')
          return page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('button', { name: original, exact: true })
            .count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
  }
})

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })

  test('a reader on a phone taps open the menu, taps into a section and follows a link', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.tap()
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Fitness', exact: true }).tap()
    await page
      .getByRole('link', { name: /Walking for heart health/ })
      .first()
      .tap()
    await expect(page).toHaveURL(/\/fitness\/walking-for-heart-health$/)
  })
})

test.describe('touch on a wide screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 900 } })

  test('a tap toggles a flyout (no hover on touch screens)', async ({ page }) => {
    await page.goto('/health')
    const health = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Health', exact: true })
    await expect(async () => {
      if ((await health.getAttribute('aria-expanded')) !== 'true') await health.tap()
      await expect(health).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('#nav-health-0-panel')).toBeVisible()
    await health.tap()
    await expect(health).toHaveAttribute('aria-expanded', 'false')
  })
})
