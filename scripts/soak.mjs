// `npm run soak` (issue 32; not in CI): two instances on Postgres and Redis behind nginx, for 30 minutes, under
// the readers' mixed load (scripts/load-mix.mjs: every article template, home, sections, search, suggestions,
// prices, product beacons) plus first-party analytics batches, at 200 requests/s, while an editor publishes a
// change to an article every 10 s and waits until readers are served it.
//
// Every 10 s it notes each instance's memory (the resident set of its process tree) and the window's p99; at
// the end it fits a line to each (after the first two minutes' warm-up) and reports the slope, the failures
// (connection errors and 5xx: there must be none), and the accounting of what was sent: every product event
// and analytics event the site acknowledged is stored, once. Writes bench/soak-report.json and the soak section
// of docs/performance.md; exits 1 when a check fails.
//
// Options: --minutes=30, --rate=200, --publish-every=10 (seconds). Needs nginx, Postgres (SOAK_POSTGRES_URL,
// TEST_POSTGRES_URL, or postgres://postgres@127.0.0.1:5432/test) and redis-server, as the bench's cluster part.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openLoop, summarize } from './bench-lib.mjs'
import { ensureNginx, startCluster, startRedisServer } from './cluster-lib.mjs'
import { ensureBuild, freePort, root } from './lib.mjs'
import { MIX, mixedRequest, PLAIN_ARTICLE, readerAddress } from './load-mix.mjs'
import { performanceDoc, readFuzzReport } from './performance-doc.mjs'
import { flatness, storedOnce, windowsOf } from './soak-lib.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=')
    return [k, v.join('=') || 'true']
  }),
)
const minutes = Number(args.minutes ?? process.env.SOAK_MINUTES ?? 30)
const rate = Number(args.rate ?? 200)
const publishEverySeconds = Number(args['publish-every'] ?? 10)
const SAMPLE_SECONDS = 10
const WARM_UP_MINUTES = Math.min(2, minutes / 5)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const EDITOR = { email: 'soak-editor@wellread.test', password: 'soak-password-Wellread-1' }

// ——— the instances' memory ———

/** The resident set (MiB) of a process and every process under it, from /proc. */
function treeRssMiB(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {}
  }
  let kib = 0
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {}
    for (const c of children.get(p) ?? []) visit(c)
  }
  visit(pid)
  return Math.round((kib / 1024) * 10) / 10
}

// ——— the load ———

/** A page's analytics batch (one page view) for the soak's own article id, from reader `i`. */
function eventsRequest(i, articleId, origin) {
  return {
    kind: 'events',
    method: 'POST',
    path: '/api/events',
    headers: {
      'content-type': 'text/plain',
      'x-forwarded-for': readerAddress(i),
      'user-agent': BROWSER_UA,
      origin,
    },
    body: JSON.stringify({
      v: 1,
      page: { article: articleId, template: 'article', formfactor: i % 2 ? 'mobile' : 'desktop' },
      events: [{ event: 'page_view' }],
    }),
  }
}

/** Request `i` of the soak: one in twenty an analytics batch, the rest the bench's mix. */
const soakRequest = (beaconPath, articleId, origin) => (i) =>
  i % 20 === 7 ? eventsRequest(i, articleId, origin) : mixedRequest(i, beaconPath, origin)

// ——— the editor ———

/**
 * Publishes a change to the article's summary every `everySeconds` until `stop()`, each time waiting until the
 * page readers get through nginx shows it. Returns what happened to each publish.
 */
function startEditor(proxy, origin, { id, path: articlePath }, token, everySeconds) {
  const publishes = []
  let running = true
  // The wait between publishes ends early when the run stops.
  let wake = () => {}
  const pause = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const done = (async () => {
    for (let n = 1; running; n++) {
      const began = Date.now()
      const marker = `Soak edit ${n} at ${new Date(began).toISOString()}.`
      const entry = { n, status: 0, savedMs: 0, visibleMs: null, error: null }
      try {
        const res = await fetch(`${proxy}/api/cms/articles/${id}?draft=false`, {
          method: 'PATCH',
          headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin },
          body: JSON.stringify({ summary: marker, _status: 'published' }),
        })
        entry.status = res.status
        entry.savedMs = Date.now() - began
        if (!res.ok) entry.error = (await res.text()).slice(0, 300)
        else {
          // A publish made just before the run ends is still followed to its page (up to its 30 s).
          while (Date.now() - began < 30_000) {
            const page = await fetch(`${proxy}${articlePath}`)
            if ((await page.text()).includes(marker)) {
              entry.visibleMs = Date.now() - began
              break
            }
            await sleep(200)
          }
        }
      } catch (error) {
        entry.error = String(error)
      }
      publishes.push(entry)
      const wait = everySeconds * 1000 - (Date.now() - began)
      if (wait > 0 && running) await pause(wait)
    }
  })()
  return {
    publishes,
    stop: async () => {
      running = false
      wake()
      await done
    },
  }
}

