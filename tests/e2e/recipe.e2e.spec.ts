import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  arriveAt,
  layoutShift,
  layoutShiftSources,
  recordLayoutShifts,
  seriousViolations,
  whilePrinted,
} from './helpers'

/**
 * Issue 15's recipe journeys on the widget gallery: at 375 px a reader changes the servings (the amounts and
 * the nutrition totals follow), ticks ingredients and steps, reloads and finds both as left, does the same with
 * the keyboard, and prints just the card; at 1280 px the sponsored v1 recipe says so, marks its missing pixel,
 * scales, and nothing is requested from another host. axe finds no serious or critical issue, and nothing moves
 * when the leaves load. The recipes' rules (scaling, ticks kept per page, keyboard, print marks, the pixel) are
 * InteractiveRecipe.client.test.tsx's and the recipes/ unit tests'.
 */
const GALLERY = '/health/widget-gallery'

const soup = (page: Page) => page.locator('[data-widget="recipeV2"]').first()
const oats = (page: Page) => page.locator('[data-widget="recipe"]').first()

async function openGallery(page: Page) {
  await recordLayoutShifts(page)
  await page.addInitScript(() => {
    Object.assign(window, { __printed: 0 })
    // Headless Chromium has no print dialog: count the calls; the print stylesheet is checked below.
    window.print = () => {
      ;(window as unknown as { __printed: number }).__printed += 1
    }
  })
  await arriveAt(page, GALLERY)
}

/** Scrolls to a recipe and waits for its leaf (the controls enable when it has loaded). */
async function reach(card: Locator) {
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('button', { name: 'Print recipe' })).toBeEnabled({ timeout: 15_000 })
}

test('at 375 px a reader scales the soup, ticks it off, reloads and prints it', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ viewport: { width: 375, height: 900 }, hasTouch: true })
  const page = await context.newPage()
  await openGallery(page)
  const card = soup(page)
  await reach(card)
  expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)

  await expect(card.getByRole('heading', { level: 2, name: 'Red lentil soup' })).toBeVisible()
  await expect(card.getByText('Makes 4 servings', { exact: true })).toBeVisible()
  await expect(card.getByText('45min', { exact: true })).toBeVisible()
  const nutrition = card.getByRole('region', { name: 'Nutrition facts' })
  await expect(nutrition.getByRole('columnheader', { name: 'Whole recipe (4 servings)' })).toBeVisible()

  // The mouse: two more servings; amounts and totals follow.
  const servings = card.getByRole('group', { name: 'Servings' })
  await servings.getByRole('button', { name: 'More servings' }).click()
  await servings.getByRole('button', { name: 'More servings' }).click()
  await expect(card.getByText('Makes 6 servings', { exact: true })).toBeVisible()
  await expect(card.getByRole('checkbox', { name: /^1\s½ tbsp olive oil$/ })).toBeVisible()
  await expect(card.getByRole('checkbox', { name: '3 carrots, diced' })).toBeVisible()
  await expect(card.getByRole('checkbox', { name: 'Salt and black pepper, to taste' })).toBeVisible()
  await expect(nutrition.getByRole('columnheader', { name: 'Whole recipe (6 servings)' })).toBeVisible()
  await expect(nutrition.getByRole('row', { name: /^Calories/ })).toContainText('1,560 kcal')

  // Tick an ingredient and a step.
  await card.getByRole('checkbox', { name: '3 carrots, diced' }).check()
  await card.getByRole('checkbox', { name: /^Step 2 / }).check()

  // Reload: the servings and the ticks are as the reader left them.
  await page.reload()
  const again = soup(page)
  await reach(again)
  await expect(again.getByText('Makes 6 servings', { exact: true })).toBeVisible()
  await expect(again.getByRole('checkbox', { name: '3 carrots, diced' })).toBeChecked()
  await expect(again.getByRole('checkbox', { name: /^Step 2 / })).toBeChecked()
  await expect(again.getByRole('checkbox', { name: /^Step 1 / })).not.toBeChecked()

  // The keyboard: fewer servings with Enter, untick with Space, reset.
  const fewer = again.getByRole('button', { name: 'Fewer servings' })
  await fewer.focus()
  await page.keyboard.press('Enter')
  await expect(again.getByText('Makes 5 servings', { exact: true })).toBeVisible()
  const carrots = again.getByRole('checkbox', { name: /carrots, diced$/ })
  await carrots.focus()
  await page.keyboard.press('Space')
  await expect(carrots).not.toBeChecked()
  await again.getByRole('button', { name: 'Reset to 4' }).focus()
  await page.keyboard.press('Enter')
  await expect(again.getByText('Makes 4 servings', { exact: true })).toBeVisible()
  await expect(again.getByRole('checkbox', { name: '2 carrots, diced' })).toBeVisible()

  expect(await seriousViolations(page, '[data-widget="recipeV2"]')).toEqual([])

  // Print: only the card.
  await again.getByRole('button', { name: 'Print recipe' }).click()
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1)
  await expect(page.locator('html')).toHaveAttribute('data-print-recipe', /^recipe-/)
  await whilePrinted(page, async () => {
    await expect(again.getByRole('heading', { level: 2, name: 'Red lentil soup' })).toBeVisible()
    await expect(page.locator('header').first()).toBeHidden()
    await expect(oats(page)).toBeHidden()
    await expect(again.getByRole('button', { name: 'Print recipe' })).toBeHidden()
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await expect(page.locator('html')).not.toHaveAttribute('data-print-recipe')
    await expect(oats(page)).toBeVisible()
  })
  await context.close()
})

