// @vitest-environment node
import { captureLogs } from '../../tests/unit/log-capture'
import { cachedRead } from './cache'

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('wellread.pageCache')]
})

describe('cachedRead', () => {
  it('reads once, then serves the kept result; past its time it refreshes in the background', async () => {
    let version = 1
    let now = Date.parse('2026-11-26T12:00:00Z')
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    let release: () => void = () => {}
    const read = vi.fn(async () => {
      const v = version
      if (v > 1) await new Promise<void>((r) => (release = r))
      return { v }
    })
    const get = cachedRead(
      { name: `test-${Math.random()}`, tags: () => ['t'], revalidate: 30, duringBuild: { v: 0 } },
      read,
    )
    expect(await get()).toEqual({ v: 1 })
    expect(await get()).toEqual({ v: 1 })
    expect(read).toHaveBeenCalledTimes(1)
    now += 31_000
    version = 2
    // The refresh waits on the database; readers meanwhile get the kept result at once.
    expect(await get()).toEqual({ v: 1 })
    expect(await get()).toEqual({ v: 1 })
    expect(read).toHaveBeenCalledTimes(2)
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(await get()).toEqual({ v: 2 })
    vi.restoreAllMocks()
  })

  it('keeps serving the last result when a refresh fails', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z')
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const logs = captureLogs()
    let fail = false
    const get = cachedRead(
      { name: `test-${Math.random()}`, tags: () => ['t'], revalidate: 30, duringBuild: 0 },
      async () => {
        if (fail) throw new Error('database away')
        return 7
      },
    )
    expect(await get()).toBe(7)
    now += 31_000
    fail = true
    expect(await get()).toBe(7)
    await new Promise((r) => setTimeout(r, 0))
    expect(await get()).toBe(7)
    logs.restore()
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        component: 'cache',
        msg: expect.stringContaining('refreshing'),
        err: expect.objectContaining({ message: 'database away' }),
      }),
    ])
    vi.restoreAllMocks()
  })
})
