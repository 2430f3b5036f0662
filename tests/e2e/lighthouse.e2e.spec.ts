import { type Browser, chromium, expect, test } from '@playwright/test'
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse'
import { CHROMIUM_ARGS, freePort } from '../../scripts/lib.mjs'
import { IMAGE_ROUTE } from '../../src/lib/images'
import { rejectedAll } from './privacy'
import { TEMPLATES } from './templates'

/**
 * Issue 31 as Lighthouse 12 sees it: "Properly size images" (`uses-responsive-images`) and "Serve images in modern
 * formats" (`modern-image-formats`) pass on every seeded template, with Lighthouse's mobile emulation (412 px at a
 * density of 1.75), its default. (Lighthouse 13 folded both into its "Improve image
 * delivery" insight; ADR 29 says why the project keeps 12.) Lighthouse drives Debian's Chromium through a
 * debugging port; the browser starts as a reader who pressed "Reject all" (the config's cookies, set in the
 * browser's own profile, which Lighthouse's storage reset leaves alone) so the privacy banner stays away.
 *
 * Only those two audits run, and `network-requests` (no gatherer of its own) to say which images Lighthouse saw;
 * no throttling (`provided`): the audits count bytes, not time. Lighthouse's own waits are kept, so it sees what
 * it sees on the real site: a page load without scrolling, lazy images far below the first screen left out, the
 * ads that start after 4 s idle included. That wait (about 15 s a page: the ads' start, their first event, then
 * a second of quiet network and CPU) is most of each test's time, so the tests run two at a time, each worker
 * with its own browser (Lighthouse runs one page at a time in a browser). A failing audit prints each flagged
 * image with its bytes and the box it was shown in; its score (0 or 0.5) follows Lighthouse's estimate of the
 * time saved and changes from run to run, the flagged images do not.
 */

test.describe.configure({ mode: 'parallel' })

const AUDITS = ['uses-responsive-images', 'modern-image-formats'] as const
/**
 * Lighthouse's default config, its mobile emulation. Its desktop preset measures at density 1, where 001 §7's
 * 2.1× leaves three pixels in four unused by design; ADR 29 keeps its figures and says why it is not asserted.
 */
const FORM_FACTORS: { name: string; config?: Config }[] = [{ name: 'mobile' }]

type Item = {
  url?: string
  totalBytes?: number
  wastedBytes?: number
  wastedPercent?: number
  node?: { boundingRect?: { width: number; height: number }; selector?: string }
}
type RequestItem = { url?: string; resourceType?: string; mimeType?: string }

let browser: Browser
let port: number

test.beforeAll(async () => {
  port = await freePort()
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--no-first-run', `--remote-debugging-port=${port}`],
  })
  // Lighthouse opens its tabs in the browser's default profile: the "Reject all" cookies go there.
  const host = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3000').hostname
  const session = await browser.newBrowserCDPSession()
  await session.send('Storage.setCookies', { cookies: rejectedAll(host).cookies })
  await session.detach()
})

test.afterAll(async () => {
  await browser?.close()
})

/** One flagged image: where it comes from, its bytes, and the box Lighthouse saw it in. */
function flagged(item: Item): string {
  const url = item.url ?? '(no url)'
  const origin = url.includes(IMAGE_ROUTE) ? 'through the proxy' : 'NOT through the proxy'
  const box = item.node?.boundingRect
  const shown = box ? `, shown at ${box.width}×${box.height} CSS px` : ''
  const percent = item.wastedPercent === undefined ? '' : ` (${item.wastedPercent.toFixed(0)} %)`
  return `${url} [${origin}]: ${item.totalBytes} B, ${item.wastedBytes} B wasted${percent}${shown}`
}

for (const form of FORM_FACTORS) {
  for (const template of TEMPLATES) {
    test(`Lighthouse's image audits pass on the ${template.name} (${template.path}), ${form.name}`, async ({
      baseURL,
    }) => {
      const flags: Flags = {
        port,
        onlyAudits: [...AUDITS, 'network-requests'],
        throttlingMethod: 'provided',
        disableFullPageScreenshot: true,
        logLevel: 'error',
        output: 'json',
      }
      const url = new URL(template.path, baseURL).href
      let lhr: Result | undefined = (await lighthouse(url, flags, form.config))?.lhr
      // A trace without the navigation's start (NO_NAVSTART: "Please run Lighthouse again") came in 5 of 112 runs
      // on this machine, each time for every audit of the run: one more run, noted for the log.
      const traceError =
        lhr && AUDITS.map((id) => lhr?.audits[id]?.errorMessage).find((m) => m?.includes('NO_NAVSTART'))
      if (traceError) {
        test.info().annotations.push({ type: 'lighthouse rerun', description: traceError })
        lhr = (await lighthouse(url, flags, form.config))?.lhr
      }
      expect(lhr, 'Lighthouse returned a result').toBeTruthy()
      if (!lhr) return
      expect(lhr.runtimeError, JSON.stringify(lhr.runtimeError)).toBeUndefined()

      const requests = ((lhr.audits['network-requests']?.details as { items?: RequestItem[] })?.items ??
        []) as RequestItem[]
      const images = requests.filter((r) => r.resourceType === 'Image')
      const proxied = images.filter((r) => r.url?.includes(IMAGE_ROUTE))
      const others = images
        .filter((r) => !r.url?.includes(IMAGE_ROUTE))
        .map((r) => `${r.url} (${r.mimeType})`)

      const failures: string[] = []
      const results: string[] = []
      for (const id of AUDITS) {
        const audit = lhr.audits[id]
        if (!audit) {
          failures.push(`${id}: not in the result`)
          continue
        }
        const items = ((audit.details as { items?: Item[] } | undefined)?.items ?? []) as Item[]
        const outcome = audit.scoreDisplayMode === 'notApplicable' ? 'not applicable' : `score ${audit.score}`
        results.push(`${id}: ${outcome}, ${items.length} flagged`)
        if (audit.scoreDisplayMode === 'notApplicable') continue
        if (audit.scoreDisplayMode === 'error') {
          failures.push(`${id}: error: ${audit.errorMessage}`)
          continue
        }
        if (audit.score !== 1) {
          failures.push(`${id}: score ${audit.score} (${audit.displayValue ?? ''})`)
          for (const item of items) failures.push(`  ${flagged(item)}`)
        }
        for (const warning of (audit.warnings ?? []) as string[]) results.push(`${id} warning: ${warning}`)
      }
      const viewport = lhr.configSettings.screenEmulation
      test.info().annotations.push({
        type: 'lighthouse',
        description: `${form.name} ${viewport.width}×${viewport.height} at ${viewport.deviceScaleFactor}: ${results.join('; ')}; images loaded: ${proxied.length} through the proxy, others: ${others.length ? others.join(', ') : 'none'}`,
      })
      expect(failures, `${template.name} (${template.path}), ${form.name}:\n${failures.join('\n')}`).toEqual(
        [],
      )
      // Each template shows uploads on its first screen (a hero, cards or a widget's picture): an audit that
      // saw no image at all would pass for nothing.
      expect(proxied.length, 'images through the proxy in the page load').toBeGreaterThan(0)
    })
  }
}