test('at 1280 px the sponsored recipe says so, marks its missing pixel, scales, asks no other host for anything and loads without moving', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (req) => requested.push(req.url()))
  await openGallery(page)
  const origin = new URL(page.url()).origin
  const card = oats(page)
  await reach(card)
  expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)
  await expect(card.getByText('Sponsored by')).toBeVisible()
  const sponsor = card.getByRole('link', { name: 'Northfield Oats' })
  await expect(sponsor).toHaveAttribute('rel', /sponsored/)
  await expect(sponsor).toHaveAttribute('target', '_blank')
  const marker = card.getByLabel('no-image-tracking-url-provided')
  await expect(marker).toBeAttached()
  await expect(marker).toBeHidden()
  await expect(card.getByText('Makes 2 servings', { exact: true })).toBeVisible()
  await expect(card.getByText('10min', { exact: true })).toBeVisible()

  // Two servings down to one: the amounts halve, with readable fractions.
  await card.getByRole('button', { name: 'Fewer servings' }).click()
  await expect(card.getByText('Makes 1 serving', { exact: true })).toBeVisible()
  await expect(card.getByRole('checkbox', { name: '½ cup rolled oats' })).toBeVisible()
  await expect(card.getByRole('checkbox', { name: '¼ cup plain Greek yogurt' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Fewer servings' })).toHaveAttribute('aria-disabled', 'true')

  expect(await seriousViolations(page, '[data-widget="recipe"]')).toEqual([])
  const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)
  expect(elsewhere).toEqual([])
})

/**
 * Issue 32: a step ticked on the server HTML before the page's scripts ran (a slow phone) is kept when the
 * recipe comes alive, and saved like any tick: a reload finds it.
 */
test('a step ticked before the page’s scripts ran is kept and saved', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const held: (() => Promise<void>)[] = []
  let holding = true
  // The scripts are held (the stylesheets are not: the page shows, as a slow phone shows it before its scripts run).
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?.*)?$/, (route) => {
    if (!holding) return route.continue()
    held.push(() => route.continue())
  })
  await page.goto(GALLERY, { waitUntil: 'commit' })
  const card = soup(page)
  await card.scrollIntoViewIfNeeded()
  await card.getByRole('checkbox', { name: /^Step 2 / }).check()
  // The page had not hydrated: its scripts were held.
  expect(held.length).toBeGreaterThan(0)
  holding = false
  await Promise.all(held.map((go) => go()))
  await reach(card)
  await expect(card.locator('[data-lazy-leaf="recipe"]')).toHaveAttribute('data-lazy-live', '')
  await expect(card.getByRole('checkbox', { name: /^Step 2 / })).toBeChecked()
  await expect(card.getByRole('checkbox', { name: /^Step 1 / })).not.toBeChecked()
  await page.reload()
  const again = soup(page)
  await reach(again)
  await expect(again.getByRole('checkbox', { name: /^Step 2 / })).toBeChecked()
  await context.close()
})
