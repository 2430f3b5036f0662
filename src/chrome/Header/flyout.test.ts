import { FlyoutController } from './flyout'

describe('FlyoutController', () => {
  let changes: (string | null)[]
  let flyout: FlyoutController

  beforeEach(() => {
    vi.useFakeTimers()
    changes = []
    flyout = new FlyoutController((id) => changes.push(id))
  })

  afterEach(() => {
    flyout.dispose()
    vi.useRealTimers()
  })

  it('opens 350 ms after the pointer arrives, not before', () => {
    flyout.pointerEnter('health')
    vi.advanceTimersByTime(349)
    expect(flyout.open).toBeNull()
    vi.advanceTimersByTime(1)
    expect(flyout.open).toBe('health')
    expect(changes).toEqual(['health'])
  })

  it('does not open when the pointer passes over quickly', () => {
    flyout.pointerEnter('health')
    vi.advanceTimersByTime(200)
    flyout.pointerLeave()
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([])
  })

  it('closes 350 ms after the pointer leaves, and stays open if it comes back in time', () => {
    flyout.focusOpen('health')
    flyout.pointerLeave()
    vi.advanceTimersByTime(300)
    flyout.pointerEnter('health')
    vi.advanceTimersByTime(1000)
    expect(flyout.open).toBe('health')
    flyout.pointerLeave()
    vi.advanceTimersByTime(349)
    expect(flyout.open).toBe('health')
    vi.advanceTimersByTime(1)
    expect(flyout.open).toBeNull()
  })

  it('switches at once from one open flyout to another', () => {
    flyout.focusOpen('health')
    flyout.pointerEnter('nutrition')
    expect(flyout.open).toBe('nutrition')
  })

  it.each(['close'] as const)('%s closes at once and cancels pending timers', (method) => {
    flyout.pointerEnter('health')
    flyout[method]()
    vi.advanceTimersByTime(1000)
    expect(flyout.open).toBeNull()
    expect(changes).toEqual([])
  })

  it('a click right after the hover delay opened the flyout keeps it open; a later click closes it', () => {
    flyout.pointerEnter('health')
    vi.advanceTimersByTime(350)
    flyout.toggle('health')
    expect(flyout.open).toBe('health')
    vi.advanceTimersByTime(700)
    flyout.toggle('health')
    expect(flyout.open).toBeNull()
  })

  it('opens on keyboard focus without delay and toggles on activation', () => {
    flyout.focusOpen('fitness')
    expect(flyout.open).toBe('fitness')
    flyout.toggle('fitness')
    expect(flyout.open).toBeNull()
    flyout.toggle('fitness')
    expect(flyout.open).toBe('fitness')
  })
})
