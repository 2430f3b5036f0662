import { filled, mayRefresh, seen, viewableAt } from './viewability'

describe('a viewable impression: half the ad in view for one second, once per fill', () => {
  it('counts at 1,000 ms of continuous view, not before, and only once', () => {
    let view = seen(filled(0), 0.6, 100)
    expect(viewableAt(view, 1_099).count).toBe(false)
    const at = viewableAt(view, 1_100)
    expect(at.count).toBe(true)
    view = at.view
    expect(viewableAt(view, 5_000).count).toBe(false)
  })

  it('less than half in view does not count, and leaving starts the second again', () => {
    let view = seen(filled(0), 0.49, 0)
    expect(viewableAt(view, 5_000).count).toBe(false)
    view = seen(view, 0.5, 1_000)
    view = seen(view, 0.2, 1_900)
    expect(viewableAt(view, 2_500).count).toBe(false)
    view = seen(view, 0.9, 3_000)
    expect(viewableAt(view, 3_999).count).toBe(false)
    expect(viewableAt(view, 4_000).count).toBe(true)
  })

  it('a new fill may be counted again', () => {
    const first = viewableAt(seen(filled(0), 1, 0), 1_000).view
    expect(first.counted).toBe(true)
    expect(viewableAt(seen(filled(40_000), 1, 40_000), 41_000).count).toBe(true)
  })
})

describe('refresh: in view, 30 s after the fill, after 2 s of view', () => {
  it('not before 30 s, not out of view, not before the slot has been in view 2 s', () => {
    const inView = seen(filled(0), 1, 0)
    expect(mayRefresh(inView, 29_999)).toBe(false)
    expect(mayRefresh(inView, 30_000)).toBe(true)
    expect(mayRefresh(seen(inView, 0, 31_000), 31_000)).toBe(false)
    const justBack = seen(seen(inView, 0, 31_000), 1, 40_000)
    expect(mayRefresh(justBack, 41_999)).toBe(false)
    expect(mayRefresh(justBack, 42_000)).toBe(true)
  })
})
