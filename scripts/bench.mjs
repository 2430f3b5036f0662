// `npm run bench`: measure the production build. Writes bench/report.json:
// - gzipped JavaScript the browser loads for the widget-gallery article and for the not-found page
//   (the framework floor), measured in Chromium;
// - requests per second and latency under 50 concurrent connections (autocannon), in one run against one
//   server: the gallery article, the home page, a section page and a search results page, with the ratios
//   of the others to the article (issue 6 targets: home and section >= 0.9, search >= 0.5);
// - the commerce article's JavaScript (product cards, carousel, affiliate and tracking islands), and the
//   article's throughput again while product-count beacons load the server (issue 8: unchanged within noise);
// - the drug page's JavaScript, the drug-savings leaf's size and whether it waits for the viewport, and
//   `GET /api/optum/prices` with the local provider at 200 requests/s for 20 s (issue 9: p99 < 25 ms, no errors).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { ensureBuild, ensureChromium, freePort, root, startServer, waitForOk } from './lib.mjs'

const GALLERY = '/health/widget-gallery'
const COMMERCE_ARTICLE = '/health/best-cbd-gummies'
/** Strings only the commerce client code contains (affiliate and tracking islands, carousel, review toggles). */
const COMMERCE_MARKERS = [
  'data-affiliate',
  '/api/commerce/events',
  'data-commerce',
  'data-ab-commerce-carousel',
]
/**
 * Strings that only the site chrome's client leaves contain (header menus, search box, announcement bar,
 * next-article scroll). A script chunk holding any of them counts toward the chrome's JavaScript.
 */
const DRUG_PAGE = '/drugs/atorvastatin'
/**
 * Strings only the drug-savings widget's lazily loaded leaf contains (price list, coupon modal); its island's
 * first chunk (reserved space, titles, copay offer) holds none of them.
 */
const DRUG_MARKERS = ['Get RX Coupon', 'For the pharmacist']
/** Price requests as readers' widgets make them: the seeded drugs' formulations around several ZIP codes. */
const PRICE_QUERIES = [
  ['99201-0120-30', 30, '47201'],
  ['99201-0140-30', 90, '10001'],
  ['99201-0110-30', 30, '60614'],
  ['99201-0180-30', 90, '94110'],
  ['99201-0120-30', 90, '30309'],
].map(([ndc, quantity, zip]) => `/api/optum/prices?formulationId=${ndc}&quantity=${quantity}&zip=${zip}`)
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
    // Beacons below come from many addresses (X-Forwarded-For), as readers' would.
    TRUST_PROXY_HOPS: '1',
  },
})

async function scriptBytes(browser, url) {
  const page = await browser.newPage()
  const scripts = new Map()
  let beforeScroll = true
  let drugLeafBeforeScroll = false
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    try {
      const body = await res.body()
      const text = body.toString('utf8')
      scripts.set(res.url(), {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        chrome: CHROME_MARKERS.some((m) => text.includes(m)),
        commerce: COMMERCE_MARKERS.some((m) => text.includes(m)),
        drug: DRUG_MARKERS.some((m) => text.includes(m)),
      })
      if (beforeScroll && DRUG_MARKERS.some((m) => text.includes(m))) drugLeafBeforeScroll = true
    } catch {}
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  beforeScroll = false
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
    commerceGzipBytes: files.filter((f) => f.commerce).reduce((n, f) => n + f.gzip, 0),
    commerceFiles: files.filter((f) => f.commerce).length,
    drugGzipBytes: files.filter((f) => f.drug).reduce((n, f) => n + f.gzip, 0),
    drugFiles: files.filter((f) => f.drug).length,
    drugLeafBeforeScroll,
    scripts: files.sort((a, b) => b.gzip - a.gzip),
  }
}

/**
 * An open-loop load: `rate` requests a second for `seconds`, evenly spaced, cycling through `urls`, each
 * answer timed from its own start. Returns the rate achieved, latency percentiles (ms), non-2xx and errors.
 */
