import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { mergeRows } from '@/platform/counts/tally'
import { AUDIENCE_COUNTS, rowsOfBatch } from '@/services/events/aggregate'
import { ensureBuild, freePort, startServer, waitForOk } from '../../scripts/lib.mjs'
import { articleAt, openSqlite, type Reader, storedArticle } from './article-saves'
import { onPostgres } from './helpers'

/**
 * Crash safety (issue 32): the production server is killed with SIGKILL while readers' beacons and an editor's
 * saves are in flight, then started again on the same data, and what was stored is checked:
 *
 * - every acknowledged (2xx) analytics batch, metrics beacon and error report is stored, exactly once;
 * - no batch is partly stored: an events batch is in the log with all its events and in the daily counts, or in
 *   neither; a metrics beacon's counts and an error report's group and daily counts move together; a batch
 *   answered 503 is not stored at all;
 * - every acknowledged save is there whole, and an unacknowledged one wholly or not at all: the article's row,
 *   its keywords (a table of their own), its body and its one latest version agree, for a published article and
 *   for a draft; the reader's page shows the stored version, and the site saves and counts again afterwards.
 *
 * The kill comes on a condition (enough acknowledgements of every kind, with requests of every kind in flight),
 * never after a fixed time. `describeCrash` runs it on one database; crash.int.spec.ts on SQLite and
 * crash.postgres.int.spec.ts on Postgres (when TEST_POSTGRES_URL is set).
 */

export type CrashTarget = { kind: 'sqlite' } | { kind: 'postgres'; url: string }

const EMAIL = 'crash-editor@wellread.test'
const PASSWORD = 'crash-password-Wellread-1'
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** How long the load looks for a write open in the database once the acknowledgements are in, at most. */
const PROBE_FOR_MS = 5000
/** What the load waits for before the kill: acknowledgements of each kind. */
const KILL_AFTER = { events: 150, metrics: 40, errors: 20, published: 2, drafts: 2 }
/** Senders of each kind, each with one request in flight at a time. */
const SENDERS = { events: 12, metrics: 3, errors: 3 }

type Outcome = 'acked' | 'refused' | 'unknown'

/** Each request's outcome by its number: acknowledged (2xx), refused (another status), or no answer. */
class Ledger {
  readonly outcomes = new Map<number, Outcome>()
  private next = 0
  inFlight = 0
  count(outcome: Outcome): number {
    let n = 0
    for (const o of this.outcomes.values()) if (o === outcome) n += 1
    return n
  }
  async send(request: (n: number) => Promise<Response>): Promise<void> {
    const n = this.next++
    this.inFlight += 1
    try {
      const res = await request(n)
      await res.arrayBuffer().catch(() => {})
      this.outcomes.set(n, res.ok ? 'acked' : 'refused')
    } catch {
      this.outcomes.set(n, 'unknown')
    } finally {
      this.inFlight -= 1
    }
  }
}

/** A reader's address per request: the server trusts one proxy hop, so per-address limits never refuse the load. */
const address = (kind: number, n: number) => `10.${kind}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`

const eventsBatch = (n: number) =>
  JSON.stringify({
    v: 1,
    page: { article: `crash-${n}`, template: 'article', formfactor: 'desktop' },
    events: [
      { event: 'page_view' },
      { event: 'scroll', percent_scrolled: 25 },
      { event: 'scroll', percent_scrolled: 50 },
      { event: 'view_item', category: 'product card', productId: '1', position: 1 },
      { event: 'view_item', category: 'product card', productId: '2', position: 2 },
      { event: 'accordion_open', category: 'faq', position: 1 },
      { event: 'view_promotion', category: 'promotion', placement: 'articlePlacement1' },
      { event: 'select_item', category: 'product card', productId: '1', position: 1 },
      { event: 'scroll', percent_scrolled: 75 },
      { event: 'user_engagement', engagement_time_sec: 90 },
    ],
  })
const EVENTS_PER_BATCH = 10

