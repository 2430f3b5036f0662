import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { arriveAt, layoutShift, layoutShiftSources, recordLayoutShifts, whilePrinted } from './helpers'

/**
 * Issue 9's done-when journey: on a drug page at 375 and 1280 px a reader changes dosage and ZIP, sees four
 * cards with the best price marked, pages through, filters pharmacies, opens a coupon, sends it by email (the
 * message arrives on the test SMTP server) and by text (the local SMS peer receives it), gets a wallet pass and
 * prints it. A non-US reader sees nothing. `scripts/e2e.mjs` starts the peers and serves what they received at
 * INBOX_URL.
 */
const DRUG_PAGE = '/drugs/atorvastatin'
const INBOX = process.env.INBOX_URL as string
const stamp = Date.now().toString(36)

const widget = (page: Page) => page.locator('[data-widget="drugCostSavings"]').first()
const cards = (scope: Locator) => scope.getByRole('list', { name: 'Pharmacy prices' }).getByRole('listitem')

type Mail = { to: string[]; subject: string; text: string; html: string }
type Text = { to: string; body: string }
async function inbox<T>(kind: 'mail' | 'sms'): Promise<T[]> {
  const res = await fetch(`${INBOX}/${kind}`)
  return (await res.json()) as T[]
}

async function openDrugPage(page: Page) {
  await recordLayoutShifts(page)
  await page.addInitScript(() => {
    Object.assign(window, { __printed: 0 })
    // Headless Chromium has no print dialog: count the calls, then check the print stylesheet below.
    window.print = () => {
      ;(window as unknown as { __printed: number }).__printed += 1
    }
  })
  await arriveAt(page, DRUG_PAGE)
  const root = widget(page)
  await root.scrollIntoViewIfNeeded()
  await expect(cards(root)).toHaveCount(4, { timeout: 15_000 })
  return root
}

for (const width of [375, 1280]) {
  test(`at ${width} px a reader compares prices, filters pharmacies and sends, saves and prints a coupon`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 768 })
    // The Google Wallet link leaves the site: answer it locally (no network in tests).
    await context.route('https://pay.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Wallet</title>' }),
    )
    const page = await context.newPage()
    const root = await openDrugPage(page)

    // Four cards, the best price marked on the cheapest, which comes first.
    const list = cards(root)
    await expect(list.first()).toContainText('best price')
    await expect(root.getByText('best price', { exact: true })).toHaveCount(1)
    const firstPrice = Number(
      ((await list.first().locator('text=/^\\$\\d+\\.\\d{2}$/').first().textContent()) ?? '').slice(1),
    )
    const secondPrice = Number(
      ((await list.nth(1).locator('text=/^\\$\\d+\\.\\d{2}$/').first().textContent()) ?? '').slice(1),
    )
    expect(firstPrice).toBeLessThanOrEqual(secondPrice)
    // Nothing moved while the widget loaded (its space was reserved).
    expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)

    // Change the dosage and the ZIP.
    await root.getByRole('button', { name: 'EDIT' }).click()
    const form = root.getByRole('form', { name: 'Drug and location' })
    await form.getByLabel('Dosage').selectOption('40 mg')
    await form.getByLabel('ZIP code').fill('')
    await form.getByLabel('ZIP code').pressSequentially('10a001')
    await expect(form.getByLabel('ZIP code')).toHaveValue('10001')
    await form.getByRole('button', { name: 'UPDATE' }).click()
    await expect(form).toBeHidden()
    await expect(root.getByText(/40 mg/).first()).toBeVisible()
    await expect(root.getByText(/10001|New York/).first()).toBeVisible()
    await expect(list).toHaveCount(4)
    const newFirst = (await list.first().textContent()) ?? ''
    expect(newFirst).toMatch(/\d+(\.\d)? mi/)

    // Page through: four more.
    await root.getByRole('button', { name: 'SEE MORE RESULTS' }).click()
    await expect(list).toHaveCount(8)

    // Filter pharmacies by name, then a search with no match and Reset.
    const search = root.getByLabel('Find your pharmacy')
    await expect(search).toHaveAttribute('placeholder', 'Enter a ZIP code')
    await search.fill('map')
    await root.getByRole('button', { name: 'SEARCH' }).click()
    await expect(list).toHaveCount(1)
    await expect(list.first()).toContainText('Maple Row Pharmacy')
    await search.fill('no such pharmacy')
    await root.getByRole('button', { name: 'SEARCH' }).click()
    await expect(root.getByText('No results found for your search.').first()).toBeVisible()
    await root.getByRole('button', { name: 'Reset' }).click()
    await expect(list).toHaveCount(4)

    // Open the best price's coupon.
    await list.first().getByRole('button', { name: 'Get RX Coupon' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toContainText('Atorvastatin')
    await expect(dialog).toContainText('40 mg')
    const codes = dialog.getByRole('definition')
    await expect(codes.first()).toHaveText(/^\d{6}$/)
    const memberId = ((await dialog.locator('dt:text-is("Member ID") + dd').textContent()) ?? '').trim()
    expect(memberId).toMatch(/^WR\d{9}$/)
    const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(dialogAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    // By email: arrives on the SMTP server with the codes.
    const address = `reader-${stamp}-${width}@example.test`
    await dialog.getByRole('button', { name: 'Email' }).click()
    await expect(dialog.getByRole('heading', { name: 'Email coupon' })).toBeVisible()
    const emailInput = dialog.getByLabel('Email address')
    await emailInput.fill('not-an-address')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true')
    await emailInput.fill('')
    await expect(emailInput).not.toHaveAttribute('aria-invalid', 'true')
    await emailInput.fill(address)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Coupon sent!' })).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(async () => (await inbox<Mail>('mail')).find((m) => m.to.includes(address))?.text ?? '', {
        timeout: 15_000,
      })
      .toContain(memberId)

    // By text: the SMS peer receives it.
    await dialog.getByRole('button', { name: 'Back' }).click()
    const phone = `317555${String(width).padStart(4, '0')}`
    await dialog.getByRole('button', { name: 'SMS' }).click()
    await expect(dialog.getByRole('heading', { name: 'Text Coupon' })).toBeVisible()
    await dialog
      .getByLabel('Mobile phone number')
      .fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Coupon sent!' })).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(async () => (await inbox<Text>('sms')).find((m) => m.to === `+1${phone}`)?.body ?? '', {
        timeout: 15_000,
      })
      .toContain(memberId)

    // Print: the coupon alone.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1)
    await whilePrinted(page, async () => {
      await expect(dialog).toBeVisible()
      await expect(page.locator('header').first()).toBeHidden()
      await expect(root.getByRole('button', { name: 'EDIT' })).toBeHidden()
    })

    // The wallet: phones only. This browser is not an iPhone: Google Wallet's save link in a new tab.
    const wallet = dialog.getByRole('button', { name: 'Save to Google Wallet' })
    if (width < 768) {
      const popup = page.waitForEvent('popup')
      await wallet.click()
      const opened = await popup
      expect(opened.url()).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)
      await expect(
        dialog.getByRole('heading', { name: 'Coupon Wallet Pass Created Successfully!' }),
      ).toBeVisible()
      await opened.close()
    } else {
      await expect(wallet).toHaveCount(0)
    }

    // Escape closes the coupon and gives the focus back to its card's button.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(list.first().getByRole('button', { name: 'Get RX Coupon' })).toBeFocused()

    const axe = await new AxeBuilder({ page }).include('[data-widget="drugCostSavings"]').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await context.close()
  })
}

