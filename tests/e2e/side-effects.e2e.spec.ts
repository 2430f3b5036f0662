import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  backLabel,
  MILD_BLURB,
  PREVALENCE_GUIDE_TITLE,
  SEVERE_BLURB,
} from '../../src/widgets/SideEffects/sideEffects'
import { seriousViolations } from './helpers'

/**
 * The side-effects explorer on the widget gallery (its fixture: "Side effects of atorvastatin", six mild and
 * three severe effects, the frequency explanation on): tabs, list and detail views and the frequency dialog
 * with the mouse at 375 px and with the keyboard at 1280 px (the explorer behaves the same at both widths);
 * no shift when its leaf loads; axe. Its rules (tabs pattern, views, dialog, events) are
 * SideEffects.client.test.tsx's; without JavaScript, gallery.e2e.spec.ts.
 */
const GALLERY = '/health/widget-gallery'

const MILD_NAMES = [
  'Cold-like symptoms',
  'Diarrhea',
  'Headache',
  'Indigestion',
  'Muscle or joint aches',
  'Nausea',
]
const SEVERE_NAMES = [
  'Serious allergic reaction',
  'Signs of a liver problem',
  'Unexplained muscle pain or weakness',
]

const widget = (page: Page) => page.locator('[data-widget="sideEffects"]').first()
const tab = (root: Locator, name: 'Mild' | 'Severe') => root.getByRole('tab', { name, exact: true })
const shownPanel = (root: Locator) => root.getByRole('tabpanel')
const listNames = (root: Locator) => shownPanel(root).getByRole('listitem').allTextContents()

/** Opens the gallery, checks the explorer holds its height when its leaf loads, and returns it, interactive. */
async function openExplorer(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(GALLERY)
  const root = widget(page)
  const leaf = root.locator('[data-lazy-leaf="sideEffects"]')
  // Far down the gallery: the server HTML is in place, the leaf not loaded yet.
  await expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
  await expect(root.locator('[data-side-effects="static"]')).toBeAttached()
  const before = await root.evaluate((el) => el.getBoundingClientRect().height)

  await root.scrollIntoViewIfNeeded()
  await expect(root.locator('[data-side-effects="live"]')).toBeAttached({ timeout: 15_000 })
  const after = await root.evaluate((el) => el.getBoundingClientRect().height)
  // The leaf draws the same boxes as the server HTML: nothing below the explorer moves.
  expect(Math.abs(after - before)).toBeLessThan(0.5)
  return root
}