const metricsBeacon = JSON.stringify({
  build: 'crash',
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  formfactor: 'desktop',
  site: 'wellread',
  metrics: [
    { type: 'increment', name: 'session.time', tags: { at: '90' } },
    { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
  ],
})

const ERROR_MESSAGE = 'Crash test: the widget could not load'
const REPORTS_PER_BODY = 2
const errorsBody = JSON.stringify({
  build: 'crash',
  pageTemplate: 'article',
  formfactor: 'desktop',
  route: '/[section]/[slug]',
  errors: Array.from({ length: REPORTS_PER_BODY }, () => ({ kind: 'error', message: ERROR_MESSAGE })),
})

/** A connection of the test's own to the site's database (read-only use). */
async function openDatabase(site: Site): Promise<Reader> {
  if (site.target.kind === 'sqlite') return openSqlite(`file:${path.join(site.dataDir, 'wellread.db')}`)
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  return { all: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
}

type Site = {
  target: CrashTarget
  dataDir: string
  databaseUrl: string
  port: number
  base: string
  server: ReturnType<typeof startServer> | null
  cleanups: (() => Promise<void>)[]
}

async function createSite(target: CrashTarget): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-crash-'))
  const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(dataDir, { recursive: true, force: true })]
  let databaseUrl = ''
  if (target.kind === 'postgres') {
    const name = `wellread_crash_${process.pid}_${Date.now().toString(36)}`
    await onPostgres(target.url, (c) => c.query(`CREATE DATABASE ${name}`))
    cleanups.push(() =>
      onPostgres(target.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
    )
    const url = new URL(target.url)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const port = await freePort()
  return { target, dataDir, databaseUrl, port, base: `http://127.0.0.1:${port}`, server: null, cleanups }
}

async function start(site: Site): Promise<void> {
  site.server = startServer({
    port: site.port,
    quiet: true,
    env: {
      DATA_DIR: site.dataDir,
      DATABASE_URL: site.databaseUrl,
      REDIS_URL: '',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      PAYLOAD_SECRET: 'crash-secret-0123456789abcdef0123456789abcdef',
      SITE_URL: site.base,
      // The integration run turns the bootstrap off for its own Payload instances: the server needs it.
      WELLREAD_BOOTSTRAP: 'on',
      WELLREAD_SEED: 'off',
      WELLREAD_WARM_UP: 'off',
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'warn',
    },
  })
  try {
    await waitForOk(`${site.base}/api/health`, 120_000)
  } catch (error) {
    throw new Error(
      `the server did not come up: ${(error as Error).message}\n${site.server.output().slice(-3000)}`,
    )
  }
}

/**
 * Whether a write is open in the site's database right now, seen from outside: on SQLite, a `BEGIN IMMEDIATE` of
 * our own (no busy timeout) is refused while another connection holds the write lock; on Postgres, a session of
 * the site's has a transaction that has written (it has a transaction id).
 */
async function openWriteProbe(
  site: Site,
): Promise<{ writing: () => Promise<boolean>; close: () => Promise<void> }> {
  if (site.target.kind === 'sqlite') {
    const client = createClient({ url: `file:${path.join(site.dataDir, 'wellread.db')}` })
    await client.execute('PRAGMA busy_timeout = 0')
    return {
      writing: async () => {
        try {
          await client.execute('BEGIN IMMEDIATE')
        } catch (error) {
          if (/SQLITE_BUSY|database is locked/.test(String(error))) return true
          throw error
        }
        await client.execute('ROLLBACK')
        return false
      },
      close: async () => client.close(),
    }
  }
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  return {
    writing: async () =>
      Number(
        (
          await client.query(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL',
          )
        ).rows[0]?.n,
      ) > 0,
    close: () => client.end(),
  }
}

/** SIGKILL to the server's process group: no shutdown hook, no flush, as a crash or an OOM kill. */
async function kill(site: Site): Promise<void> {
  const server = site.server
  if (!server) return
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve()
    else server.child.once('exit', () => resolve())
  })
  process.kill(-(server.child.pid as number), 'SIGKILL')
  await exited
  site.server = null
}

type Editor = {
  token: string
  save: (id: number, k: number, name: string, draft: boolean) => Promise<Response>
}

async function signIn(site: Site): Promise<Editor> {
  const res = await fetch(`${site.base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  return {
    token,
    save: (id, k, name, draft) =>
      fetch(`${site.base}/api/cms/articles/${id}?depth=0${draft ? '&draft=true' : ''}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ ...articleAt(name, k), _status: draft ? 'draft' : 'published' }),
      }),
  }
}