/** An instance's heap in use and page cache (MiB, entries), from its own /metrics (local, so allowed). */
async function heapAndCache(base) {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) })).text()
    const value = (name) =>
      Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN)
    const mib = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10
    return {
      heapUsedMiB: mib(value('wellread_nodejs_heap_size_used_bytes')),
      heapTotalMiB: mib(value('wellread_nodejs_heap_size_total_bytes')),
      externalMiB: mib(value('wellread_nodejs_external_memory_bytes')),
      pageCacheMiB: mib(value('wellread_page_cache_bytes')),
      pageCacheEntries: value('wellread_page_cache_entries'),
    }
  } catch {
    return {}
  }
}

// ——— the run ———

async function main() {
  const adminUrl =
    process.env.SOAK_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  if (!ensureNginx())
    throw new Error("nginx was not found: install Debian's package (apt-get install -y nginx).")
  await ensureBuild()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const dbName = `wellread_soak_${Date.now().toString(36)}`
  await admin.query(`CREATE DATABASE ${dbName}`)
  const dbUrl = new URL(adminUrl)
  dbUrl.pathname = `/${dbName}`
  const redisPort = await freePort()
  const redis = await startRedisServer(redisPort)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-soak-'))
  const proxyPort = await freePort()
  const env = {
    SITE_URL: `http://127.0.0.1:${proxyPort}`,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: EDITOR.email,
    ADMIN_PASSWORD: EDITOR.password,
    PAYLOAD_SECRET: 'soak-secret-0123456789abcdef0123456789',
    // The reader's address is the one a CDN in front of nginx saw (X-Forwarded-For), as in the bench.
    TRUST_PROXY_HOPS: '2',
    LOGIN_RATE_LIMIT_MAX: '1000',
  }
  const db = new pg.Client({ connectionString: dbUrl.toString() })
  let cluster
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    settings: { minutes, rate, publishEverySeconds, instances: 2, mix: mixShares() },
  }
  try {
    console.log(`soak: two instances on Postgres (${dbName}) and Redis behind nginx…`)
    // Stopped by hand (Ctrl-C) or by a time limit: the instances, nginx and Redis go with it.
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => {
        void Promise.allSettled([cluster?.stop(), Promise.resolve(redis.kill('SIGKILL'))]).then(() =>
          process.exit(130),
        )
      })
    cluster = await startCluster({
      instances: 2,
      port: proxyPort,
      env,
      runDir: path.join(dataDir, 'nginx'),
      quiet: true,
    })
    await db.connect()
    const proxy = cluster.proxyUrl
    // The instances' own origin (SITE_URL), which their pages' POSTs carry.
    const origin = new URL(env.SITE_URL).origin
    const token = await signIn(proxy, origin)
    const article = await articleAt(proxy, token, PLAIN_ARTICLE)
    // Every page of the mix in both instances' caches (nginx takes turns), then half a minute of the load itself,
    // not counted: the first renders and the first compressions are not what a soak measures.
    for (const [, , urls] of MIX)
      for (const p of urls ?? [])
        for (let i = 0; i < 4; i++) await (await fetch(`${proxy}${p}`)).arrayBuffer()
    await openLoop({
      base: proxy,
      rate,
      seconds: 30,
      next: soakRequest('/health/soak-warm-up', 'soak-warm-up', origin),
    })

    const runId = Date.now().toString(36)
    const beaconPath = `/health/soak-${runId}`
    const articleId = `soak-${runId}`
    const memory = cluster.instances.map(() => [])
    // What the resident set holds: V8's heap in use and the page cache's entries (each instance's /metrics),
    // to tell a cache filling to its bound or a heap growing between collections from a leak.
    const inside = cluster.instances.map(() => [])
    const startedAt = Date.now()
    const sampler = setInterval(() => {
      const at = (Date.now() - startedAt) / 60_000
      cluster.instances.forEach((instance, i) => {
        memory[i].push([at, treeRssMiB(instance.child.pid)])
        void heapAndCache(instance.url).then((sample) => inside[i].push({ minutes: at, ...sample }))
      })
    }, SAMPLE_SECONDS * 1000)
    let answered = 0
    let failed = 0
    /** What failed so far, by kind and status (or error): printed each minute, so a bad run says why early. */
    const failures = new Map()
    let lastPrint = Date.now()
    const editor = startEditor(proxy, origin, article, token, publishEverySeconds)
    console.log(
      `soak: ${rate} requests/s for ${minutes} min, an editor publishing every ${publishEverySeconds} s…`,
    )
    const run = await openLoop({
      base: proxy,
      rate,
      seconds: minutes * 60,
      next: soakRequest(beaconPath, articleId, origin),
      onAnswer: (a) => {
        answered++
        if (a.error !== null || a.status === 0 || a.status >= 500) {
          failed++
          const why = `${a.kind} ${a.error ?? a.status}`
          failures.set(why, (failures.get(why) ?? 0) + 1)
        }
        if (Date.now() - lastPrint >= 60_000) {
          lastPrint = Date.now()
          const rss = memory.map((m) => m.at(-1)?.[1] ?? 0).join(' / ')
          console.log(
            `  ${Math.round((Date.now() - startedAt) / 60_000)} min: ${answered} answered, ${failed} failed, ${editor.publishes.length} publishes, memory ${rss} MiB`,
          )
          if (failures.size)
            console.log(
              `    failed: ${[...failures]
                .sort((x, y) => y[1] - x[1])
                .slice(0, 6)
                .map(([why, n]) => `${why} ×${n}`)
                .join(', ')}`,
            )
        }
      },
    })
    clearInterval(sampler)
    await editor.stop()

    const windows = windowsOf(run.answers, SAMPLE_SECONDS)
    const afterWarmUp = (points) => points.filter(([m]) => m >= WARM_UP_MINUTES)
    const p99Points = afterWarmUp(windows.map((w) => [(w.fromSeconds + SAMPLE_SECONDS) / 60, w.p99Ms]))
    const summary = summarize(run.answers, run.elapsedSeconds)
    const beacons = await productEventsStored(db, run.answers, beaconPath)
    const events = await analyticsEventsStored(db, run.answers, articleId)
    const publishes = editor.publishes
    const visible = publishes.map((p) => p.visibleMs).filter((ms) => ms !== null)
    Object.assign(report, {
      requests: summary.requests,
      requestsPerSecond: summary.requestsPerSecond,
      latencyMs: summary.latencyMs,
      failed: summary.errors + summary.status5xx,
      byKind: Object.fromEntries(
        Object.entries(summary.byKind).map(([k, v]) => [
          k,
          { requests: v.requests, p99: v.latencyMs.p99, failed: v.errors + v.status5xx, other: v.other },
        ]),
      ),
      memoryMiB: cluster.instances.map((instance, i) => ({
        instance: instance.name,
        first: memory[i][0]?.[1] ?? 0,
        last: memory[i].at(-1)?.[1] ?? 0,
        peak: Math.max(0, ...memory[i].map(([, v]) => v)),
        // Over the run after the warm-up: at most 10 % of its mean, or 25 MiB.
        ...flatness(afterWarmUp(memory[i]), { share: 0.1, floor: 25 }),
        // Inside it (reported, not a check): V8's heap in use and the page cache.
        heapUsed: flatness(
          afterWarmUp(inside[i].map((x) => [x.minutes, x.heapUsedMiB]).filter(([, v]) => Number.isFinite(v))),
          { share: 0.1, floor: 25 },
        ),
        pageCacheMiB: flatness(
          afterWarmUp(
            inside[i].map((x) => [x.minutes, x.pageCacheMiB]).filter(([, v]) => Number.isFinite(v)),
          ),
          { share: 0.1, floor: 25 },
        ),
        lastInside: inside[i].at(-1) ?? null,
      })),
      p99Ms: flatness(p99Points, { share: 0.25, floor: 10 }),
      productEvents: beacons,
      analyticsEvents: events,
      publishes: {
        done: publishes.filter((p) => p.status === 200).length,
        failed: publishes.filter((p) => p.status !== 200).length,
        visibleToReadersMs: visible.length
          ? {
              median: visible.sort((a, b) => a - b)[Math.floor(visible.length / 2)],
              max: Math.max(...visible),
            }
          : null,
        notVisibleWithin30s: publishes.filter((p) => p.status === 200 && p.visibleMs === null).length,
        firstErrors: publishes
          .filter((p) => p.error)
          .slice(0, 3)
          .map((p) => p.error),
      },
      series: windows.map((w, i) => ({
        ...w,
        memoryMiB: memory.map((m) => m[i]?.[1] ?? null),
        heapUsedMiB: inside.map((m) => m[i]?.heapUsedMiB ?? null),
        pageCacheMiB: inside.map((m) => m[i]?.pageCacheMiB ?? null),
      })),
    })
    const checks = {
      noFailures: report.failed === 0,
      memoryFlat: report.memoryMiB.every((m) => m.flat),
      p99Flat: report.p99Ms.flat,
      productEventsStoredOnce: beacons.ok,
      analyticsEventsStoredOnce: events.ok,
      everyPublishSavedAndServed: report.publishes.failed === 0 && report.publishes.notVisibleWithin30s === 0,
    }
    report.checks = checks
    report.passed = Object.values(checks).every(Boolean)
  } finally {
    // What nginx said about its upstreams, for a run that failed (the run folder goes below).
    const nginxErrors = path.join(dataDir, 'nginx', 'error.log')
    if (report.failed && fs.existsSync(nginxErrors))
      report.nginxErrors = ((lines) => [...lines.slice(0, 10), ...lines.slice(-10)])(
        fs.readFileSync(nginxErrors, 'utf8').split('\n').filter(Boolean),
      )
    await cluster?.stop().catch(() => {})
    redis.kill('SIGKILL')
    await db.end().catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {})
    await admin.end().catch(() => {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const reportFile = path.join(root, 'bench', 'soak-report.json')
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  const benchReport = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'report.json'), 'utf8'))
  fs.writeFileSync(
    path.join(root, 'docs', 'performance.md'),
    performanceDoc(benchReport, readFuzzReport(root), report),
  )
  printSummary(report)
  if (!report.passed) process.exitCode = 1
}

