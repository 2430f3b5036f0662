import type { StateAdapter } from './types'

/**
 * What every state adapter must do, as tests: run against the in-process adapter in the unit tests and
 * against Redis in the integration tests. `wait(ms)` lets time pass (real time for Redis).
 */
export function describeStateContract(
  name: string,
  make: () => StateAdapter,
  options: { wait: (ms: number) => Promise<void> },
) {
  describe(`state adapter: ${name}`, () => {
    let adapter: StateAdapter
    const unique = () => `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

    beforeAll(() => {
      adapter = make()
    })
    afterAll(async () => {
      await adapter.close()
    })

    it('leases a key to one holder at a time, renewed by its holder, free again after its time', async () => {
      const key = unique()
      expect(await adapter.store.claim(key, 'instance-a', 1)).toBe(true)
      expect(await adapter.store.claim(key, 'instance-b', 1)).toBe(false)
      const together = await Promise.all(
        ['c', 'd', 'e'].map((h) => adapter.store.claim(`${key}-race`, `instance-${h}`, 5)),
      )
      expect(together.filter(Boolean)).toHaveLength(1)
      await options.wait(600)
      expect(await adapter.store.claim(key, 'instance-a', 1)).toBe(true)
      await options.wait(600)
      // Renewed 600 ms ago for a second: still a's.
      expect(await adapter.store.claim(key, 'instance-b', 1)).toBe(false)
      await options.wait(1100)
      expect(await adapter.store.claim(key, 'instance-b', 1)).toBe(true)
    })

    it('stores, reads and deletes JSON values', async () => {
      const key = unique()
      expect(await adapter.store.get(key)).toBeNull()
      await adapter.store.set(key, { zip: '10001', lists: ['a', 'b'] })
      expect(await adapter.store.get(key)).toEqual({ zip: '10001', lists: ['a', 'b'] })
      await adapter.store.delete(key)
      expect(await adapter.store.get(key)).toBeNull()
    })

    it('forgets a value after its time to live', async () => {
      const key = unique()
      await adapter.store.set(key, 'short-lived', { ttlSeconds: 1 })
      expect(await adapter.store.get(key)).toBe('short-lived')
      await options.wait(1100)
      expect(await adapter.store.get(key)).toBeNull()
    })

    it('increments atomically, and the window starts at the first increment', async () => {
      const key = unique()
      const totals = await Promise.all(
        Array.from({ length: 20 }, () => adapter.store.increment(key, { ttlSeconds: 1 })),
      )
      expect(totals.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(await adapter.store.increment(key, { by: 5, ttlSeconds: 60 })).toBe(25)
      await options.wait(1100)
      expect(await adapter.store.increment(key, { ttlSeconds: 1 })).toBe(1)
    })

    it('limits attempts per key within the window, and resets', async () => {
      const limiter = adapter.rateLimiter({ name: unique(), points: 3, durationSeconds: 60 })
      const decisions = []
      for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('203.0.113.7'))
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
      expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0])
      expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(0)
      expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
      // Another address has its own allowance.
      expect((await limiter.consume('198.51.100.9')).allowed).toBe(true)
      await limiter.reset('203.0.113.7')
      expect((await limiter.consume('203.0.113.7')).allowed).toBe(true)
    })

    it('allows again when the window has passed', async () => {
      const limiter = adapter.rateLimiter({ name: unique(), points: 1, durationSeconds: 1 })
      expect((await limiter.consume('k')).allowed).toBe(true)
      expect((await limiter.consume('k')).allowed).toBe(false)
      await options.wait(1100)
      expect((await limiter.consume('k')).allowed).toBe(true)
    })
  })
}
