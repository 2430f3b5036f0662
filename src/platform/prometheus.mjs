// @ts-check
/**
 * The process's one Prometheus registry (prom-client) and the server's own metrics in it (docs/adr/0027 §8).
 *
 * The HTTP server (`server.mjs`, the edge, the page cache) is plain ESM loaded by Node; the routes, Payload and
 * the services run in Next.js' server bundles, loaded separately. Both sides reach the same registry through a
 * `globalThis` key (as `singleton` does), and prom-client is one of Next's external packages (next.config.ts),
 * so both use the same copy of it. `GET /metrics` (src/services/metrics) exposes this registry: the readers'
 * metrics, these, and the process's own (`wellread_process_*`, `wellread_nodejs_*`).
 *
 * Every label here takes values from a closed set named in code (route templates, method names, cache layers,
 * database operations, Redis commands, job and counter names): never a path, a query or anything of a
 * reader's. Each instance is scraped under its own `instance` label; nothing here adds instances up.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { databaseLooksDown } from './database-health.mjs'

export const METRIC_PREFIX = 'wellread_'

const REGISTRY_KEY = Symbol.for('wellread.prometheusRegistry')
const SERVER_METRICS_KEY = Symbol.for('wellread.serverMetrics')

/** Request durations, in seconds: from an edge hit (under a millisecond) to a slow render. */
export const REQUEST_SECONDS_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
]
/** Database and Redis calls, in seconds: from an in-memory SQLite read to a stuck connection. */
export const QUERY_SECONDS_BUCKETS = [
  0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5,
]

/** The methods a request is labelled with; any other is `other`. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The statuses labelled by their code; any other by its class (`2xx` … `5xx`). */
export const STATUSES = [
  200, 204, 206, 301, 302, 304, 307, 308, 400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 502, 503, 504,
]

/**
 * The methods of Payload's database adapter that are timed, as the `operation` label: every read and write
 * Payload makes goes through one of them (src/cms/dbMetrics.ts).
 */
export const DB_OPERATIONS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
  'beginTransaction',
  'commitTransaction',
  'rollbackTransaction',
]

/** The Redis commands the site sends (state, rate limits, page-cache tier), as the `command` label; else `other`. */
export const REDIS_COMMANDS = [
  'get',
  'set',
  'del',
  'incrby',
  'expire',
  'eval',
  'evalsha',
  'multi',
  'exec',
  'pexpire',
  'publish',
  'subscribe',
  'hget',
  'hset',
  'hgetall',
  'hdel',
  'mget',
  'ping',
]

/**
 * The process's registry, with the process's default metrics under the `wellread_` prefix.
 * @returns {Registry}
 */
export function prometheusRegistry() {
  const scope = /** @type {Record<symbol, Registry | undefined>} */ (/** @type {unknown} */ (globalThis))
  let registry = scope[REGISTRY_KEY]
  if (!registry) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX })
    scope[REGISTRY_KEY] = registry
  }
  return registry
}

/**
 * @param {string | undefined} method
 * @returns {string}
 */
export function methodLabel(method) {
  return method && METHODS.includes(method) ? method : 'other'
}

/**
 * @param {number} status
 * @returns {string}
 */
export function statusLabel(status) {
  if (STATUSES.includes(status)) return String(status)
  const kind = Math.floor(status / 100)
  return kind >= 1 && kind <= 5 ? `${kind}xx` : 'other'
}

/**
 * @param {string} name
 * @returns {string}
 */
export function redisCommandLabel(name) {
  const lower = name.toLowerCase()
  return REDIS_COMMANDS.includes(lower) ? lower : 'other'
}

/**
 * @param {Registry} registry
 */