test('on an iPhone the coupon is saved as an Apple Wallet pass', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    acceptDownloads: true,
  })
  const page = await context.newPage()
  const root = await openDrugPage(page)
  await cards(root).first().getByRole('button', { name: 'Get RX Coupon' }).click()
  const dialog = page.getByRole('dialog')
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Add to Apple Wallet' }).click()
  const pass = await download
  expect(pass.suggestedFilename()).toMatch(/\.pkpass$/)
  const bytes = await (async () => {
    const chunks: Buffer[] = []
    for await (const chunk of await pass.createReadStream()) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })()
  // A zip archive holding the pass, its manifest and the signature (the integration tests verify them).
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  for (const name of ['pass.json', 'manifest.json', 'signature'])
    expect(bytes.includes(Buffer.from(name))).toBe(true)
  await expect(
    dialog.getByRole('heading', { name: 'Coupon Wallet Pass Created Successfully!' }),
  ).toBeVisible()
  await context.close()
})

test('a ZIP with no pharmacies shows the empty state; a non-US reader sees no widget', async ({
  browser,
}) => {
  const us = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const root = await openDrugPage(us)
  await root.getByRole('button', { name: 'EDIT' }).click()
  await root.getByLabel('ZIP code').fill('00000')
  await root.getByRole('button', { name: 'UPDATE' }).click()
  await expect(root.getByText('No pricing information found.').first()).toBeVisible({ timeout: 15_000 })
  await us.close()

  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-country-code': 'FR' },
  })
  const page = await context.newPage()
  const reader = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reader')
  await arriveAt(page, DRUG_PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await widget(page).scrollIntoViewIfNeeded()
  expect(await (await reader).json()).toMatchObject({ country: 'FR' })
  await expect(widget(page).locator('section')).toHaveCount(0)
  expect((await widget(page).boundingBox())?.height ?? 0).toBe(0)
  await context.close()
})

test('when the connection fails the reader gets the spec’s error views, and Retry recovers', async ({
  page,
}) => {
  const root = await openDrugPage(page)

  // The price list: a failed load offers Retry.
  await page.route('**/api/optum/prices?**', (route) => route.abort('connectionfailed'))
  await root.getByRole('button', { name: 'EDIT' }).click()
  await root.getByLabel('Quantity').selectOption({ index: 1 })
  await root.getByRole('button', { name: 'UPDATE' }).click()
  await expect(
    root.getByText('No results found. Try editing the information provided or retry.').first(),
  ).toBeVisible({ timeout: 15_000 })
  await page.unroute('**/api/optum/prices?**')
  await root.getByRole('button', { name: 'Retry' }).click()
  await expect(cards(root)).toHaveCount(4, { timeout: 15_000 })

  // The coupon: a failed load is the timed-out view; Retry opens the coupon.
  await page.route('**/api/optum/coupons?**', (route) => route.abort('timedout'))
  await cards(root).first().getByRole('button', { name: 'Get RX Coupon' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Our API timed out' })).toBeVisible({ timeout: 15_000 })
  await expect(dialog).toContainText('Try again.')
  await page.unroute('**/api/optum/coupons?**')
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(dialog.getByText('Member ID')).toBeVisible({ timeout: 15_000 })

  // Sending: a failure is the send error view; Back returns to the coupon.
  await page.route('**/api/optum-coupon-info-share', (route) => route.abort('connectionfailed'))
  await dialog.getByRole('button', { name: 'Email' }).click()
  await dialog.getByLabel('Email address').fill(`offline-${stamp}@example.test`)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(
    dialog.getByText('An error occurred while sending the coupon. Please try again.').first(),
  ).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByText('Member ID')).toBeVisible()
})
