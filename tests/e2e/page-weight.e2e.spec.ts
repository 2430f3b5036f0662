import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { PHONE, readBudgets, scriptsBeforeInteraction } from '../../scripts/page-weight.mjs'

/**
 * Each template's JavaScript before interaction stays within its budget (issue 26): a first-time reader on a
 * phone, no consent choice yet (the banner shows), no scroll, no input, until the network is idle. The budgets
 * are bytes of gzip -9 per template, in bench/javascript-budgets.json; `npm run bench` reports the same figures
 * (docs/performance.md). A template over budget fails here, listing its scripts, largest first.
 */
const { templates } = readBudgets()

test.use({ storageState: { cookies: [], origins: [] } })

test('the measure counts every script a page fetches before interaction (control)', async ({
  browser,
  baseURL,
}) => {
  const script = `console.log(${JSON.stringify('weight '.repeat(300))})`
  const context = await browser.newContext({ ...PHONE, baseURL })
  await context.route('**/weight-control', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>control</title><script src="/weight-control.js"></script>',
    }),
  )
  await context.route('**/weight-control.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script }),
  )
  const measured = await scriptsBeforeInteraction(context, '/weight-control')
  await context.close()
  expect(measured.files).toEqual([
    { url: '/weight-control.js', gzipBytes: gzipSync(script, { level: 9 }).length },
  ])
  expect(measured.gzipBytes).toBe(gzipSync(script, { level: 9 }).length)
})

for (const [template, { path, budgetBytes }] of Object.entries(templates)) {
  test(`${template} (${path}): at most ${budgetBytes} bytes of JavaScript before interaction`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...PHONE, baseURL })
    const { status, gzipBytes, files } = await scriptsBeforeInteraction(context, path)
    await context.close()
    expect(status).toBe(200)
    expect(
      gzipBytes,
      `${template} ships ${gzipBytes} bytes (budget ${budgetBytes}):\n${files.map((f) => `  ${f.gzipBytes}  ${f.url}`).join('\n')}`,
    ).toBeLessThanOrEqual(budgetBytes)
  })
}
