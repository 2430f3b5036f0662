// @ts-check
/**
 * docs/performance.md from a bench report (bench/report.json): one table of the current figures, each with
 * the target an issue set for it. `performanceDoc(report)` is pure (a report in, Markdown out): `npm run bench`
 * writes the file with it after each run, and `node scripts/performance-doc.mjs` writes it again from the
 * committed report. The section names stay the same from run to run; git keeps the history.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** @typedef {Record<string, any>} Report */

/** `1234567` → `1,234,567` (no locale: the file must not depend on the machine). */
export const thousands = (/** @type {number} */ n) =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
/** `1024.46` → `1,024.5`. */
const oneDecimal = (/** @type {number} */ n) => {
  const [whole, tenth] = n.toFixed(1).split('.')
  return `${thousands(Number(whole))}.${tenth}`
}
/** Bytes as KiB with one decimal. */
export const kib = (/** @type {number} */ bytes) => `${oneDecimal(bytes / 1024)} KiB`
/**
 * A page's JavaScript against the floor (a 404 page's: the framework and the chrome). Since the chrome's islands
 * load on demand (issue 26) a page can load less than the 404 page does before interaction: then it says so.
 */
const againstFloor = (/** @type {number} */ bytes) =>
  bytes >= 0 ? `${kib(bytes)} over the floor` : `${kib(-bytes)} under the floor`
const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'not met')
/** `a–b`, or `a` when both ends are the same. */
const span = (/** @type {string} */ a, /** @type {string} */ b) => (a === b ? a : `${a}–${b}`)
const kibSpan = (/** @type {number[]} */ values) =>
  span(oneDecimal(Math.min(...values) / 1024), oneDecimal(Math.max(...values) / 1024))

