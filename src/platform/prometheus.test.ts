// @vitest-environment node
import type { Payload } from 'payload'
import { Registry } from 'prom-client'
import { GroupCommitCounter } from './counts/groupCommit'
import { noteDatabaseFailure, resetDatabaseHealth } from './database-health.mjs'
import {
  instrumentRedis,
  methodLabel,
  prometheusRegistry,
  REDIS_COMMANDS,
  redisCommandLabel,
  scrapeGauge,
  serverMetrics,
  statusLabel,
} from './prometheus.mjs'

/** The value of one series of a metric in the process's registry (0 when it has none yet). */
async function seriesValue(
  name: string,
  labels: Record<string, string> = {},
  registry = prometheusRegistry(),
) {
  const metric = registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  const found = values.find((v) =>
    Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  )
  return found?.value ?? 0
}

describe('label bounds', () => {
  it.each([
    [200, '200'],
    [404, '404'],
    [503, '503'],
    [418, '4xx'],
    [299, '2xx'],
    [599, '5xx'],
    [0, 'other'],
    [999, 'other'],
  ])('status %d is labelled %s', (status, label) => {
    expect(statusLabel(status)).toBe(label)
  })

  it.each([
    ['GET', 'GET'],
    ['POST', 'POST'],
    ['PROPFIND', 'other'],
    ['get', 'other'],
    [undefined, 'other'],
  ])('method %s is labelled %s', (method, label) => {
    expect(methodLabel(method)).toBe(label)
  })

  it('labels Redis commands from a closed list, in lower case', () => {
    expect(redisCommandLabel('GET')).toBe('get')
    expect(redisCommandLabel('evalsha')).toBe('evalsha')
    expect(redisCommandLabel('flushall')).toBe('other')
    expect(redisCommandLabel('user:42:drug')).toBe('other')
    expect(REDIS_COMMANDS.every((c) => c === c.toLowerCase())).toBe(true)
  })
})

describe('the process registry', () => {
  it('is one per process, with the server metrics and the process metrics in it', async () => {
    expect(prometheusRegistry()).toBe(prometheusRegistry())
    serverMetrics()
    const text = await prometheusRegistry().metrics()
    for (const name of [
      'wellread_http_request_duration_seconds',
      'wellread_cache_lookups_total',
      'wellread_revalidations_total',
      'wellread_db_query_duration_seconds',
      'wellread_db_errors_total',
      'wellread_redis_command_duration_seconds',
      'wellread_redis_errors_total',
      'wellread_job_runs_total',
      'wellread_counts_writes_total',
      'wellread_sqlite_write_wait_seconds',
      'wellread_sqlite_transaction_held_seconds',
      'wellread_database_up',
      'wellread_process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${name} `)
  })

  it('reports the database down after a connection failure, at the scrape', async () => {
    resetDatabaseHealth()
    expect(await seriesValue('wellread_database_up')).toBe(1)
    noteDatabaseFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    expect(await seriesValue('wellread_database_up')).toBe(0)
    resetDatabaseHealth()
  })

  it('reads a scrape gauge when scraped, through the latest reader registered under its name', async () => {
    const registry = new Registry()
    let size = 3
    scrapeGauge({ name: 'test_size', help: 'a size', read: (g) => g.set(size) }, registry)
    expect(await seriesValue('test_size', {}, registry)).toBe(3)
    size = 5
    expect(await seriesValue('test_size', {}, registry)).toBe(5)
    scrapeGauge({ name: 'test_size', help: 'a size', read: (g) => g.set(size * 10) }, registry)
    expect(await seriesValue('test_size', {}, registry)).toBe(50)
    expect(registry.getMetricsAsArray()).toHaveLength(1)
  })
})

describe('instrumentRedis', () => {
  /** A client with ioredis' `sendCommand` shape: the command carries the promise of its reply. */
  function client() {
    return {
      sendCommand(command: { name: string; promise: Promise<unknown> }) {
        return command.promise
      },
    }
  }

  it('times every command and counts the failed ones, by client and command', async () => {
    const redis = client()
    instrumentRedis(redis, 'state')
    const labels = { client: 'state', command: 'incrby' }
    const before = await seriesValue('wellread_redis_errors_total', labels)
    const ok = Promise.resolve(1)
    redis.sendCommand({ name: 'incrby', promise: ok })
    const failed = Promise.reject(new Error('READONLY'))
    failed.catch(() => {})
    redis.sendCommand({ name: 'incrby', promise: failed })
    await vi.waitFor(async () =>
      expect(await seriesValue('wellread_redis_errors_total', labels)).toBe(before + 1),
    )
    const text = await prometheusRegistry().getSingleMetricAsString('wellread_redis_command_duration_seconds')
    expect(text).toMatch(
      /wellread_redis_command_duration_seconds_count\{client="state",command="incrby"\} \d+/,
    )
  })
})

describe('the group commit’s metrics', () => {
  it('counts writes by outcome and shows the rows waiting for the database', async () => {
    let fail = false
    let writes = 0
    let release: () => void = () => {}
    const counter = new GroupCommitCounter<string, { key: string; n: number }>(async () => ({}) as Payload, {
      spec: { keys: ['key'], counts: ['n'] },
      rowOf: (key) => ({ key, n: 1 }),
      write: () =>
        new Promise<void>((resolve, reject) => {
          writes += 1
          release = () => (fail ? reject(new Error('disk full')) : resolve())
        }),
      noun: 'test',
      tag: 'metrics-test',
      windowMs: 1,
    })
    const ok = { counter: 'metrics-test', outcome: 'ok' }
    const failed = { counter: 'metrics-test', outcome: 'failed' }
    const okBefore = await seriesValue('wellread_counts_writes_total', ok)
    const first = counter.record(['a', 'b', 'a'])
    // Two keys (a, b): two rows, held while their write is in flight.
    await vi.waitFor(() => expect(writes).toBe(1))
    expect(await seriesValue('wellread_counts_pending_rows', { counter: 'metrics-test' })).toBe(2)
    release()
    await first
    expect(await seriesValue('wellread_counts_writes_total', ok)).toBe(okBefore + 1)
    expect(await seriesValue('wellread_counts_pending_rows', { counter: 'metrics-test' })).toBe(0)
    fail = true
    const second = counter.record(['c'])
    const failedBefore = await seriesValue('wellread_counts_writes_total', failed)
    await vi.waitFor(() => expect(writes).toBe(2))
    expect(counter.pendingRows).toBe(1)
    release()
    await expect(second).rejects.toThrow('could not be stored')
    expect(await seriesValue('wellread_counts_writes_total', failed)).toBe(failedBefore + 1)
  })
})
