// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import {
  kib,
  performanceDoc,
  readFuzzReport,
  readSoakReport,
  thousands,
} from '../../scripts/performance-doc.mjs'

const root = path.resolve(__dirname, '../..')

/** A report as `npm run bench` writes it, cut to what the doc reads. */
function report(extra: Record<string, unknown> = {}) {
  const latency = (p99: number) => ({ p50: 1, p90: 2, p99, max: 30 })
  return {
    date: '2026-11-27T04:08:27.748Z',
    commit: 'abc1234',
    uncommittedChanges: false,
    machine: { cpus: 2, memoryGiB: 24, node: 'v20.20.2' },
    edge: 'on',
    prices: {
      url: '/api/optum/prices',
      latencyMs: latency(4.4),
      errors: 0,
      target: { requestsPerSecond: 200, p99Ms: 25 },
    },
    drivers: {
      url: 'POST /api/drivers/v4{path}',
      targetingKeys: 1800,
      latencyMs: latency(31.2),
      errors: 0,
      target: { requestsPerSecond: 200, p99Ms: 25 },
    },
    pageWeight: [
      {
        template: 'ordinary article',
        path: '/a',
        rawBytes: 81_281,
        gzipBytes: 19_481,
        brotliBytes: 13_745,
        flightShare: 0.56,
      },
      {
        template: 'ordinary article',
        path: '/b',
        rawBytes: 177_287,
        gzipBytes: 34_936,
        brotliBytes: 23_072,
        flightShare: 0.59,
      },
      {
        template: 'home',
        path: '/',
        rawBytes: 81_359,
        gzipBytes: 17_377,
        brotliBytes: 12_154,
        flightShare: 0.55,
      },
    ],
    pageWeightTarget: { targetBytes: 50_000 },
    ...extra,
  }
}

const PER_TEMPLATE = '## JavaScript before interaction per template'

