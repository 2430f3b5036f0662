// `npm run bench`: measure the production build. Writes bench/report.json:
// - gzipped JavaScript the browser loads for the widget-gallery article and for the not-found page
//   (the framework floor), measured in Chromium;
// - requests per second and latency for the gallery article under 50 concurrent connections (autocannon).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { ensureBuild, ensureChromium, freePort, root, startServer, waitForOk } from './lib.mjs'

const GALLERY = '/health/widget-gallery'
/**
 * Strings that only the site chrome's client leaves contain (header menus, search box, announcement bar,
 * next-article scroll). A script chunk holding any of them counts toward the chrome's JavaScript.
 */
const CHROME_MARKERS = [
  'data-scroll-lock',
  'wellread:open-newsletter',
  'Scroll topics',
  'Dismiss announcement',
  'Please enter a valid search term.',
  'wellread:track',
]
const executablePath = ensureChromium()
if (!executablePath) process.exit(1)
if ((await ensureBuild()) !== 0) process.exit(1)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-bench-'))
const port = await freePort()
const server = startServer({
  port,
  quiet: true,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'bench-password-1',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
  },
})

async function scriptBytes(browser, url) {
  const page = await browser.newPage()
  const scripts = new Map()
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    try {
      const body = await res.body()
      const text = body.toString('utf8')
      scripts.set(res.url(), {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        chrome: CHROME_MARKERS.some((m) => text.includes(m)),
      })
    } catch {}
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  // Scroll through the page so lazily loaded leaves load too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  await page.close()
  const files = [...scripts.entries()].map(([u, s]) => ({ url: new URL(u).pathname, ...s }))
  return {
    status: response?.status(),
    files: files.length,
    rawBytes: files.reduce((n, f) => n + f.raw, 0),
    gzipBytes: files.reduce((n, f) => n + f.gzip, 0),
    chromeGzipBytes: files.filter((f) => f.chrome).reduce((n, f) => n + f.gzip, 0),
    chromeFiles: files.filter((f) => f.chrome).length,
    scripts: files.sort((a, b) => b.gzip - a.gzip),
  }
}

let report
try {
  await waitForOk(`${server.url}/api/health`)
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const gallery = await scriptBytes(browser, `${server.url}${GALLERY}`)
  // A path no route renders content for: the site chrome and the framework, no article route chunks.
  const notFound = await scriptBytes(browser, `${server.url}/no-such-section/no-such-page/at-all`)
  await browser.close()

  // Warm the statically generated page, then load it.
  await fetch(`${server.url}${GALLERY}`)
  const load = await autocannon({ url: `${server.url}${GALLERY}`, connections: 50, duration: 15 })
  report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    javascript: {
      galleryArticle: {
        gzipBytes: gallery.gzipBytes,
        rawBytes: gallery.rawBytes,
        files: gallery.files,
        status: gallery.status,
      },
      notFoundPage: {
        gzipBytes: notFound.gzipBytes,
        rawBytes: notFound.rawBytes,
        files: notFound.files,
        status: notFound.status,
      },
      widgetsOverFloorGzipBytes: gallery.gzipBytes - notFound.gzipBytes,
      chrome: { page: GALLERY, gzipBytes: gallery.chromeGzipBytes, files: gallery.chromeFiles },
      galleryScripts: gallery.scripts,
    },
    load: {
      url: GALLERY,
      connections: 50,
      durationSeconds: 15,
      requestsPerSecond: load.requests.average,
      latencyMs: {
        p50: load.latency.p50,
        p90: load.latency.p90,
        p99: load.latency.p99,
        max: load.latency.max,
      },
      non2xx: load.non2xx,
      errors: load.errors,
      timeouts: load.timeouts,
    },
  }
} finally {
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

fs.mkdirSync(path.join(root, 'bench'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
console.log(
  `gallery JS (gzip): ${kb(report.javascript.galleryArticle.gzipBytes)} in ${report.javascript.galleryArticle.files} files`,
)
console.log(`not-found JS (gzip, framework + chrome floor): ${kb(report.javascript.notFoundPage.gzipBytes)}`)
console.log(`widgets over the floor: ${kb(report.javascript.widgetsOverFloorGzipBytes)}`)
console.log(
  `site chrome (chunks holding header, search, announcement, next-article code): ${kb(report.javascript.chrome.gzipBytes)} in ${report.javascript.chrome.files} files`,
)
console.log(
  `gallery under 50 connections: ${report.load.requestsPerSecond} req/s, p99 ${report.load.latencyMs.p99} ms`,
)
console.log('report: bench/report.json')