test('at 375 px a reader explores side effects with the mouse', async ({ page }) => {
  const root = await openExplorer(page, 375)
  await expect(root.getByRole('heading', { level: 2, name: 'Side effects of atorvastatin' })).toBeVisible()

  // Mild first, its blurb and its effects sorted by name.
  await expect(tab(root, 'Mild')).toHaveAttribute('aria-selected', 'true')
  await expect(shownPanel(root)).toContainText(MILD_BLURB)
  expect(await listNames(root)).toEqual(MILD_NAMES)

  // Open one: the detail view, then back to the list.
  await shownPanel(root).getByRole('button', { name: 'Muscle or joint aches' }).click()
  const detailHeading = root.getByRole('heading', { level: 3, name: 'Muscle or joint aches' })
  await expect(detailHeading).toBeVisible()
  await expect(detailHeading).toBeFocused()
  await expect(shownPanel(root)).toContainText('How common: Common (more than 1 in 100 people)')
  await expect(
    shownPanel(root).getByRole('link', { name: 'Learn more about Muscle or joint aches' }),
  ).toHaveAttribute('href', '/drugs/atorvastatin')
  expect(await seriousViolations(page, '[data-widget="sideEffects"]')).toEqual([])
  await root.getByRole('button', { name: backLabel('mild') }).click()
  await expect(detailHeading).toBeHidden()
  await expect(shownPanel(root).getByRole('button', { name: 'Muscle or joint aches' })).toBeFocused()

  // The severe tab: its blurb, its effects; the frequency dialog from an effect's detail.
  await tab(root, 'Severe').click()
  await expect(tab(root, 'Severe')).toHaveAttribute('aria-selected', 'true')
  await expect(shownPanel(root)).toContainText(SEVERE_BLURB)
  expect(await listNames(root)).toEqual(SEVERE_NAMES)
  await shownPanel(root).getByRole('button', { name: 'Serious allergic reaction' }).click()
  await expect(shownPanel(root)).toContainText('How common: Rare (fewer than 1 in 1,000 people)')
  await expect(shownPanel(root)).toContainText('Call 911 or go to the nearest emergency room now.')

  const info = shownPanel(root).getByRole('button', { name: PREVALENCE_GUIDE_TITLE })
  await info.click()
  const dialog = page.getByRole('dialog', { name: PREVALENCE_GUIDE_TITLE })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Rare')
  await expect(dialog).toContainText('fewer than 1 in 1,000 people, and more than 1 in 10,000')
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(info).toBeFocused()

  // Switching tabs returns to the list.
  await tab(root, 'Mild').click()
  await tab(root, 'Severe').click()
  await expect(root.getByRole('heading', { level: 3 })).toHaveCount(0)
  expect(await listNames(root)).toEqual(SEVERE_NAMES)

  // First-party data layer only: the tab changes and the effects opened, by name.
  const events = await page.evaluate(() =>
    ((window as unknown as { wellreadEvents?: { name: string }[] }).wellreadEvents ?? []).filter((e) =>
      e.name.startsWith('sideEffects.'),
    ),
  )
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'sideEffects.tabChanged', tab: 'severe' }),
      expect.objectContaining({
        name: 'sideEffects.effectOpened',
        tab: 'mild',
        effect: 'Muscle or joint aches',
      }),
      expect.objectContaining({
        name: 'sideEffects.effectOpened',
        tab: 'severe',
        effect: 'Serious allergic reaction',
      }),
    ]),
  )
})

test('at 1280 px a reader explores side effects with the keyboard alone', async ({ page }) => {
  const root = await openExplorer(page, 1280)
  await tab(root, 'Mild').focus()

  // Arrow keys, Home and End move between the tabs and show the tab they move to.
  await page.keyboard.press('ArrowRight')
  await expect(tab(root, 'Severe')).toBeFocused()
  await expect(tab(root, 'Severe')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab(root, 'Mild')).toBeFocused()
  await page.keyboard.press('End')
  await expect(tab(root, 'Severe')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tab(root, 'Mild')).toBeFocused()
  await expect(shownPanel(root)).toContainText(MILD_BLURB)

  // Tab into the panel, then its first effect; Enter opens it, the back button returns.
  await page.keyboard.press('Tab')
  await expect(shownPanel(root)).toBeFocused()
  await page.keyboard.press('Tab')
  const first = shownPanel(root).getByRole('button', { name: 'Cold-like symptoms' })
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(root.getByRole('heading', { level: 3, name: 'Cold-like symptoms' })).toBeFocused()

  // The frequency dialog: opens from the info button, closes with Escape, focus back on the button.
  await page.keyboard.press('Tab')
  const info = shownPanel(root).getByRole('button', { name: PREVALENCE_GUIDE_TITLE })
  await expect(info).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: PREVALENCE_GUIDE_TITLE })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(info).toBeFocused()

  // The heading is not a tab stop: Shift+Tab goes from the info button to the back button.
  await page.keyboard.press('Shift+Tab')
  await expect(root.getByRole('button', { name: backLabel('mild') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(first).toBeFocused()
  expect(await seriousViolations(page, '[data-widget="sideEffects"]')).toEqual([])
})

// Without JavaScript every side effect of both lists is readable: gallery.e2e.spec.ts ("without JavaScript…").
