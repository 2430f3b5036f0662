import type { ChildProcess } from 'node:child_process'
import { prometheusRegistry } from '@/platform/prometheus.mjs'
import { redisStateAdapter } from '@/platform/state/adapters/redis'
import { describeStateContract } from '@/platform/state/contract'
import { killProcess, startRedisServer } from '../../scripts/cluster-lib.mjs'
import { freePort } from '../../scripts/lib.mjs'
import { captureLogs } from '../unit/log-capture'

/**
 * The Redis state adapter against a real Redis. Runs where Redis is (TEST_REDIS_URL: CI, and every developer
 * machine here), on a redis-server of its own from the machine's Redis package, so that it does not hang on
 * whether the machine's shared Redis is up, or on what other programs keep in it. The same contract runs on
 * the in-process adapter in the unit tests.
 */
const withRedis = process.env.TEST_REDIS_URL ? ['own redis-server'] : []

/** A series' value in the process's Prometheus registry (0 when it has none yet); `series` names a histogram's. */
async function seriesValue(family: string, labels: Record<string, string>, series = family): Promise<number> {
  const metric = prometheusRegistry().getSingleMetric(family)
  if (!metric) return 0
  const { values } = await metric.get()
  const found = values.find(
    (v) =>
      ((v as { metricName?: string }).metricName ?? family) === series &&
      Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  )
  return found?.value ?? 0
}

for (const label of withRedis) {
  describe(`redis (${label})`, () => {
    let target = ''
    let redis: ChildProcess | undefined
    beforeAll(async () => {
      const port = await freePort()
      redis = await startRedisServer(port)
      target = `redis://127.0.0.1:${port}`
    })
    afterAll(async () => {
      if (redis) await killProcess(redis)
    })

    describeStateContract(`redis`, () => redisStateAdapter(target), {
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    })

    it(`times the adapter's commands and counts failed ones in the process's metrics`, async () => {
      const adapter = redisStateAdapter(target)
      const get = { client: 'state', command: 'get' }
      const evals = { client: 'state', command: 'eval' }
      try {
        const timed = () =>
          seriesValue(
            'wellread_redis_command_duration_seconds',
            get,
            'wellread_redis_command_duration_seconds_count',
          )
        const before = await timed()
        const errorsBefore = await seriesValue('wellread_redis_errors_total', evals)
        await adapter.store.get(`metrics-${Date.now()}`)
        expect(await timed()).toBe(before + 1)
        // A claim is a script (EVAL): a negative expiry makes Redis refuse its SET.
        await expect(adapter.store.claim(`metrics-claim-${Date.now()}`, 'holder', -1)).rejects.toThrow()
        await vi.waitFor(async () =>
          expect(await seriesValue('wellread_redis_errors_total', evals)).toBe(errorsBefore + 1),
        )
      } finally {
        await adapter.close()
      }
    })
  })
}

describe('redis adapter while Redis is unreachable', () => {
  // Its connection errors go to the log (read, not printed, here).
  const silence = () => captureLogs()

  it('still limits attempts, per instance, through its in-memory insurance limiter', async () => {
    const logs = silence()
    const adapter = redisStateAdapter('redis://127.0.0.1:1')
    try {
      const limiter = adapter.rateLimiter({ name: `down-${Date.now()}`, points: 2, durationSeconds: 60 })
      const allowed = []
      for (let i = 0; i < 3; i++) allowed.push((await limiter.consume('203.0.113.7')).allowed)
      expect(allowed).toEqual([true, true, false])
    } finally {
      await adapter.close()
      logs.restore()
    }
  })

  it('fails key-value reads with a clear error instead of hanging', async () => {
    const logs = silence()
    const adapter = redisStateAdapter('redis://127.0.0.1:1')
    try {
      await expect(adapter.store.get('anything')).rejects.toThrow(/redis/i)
    } finally {
      await adapter.close()
      logs.restore()
    }
  })
})
