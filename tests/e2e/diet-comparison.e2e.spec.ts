import { expect, type Locator, type Page, test } from '@playwright/test'
import { DIETS } from '../../src/seed/data/diets'
import {
  CLOSED_HEADER,
  HEADING,
  INTRO,
  LEARN_MORE,
  openHeader,
  ROWS,
  TRACK_EVENTS,
} from '../../src/widgets/DietComparison/dietComparison'
import { seriousViolations } from './helpers'

/**
 * The diet comparison on the widget gallery (its fixture offers the ketogenic, Mediterranean, DASH and
 * plant-based diets, the first two compared first): the dropdown, its search and compare with the mouse at
 * 375 px and with the keyboard at 1280 px (the widget behaves the same at both; each load checks the viewport
 * class the leaf finds and that nothing moves when it loads), the error flag, the data layer's events, axe.
 * Its rules are DietComparison.test.tsx's; the comparison without JavaScript, gallery.e2e.spec.ts's.
 */
const GALLERY = '/health/widget-gallery'

const widget = (page: Page) => page.locator('[data-widget="dietComparison"]').first()
const header = (root: Locator) => root.locator('button[aria-expanded]')
const checkbox = (root: Locator, name: string) => root.getByRole('checkbox', { name, exact: true })
const columnNames = (root: Locator) => root.getByRole('heading', { level: 3 }).allTextContents()
const compareButton = (root: Locator) => root.getByRole('button', { name: 'Compare', exact: true })
const search = (root: Locator) => root.getByRole('searchbox', { name: 'Find a diet' })

/** The names of the events the widget put on the first-party data layer, in order. */
async function dietEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { wellreadEvents?: { name: string }[] }).wellreadEvents ?? [])
      .map((event) => event.name)
      .filter((name) => name.startsWith('diet comparison')),
  )
}

/** Opens the gallery, checks the widget holds its height when its leaf loads, and returns it, interactive. */
async function openComparison(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(GALLERY)
  const root = widget(page)
  const leaf = root.locator('[data-lazy-leaf="dietComparison"]')
  // Far down the gallery: the server HTML is in place, the leaf not loaded yet.
  await expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
  const before = await root.evaluate((el) => el.getBoundingClientRect().height)

  await root.scrollIntoViewIfNeeded()
  // The leaf marks the viewport class it found (002 §4.8) once it runs.
  await expect(root.locator('[data-viewport]')).toHaveAttribute(
    'data-viewport',
    width < 768 ? 'mobile' : 'desktop',
    { timeout: 15_000 },
  )
  const after = await root.evaluate((el) => el.getBoundingClientRect().height)
  // The leaf draws the same boxes as the server HTML: nothing below the widget moves.
  expect(Math.abs(after - before)).toBeLessThan(0.5)
  return root
}

test('at 375 px a reader compares two other diets with the mouse', async ({ page }) => {
  const root = await openComparison(page, 375)
  await expect(root.getByRole('heading', { level: 2, name: HEADING })).toBeVisible()
  await expect(root.getByText(INTRO, { exact: true })).toBeVisible()
  await expect(header(root)).toHaveText(CLOSED_HEADER)
  await expect(header(root)).toHaveAttribute('aria-expanded', 'false')
  expect(await columnNames(root)).toEqual([DIETS.ketogenic.name, DIETS.mediterranean.name])
  for (const row of ROWS) await expect(root.getByText(row.title, { exact: true })).toHaveCount(2)
  await expect(root.getByRole('link', { name: new RegExp(`^${LEARN_MORE}`) })).toHaveCount(2)

  // Open: the first two are selected, the others cannot be added.
  await header(root).click()
  await expect(header(root)).toHaveText(openHeader(2))
  await expect(checkbox(root, DIETS.ketogenic.name)).toBeChecked()
  await expect(checkbox(root, DIETS.mediterranean.name)).toBeChecked()
  await expect(checkbox(root, DIETS.dash.name)).toBeDisabled()
  await expect(checkbox(root, DIETS.plantBased.name)).toBeDisabled()
  await expect(compareButton(root)).toBeEnabled()
  expect(await seriousViolations(page, '[data-widget="dietComparison"]')).toEqual([])

  // One removed: compare waits for a second; the header with one selected raises the error flag.
  await checkbox(root, DIETS.mediterranean.name).click()
  await expect(header(root)).toHaveText(openHeader(1))
  await expect(compareButton(root)).toBeDisabled()
  await header(root).click()
  await expect(header(root)).toHaveAttribute('aria-expanded', 'true')
  await expect(root.getByRole('group', { name: openHeader(1) })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page, '[data-widget="dietComparison"]')).toEqual([])

  // A change clears it; compare closes the dropdown and shows the new pair.
  await checkbox(root, DIETS.dash.name).click()
  await expect(root.getByRole('group', { name: openHeader(2) })).not.toHaveAttribute('aria-invalid')
  await compareButton(root).click()
  await expect(header(root)).toHaveText(CLOSED_HEADER)
  await expect(header(root)).toHaveAttribute('aria-expanded', 'false')
  expect(await columnNames(root)).toEqual([DIETS.ketogenic.name, DIETS.dash.name])
  await expect(root.getByText(DIETS.dash.foodsToAvoid, { exact: true })).toBeVisible()
  await expect(root.getByRole('link', { name: /^Learn More about the DASH diet/ })).toHaveAttribute(
    'href',
    DIETS.dash.learnMoreUrl,
  )

  expect(await dietEvents(page)).toEqual([
    TRACK_EVENTS.open,
    TRACK_EVENTS.select,
    TRACK_EVENTS.select,
    TRACK_EVENTS.compare,
    TRACK_EVENTS.close,
  ])
})