async function createArticle(site: Site, editor: Editor, name: string, draft: boolean): Promise<number> {
  const res = await fetch(`${site.base}/api/cms/articles?depth=0${draft ? '&draft=true' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${editor.token}` },
    body: JSON.stringify({
      ...articleAt(name, 0),
      slug: `crash-${name}`,
      section: 'health',
      _status: draft ? 'draft' : 'published',
    }),
  })
  if (!res.ok) throw new Error(`creating the ${name} article answered ${res.status}: ${await res.text()}`)
  return Number(((await res.json()) as { doc: { id: number } }).doc.id)
}

/** An editor saving one article again and again: save k+1 goes once save k was answered. */
class Saver {
  lastAcked = 0
  inFlight: number | null = null
  readonly refused: { k: number; status: number; text: string }[] = []
  constructor(
    private readonly editor: Editor,
    readonly id: number,
    readonly name: string,
    readonly draft: boolean,
  ) {}
  async run(stopped: () => boolean): Promise<void> {
    for (let k = 1; !stopped(); k++) {
      this.inFlight = k
      try {
        const res = await this.editor.save(this.id, k, this.name, this.draft)
        if (res.ok) this.lastAcked = k
        else this.refused.push({ k, status: res.status, text: (await res.text()).slice(0, 300) })
      } catch {
        // No answer: the server was killed during this save.
        return
      } finally {
        if (this.inFlight === k) this.inFlight = null
      }
    }
  }
}

/** Whether a stored save may be `k`: the last acknowledged, or the one in flight when the server was killed. */
function allowedSaves(saver: Saver, inFlightAtKill: number | null): number[] {
  return inFlightAtKill === null ? [saver.lastAcked] : [saver.lastAcked, inFlightAtKill]
}

const num = (v: unknown) => Number(v ?? 0)

