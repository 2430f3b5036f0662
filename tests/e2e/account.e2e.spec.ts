// Readers' accounts (issue 18): sign in with Apple and with Google (two real OpenID Connect providers on this
// machine, started by scripts/e2e.mjs), the greeting, the onboarding panel completed or dismissed, the account
// menu, signing out, downloading one's data and deleting the account; at 375 and 1280 px, axe-clean.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { seriousViolations } from './helpers'

const WIDTHS = [375, 1280] as const
const READERS = {
  apple: { name: 'Apple', firstName: 'Ana María', email: 'ana.lopez@privaterelay.appleid.com' },
  google: { name: 'Google', firstName: 'Grace', email: 'grace.hopper@example.com' },
} as const

async function open(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 }, hasTouch: width < 768 })
  return { context, page: await context.newPage() }
}

/** Sign In → the sheet → the provider → back at the site's root, signed in. */
async function signInWith(page: Page, provider: keyof typeof READERS, { checkAxe = false } = {}) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const sheet = page.getByRole('dialog', { name: 'Sign in to Wellread' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  if (checkAxe) expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  // Sign-in returns to the root (002 §2.4): the page is already at the root before the click, so wait for
  // the provider's answer to reach the site first (its callback), then for the root.
  const callback = page.waitForRequest((r) => r.url().includes(`/api/auth/callback/${provider}`))
  await sheet.getByRole('link', { name: `Continue with ${READERS[provider].name}` }).click()
  await callback
  await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('signin=failed'))
}

/**
 * Counts the page's finished reads of the member's site flags: the onboarding panel decides whether to show on
 * that answer, so a check that it stays away is made after one (not after a guessed delay).
 */
function countFlagReads(page: Page): () => number {
  let count = 0
  page.on('requestfinished', (request) => {
    if (request.method() === 'GET' && /\/site-flags\//.test(request.url())) count += 1
  })
  return () => count
}

/** Two frames painted: what the page renders from an answer it has just had is on the screen. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

const greeting = (page: Page, firstName: string) =>
  page.getByRole('button', { name: new RegExp(`${firstName}, your account`) })

for (const provider of ['apple', 'google'] as const) {
  test.describe(`signing in with ${READERS[provider].name}`, () => {
    // The first test is this reader's first sign-in: start from no account (a run before, or the data test,
    // may have left one whose onboarding is seen), whatever ran before on this server. Apple sends the name
    // only on an account's first authorization: it is made to forget the earlier ones, as when a reader
    // removes the app from their Apple ID.
    test.beforeAll(async ({ browser }) => {
      const { context, page } = await open(browser, 1280)
      await signInWith(page, provider)
      const status = await page.evaluate(
        async () => (await fetch('/api/account', { method: 'DELETE', credentials: 'same-origin' })).status,
      )
      expect(status, 'deleting the reader’s account').toBeLessThan(300)
      await context.close()
      if (provider === 'apple') {
        const forgot = await fetch(`${process.env.INBOX_URL}/oidc/apple/forget`, { method: 'POST' })
        expect(forgot.status).toBe(204)
      }
    })

    for (const [index, width] of WIDTHS.entries()) {
      test(`at ${width} px: greeting, onboarding ${index === 0 ? (provider === 'apple' ? 'completed' : 'dismissed') : 'already seen'}, account menu, sign out`, async ({
        browser,
      }) => {
        const { context, page } = await open(browser, width)
        const reader = READERS[provider]
        const flagReads = countFlagReads(page)
        await signInWith(page, provider, { checkAxe: index === 0 })
        await expect(greeting(page, reader.firstName)).toBeVisible()
        if (width >= 768)
          await expect(greeting(page, reader.firstName)).toContainText(`Hi, ${reader.firstName}`)
        await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0)

        const panel = page.getByRole('dialog', {
          name: new RegExp(`Welcome to Wellread, ${reader.firstName}`),
        })
        if (index === 0) {
          // First sign-in of this reader: the onboarding panel (no has_seen_onboarding_panel flag yet).
          await expect(panel).toBeVisible()
          expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
          if (provider === 'apple') {
            await panel.getByRole('button', { name: 'Done' }).click()
          } else {
            await page.keyboard.press('Escape')
          }
          await expect(panel).toHaveCount(0)
          const readsBefore = flagReads()
          await page.reload()
          await expect(greeting(page, reader.firstName)).toBeVisible()
          await expect.poll(flagReads).toBeGreaterThan(readsBefore)
        }
        // Completed or dismissed, the flag keeps it away (here after a reload, and at the second width): once
        // the page has read the flags and painted what it decided, there is no panel.
        await expect.poll(flagReads).toBeGreaterThan(0)
        await painted(page)
        await expect(panel).toHaveCount(0)

        const menuButton = greeting(page, reader.firstName)
        await menuButton.click()
        const menu = page.getByRole('group', { name: 'Your account' })
        await expect(menu).toBeVisible()
        await expect(menu).toContainText(reader.email)
        expect(await seriousViolations(page, 'header')).toEqual([])
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(menuButton).toBeFocused()

        await menuButton.click()
        await menu.getByRole('button', { name: 'Sign out' }).click()
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
        const cookies = await context.cookies()
        expect(cookies.map((c) => c.name)).not.toContain('wr_session')
        expect(cookies.map((c) => c.name)).not.toContain('wr_auth')
        await context.close()
      })
    }
  })
}

test('a failed sign-in reopens the sheet with a message and cleans the address', async ({ page }) => {
  await page.goto('/?signin=failed')
  const sheet = page.getByRole('dialog', { name: 'Sign in to Wellread' })
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText('We couldn’t sign you in.')
  await expect(page).toHaveURL((url) => !url.search.includes('signin'))
})

test('a reader downloads their data, then deletes the account; signing in again starts afresh', async ({
  browser,
}) => {
  const { context, page } = await open(browser, 1280)
  const flagReads = countFlagReads(page)
  await signInWith(page, 'google')
  const reader = READERS.google
  // Run alone, this is the reader's first sign-in: close the welcome panel before using the menu. Whether it
  // shows is decided on the flags' answer.
  const welcome = page.getByRole('dialog', { name: /Welcome to Wellread/ })
  await expect.poll(flagReads).toBeGreaterThan(0)
  await painted(page)
  if ((await welcome.count()) > 0) {
    await page.keyboard.press('Escape')
    await expect(welcome).toHaveCount(0)
  }
  await greeting(page, reader.firstName).click()
  const menu = page.getByRole('group', { name: 'Your account' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('link', { name: 'Download my data' }).click(),
  ])
  const data = JSON.parse(
    await (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString()),
  )
  expect(JSON.stringify(data)).toContain(reader.email)

  // The download leaves the menu open.
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Delete my account' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Keep my account' })).toBeFocused()
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
  await confirm.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).not.toContain('wr_session')

  // A new account: the onboarding panel shows again.
  await signInWith(page, 'google')
  await expect(page.getByRole('dialog', { name: /Welcome to Wellread, Grace/ })).toBeVisible()
  await context.close()
})
