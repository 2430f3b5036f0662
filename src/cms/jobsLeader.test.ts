// @vitest-environment node

import type { KeyValueStore } from '@/platform/state'
import { memoryKeyValueStore } from '@/platform/state/adapters/memory'
import { JobsLeadership } from './jobsLeader'

describe('one instance runs scheduled jobs', () => {
  it('the first candidate leads and keeps leading; the others wait; another takes over when it stops', async () => {
    let now = 0
    const shared = memoryKeyValueStore(() => now)
    const quiet = () => {}
    const a = new JobsLeadership(() => shared, 30, quiet, 'a')
    const b = new JobsLeadership(() => shared, 30, quiet, 'b')
    expect(await a.shouldRun()).toBe(true)
    expect(await b.shouldRun()).toBe(false)
    expect([a.role, b.role]).toEqual(['leader', 'standby'])
    // a looks every 10 s and renews the lease each time.
    for (let i = 0; i < 5; i++) {
      now += 10_000
      expect(await a.shouldRun()).toBe(true)
      expect(await b.shouldRun()).toBe(false)
    }
    // a stops; after the lease runs out b leads.
    now += 29_000
    expect(await b.shouldRun()).toBe(false)
    now += 1_001
    expect(await b.shouldRun()).toBe(true)
    expect(b.role).toBe('leader')
    // Every decision is counted, the leader's and the standby's (the health endpoint's `jobsChecks`).
    expect([a.checks, b.checks]).toEqual([6, 8])
  })

  it('while the shared state cannot be reached, the leader keeps leading and the others keep waiting', async () => {
    let reachable = true
    const shared = memoryKeyValueStore()
    const flaky: KeyValueStore = {
      ...shared,
      claim: (...args) =>
        reachable ? shared.claim(...args) : Promise.reject(new Error('redis is not reachable')),
    }
    const a = new JobsLeadership(
      () => flaky,
      30,
      () => {},
      'a',
    )
    const b = new JobsLeadership(
      () => flaky,
      30,
      () => {},
      'b',
    )
    await a.shouldRun()
    await b.shouldRun()
    reachable = false
    expect(await a.shouldRun()).toBe(true)
    expect(await b.shouldRun()).toBe(false)
  })

  it('once it becomes the leader, it releases the jobs an earlier run left running before that moment, once', async () => {
    let now = 1_000
    const shared = memoryKeyValueStore(() => now)
    const logged: string[] = []
    const a = new JobsLeadership(
      () => shared,
      30,
      (m) => logged.push(m),
      'a',
      () => now,
    )
    const b = new JobsLeadership(
      () => shared,
      30,
      (m) => logged.push(m),
      'b',
      () => now,
    )
    const released: string[] = []
    const release = (who: string) => async (before: Date) => {
      released.push(`${who} ${before.getTime()}`)
      return 2
    }
    await b.takeOver(release('b'))
    expect(released).toEqual([]) // not the leader yet
    expect(await a.shouldRun()).toBe(true)
    await a.takeOver(release('a'))
    now += 10_000
    await a.shouldRun()
    await a.takeOver(release('a'))
    expect(released).toEqual(['a 1000'])
    // a stops; b takes over once the lease runs out, and releases what was marked before then.
    now += 31_000
    expect(await b.shouldRun()).toBe(true)
    await b.takeOver(release('b'))
    expect(released).toEqual(['a 1000', 'b 42000'])
    expect(logged.filter((m) => m.includes('will run again'))).toHaveLength(2)
  })

  it('tries the release again at the next look when it failed', async () => {
    const a = new JobsLeadership(
      () => memoryKeyValueStore(),
      30,
      () => {},
      'a',
    )
    await a.shouldRun()
    let tries = 0
    const release = async () => {
      tries += 1
      if (tries === 1) throw new Error('database is locked')
      return 0
    }
    await a.takeOver(release)
    await a.takeOver(release)
    await a.takeOver(release)
    expect(tries).toBe(2)
  })
})