function createServerMetrics(registry) {
  const registers = [registry]
  return {
    requestDuration: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from a request arriving to its response finishing, by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers,
    }),
    cacheLookups: new Counter({
      name: `${METRIC_PREFIX}cache_lookups_total`,
      help: 'Lookups of a cached answer: cache is edge (answered without Next.js), page (the page cache Next.js reads) or shared (the Redis tier); result hit, miss or stale (there but past its revalidation time).',
      labelNames: ['cache', 'result'],
      registers,
    }),
    revalidations: new Counter({
      name: `${METRIC_PREFIX}revalidations_total`,
      help: 'Cache-tag revalidations of the page cache, by reason: edit (a save), commit (the same save once committed), peer (another instance, through Redis), next (Next.js revalidateTag).',
      labelNames: ['reason'],
      registers,
    }),
    revalidatedEntries: new Counter({
      name: `${METRIC_PREFIX}revalidated_entries_total`,
      help: 'Page-cache entries dropped by revalidations, by reason.',
      labelNames: ['reason'],
      registers,
    }),
    dbDuration: new Histogram({
      name: `${METRIC_PREFIX}db_query_duration_seconds`,
      help: "Time of Payload's database calls, by adapter operation.",
      labelNames: ['operation'],
      buckets: QUERY_SECONDS_BUCKETS,
      registers,
    }),
    dbErrors: new Counter({
      name: `${METRIC_PREFIX}db_errors_total`,
      help: "Payload's database calls that failed, by adapter operation.",
      labelNames: ['operation'],
      registers,
    }),
    redisDuration: new Histogram({
      name: `${METRIC_PREFIX}redis_command_duration_seconds`,
      help: 'Time of Redis commands, by client (state: rate limits and shared values; page_cache: the shared page-cache tier) and command.',
      labelNames: ['client', 'command'],
      buckets: QUERY_SECONDS_BUCKETS,
      registers,
    }),
    redisErrors: new Counter({
      name: `${METRIC_PREFIX}redis_errors_total`,
      help: 'Redis commands that failed, by client and command.',
      labelNames: ['client', 'command'],
      registers,
    }),
    databaseUp: new Gauge({
      name: `${METRIC_PREFIX}database_up`,
      help: 'Whether the database looked reachable at the scrape (0 after a connection failure not since followed by a success, for up to a minute: src/platform/database-health.mjs).',
      registers,
      collect() {
        this.set(databaseLooksDown() ? 0 : 1)
      },
    }),
    jobRuns: new Counter({
      name: `${METRIC_PREFIX}job_runs_total`,
      help: "Runs of Payload's job tasks (scheduled publishing), by task and outcome (success, failed).",
      labelNames: ['job', 'outcome'],
      registers,
    }),
    countsWrites: new Counter({
      name: `${METRIC_PREFIX}counts_writes_total`,
      help: "The beacons' group-commit writes, by counter and outcome (ok, failed).",
      labelNames: ['counter', 'outcome'],
      registers,
    }),
    thirdPartyRelays: new Counter({
      name: `${METRIC_PREFIX}third_party_relays_total`,
      help: 'Requests the server relays to a third party (partner ga4: the GA4 adapter), by outcome (sent; refused by the guard: no consent, topic…; failed: no answer or an error status; dropped: too many in flight) and reason.',
      labelNames: ['partner', 'outcome', 'reason'],
      registers,
    }),
    sqliteWriteWait: new Histogram({
      name: `${METRIC_PREFIX}sqlite_write_wait_seconds`,
      help: "On SQLite, how long a write waited for a transaction to end (the process's writers take turns, ADR 32), when it had to: kind statement (a beacon's group commit, a job's row) or transaction (a save).",
      labelNames: ['kind'],
      buckets: QUERY_SECONDS_BUCKETS,
      registers,
    }),
    sqliteTransactionHeld: new Histogram({
      name: `${METRIC_PREFIX}sqlite_transaction_held_seconds`,
      help: 'On SQLite, how long a transaction (a save) held the write turn, from its first write to its COMMIT or ROLLBACK (ADR 32): what other writes may wait.',
      buckets: QUERY_SECONDS_BUCKETS,
      registers,
    }),
    countsRefused: new Counter({
      name: `${METRIC_PREFIX}counts_refused_total`,
      help: 'Beacon events refused because too many rows were already waiting for the database, by counter.',
      labelNames: ['counter'],
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof createServerMetrics>} ServerMetrics */

/**
 * This process's server metrics, created once in its registry.
 * @returns {ServerMetrics}
 */
export function serverMetrics() {
  const scope = /** @type {Record<symbol, ServerMetrics | undefined>} */ (/** @type {unknown} */ (globalThis))
  let metrics = scope[SERVER_METRICS_KEY]
  if (!metrics) {
    metrics = createServerMetrics(prometheusRegistry())
    scope[SERVER_METRICS_KEY] = metrics
  }
  return metrics
}

/**
 * A gauge read when Prometheus scrapes (`collect`), created once per registry under its name: the later
 * caller's `read` replaces the earlier one (a module loaded again reads its own state).
 *
 * @param {{ name: string, help: string, labelNames?: string[], read: (gauge: Gauge) => void }} spec
 * @param {Registry} [registry]
 */
export function scrapeGauge({ name, help, labelNames = [], read }, registry = prometheusRegistry()) {
  const readers = /** @type {Record<symbol, Map<string, (gauge: Gauge) => void> | undefined>} */ (
    /** @type {unknown} */ (registry)
  )
  const key = Symbol.for('wellread.scrapeGaugeReaders')
  let map = readers[key]
  if (!map) {
    map = new Map()
    readers[key] = map
  }
  map.set(name, read)
  if (registry.getSingleMetric(name)) return
  const table = map
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset()
      table.get(name)?.(this)
    },
  })
}

/**
 * Times every command a Redis client (ioredis) sends, and counts the ones that fail: `sendCommand` is the one
 * place every command, pipeline and transaction passes through.
 *
 * @param {{ sendCommand: (command: any, ...rest: any[]) => unknown }} client
 * @param {'state' | 'page_cache'} name
 */
export function instrumentRedis(client, name) {
  const original = client.sendCommand.bind(client)
  const metrics = serverMetrics()
  client.sendCommand = (command, ...rest) => {
    const started = process.hrtime.bigint()
    const result = original(command, ...rest)
    const labels = { client: name, command: redisCommandLabel(String(command?.name ?? 'other')) }
    const promise = command?.promise
    if (promise && typeof promise.then === 'function') {
      promise.then(
        () => metrics.redisDuration.observe(labels, secondsSince(started)),
        () => {
          metrics.redisDuration.observe(labels, secondsSince(started))
          metrics.redisErrors.inc(labels)
        },
      )
    }
    return result
  }
}

/**
 * @param {bigint} started from `process.hrtime.bigint()`
 * @returns {number}
 */
export function secondsSince(started) {
  return Number(process.hrtime.bigint() - started) / 1e9
}