describe('docs/performance.md from a bench report', () => {
  it('says which commit and date the figures come from, and on what machine', () => {
    expect(performanceDoc(report())).toContain(
      'Measured 2026-11-27 04:08 UTC at commit `abc1234` on 2 cores, 24 GiB, Node 20.20.2.',
    )
    expect(performanceDoc(report({ uncommittedChanges: true }))).toContain(
      'at commit `abc1234` with uncommitted changes',
    )
    expect(performanceDoc(report({ commit: undefined }))).toContain('at a commit the report does not name')
  })

  it('has one table of measure, value and target, with each target met or not', () => {
    const doc = performanceDoc(report())
    expect(doc.match(/^\| measure \| value \| target \|$/gm)).toHaveLength(1)
    expect(doc).toContain(
      '| `GET /api/optum/prices` at a steady 200 requests/s | p50 1 ms, p99 4.4 ms, 0 errors | p99 < 25 ms (issue 9): met |',
    )
    expect(doc).toContain(
      '| `POST /api/drivers/v4{path}` at a steady 200 requests/s over 1,800 targeting keys | p50 1 ms, p99 31.2 ms, 0 errors | p99 < 25 ms (issue 17): not met |',
    )
    expect(doc).toContain(
      "| HTML, ordinary articles (2 pages) | 79.4–173.1 KiB raw, 19.0–34.1 KiB gzip, 13.4–22.5 KiB brotli; React's flight data 56–59 % of it | ≤ 50 KB compressed (issue 13): met |",
    )
    expect(doc).toContain('| HTML, home `/` | 79.5 KiB raw, 17.0 KiB gzip, 11.9 KiB brotli | — |')
  })

  it('says which part a partial run left out', () => {
    expect(performanceDoc(report())).toContain(
      "Not in this report: several instances (`BENCH_PARTS=cluster`); the editors' lists (`BENCH_PARTS=admin`); the metrics beacon at 500 beacons/s (`BENCH_PARTS=ingest`); the image proxy (`BENCH_PARTS=images`).",
    )
    expect(
      performanceDoc({ date: '2026-11-27T04:08:27.748Z', cluster: { measured: false, missing: ['nginx'] } }),
    ).toContain('| Several instances | not measured: missing nginx | — |')
    // The image proxy's rows, against the static file's target.
    const images = performanceDoc({
      date: '2026-11-30T10:00:00.000Z',
      images: {
        cold: {
          requests: 50,
          source: 'a JPEG',
          latencyMs: { p50: 1606, p99: 2976, max: 2976 },
          wallMs: 2987,
          failed: 0,
          rssBeforeMiB: 349,
          rssPeakMiB: 612,
          bytesPerVariant: 100527,
        },
        cached: {
          bytes: 100527,
          variant: { requestsPerSecond: 6500, latencyMs: { p99: 9 } },
          staticFile: { requestsPerSecond: 7400 },
          ratio: 0.88,
        },
        target: { ratio: 0.8 },
      },
    })
    expect(images).toContain('p50 1,606 ms, p99 2,976 ms')
    expect(images).toContain('6,500 req/s vs 7,400 req/s: 0.88×; p99 9 ms | ≥ 0.8× (issue 31): met |')
  })

  it('shows the editors’ lists against their target, and where kept figures came from', () => {
    const doc = performanceDoc(
      report({
        adminLists: {
          contentMultiplier: 10,
          documents: { articles: 130 },
          targetRowsShownMs: 1000,
          lists: {
            articles: {
              rows: 10,
              cold: { documentMs: 500, rowsShownMs: 780 },
              warm: { documentMs: 180, rowsShownMs: 470 },
            },
            drugs: {
              rows: 6,
              cold: { documentMs: 300, rowsShownMs: 1200 },
              warm: { documentMs: 100, rowsShownMs: 1100 },
            },
          },
          articlePageRead: {
            wholeDocuments: { ms: 80, bytes: 335_000 },
            columnsOnly: { ms: 9, bytes: 1_921 },
          },
        },
        carriedOver: { from: { date: '2026-11-26T10:00:00.000Z', commit: 'def5678' }, keys: ['cluster'] },
      }),
    )
    expect(doc).toContain(
      '| Admin list `articles`, 130 documents (×10): rows shown, warm (document) / cold | 470 ms (180 ms) / 780 ms | < 1,000 ms warm (issue 27): met |',
    )
    expect(doc).toContain(
      '| Admin list `drugs`, as seeded: rows shown, warm (document) / cold | 1,100 ms (100 ms) / 1,200 ms | < 1,000 ms warm (issue 27): not met |',
    )
    expect(doc).toContain('327.1 KiB in 80 ms / 1.9 KiB in 9 ms')
    expect(doc).toContain(
      'Kept from the run of 2026-11-26 10:00 UTC at `def5678` (only some parts ran since): `cluster`.',
    )
    // Figures kept from two earlier runs name each run.
    const twoRuns = performanceDoc(
      report({
        carriedOver: {
          runs: [
            { date: '2026-11-30T10:42:00.000Z', commit: 'aaa1111', keys: ['images'] },
            { date: '2026-11-29T00:51:00.000Z', commit: 'bbb2222', keys: ['cluster', 'ingest'] },
          ],
        },
      }),
    )
    expect(twoRuns).toContain(
      'Kept from the run of 2026-11-30 10:42 UTC at `aaa1111` (only some parts ran since): `images`. Kept from the run of 2026-11-29 00:51 UTC at `bbb2222` (only some parts ran since): `cluster`, `ingest`.',
    )
  })

  it('shows the metrics beacon’s p99 at 500 beacons/s, and whether the rate was held with every beacon taken', () => {
    const ingest = (requestsPerSecond: number, errors: number) =>
      performanceDoc(
        report({
          ingest: {
            url: 'POST /api/metrics',
            metricsPerBeacon: 7,
            bytesPerBeacon: 612,
            requestsPerSecond,
            latencyMs: { p50: 1.9, p90: 3.2, p99: 11.4, max: 40 },
            errors,
            target: { requestsPerSecond: 500 },
          },
        }),
      )
    expect(ingest(499.6, 0)).toContain(
      '| `POST /api/metrics` at a steady 500 beacons/s (7 metrics, 612 bytes each, every one from its own address) | 499.6 beacons/s achieved; p50 1.9 ms, p99 11.4 ms, 0 failed | its p99 at 500 beacons/s, every beacon taken (issue 29; no p99 bound set): rate held |',
    )
    expect(ingest(499.6, 3)).toContain('rate not held')
    expect(
      performanceDoc(
        report({
          ingest: {
            url: 'POST /api/metrics',
            metricsPerBeacon: 7,
            bytesPerBeacon: 612,
            requestsPerSecond: 214.7,
            latencyMs: { p50: 10_000.4, p90: 22_124.4, p99: 27_299.1, max: 29_678.8 },
            errors: 3263,
            machineLoadAverage: { before: 7.7, after: 6.8 },
            target: { requestsPerSecond: 500 },
          },
        }),
      ),
    ).toContain(
      "214.7 beacons/s achieved; p50 10000.4 ms, p99 27299.1 ms, 3263 failed (the machine's load average 7.7 before, 6.8 after) | its p99 at 500 beacons/s, every beacon taken (issue 29; no p99 bound set): rate not held |",
    )
    expect(ingest(420, 0)).toContain('rate not held')
    expect(ingest(420, 0)).not.toContain('the metrics beacon at 500 beacons/s (`BENCH_PARTS=ingest`)')
  })

  it('renders no per-template JavaScript block when the report has none', () => {
    expect(performanceDoc(report())).not.toContain(PER_TEMPLATE)
    expect(performanceDoc(report({ pageWeight: undefined }))).not.toContain(PER_TEMPLATE)
  })

  it('renders the JavaScript before interaction per template when the report has it', () => {
    const doc = performanceDoc(
      report({
        pageWeight: {
          templates: {
            article: { path: '/health/sleep', bytes: 180_224, budgetBytes: 204_800 },
            'widget gallery': { path: '/health/widget-gallery', bytes: 215_040, budgetBytes: 204_800 },
            home: { path: '/', bytes: 170_000 },
          },
        },
      }),
    )
    const block = doc.slice(doc.indexOf(PER_TEMPLATE))
    expect(block).toContain('| template | page | JavaScript | budget |')
    expect(block).toContain('| article | `/health/sleep` | 176.0 KiB | ≤ 200.0 KiB: met |')
    expect(block).toContain(
      '| widget gallery | `/health/widget-gallery` | 210.0 KiB | ≤ 200.0 KiB: not met |',
    )
    expect(block).toContain('| home | `/` | 166.0 KiB | — |')
    // The block sits between the figures and how they are measured.
    expect(doc.indexOf('## Current figures')).toBeLessThan(doc.indexOf(PER_TEMPLATE))
    expect(doc.indexOf(PER_TEMPLATE)).toBeLessThan(doc.indexOf('## How the figures are measured'))
  })

  it('keeps the HTML weight rows when they move to htmlWeight beside the per-template block', () => {
    const r = report()
    const doc = performanceDoc({ ...r, htmlWeight: r.pageWeight, pageWeight: { templates: {} } })
    expect(doc).toContain('| HTML, ordinary articles (2 pages) |')
  })

  it('says a page under the floor is under it, not a negative amount over it', () => {
    const page = (kb: number) => ({ page: '/x', overFloorBeforeScrollGzipBytes: kb * 1024 })
    const doc = performanceDoc(report({ landingPages: { a: page(-3), b: page(2) } }))
    expect(doc).toContain('JavaScript 3.0 KiB under the floor before scrolling')
    expect(doc).toContain('JavaScript 2.0 KiB over the floor before scrolling')
    expect(doc).not.toMatch(/-\d[\d.]* KiB over/)
  })

  it('formats numbers the same on every machine', () => {
    expect(thousands(1_234_567.4)).toBe('1,234,567')
    expect(kib(1_049_065)).toBe('1,024.5 KiB')
    expect(kib(512)).toBe('0.5 KiB')
  })

  it('is what the committed docs/performance.md holds for the committed bench/report.json', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(root, 'bench/report.json'), 'utf8'))
    expect(fs.readFileSync(path.join(root, 'docs/performance.md'), 'utf8')).toBe(
      performanceDoc(committed, readFuzzReport(root), readSoakReport(root)),
    )
  })
})