export function describeCrash(target: CrashTarget): void {
  describe(`kill -9 in the middle of beacons and saves, on ${target.kind}`, () => {
    let site: Site
    const events = new Ledger()
    const metrics = new Ledger()
    const errors = new Ledger()
    let published: Saver
    let draft: Saver
    let atKill: { published: number | null; draft: number | null; beacons: number; midWrite: boolean }
    let db: Reader
    let timings: Record<string, number>

    beforeAll(async () => {
      const started = Date.now()
      // The production build, made when missing or older than the sources (`npm test` makes it before this run).
      if ((await ensureBuild()) !== 0) throw new Error('the production build failed')
      site = await createSite(target)
      await start(site)
      const up = Date.now()
      const editor = await signIn(site)
      published = new Saver(editor, await createArticle(site, editor, 'published', false), 'published', false)
      draft = new Saver(editor, await createArticle(site, editor, 'draft', true), 'draft', true)

      let stop = false
      const stopped = () => stop
      const sendLoop = (ledger: Ledger, request: (n: number) => Promise<Response>) =>
        (async () => {
          while (!stop) await ledger.send(request)
        })()
      const post = (url: string, kind: number, body: (n: number) => string) => (n: number) =>
        fetch(`${site.base}${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': READER_AGENT,
            'x-forwarded-for': address(kind, n),
            // As the site's pages send them: the calls refuse a POST no page of the site made.
            origin: site.base,
          },
          body: body(n),
        })
      const loops = [
        ...Array.from({ length: SENDERS.events }, () =>
          sendLoop(events, post('/api/events', 1, eventsBatch)),
        ),
        ...Array.from({ length: SENDERS.metrics }, () =>
          sendLoop(
            metrics,
            post('/api/metrics', 2, () => metricsBeacon),
          ),
        ),
        ...Array.from({ length: SENDERS.errors }, () =>
          sendLoop(
            errors,
            post('/api/errors', 3, () => errorsBody),
          ),
        ),
        published.run(stopped),
        draft.run(stopped),
        // A reader reading the published article while it is saved: its page is rendered and cached meanwhile.
        (async () => {
          while (!stop)
            await fetch(`${site.base}/health/crash-published`)
              .then((r) => r.arrayBuffer())
              .catch(() => {})
        })(),
      ]
      // The kill's condition: enough of everything acknowledged, with a save of each article in flight.
      const ready = () =>
        events.count('acked') >= KILL_AFTER.events &&
        metrics.count('acked') >= KILL_AFTER.metrics &&
        errors.count('acked') >= KILL_AFTER.errors &&
        published.lastAcked >= KILL_AFTER.published &&
        draft.lastAcked >= KILL_AFTER.drafts &&
        published.inFlight !== null &&
        draft.inFlight !== null
      const deadline = Date.now() + 120_000
      while (!ready()) {
        const refused = [...published.refused, ...draft.refused]
        if (refused.length > 0) throw new Error(`a save was refused: ${JSON.stringify(refused[0])}`)
        if (Date.now() > deadline)
          throw new Error(
            `the load did not reach the kill's condition in 120 s: ${JSON.stringify({
              events: events.count('acked'),
              metrics: metrics.count('acked'),
              errors: errors.count('acked'),
              published: published.lastAcked,
              draft: draft.lastAcked,
            })}\n${site.server?.output().slice(-3000)}`,
          )
        await new Promise((resolve) => setImmediate(resolve))
      }
      // Then, for a few seconds at most, the moment a write is open in the database (a save's transaction, or a
      // beacon's), so that the kill lands inside it more often than a kill on the acknowledgements alone would.
      const probe = await openWriteProbe(site)
      let midWrite = false
      const probing = Date.now() + PROBE_FOR_MS
      while (Date.now() < probing && ready()) {
        if (await probe.writing()) {
          midWrite = true
          break
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
      stop = true
      atKill = {
        published: published.inFlight,
        draft: draft.inFlight,
        beacons: events.inFlight + metrics.inFlight + errors.inFlight,
        midWrite,
      }
      await kill(site)
      await probe.close()
      const killed = Date.now()
      await Promise.all(loops)
      await start(site)
      db = await openDatabase(site)
      timings = { startMs: up - started, loadMs: killed - up, restartMs: Date.now() - killed }
    }, 600_000)

    afterAll(async () => {
      await db?.close()
      if (site) {
        await site.server?.stop()
        for (const cleanup of site.cleanups.reverse()) await cleanup()
      }
    })

    it('the kill came with beacons and a save of each article in flight', () => {
      expect(atKill.published).not.toBeNull()
      expect(atKill.draft).not.toBeNull()
      expect(atKill.beacons).toBeGreaterThan(0)
      console.log(
        `crash on ${target.kind}: ${JSON.stringify({
          ...timings,
          events: {
            acked: events.count('acked'),
            refused: events.count('refused'),
            unknown: events.count('unknown'),
          },
          metrics: { acked: metrics.count('acked'), unknown: metrics.count('unknown') },
          errors: { acked: errors.count('acked'), unknown: errors.count('unknown') },
          saves: { published: published.lastAcked, draft: draft.lastAcked, inFlight: atKill },
        })}`,
      )
    })

    it('every acknowledged events batch is stored once, whole, in the log and in the daily counts; no batch partly', async () => {
      const logged = new Map(
        (await db.all(`SELECT article, COUNT(*) AS n FROM analytics_events GROUP BY article`)).map((r) => [
          String(r.article),
          num(r.n),
        ]),
      )
      const counted = new Map(
        (
          await db.all(
            `SELECT article, COUNT(*) AS n, SUM("count") AS total FROM audience_stats GROUP BY article`,
          )
        ).map((r) => [String(r.article), `${num(r.n)} rows, ${num(r.total)} in all`]),
      )
      // What one batch adds to the daily counts, as the ingest computes it (rows of one key merged).
      const whole = mergeRows(AUDIENCE_COUNTS, rowsOfBatch(JSON.parse(eventsBatch(0)), Date.now()))
      const wholeCounts = `${whole.length} rows, ${whole.reduce((sum, r) => sum + r.count, 0)} in all`
      const problems: string[] = []
      for (const [n, outcome] of events.outcomes) {
        const batch = `crash-${n}`
        const rows = logged.get(batch) ?? 0
        const counts = counted.get(batch)
        const stored = rows > 0
        if (outcome === 'acked' && rows !== EVENTS_PER_BATCH)
          problems.push(`${batch} acknowledged, ${rows} rows`)
        if (outcome === 'refused' && stored) problems.push(`${batch} answered 503, yet ${rows} rows stored`)
        if (stored && rows !== EVENTS_PER_BATCH)
          problems.push(`${batch}: ${rows} of ${EVENTS_PER_BATCH} rows`)
        if (stored && counts !== wholeCounts)
          problems.push(`${batch} logged, counts ${counts} (whole: ${wholeCounts})`)
        if (!stored && counts !== undefined) problems.push(`${batch} not logged, yet counted: ${counts}`)
      }
      expect(problems).toEqual([])
      // Nothing stored that was never sent.
      expect([...logged.keys()].filter((b) => !events.outcomes.has(Number(b.slice(6))))).toEqual([])
      expect(events.count('acked')).toBeGreaterThanOrEqual(KILL_AFTER.events)
    })

    it('every acknowledged metrics beacon is counted once and whole', async () => {
      const rows = await db.all(
        `SELECT metric, tag, SUM("count") AS n FROM reader_stats WHERE template = 'article' AND formfactor = 'desktop' GROUP BY metric, tag`,
      )
      const of = (metric: string, tag: string) =>
        num(rows.find((r) => r.metric === metric && r.tag === tag)?.n)
      const time = of('session.time', 'at=90')
      // Each beacon adds one to both: a beacon partly stored would leave them apart.
      expect(of('ui.fetch.error', 'status=503')).toBe(time)
      expect(time).toBeGreaterThanOrEqual(metrics.count('acked'))
      expect(time).toBeLessThanOrEqual(metrics.count('acked') + metrics.count('unknown'))
    })

    it('every acknowledged error report is counted once, in its group and in its day alike', async () => {
      const [group] = await db.all(
        `SELECT fingerprint, "count" FROM error_groups WHERE message LIKE 'Crash test%'`,
      )
      expect(group).toBeDefined()
      const [daily] = await db.all(
        `SELECT SUM("count") AS n FROM error_daily_counts WHERE fingerprint = '${String(group?.fingerprint)}'`,
      )
      const count = num(group?.count)
      expect(num(daily?.n)).toBe(count)
      expect(count % REPORTS_PER_BODY).toBe(0)
      expect(count).toBeGreaterThanOrEqual(REPORTS_PER_BODY * errors.count('acked'))
      expect(count).toBeLessThanOrEqual(REPORTS_PER_BODY * (errors.count('acked') + errors.count('unknown')))
    })

    it('a published article: the acknowledged save, or the one in flight, whole in its row and its latest version; the page shows it', async () => {
      const { row, versions } = await storedArticle(db, published.id)
      const allowed = allowedSaves(published, atKill.published)
      expect(row?.status).toBe('published')
      expect(allowed).toContain(row?.k)
      // One latest version, the same save as the row.
      expect(versions).toEqual([{ status: 'published', k: row?.k }])
      // The reader's page, after the restart, is the stored save.
      const html = await (await fetch(`${site.base}/health/crash-published`)).text()
      const shown = [...html.matchAll(/Crash save (\d+) of the published article/g)].map((m) => Number(m[1]))
      expect(shown.length).toBeGreaterThan(0)
      expect(new Set(shown)).toEqual(new Set([row?.k]))
    })

    it('a draft: the acknowledged save, or the one in flight, whole in its one latest version', async () => {
      const { row, versions } = await storedArticle(db, draft.id)
      const allowed = allowedSaves(draft, atKill.draft)
      expect(versions).toHaveLength(1)
      expect(versions[0]?.status).toBe('draft')
      expect(allowed).toContain(versions[0]?.k)
      // The article's own row is the draft it was created as, whole (draft saves write versions only).
      expect(row).toEqual({ status: 'draft', k: 0 })
    })

    it('after the restart the editor saves and readers count again, and the page follows the save', async () => {
      const editor = await signIn(site)
      const k = published.lastAcked + 10
      const res = await editor.save(published.id, k, 'published', false)
      expect(res.status).toBe(200)
      await expect
        .poll(
          async () =>
            (await (await fetch(`${site.base}/health/crash-published`)).text()).includes(
              `Crash save ${k} of`,
            ),
          {
            timeout: 20_000,
          },
        )
        .toBe(true)
      const beacon = await fetch(`${site.base}/api/events`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'user-agent': READER_AGENT,
          'x-forwarded-for': '10.9.9.9',
          origin: site.base,
        },
        body: eventsBatch(999_999),
      })
      expect(beacon.status).toBe(204)
      const [after] = await db.all(
        `SELECT COUNT(*) AS n FROM analytics_events WHERE article = 'crash-999999'`,
      )
      expect(num(after?.n)).toBe(EVENTS_PER_BATCH)
    })
  })
}