/** The report's date as `2026-11-27 04:08 UTC`. */
function when(/** @type {string | undefined} */ iso) {
  if (!iso) return 'an unrecorded date'
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The line saying where the figures come from: date, commit, machine. */
function sourceLine(/** @type {Report} */ report) {
  const commit = report.commit
    ? `commit \`${report.commit}\`${report.uncommittedChanges ? ' with uncommitted changes' : ''}`
    : 'a commit the report does not name'
  const m = report.machine ?? {}
  const machine = [
    m.cpus && `${m.cpus} cores`,
    m.memoryGiB && `${m.memoryGiB} GiB`,
    m.node && `Node ${m.node.replace(/^v/, '')}`,
  ]
    .filter(Boolean)
    .join(', ')
  const edge = report.edge === 'off' ? '; the edge answering nothing (`EDGE_CACHE=off`)' : ''
  const carried = report.carriedOver
  /** @type {{ date?: string, commit?: string, keys: string[] }[]} */
  const runs = carried?.runs ?? (carried?.keys?.length ? [{ ...carried.from, keys: carried.keys }] : [])
  const older = runs
    .map(
      (r) =>
        ` Kept from the run of ${when(r.date)} at \`${r.commit ?? 'an unnamed commit'}\` (only some parts ran since): ${r.keys.map((/** @type {string} */ k) => `\`${k}\``).join(', ')}.`,
    )
    .join('')
  return `Measured ${when(report.date)} at ${commit}${machine ? ` on ${machine}` : ''}${edge}.${older}`
}

/** Names of the cached pages the bench measures beside their static twins. */
const PAGE_NAMES = {
  gallery: 'widget gallery',
  commerce: 'commerce guide',
  article: 'plain article',
  home: 'home',
  section: 'section',
  search: 'search results',
  feed: 'feed',
}

/** @typedef {[measure: string, value: string, target: string]} Row */

/** Rows of the single-server part: cached pages, HTML weight, JavaScript, landing pages, hot calls. */
function singleServerRows(/** @type {Report} */ report) {
  /** @type {Row[]} */
  const rows = []
  const pages = report.pages
  if (pages) {
    const t = report.pageTargets
    for (const [key, label] of Object.entries(PAGE_NAMES)) {
      const r = pages[key]
      if (!r?.staticFile) continue
      const ok = t && r.ratio >= t.ratio && r.page.latencyMs.p99 < t.p99Ms
      rows.push([
        `Cached page, 50 connections: ${label} \`${r.url}\` (${kib(r.htmlBytes)} of HTML)`,
        `${thousands(r.page.requestsPerSecond)} req/s, p99 ${r.page.latencyMs.p99} ms: ${r.ratio}× its static twin`,
        t ? `≥ ${t.ratio}× its static twin, p99 < ${t.p99Ms} ms (issue 13): ${met(ok)}` : '—',
      ])
    }
    const raw = pages.galleryUncompressed
    if (raw?.staticFile)
      rows.push([
        'Widget gallery sent uncompressed, 50 connections',
        `${thousands(raw.page.requestsPerSecond)} req/s, p99 ${raw.page.latencyMs.p99} ms: ${raw.ratio}× its static twin`,
        '—',
      ])
    const b = pages.galleryWithBeacons
    if (b)
      rows.push([
        'Widget gallery while product-count beacons arrive',
        `${thousands(b.page.requestsPerSecond)} req/s (${b.ratioToGallery}× the gallery alone); ${b.beacons.requestsPerSecond} beacons/s (${thousands(b.beacons.eventsPerSecond)} events/s), beacons p99 ${b.beacons.latencyMs.p99} ms, ${b.beacons.refused} refused`,
        'unchanged within noise (issue 8)',
      ])
  }

  // HTML weight per template. `htmlWeight` is where the array goes once `pageWeight` holds the JavaScript
  // per template; until then `pageWeight` is the array.
  const weights = Array.isArray(report.htmlWeight)
    ? report.htmlWeight
    : Array.isArray(report.pageWeight)
      ? report.pageWeight
      : []
  const ordinary = weights.filter((w) => w.template === 'ordinary article')
  if (ordinary.length) {
    const target = report.pageWeightTarget?.targetBytes
    const shares = ordinary.map((w) => Math.round(w.flightShare * 100))
    rows.push([
      `HTML, ordinary articles (${ordinary.length} pages)`,
      `${kibSpan(ordinary.map((w) => w.rawBytes))} KiB raw, ${kibSpan(ordinary.map((w) => w.gzipBytes))} KiB gzip, ${kibSpan(ordinary.map((w) => w.brotliBytes))} KiB brotli; React's flight data ${span(String(Math.min(...shares)), String(Math.max(...shares)))} % of it`,
      target
        ? `≤ ${target / 1000} KB compressed (issue 13): ${met(Math.max(...ordinary.map((w) => w.gzipBytes)) <= target)}`
        : '—',
    ])
  }
  for (const w of weights.filter((x) => x.template !== 'ordinary article'))
    rows.push([
      `HTML, ${w.template} \`${w.path}\``,
      `${kib(w.rawBytes)} raw, ${kib(w.gzipBytes)} gzip, ${kib(w.brotliBytes)} brotli`,
      '—',
    ])

  const js = report.javascript
  if (js) {
    const g = js.galleryArticle
    rows.push([
      'JavaScript floor: the framework and the site chrome (a 404 page), gzip',
      `${kib(js.notFoundPage.gzipBytes)} in ${js.notFoundPage.files} files (the chrome's own code ${kib(js.chrome.gzipBytes)})`,
      '—',
    ])
    rows.push([
      'Widget gallery: JavaScript before the reader scrolls, gzip',
      `${kib(g.beforeScrollGzipBytes)}, ${againstFloor(g.overFloorBeforeScrollGzipBytes)}`,
      `≤ 25 KB over the floor (issue 15): ${met(g.overFloorBeforeScrollGzipBytes <= 25_000)}`,
    ])
    rows.push([
      'Widget gallery: JavaScript once every lazy leaf has loaded, gzip',
      `${kib(g.gzipBytes)} in ${g.files} files`,
      '—',
    ])
    const leaves = Object.entries(g.leaves ?? {}).sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
    if (leaves.length)
      rows.push([
        'Widget gallery: what each lazy leaf adds when the reader scrolls to it, gzip',
        `${leaves.map(([name, l]) => `${name} +${oneDecimal(l.gzipBytes / 1024)}`).join(', ')} KiB`,
        '—',
      ])
    const c = js.commerceArticle
    rows.push([
      `Commerce guide \`${c.page}\`: JavaScript, gzip`,
      `${kib(c.gzipBytes)}, ${againstFloor(c.overFloorGzipBytes)} (the commerce code ${kib(c.commerceCodeGzipBytes)})`,
      '—',
    ])
    const d = js.drugPage
    rows.push([
      `Drug article \`${d.page}\`: JavaScript, gzip`,
      `${kib(d.gzipBytes)}; the drug widget's leaf ${kib(d.drugLeafGzipBytes)}, ${d.drugLeafLoadedBeforeScroll ? 'loaded with the page' : 'loaded only near the viewport'}`,
      '—',
    ])
  }

  for (const l of Object.values(report.landingPages ?? {})) {
    const lcp = (/** @type {any} */ v) => (v?.lcp ? `${v.lcp.element} at ${v.lcp.ms} ms` : 'not measured')
    rows.push([
      `Landing page \`${l.page}\``,
      `JavaScript ${againstFloor(l.overFloorBeforeScrollGzipBytes)} before scrolling; LCP ${lcp(l.desktop)} (1280 px), ${lcp(l.phone)} (375 px); CLS ${l.desktop?.cls} / ${l.phone?.cls}`,
      '—',
    ])
  }

  /** @type {[string, number][]} */
  const calls = [
    ['prices', 9],
    ['drivers', 17],
    ['ads', 28],
  ]
  for (const [call, issue] of calls) {
    const r = report[call]
    if (!r) continue
    const over = r.targetingKeys ? ` over ${thousands(r.targetingKeys)} targeting keys` : ''
    rows.push([
      `\`${r.url.startsWith('POST ') ? r.url : `GET ${r.url}`}\` at a steady ${r.target?.requestsPerSecond ?? 200} requests/s${over}`,
      `p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ${r.errors} errors`,
      r.target
        ? `p99 < ${r.target.p99Ms} ms (issue ${issue}): ${met(r.latencyMs.p99 < r.target.p99Ms && r.errors === 0)}`
        : '—',
    ])
  }
  return rows
}

