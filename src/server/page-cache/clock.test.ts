import { orderedNow } from './clock.mjs'

describe('orderedNow', () => {
  it('is strictly increasing, even within one millisecond', () => {
    const times = Array.from({ length: 5000 }, () => orderedNow())
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!)
  })

  it('stays within a millisecond of the wall clock when calls are not crowded', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    const before = Date.now()
    const t = orderedNow()
    expect(t).toBeGreaterThanOrEqual(before)
    expect(t).toBeLessThan(Date.now() + 1)
  })
})

describe('orderedNow across copies of the module', () => {
  it('counts on one clock even when a bundle carries its own copy', async () => {
    vi.resetModules()
    const copy = await import('./clock.mjs')
    expect(copy.orderedNow).not.toBe(orderedNow)
    const times = Array.from({ length: 2000 }, (_, i) => (i % 2 ? copy.orderedNow() : orderedNow()))
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!)
  })
})
