// Sign-in on the embedded default (issue 27, ADR 25): a server started as `npm start` starts it (server.mjs,
// nothing configured: no provider, no SITE_URL, the embedded database in its own DATA_DIR) offers Apple and
// Google through local stand-ins that say so, and the whole journey works: Sign In → the sheet → the
// stand-in's page → back signed in → the onboarding panel. Cancelling at the stand-in returns to the page
// the sign-in started from, where the sheet says it failed. At 375 and 1280 px.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { freePort, startServer, waitForOk } from '../../scripts/lib.mjs'
import { envSchema } from '../../src/platform/config.mjs'
import { rejectedAll } from './privacy'

const WIDTHS = [375, 1280] as const
const READERS = {
  apple: { name: 'Apple', firstName: 'Ana María', email: 'ana.lopez@privaterelay.appleid.com' },
  google: { name: 'Google', firstName: 'Grace', email: 'grace.hopper@example.com' },
} as const

/**
 * Every variable the site reads, unset ('' reads as unset), as on a newcomer's machine: the e2e runner's own
 * providers, peers and SITE_URL must not leak into this server. NODE_ENV, HOST and PORT are startServer's.
 */
const NOTHING_CONFIGURED = Object.fromEntries(
  Object.keys(envSchema.shape)
    .filter((name) => !['NODE_ENV', 'PORT', 'HOST'].includes(name))
    .map((name) => [name, '']),
)

let server: ReturnType<typeof startServer> | null = null
let dataDir = ''
let base = ''

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  // Starting on an empty database migrates and seeds it (as `npm start` does the first time).
  test.setTimeout(300_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-local-sign-in-'))
  const port = await freePort()
  server = startServer({ port, quiet: true, env: { ...NOTHING_CONFIGURED, DATA_DIR: dataDir } })
  // The site's address when nothing says otherwise: http://localhost:{PORT} (the stand-ins return there).
  base = `http://localhost:${port}`
  try {
    await waitForOk(`${server.url}/api/health`, 280_000)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${server.output().slice(-3000)}`)
  }
  expect(server.output()).toMatch(/local stand-ins sign readers in/)
})

test.afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A first-time reader who chose "Reject all" (so the privacy banner stays out of the way), on localhost. */
async function open(browser: Browser, width: number) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 860 },
    hasTouch: width < 768,
    storageState: rejectedAll('localhost'),
  })
  return { context, page: await context.newPage() }
}

/** Sign In → the sheet, which offers both stand-ins, each labelled as local. */
async function openSheet(page: Page) {
  await page.getByRole('button', { name: 'Sign In' }).click()
  const sheet = page.getByRole('dialog', { name: 'Sign in to Wellread' })
  await expect(sheet).toBeVisible()
  for (const reader of Object.values(READERS))
    await expect(
      sheet.getByRole('link', { name: `Continue with ${reader.name} (local stand-in)`, exact: true }),
    ).toBeVisible()
  await expect(sheet).toContainText('not the real Apple or Google')
  return sheet
}

/** The stand-in's own page: on another port of this machine, saying what it is. */
async function standInPage(page: Page, name: string) {
  await page.waitForURL((url) => url.hostname === 'localhost' && url.origin !== base)
  await expect(page.getByRole('heading', { name: `Sign in with a local stand-in for ${name}` })).toBeVisible()
  await expect(page.getByText(`Local stand-in, not ${name}`)).toBeVisible()
  await expect(page.getByText(`This page is not ${name}.`)).toBeVisible()
}

for (const width of WIDTHS) {
  for (const provider of ['google', 'apple'] as const) {
    const reader = READERS[provider]
    test(`at ${width} px: signing in with the local ${reader.name} reaches the onboarding panel`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, width)
      await page.goto('/')
      const sheet = await openSheet(page)
      await sheet.getByRole('link', { name: `Continue with ${reader.name} (local stand-in)` }).click()
      await standInPage(page, reader.name)
      await expect(page.getByText(reader.email)).toBeVisible()

      // Continue: back at the site's root (002 §2.4), signed in, welcomed by the onboarding panel (the panel
      // is not closed, so no flag is set and every test here sees it).
      await page.getByRole('button', { name: `Continue as ${reader.firstName}` }).click()
      await page.waitForURL((url) => url.origin === base && url.pathname === '/' && url.search === '')
      const panel = page.getByRole('dialog', { name: new RegExp(`Welcome to Wellread, ${reader.firstName}`) })
      await expect(panel).toBeVisible()
      await expect(
        page.getByRole('button', { name: new RegExp(`${reader.firstName}, your account`) }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
      const cookies = await context.cookies(base)
      expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['wr_session', 'wr_auth']))
      await context.close()
    })
  }

  test(`at ${width} px: cancelling at the stand-in returns to the page it started from, where the sheet says so`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, width)
    await page.goto('/health')
    const sheet = await openSheet(page)
    await sheet.getByRole('link', { name: 'Continue with Google (local stand-in)' }).click()
    await standInPage(page, 'Google')
    await page.getByRole('button', { name: 'Cancel' }).click()

    // Back on the section page, never a JSON page: the sheet opens with the failure said first, and the
    // address loses the sign-in's parameters.
    await page.waitForURL((url) => url.origin === base && url.pathname === '/health')
    const reopened = page.getByRole('dialog', { name: 'Sign in to Wellread' })
    await expect(reopened).toBeVisible()
    await expect(reopened).toContainText('We couldn’t sign you in. Please try again')
    await expect(page).toHaveURL((url) => url.pathname === '/health' && !url.search.includes('signin'))
    const cookies = await context.cookies(base)
    expect(cookies.map((c) => c.name)).not.toContain('wr_session')
    await context.close()
  })
}