/** The readers' metrics beacon at a steady rate (part "ingest", issue 29). */
function ingestRows(/** @type {Report} */ report) {
  const g = report.ingest
  if (!g) return []
  const held = g.requestsPerSecond >= g.target.requestsPerSecond * 0.98 && g.errors === 0
  return [
    [
      `\`${g.url}\` at a steady ${thousands(g.target.requestsPerSecond)} beacons/s (${g.metricsPerBeacon} metrics, ${thousands(g.bytesPerBeacon)} bytes each, every one from its own address)`,
      `${oneDecimal(g.requestsPerSecond)} beacons/s achieved; p50 ${g.latencyMs.p50} ms, p99 ${g.latencyMs.p99} ms, ${g.errors} failed${g.machineLoadAverage ? ` (the machine's load average ${g.machineLoadAverage.before} before, ${g.machineLoadAverage.after} after)` : ''}`,
      `its p99 at ${thousands(g.target.requestsPerSecond)} beacons/s, every beacon taken (issue 29; no p99 bound set): rate ${held ? 'held' : 'not held'}`,
    ],
  ]
}

/** The analytics events' ingest at a steady rate (part "ingest", issue 30). */
function eventsIngestRows(/** @type {Report} */ report) {
  const g = report.eventsIngest
  if (!g) return []
  const held = g.eventsPerSecond >= g.target.eventsPerSecond * 0.98 && g.errors === 0
  return [
    [
      `\`${g.url}\` at a steady ${thousands(g.target.eventsPerSecond)} events/s (batches of ${g.eventsPerBatch}, ${thousands(g.bytesPerBatch)} bytes each, every one from its own address)`,
      `${thousands(g.eventsPerSecond)} events/s achieved; p50 ${g.latencyMs.p50} ms, p99 ${g.latencyMs.p99} ms, ${g.errors} failed`,
      `its p99 at ${thousands(g.target.eventsPerSecond)} events/s, every batch kept (issue 30; no p99 bound set): rate ${held ? 'held' : 'not held'}`,
    ],
  ]
}

/** The image proxy (part "images", issue 31). */
function imageRows(/** @type {Report} */ report) {
  const g = report.images
  if (!g) return []
  return [
    [
      `${g.cold.requests} cold resizes at once (${g.cold.source}), each a different upload`,
      `p50 ${thousands(g.cold.latencyMs.p50)} ms, p99 ${thousands(g.cold.latencyMs.p99)} ms, all in ${thousands(g.cold.wallMs)} ms, ${g.cold.failed} failed; the server's memory ${g.cold.rssBeforeMiB} MiB before, ${g.cold.rssPeakMiB} MiB at its peak; ${thousands(g.cold.bytesPerVariant)} bytes a variant`,
      'p99 and peak memory reported (issue 31; no bound set)',
    ],
    [
      `A variant already made (${thousands(g.cached.bytes)} bytes of AVIF), 50 connections, beside a static file of the same bytes`,
      `${thousands(Math.round(g.cached.variant.requestsPerSecond))} req/s vs ${thousands(Math.round(g.cached.staticFile.requestsPerSecond))} req/s: ${g.cached.ratio}×; p99 ${g.cached.variant.latencyMs.p99} ms`,
      `≥ ${g.target.ratio}× (issue 31): ${met(g.cached.ratio >= g.target.ratio)}`,
    ],
  ]
}

/** Rows of the several-instances part. */
function clusterRows(/** @type {Report} */ report) {
  const c = report.cluster
  /** @type {Row[]} */
  const rows = []
  if (!c) return rows
  if (!c.measured)
    return [['Several instances', `not measured: missing ${(c.missing ?? []).join(', ')}`, '—']]
  const failed = (/** @type {any} */ s) => s.errors + s.status5xx + (s.other ?? 0)
  const steady = c.twoInstances500For60s
  if (steady)
    rows.push([
      'Two instances behind nginx, mixed load at 500 requests/s for 60 s',
      `p50 ${steady.latencyMs.p50} ms, p99 ${steady.latencyMs.p99} ms, ${failed(steady)} failed; ${steady.beacons.lost} of ${thousands(steady.beacons.eventsAnsweredTwoHundred)} acknowledged beacon events lost`,
      `no errors, p99 < 500 ms (issue 13): ${met(failed(steady) === 0 && steady.latencyMs.p99 < 500)}`,
    ])
  const redis = c.redisStoppedAndStarted
  if (redis)
    rows.push([
      `The same load while Redis is stopped (at ${redis.stoppedAtSeconds} s) and started again (at ${redis.startedAtSeconds} s)`,
      `${redis.status5xx} answers 5xx, ${redis.errors} errors, p99 ${redis.latencyMs.p99} ms`,
      `no 5xx, no errors (issue 13): ${met(redis.status5xx === 0 && redis.errors === 0)}`,
    ])
  const kill = c.killOneInstance
  if (kill)
    rows.push([
      `The same load with one instance killed (at ${kill.killedAtSeconds} s)`,
      `${kill.failed} requests failed (${kill.failedStartedBeforeTheKill} sent before the kill, ${kill.failedStartedAfterTheKill} after); ${kill.beacons.lost} acknowledged beacon events lost`,
      'only requests in flight on the killed instance fail; no acknowledged beacon lost (issue 13)',
    ])
  const back = c.restartedInstanceJoins
  if (back)
    rows.push([
      'The killed instance started again under the load',
      `serves ${back.joinedAtSeconds} s after its start; p99 ${back.firstTenSecondsAfter.latencyMs.p99} ms for 10 s, then ${back.afterThat.latencyMs.p99} ms; ${failed(back.firstTenSecondsAfter) + failed(back.afterThat)} failed`,
      '—',
    ])
  if (c.twoInstances && c.oneInstance)
    rows.push([
      'Highest mixed rate with p99 < 500 ms (15 s steps)',
      `two instances ${thousands(c.twoInstances.highestRateHoldingP99Under500Ms)} req/s, one instance ${thousands(c.oneInstance.highestRateHoldingP99Under500Ms)} req/s`,
      '—',
    ])
  return rows
}

/** The block of JavaScript before interaction per template, when the report has it (`pageWeight.templates`). */
function perTemplateBlock(/** @type {Report} */ report) {
  const templates = report.pageWeight?.templates
  if (!templates || typeof templates !== 'object' || Array.isArray(report.pageWeight)) return []
  const lines = [
    '## JavaScript before interaction per template',
    '',
    '| template | page | JavaScript | budget |',
    '| --- | --- | --- | --- |',
  ]
  for (const [name, t] of Object.entries(templates)) {
    const budget =
      typeof t.budgetBytes === 'number' ? `≤ ${kib(t.budgetBytes)}: ${met(t.bytes <= t.budgetBytes)}` : '—'
    lines.push(`| ${name} | \`${t.path}\` | ${kib(t.bytes)} | ${budget} |`)
  }
  return [...lines, '']
}

const HOW = `## How the figures are measured

\`npm run bench\` builds the site when needed, runs the parts below, writes \`bench/report.json\` and then this
file. \`BENCH_PARTS=single\` or \`BENCH_PARTS=cluster\` runs one part (the report and this file then hold that
part only). \`BENCH_EDGE=off\` measures the same with the edge answering nothing and writes
\`bench/report-edge-off.json\`, not this file. The bench needs \`wrk\`; the cluster part also needs \`nginx\`,
Postgres (\`TEST_POSTGRES_URL\` or \`BENCH_POSTGRES_URL\`) and \`redis-server\` (Debian packages; CI installs them).

- **One server** (SQLite, a fresh seeded database): pages load in Chromium, which counts their scripts (gzip)
  before the reader scrolls, per lazy leaf as the page is scrolled to it, and on a 404 page (the floor: the
  framework and the site chrome); landing pages' largest contentful paint and layout shift at 1280 and 375 px;
  \`GET /api/optum/prices\`, \`POST /api/drivers/v4{path}\` and \`POST /api/ads/decision\` each at a steady 200
  requests/s for 20 s (open loop); each template's HTML as the edge sends it; every cached page under 50 connections (wrk, 3 rounds of
  5 s, \`Accept-Encoding\` as a browser sends it), interleaved with its *static twin* (a file of the same bytes
  served by the same process), medians compared; the gallery uncompressed; the gallery while product-count
  beacons arrive.
- **The metrics beacon** (SQLite, migrated, not seeded): \`POST /api/metrics\` at a steady 500 beacons/s for 20 s
  after a 3 s warm-up (open loop), each a page's batch of Web Vitals and counts as \`sendBeacon\` sends it, each from
  its own address (the server trusts one proxy hop; the per-address limit stays on), with the server writing its
  access line for each; then \`POST /api/events\` at 1,000 analytics events/s (100 batches of ten, each from its own
  reader) for 20 s. \`BENCH_PARTS=ingest\` runs them alone.
- **Several instances** (Postgres, a private \`redis-server\`, nginx from \`deploy/nginx.conf.template\`): a mixed
  open-loop load through nginx (every article template, home, sections, search, suggestions, the price API,
  beacons) at 500 requests/s for 60 s over two instances; the same while Redis is stopped and started again,
  and while one instance is killed and started again; the highest rate that keeps p99 under 500 ms.

Figures move between machines and runs; the ratios to the static twins move much less. Compare a change
with a run of the commit before it on the same machine.
`

/** docs/performance.md for `report`. */
/** The editors' list pages (part "admin": ten times the sample content; issue 27). */
function adminRows(/** @type {Report} */ report) {
  const a = report.adminLists
  if (!a?.lists) return []
  /** @type {string[][]} */
  const rows = []
  for (const [name, l] of Object.entries(a.lists)) {
    const docs = a.documents?.[name]
    const what = docs ? `${thousands(docs)} documents (×${a.contentMultiplier})` : 'as seeded'
    rows.push([
      `Admin list \`${name}\`, ${what}: rows shown, warm (document) / cold`,
      `${thousands(l.warm.rowsShownMs)} ms (${thousands(l.warm.documentMs)} ms) / ${thousands(l.cold.rowsShownMs)} ms`,
      `< ${thousands(a.targetRowsShownMs)} ms warm (issue 27): ${met(l.warm.rowsShownMs < a.targetRowsShownMs)}`,
    ])
  }
  const r = a.articlePageRead
  if (r)
    rows.push([
      'A page of ten articles read whole / as the list reads it (its columns)',
      `${kib(r.wholeDocuments.bytes)} in ${thousands(r.wholeDocuments.ms)} ms / ${kib(r.columnsOnly.bytes)} in ${thousands(r.columnsOnly.ms)} ms`,
      'lists read only their columns (issue 27)',
    ])
  return rows
}

/**
 * The fuzzing section (issue 32), from bench/fuzz-report.json (`npm run fuzz`): inputs per route, 5xx answers,
 * how long it took. Empty without a report.
 */
export function fuzzBlock(/** @type {Report | null | undefined} */ fuzz) {
  if (!fuzz) return []
  const routes = /** @type {Report[]} */ (fuzz.routes ?? [])
  const perRoute = routes.map((r) => r.inputs)
  const fewest = perRoute.length ? Math.min(...perRoute) : 0
  return [
    '## Fuzzing',
    '',
    `\`npm run fuzz\` (scripts/fuzz.mjs), ${when(fuzz.date)} at ${fuzz.commit ? `commit \`${fuzz.commit}\`` : 'an unnamed commit'}: every operation of \`/api/openapi.json\` answered its documented example as documented (${fuzz.contract?.checked ?? 0} operations), then was sent fast-check inputs over HTTP on the production build.`,
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    `| Routes (operations) fuzzed | ${thousands(routes.length)} | every public route (issue 32) |`,
    `| Inputs per route | ${thousands(fewest)} (${thousands(fuzz.inputs ?? 0)} in all) | 10,000 (issue 32): ${met(fewest >= 10_000)} |`,
    `| 5xx answers | ${thousands(fuzz.serverErrors ?? 0)} | 0 (issue 32): ${met((fuzz.serverErrors ?? 0) === 0)} |`,
    `| Hangs, dropped connections, 4xx without a message, writes for refused requests | ${thousands(fuzz.failures ?? 0)} | 0: ${met((fuzz.failures ?? 0) === 0)} |`,
    `| Duration | ${thousands(fuzz.seconds ?? 0)} s | — |`,
    '',
  ]
}