function printSummary(report) {
  console.log(
    `soak: ${report.requests} requests at ${report.requestsPerSecond}/s, p99 ${report.latencyMs.p99} ms, ${report.failed} failed`,
  )
  for (const m of report.memoryMiB)
    console.log(
      `  ${m.instance}: memory ${m.first} → ${m.last} MiB (peak ${m.peak}), ${m.perTenMinutes} MiB per 10 min, flat: ${m.flat}; heap in use ${m.heapUsed.perTenMinutes} MiB per 10 min (mean ${m.heapUsed.mean}), page cache ${m.pageCacheMiB.perTenMinutes} MiB per 10 min (last ${m.lastInside?.pageCacheMiB} MiB, ${m.lastInside?.pageCacheEntries} entries)`,
    )
  console.log(`  p99 per window: ${report.p99Ms.perTenMinutes} ms per 10 min, flat: ${report.p99Ms.flat}`)
  console.log(`  product events: ${JSON.stringify(report.productEvents)}`)
  console.log(`  analytics events: ${JSON.stringify(report.analyticsEvents)}`)
  console.log(`  publishes: ${JSON.stringify(report.publishes)}`)
  console.log(`soak: ${report.passed ? 'passed' : `FAILED ${JSON.stringify(report.checks)}`}`)
}