describe('the fuzzing section (issue 32)', () => {
  const fuzz = {
    date: '2026-11-30T13:30:00.000Z',
    commit: 'def5678',
    seconds: 1834,
    inputs: 510_000,
    serverErrors: 0,
    failures: 0,
    contract: { checked: 51, failed: 0 },
    routes: Array.from({ length: 51 }, (_, i) => ({ route: `GET /api/r${i}`, inputs: 10_000 })),
  }

  it('shows inputs per route, 5xx answers and the duration from bench/fuzz-report.json', () => {
    const doc = performanceDoc(report(), fuzz)
    expect(doc).toContain('## Fuzzing')
    expect(doc).toContain('| Inputs per route | 10,000 (510,000 in all) | 10,000 (issue 32): met |')
    expect(doc).toContain('| 5xx answers | 0 | 0 (issue 32): met |')
    expect(doc).toContain('| Duration | 1,834 s | — |')
  })

  it('says a target is not met, and has no section without a fuzz report', () => {
    expect(performanceDoc(report(), { ...fuzz, serverErrors: 3 })).toContain(
      '| 5xx answers | 3 | 0 (issue 32): not met |',
    )
    expect(performanceDoc(report())).not.toContain('## Fuzzing')
  })
})

describe('the soak section (issue 32)', () => {
  const soak = {
    date: '2026-11-30T17:00:00.000Z',
    commit: 'abc1234',
    settings: { minutes: 30, rate: 200, publishEverySeconds: 10, instances: 2 },
    requests: 360_000,
    requestsPerSecond: 199.9,
    latencyMs: { p99: 41.2 },
    failed: 0,
    memoryMiB: [
      { instance: 'instance-1', first: 410, last: 418, peak: 431, perTenMinutes: 2.1, flat: true },
      { instance: 'instance-2', first: 400, last: 520, peak: 520, perTenMinutes: 40, flat: false },
    ],
    p99Ms: { mean: 20.5, perTenMinutes: 0.4, flat: true },
    productEvents: { accepted: 540_000, stored: 540_000, missing: 0, extra: 0, ok: true },
    analyticsEvents: { accepted: 18_000, stored: 17_999, missing: 1, extra: 0, ok: false },
    publishes: {
      done: 180,
      failed: 0,
      notVisibleWithin30s: 0,
      visibleToReadersMs: { median: 640, max: 2100 },
    },
  }

  it('shows the slopes, failures and the stored-once accounting from bench/soak-report.json', () => {
    const doc = performanceDoc(report(), null, soak)
    expect(doc).toContain('## Soak')
    expect(doc).toContain('| Failed (connection errors and 5xx) | 0 | 0 (issue 32): met |')
    expect(doc).toContain(
      '| Memory, instance-1 | 410 → 418 MiB (peak 431); slope 2.1 MiB per 10 min | flat (issue 32): met |',
    )
    expect(doc).toContain('slope 40 MiB per 10 min | flat (issue 32): not met |')
    expect(doc).toContain(
      '| Product events | 540,000 acknowledged, 540,000 stored (0 missing, 0 extra) | each stored once: met |',
    )
    expect(doc).toContain('(1 missing, 0 extra) | each stored once: not met |')
    expect(doc).toContain(
      '180 saved, 0 failed; served to readers in 640 ms (median), 2100 ms (max) | all saved and served: met |',
    )
  })

  it('has no section without a soak report', () => {
    expect(performanceDoc(report())).not.toContain('## Soak')
  })
})