/**
 * The soak section (issue 32), from bench/soak-report.json (`npm run soak`): two instances behind nginx under the
 * mixed load for half an hour while an editor publishes; memory and p99 slopes, failures, what was stored.
 */
export function soakBlock(/** @type {Report | null | undefined} */ soak) {
  if (!soak) return []
  const memory = /** @type {Report[]} */ (soak.memoryMiB ?? [])
  const p = soak.publishes ?? {}
  const stored = (/** @type {Report} */ c) =>
    `${thousands(c?.accepted ?? 0)} acknowledged, ${thousands(c?.stored ?? 0)} stored (${thousands(c?.missing ?? 0)} missing, ${thousands(c?.extra ?? 0)} extra)`
  return [
    '## Soak',
    '',
    `\`npm run soak\` (scripts/soak.mjs), ${when(soak.date)} at ${soak.commit ? `commit \`${soak.commit}\`` : 'an unnamed commit'}: ${soak.settings?.instances ?? 2} instances on Postgres and Redis behind nginx, ${thousands(soak.settings?.rate ?? 0)} requests/s of the mixed load (pages, search, prices, product beacons, analytics batches) for ${thousands(soak.settings?.minutes ?? 0)} min, an editor publishing every ${soak.settings?.publishEverySeconds ?? 10} s. Slopes are fitted after the first two minutes.`,
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    `| Requests | ${thousands(soak.requests ?? 0)} at ${soak.requestsPerSecond ?? 0}/s, p99 ${soak.latencyMs?.p99 ?? 0} ms | — |`,
    `| Failed (connection errors and 5xx) | ${thousands(soak.failed ?? 0)} | 0 (issue 32): ${met((soak.failed ?? 0) === 0)} |`,
    ...memory.map(
      (m) =>
        `| Memory, ${m.instance} | ${m.first} → ${m.last} MiB (peak ${m.peak}); slope ${m.perTenMinutes} MiB per 10 min | flat (issue 32): ${met(Boolean(m.flat))} |`,
    ),
    // Inside the resident set (runs since the soak sampled /metrics): the heap in use and the page cache.
    ...memory
      .filter((m) => m.heapUsed)
      .map(
        (m) =>
          `| Inside ${m.instance} | heap in use: mean ${m.heapUsed.mean} MiB, slope ${m.heapUsed.perTenMinutes} MiB per 10 min; page cache: mean ${m.pageCacheMiB?.mean ?? '—'} MiB, slope ${m.pageCacheMiB?.perTenMinutes ?? '—'} MiB per 10 min | — |`,
      ),
    `| p99 of each 10 s | mean ${soak.p99Ms?.mean ?? 0} ms; slope ${soak.p99Ms?.perTenMinutes ?? 0} ms per 10 min | flat (issue 32): ${met(Boolean(soak.p99Ms?.flat))} |`,
    `| Product events | ${stored(soak.productEvents)} | each stored once: ${met(Boolean(soak.productEvents?.ok))} |`,
    `| Analytics events | ${stored(soak.analyticsEvents)} | each stored once: ${met(Boolean(soak.analyticsEvents?.ok))} |`,
    `| Editor's publishes | ${thousands(p.done ?? 0)} saved, ${thousands(p.failed ?? 0)} failed; served to readers in ${p.visibleToReadersMs?.median ?? '—'} ms (median), ${p.visibleToReadersMs?.max ?? '—'} ms (max) | all saved and served: ${met((p.failed ?? 1) === 0 && (p.notVisibleWithin30s ?? 1) === 0)} |`,
    '',
  ]
}

