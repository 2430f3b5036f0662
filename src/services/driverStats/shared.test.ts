// @vitest-environment jsdom
import {
  countDriver,
  createDriverCountQueue,
  DRIVER_EVENTS_ENDPOINT,
  type DriverCountsBody,
  MAX_COUNT,
  MAX_COUNTS_PER_BEACON,
  SEND_EVERY_MS,
  sendByBeacon,
} from './shared'

const uuid = '3f2b8c1e-9a4d-4f6e-8b7a-1c2d3e4f5a6b'

function queueWithBodies() {
  const bodies: DriverCountsBody[] = []
  const queue = createDriverCountQueue({ send: (body) => bodies.push(JSON.parse(body) as DriverCountsBody) })
  return { queue, bodies }
}

describe('the page’s driver count queue', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('adds counts up per kind, driver and placement, and sends them 5 s after the first', () => {
    const { queue, bodies } = queueWithBodies()
    queue.count('fill', uuid, 'articlePlacement')
    queue.count('impression', uuid, 'articlePlacement')
    queue.count('impression', uuid, 'articlePlacement')
    queue.count('miss', 'ignored-for-a-miss', 'articlePlacement2')
    vi.advanceTimersByTime(SEND_EVERY_MS - 1)
    expect(bodies).toEqual([])
    vi.advanceTimersByTime(1)
    expect(bodies).toEqual([
      {
        counts: [
          { kind: 'fill', driverId: uuid, placement: 'articlePlacement', count: 1 },
          { kind: 'impression', driverId: uuid, placement: 'articlePlacement', count: 2 },
          { kind: 'miss', driverId: '', placement: 'articlePlacement2', count: 1 },
        ],
      },
    ])
    // Nothing new: nothing sent, and no timer left running on an idle page.
    vi.advanceTimersByTime(SEND_EVERY_MS * 3)
    expect(bodies).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('sends at once when an entry reaches its largest count, and keeps counting after', () => {
    const { queue, bodies } = queueWithBodies()
    for (let i = 0; i < MAX_COUNT + 1; i++) queue.count('impression', uuid, 'headerNewsletter')
    expect(bodies).toEqual([
      { counts: [{ kind: 'impression', driverId: uuid, placement: 'headerNewsletter', count: MAX_COUNT }] },
    ])
    expect(queue.pending()).toEqual([
      { kind: 'impression', driverId: uuid, placement: 'headerNewsletter', count: 1 },
    ])
  })

  it('sends at once when a beacon is full', () => {
    const { queue, bodies } = queueWithBodies()
    for (let i = 0; i < MAX_COUNTS_PER_BEACON; i++) queue.count('click', `driver-${i}`, 'articlePlacement')
    expect(bodies).toHaveLength(1)
    expect(bodies[0]?.counts).toHaveLength(MAX_COUNTS_PER_BEACON)
    expect(queue.pending()).toEqual([])
  })

  it('drops what the server would refuse, so one bad count cannot cost the others', () => {
    const { queue, bodies } = queueWithBodies()
    queue.count('click', '', 'articlePlacement')
    queue.count('click', '<script>', 'articlePlacement')
    queue.count('click', uuid, 'sidebar')
    queue.count('view' as never, uuid, 'articlePlacement')
    queue.count('signup', uuid, 'headerNewsletter')
    queue.send()
    expect(bodies).toEqual([
      { counts: [{ kind: 'signup', driverId: uuid, placement: 'headerNewsletter', count: 1 }] },
    ])
  })

  it('sending with nothing counted sends nothing', () => {
    const { queue, bodies } = queueWithBodies()
    queue.send()
    expect(bodies).toEqual([])
  })

  it('countDriver sends by beacon when the page is hidden, and on pagehide', () => {
    const beacon = vi.fn((_url: string, _body: string) => true)
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon })
    countDriver('fill', uuid, 'wBw2ndPagePopup')
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    hidden.mockRestore()
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(beacon.mock.calls[0]?.[0]).toBe(DRIVER_EVENTS_ENDPOINT)
    expect(JSON.parse(beacon.mock.calls[0]?.[1] ?? '')).toEqual({
      counts: [{ kind: 'fill', driverId: uuid, placement: 'wBw2ndPagePopup', count: 1 }],
    })
    countDriver('click', uuid, 'wBw2ndPagePopup')
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(2)
    // And, with neither, within five seconds.
    countDriver('signup', uuid, 'wBw2ndPagePopup')
    vi.advanceTimersByTime(SEND_EVERY_MS)
    expect(beacon).toHaveBeenCalledTimes(3)
  })

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false })
    const fetched = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetched)
    sendByBeacon('{"counts":[]}')
    expect(fetched).toHaveBeenCalledWith(DRIVER_EVENTS_ENDPOINT, {
      method: 'POST',
      body: '{"counts":[]}',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    })
  })

  it('never throws into the page, even when sending does', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: () => {
        throw new Error('blocked')
      },
    })
    expect(() => sendByBeacon('{}')).not.toThrow()
  })
})
