import { redisStateAdapter } from '@/platform/state/adapters/redis'
import { describeStateContract } from '@/platform/state/contract'
import { captureLogs } from '../unit/log-capture'

/**
 * The Redis state adapter against a real Redis (TEST_REDIS_URL; CI sets it, and every developer machine
 * runs Redis on 127.0.0.1:6379). The same contract runs on the in-process adapter in the unit tests.
 */
const url = process.env.TEST_REDIS_URL
const targets = url ? [url] : []

for (const target of targets) {
  describeStateContract(`redis (${target})`, () => redisStateAdapter(target), {
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
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