async function steadyLoad(urls, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const latencies = []
  let non2xx = 0
  let errors = 0
  const start = performance.now()
  const pending = []
  const one = (url) =>
    new Promise((resolve) => {
      const began = performance.now()
      const req = http.get(url, { agent }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode < 200 || res.statusCode > 299) non2xx++
          latencies.push(performance.now() - began)
          resolve(undefined)
        })
      })
      req.on('error', () => {
        errors++
        resolve(undefined)
      })
    })
  for (let i = 0; i < rate * seconds; i++) {
    const wait = start + (i * 1000) / rate - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    pending.push(one(urls[i % urls.length]))
  }
  await Promise.all(pending)
  agent.destroy()
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10
  return {
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1 - 1e-9) },
    non2xx,
    errors,
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
  const commerce = await scriptBytes(browser, `${server.url}${COMMERCE_ARTICLE}`)
  const drug = await scriptBytes(browser, `${server.url}${DRUG_PAGE}`)
  // A path no route renders content for: the site chrome and the framework, no article route chunks.
  const notFound = await scriptBytes(browser, `${server.url}/no-such-section/no-such-page/at-all`)
  await browser.close()
  if (process.env.BENCH_JS_ONLY) {
    // A quick look at the JavaScript alone while working on bundles (not a report).
    for (const [name, r] of Object.entries({ gallery, commerce, drug, notFound }))
      console.log(
        name,
        (r.gzipBytes / 1024).toFixed(1),
        'KiB gzip in',
        r.files,
        'files; drug code',
        (r.drugGzipBytes / 1024).toFixed(1),
        'KiB, before scroll:',
        r.drugLeafBeforeScroll,
      )
    process.exit(0)
  }

  // Each page is requested once first (rendered into the page cache), loaded for 3 s to warm the server's
  // code paths (not counted), then loaded for 15 s.
  const targets = [
    ['article', GALLERY],
    ['home', '/'],
    ['section', '/health'],
    ['search', '/search?q1=sleep'],
    ['commerce', COMMERCE_ARTICLE],
  ]
  // The price API first, on the otherwise idle server (the page loads below leave garbage whose collection
  // pauses would be charged to it): a steady 200 requests a second for 20 s after a 3 s warm-up, as many
  // readers' widgets ask. An open-loop load, one request every 5 ms whatever the answers' times, over up to
  // 64 kept-alive connections (autocannon's overallRate fires its connections' timers together, in bursts of
  // 20 every 100 ms, which measures the queue of a burst rather than the answer time at this rate).
  for (const query of PRICE_QUERIES) {
    const answer = await fetch(`${server.url}${query}`)
    const body = await answer.json()
    if (!answer.ok || !Array.isArray(body.data) || body.data.length === 0)
      throw new Error(`${query} answered ${answer.status} without prices`)
  }
  await steadyLoad(
    PRICE_QUERIES.map((q) => `${server.url}${q}`),
    200,
    3,
  )
  const prices = await steadyLoad(
    PRICE_QUERIES.map((q) => `${server.url}${q}`),
    200,
    20,
  )
  const pricesLoad = {
    url: '/api/optum/prices',
    requestsPerSecond: prices.requestsPerSecond,
    latencyMs: prices.latencyMs,
    non2xx: prices.non2xx,
    errors: prices.errors,
    timeouts: 0,
    target: { requestsPerSecond: 200, p99Ms: 25 },
  }
  const loads = {}
  loads.prices = pricesLoad
  for (const [name, path] of targets) {
    const warm = await fetch(`${server.url}${path}`)
    if (!warm.ok) throw new Error(`${path} answered ${warm.status}`)
    const htmlBytes = (await warm.arrayBuffer()).byteLength
    await autocannon({ url: `${server.url}${path}`, connections: 50, duration: 3 })
    const result = await autocannon({ url: `${server.url}${path}`, connections: 50, duration: 15 })
    loads[name] = {
      url: path,
      htmlBytes,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    }
  }
  // The article again, while product-count beacons arrive: 60 a second (20 events each, from many
  // addresses), about one beacon per page view at the article's own rate, as readers' pages send one every
  // few seconds while they read. Counting must not slow pages down.
  const beaconBody = JSON.stringify({
    events: Array.from({ length: 20 }, (_, i) => ({
      kind: i % 10 === 0 ? 'click' : 'impression',
      productId: String((i % 5) + 1),
      articlePath: COMMERCE_ARTICLE,
      position: (i % 5) + 1,
    })),
  })
  let address = 0
  const beacons = autocannon({
    url: `${server.url}/api/commerce/events`,
    connections: 10,
    overallRate: 60,
    duration: 18,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: beaconBody,
    requests: [
      {
        setupRequest(req) {
          address = (address + 1) % 60000
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${address >> 8}.${address & 255}.7` },
          }
        },
      },
    ],
  })
  await autocannon({ url: `${server.url}${GALLERY}`, connections: 50, duration: 3 })
  const underBeacons = await autocannon({ url: `${server.url}${GALLERY}`, connections: 50, duration: 15 })
  const beaconResult = await beacons
  loads.articleWithBeacons = {
    url: GALLERY,
    requestsPerSecond: underBeacons.requests.average,
    latencyMs: {
      p50: underBeacons.latency.p50,
      p90: underBeacons.latency.p90,
      p99: underBeacons.latency.p99,
      max: underBeacons.latency.max,
    },
    non2xx: underBeacons.non2xx,
    errors: underBeacons.errors,
    timeouts: underBeacons.timeouts,
    beacons: {
      requestsPerSecond: beaconResult.requests.average,
      eventsPerSecond: beaconResult.requests.average * 20,
      non2xx: beaconResult.non2xx,
      status2xx: beaconResult['2xx'],
    },
  }
  const ratio = (name) =>
    Math.round((loads[name].requestsPerSecond / loads.article.requestsPerSecond) * 100) / 100
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
      commerceArticle: {
        page: COMMERCE_ARTICLE,
        status: commerce.status,
        gzipBytes: commerce.gzipBytes,
        files: commerce.files,
        overFloorGzipBytes: commerce.gzipBytes - notFound.gzipBytes,
        commerceCodeGzipBytes: commerce.commerceGzipBytes,
        commerceCodeFiles: commerce.commerceFiles,
      },
      drugPage: {
        page: DRUG_PAGE,
        status: drug.status,
        gzipBytes: drug.gzipBytes,
        files: drug.files,
        overFloorGzipBytes: drug.gzipBytes - notFound.gzipBytes,
        drugLeafGzipBytes: drug.drugGzipBytes,
        drugLeafFiles: drug.drugFiles,
        drugLeafLoadedBeforeScroll: drug.drugLeafBeforeScroll,
      },
      galleryScripts: gallery.scripts,
    },
    load: {
      connections: 50,
      durationSeconds: 15,
      pages: loads,
      ratiosToArticle: {
        home: ratio('home'),
        section: ratio('section'),
        search: ratio('search'),
        commerce: ratio('commerce'),
        articleWithBeacons: ratio('articleWithBeacons'),
      },
      targets: { home: 0.9, section: 0.9, search: 0.5 },
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
  `commerce article ${COMMERCE_ARTICLE} JS (gzip): ${kb(report.javascript.commerceArticle.gzipBytes)}, ${kb(report.javascript.commerceArticle.overFloorGzipBytes)} over the floor; chunks holding commerce code: ${kb(report.javascript.commerceArticle.commerceCodeGzipBytes)} in ${report.javascript.commerceArticle.commerceCodeFiles} files`,
)
console.log(
  `drug page ${DRUG_PAGE} JS (gzip): ${kb(report.javascript.drugPage.gzipBytes)}, ${kb(report.javascript.drugPage.overFloorGzipBytes)} over the floor; the drug-savings leaf: ${kb(report.javascript.drugPage.drugLeafGzipBytes)} in ${report.javascript.drugPage.drugLeafFiles} files, ${report.javascript.drugPage.drugLeafLoadedBeforeScroll ? 'loaded with the page' : 'loaded only when scrolled near'}`,
)
for (const [name, page] of Object.entries(report.load.pages)) {
  const r = ['article', 'prices'].includes(name) ? '' : ` (${report.load.ratiosToArticle[name]}× the article)`
  const b = page.beacons
    ? `, while ${page.beacons.requestsPerSecond} beacons/s (${page.beacons.eventsPerSecond} events/s, ${page.beacons.non2xx} refused) arrive`
    : ''
  const w = page.htmlBytes ? ` [${kb(page.htmlBytes)} of HTML]` : ''
  const how = name === 'prices' ? 'at a steady 200 req/s (open loop)' : 'under 50 connections'
  console.log(
    `${name} ${page.url}${w} ${how}: ${page.requestsPerSecond} req/s, p50 ${page.latencyMs.p50} ms, p99 ${page.latencyMs.p99} ms, ${page.non2xx + page.errors} errors${r}${b}`,
  )
}
console.log('report: bench/report.json')
