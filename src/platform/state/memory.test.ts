// @vitest-environment node
import { memoryKeyValueStore, memoryStateAdapter } from './adapters/memory'
import { describeStateContract } from './contract'

describeStateContract('memory', memoryStateAdapter, {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
})

describe('memory key-value store', () => {
  it('expires by its clock, without waiting', async () => {
    let now = 1_000
    const store = memoryKeyValueStore(() => now)
    await store.set('k', 1, { ttlSeconds: 10 })
    now += 9_999
    expect(await store.get('k')).toBe(1)
    now += 1
    expect(await store.get('k')).toBeNull()
  })
})