const mixShares = () => {
  const total = MIX.reduce((n, [, w]) => n + w, 0)
  return {
    ...Object.fromEntries(MIX.map(([k, w]) => [k, `${Math.round((w / total) * 95 * 10) / 10}%`])),
    events: '5%',
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

async function signIn(proxy, origin) {
  const res = await fetch(`${proxy}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(EDITOR),
  })
  if (!res.ok) throw new Error(`The soak's editor could not sign in: ${res.status} ${await res.text()}`)
  return (await res.json()).token
}

async function articleAt(proxy, token, articlePath) {
  const slug = articlePath.split('/').at(-1)
  const res = await fetch(`${proxy}/api/cms/articles?where[slug][equals]=${slug}&depth=0&limit=1`, {
    headers: { authorization: `JWT ${token}` },
  })
  const doc = (await res.json()).docs?.[0]
  if (!doc) throw new Error(`The seeded article ${articlePath} was not found.`)
  return { id: doc.id, path: articlePath }
}

/** Product events in acknowledged beacons (10 each) against the counts stored for the soak's path. */
async function productEventsStored(db, answers, beaconPath) {
  const beacons = answers.filter((a) => a.kind === 'beacon')
  const accepted = beacons.filter((a) => a.status >= 200 && a.status < 300).length * 10
  const stored = await settled(async () => {
    const { rows } = await db.query(
      'SELECT COALESCE(SUM(impressions + clicks), 0)::int AS n FROM commerce_stats WHERE article_path = $1',
      [beaconPath],
    )
    return rows[0].n
  }, accepted)
  return storedOnce({ accepted, sentInAll: beacons.length * 10, stored })
}

/** Analytics events in acknowledged batches (one each) against the events logged for the soak's article id. */
async function analyticsEventsStored(db, answers, articleId) {
  const batches = answers.filter((a) => a.kind === 'events')
  const accepted = batches.filter((a) => a.status >= 200 && a.status < 300).length
  const stored = await settled(async () => {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM analytics_events WHERE article = $1', [
      articleId,
    ])
    return rows[0].n
  }, accepted)
  return storedOnce({ accepted, sentInAll: batches.length, stored })
}

/** Reads a count until it reaches `expected` or stops moving for 5 s (writes still in flight after the load). */
async function settled(read, expected) {
  let last = -1
  let still = 0
  for (;;) {
    const n = await read()
    if (n >= expected) return n
    still = n === last ? still + 1 : 0
    if (still >= 20) return n
    last = n
    await sleep(250)
  }
}

await main()