test('at 1280 px the columns’ views and Learn More are tracked with positions 1 and 2, and a reader searches and compares with the keyboard alone', async ({
  page,
}) => {
  const root = await openComparison(page, 1280)
  const recorded = () =>
    page.evaluate(() =>
      ((window as unknown as { wellreadEvents?: Record<string, unknown>[] }).wellreadEvents ?? [])
        .filter((event) => event.category === 'diet comparison')
        .map(({ name, position, text }) => ({ name, position, text })),
    )
  // The page's tracking island counts each column's view once it is half in view.
  await root.locator('[data-position="1"]').scrollIntoViewIfNeeded()
  await root.locator('[data-position="2"]').scrollIntoViewIfNeeded()
  await expect
    .poll(async () => (await recorded()).filter((e) => e.name === 'view').map((e) => e.position))
    .toEqual(expect.arrayContaining([1, 2]))

  const link = root.getByRole('link', { name: /^Learn More about the Mediterranean diet/ })
  await expect(link).toHaveAttribute('href', DIETS.mediterranean.learnMoreUrl)
  // Stay on the page to read its data layer (where the link leads is checked above).
  await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()))
  await link.click()
  expect(await recorded()).toEqual(
    expect.arrayContaining([
      { name: TRACK_EVENTS.learnMore, position: 2, text: DIETS.mediterranean.name },
      { name: 'click', position: 2, text: LEARN_MORE },
    ]),
  )

  await header(root).focus()
  await page.keyboard.press('Enter')
  await expect(header(root)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(search(root)).toBeFocused()

  // The search narrows the list; the arrow keys reach it.
  await page.keyboard.type('medi')
  await expect(root.getByRole('checkbox')).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(checkbox(root, DIETS.mediterranean.name)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(checkbox(root, DIETS.mediterranean.name)).not.toBeChecked()

  // Escape with one selected: the error flag; the dropdown stays open.
  await page.keyboard.press('Escape')
  await expect(header(root)).toHaveAttribute('aria-expanded', 'true')
  await expect(root.getByRole('group', { name: openHeader(1) })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page, '[data-widget="dietComparison"]')).toEqual([])

  // Back to the search, empty it with Escape, find another diet.
  await page.keyboard.press('ArrowUp')
  await expect(search(root)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(search(root)).toHaveValue('')
  await expect(root.getByRole('checkbox')).toHaveCount(4)
  await page.keyboard.type('plant')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await expect(checkbox(root, DIETS.plantBased.name)).toBeChecked()
  await expect(root.getByRole('group', { name: openHeader(2) })).not.toHaveAttribute('aria-invalid')

  await page.keyboard.press('Tab')
  await expect(compareButton(root)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(header(root)).toHaveAttribute('aria-expanded', 'false')
  expect(await columnNames(root)).toEqual([DIETS.ketogenic.name, DIETS.plantBased.name])
  await expect(root.getByRole('heading', { level: 3, name: DIETS.ketogenic.name })).toBeFocused()

  // Reopen and close with Escape: back on the header.
  await header(root).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(header(root)).toHaveAttribute('aria-expanded', 'false')
  await expect(header(root)).toBeFocused()
})

// Without JavaScript the first two diets are compared in full: gallery.e2e.spec.ts ("without JavaScript…").