export function performanceDoc(
  /** @type {Report} */ report,
  /** @type {Report | null} */ fuzz = null,
  /** @type {Report | null} */ soak = null,
) {
  const rows = [
    ...singleServerRows(report),
    ...ingestRows(report),
    ...eventsIngestRows(report),
    ...imageRows(report),
    ...clusterRows(report),
    ...adminRows(report),
  ]
  const absent = []
  if (!report.javascript && !report.pages && !report.prices) absent.push('one server (`BENCH_PARTS=single`)')
  if (!report.cluster) absent.push('several instances (`BENCH_PARTS=cluster`)')
  if (!report.adminLists) absent.push("the editors' lists (`BENCH_PARTS=admin`)")
  if (!report.ingest) absent.push('the metrics beacon at 500 beacons/s (`BENCH_PARTS=ingest`)')
  if (!report.images) absent.push('the image proxy (`BENCH_PARTS=images`)')
  const cell = (/** @type {string} */ s) => s.replaceAll('|', '\\|')
  return [
    '<!-- Generated by scripts/performance-doc.mjs from bench/report.json; `npm run bench` rewrites it. -->',
    '',
    '# Performance',
    '',
    sourceLine(report),
    '',
    '## Current figures',
    '',
    '| measure | value | target |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
    ...(absent.length ? [`Not in this report: ${absent.join('; ')}.`, ''] : []),
    ...perTemplateBlock(report),
    ...fuzzBlock(fuzz),
    ...soakBlock(soak),
    HOW,
  ].join('\n')
}

/** The last `npm run fuzz` figures (bench/fuzz-report.json), or null. */
export function readFuzzReport(/** @type {string} */ root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'bench/fuzz-report.json'), 'utf8'))
  } catch {
    return null
  }
}

/** The last `npm run soak` figures (bench/soak-report.json), or null. */
export function readSoakReport(/** @type {string} */ root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'bench/soak-report.json'), 'utf8'))
  } catch {
    return null
  }
}

// `node scripts/performance-doc.mjs`: docs/performance.md again from bench/report.json.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const report = JSON.parse(fs.readFileSync(path.join(root, 'bench/report.json'), 'utf8'))
  fs.writeFileSync(
    path.join(root, 'docs/performance.md'),
    performanceDoc(report, readFuzzReport(root), readSoakReport(root)),
  )
  console.log('docs/performance.md written from bench/report.json')
}
