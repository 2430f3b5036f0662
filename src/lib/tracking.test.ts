// @vitest-environment jsdom
import {
  CLIENT_ERROR_EVENT,
  MAX_STACK_CHARS,
  reportError,
  TRACK_EVENT_TYPE,
  type TrackEvent,
  track,
} from './tracking'

function listen(): TrackEvent[] {
  const seen: TrackEvent[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<TrackEvent>).detail)
  window.addEventListener(TRACK_EVENT_TYPE, listener)
  cleanups.push(() => window.removeEventListener(TRACK_EVENT_TYPE, listener))
  return seen
}

const cleanups: Array<() => void> = []

beforeEach(() => {
  delete window.wellreadEvents
})

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
})

describe('track', () => {
  it('creates the data layer when missing and appends events in order', () => {
    track({ name: 'page_view', path: '/health/a', title: 'A' })
    track({ name: 'scroll_depth', path: '/health/a', threshold: 25 })
    expect(window.wellreadEvents).toEqual([
      { name: 'page_view', path: '/health/a', title: 'A' },
      { name: 'scroll_depth', path: '/health/a', threshold: 25 },
    ])
  })

  it('keeps events already on an existing data layer', () => {
    window.wellreadEvents = [{ name: 'earlier' }]
    track({ name: 'next_article_loaded', path: '/health/b' })
    expect(window.wellreadEvents.map((e) => e.name)).toEqual(['earlier', 'next_article_loaded'])
  })

  it('announces each event as a wellread:track CustomEvent on window', () => {
    const seen = listen()
    track({ name: 'scroll_depth', path: '/health/a', threshold: 100 })
    expect(seen).toEqual([{ name: 'scroll_depth', path: '/health/a', threshold: 100 }])
  })

  it('records a copy, so later changes by the caller do not alter the data layer', () => {
    const event: TrackEvent = { name: 'page_view', path: '/health/a' }
    track(event)
    event.path = '/changed'
    expect(window.wellreadEvents?.[0]?.path).toBe('/health/a')
  })

  it('never throws, even when the data layer cannot take the event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.wellreadEvents = Object.freeze([]) as unknown as TrackEvent[]
    expect(() => track({ name: 'page_view', path: '/x' })).not.toThrow()
    expect(error).toHaveBeenCalled()
  })
})

describe('reportError', () => {
  it('logs the error and tracks client.error with its message and the context', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen = listen()
    const failure = new Error('SecurityError: replaceState refused')
    reportError(failure, { where: 'next-article.url', path: '/health/b' })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('next-article.url'), failure)
    expect(seen).toEqual([
      {
        name: 'client.error',
        message: 'SecurityError: replaceState refused',
        errorName: 'Error',
        stack: failure.stack,
        where: 'next-article.url',
        path: '/health/b',
      },
    ])
  })

  it('cuts a long stack and announces the error for the metrics boot', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const announced = vi.fn()
    window.addEventListener(CLIENT_ERROR_EVENT, announced)
    cleanups.push(() => window.removeEventListener(CLIENT_ERROR_EVENT, announced))
    const failure = new TypeError('x is undefined')
    failure.stack = `TypeError: x is undefined\n${'    at f (/_next/static/chunks/a.js:1:2)\n'.repeat(1000)}`
    reportError(failure)
    const event = window.wellreadEvents?.at(-1)
    expect(event?.errorName).toBe('TypeError')
    expect(String(event?.stack)).toHaveLength(MAX_STACK_CHARS)
    expect(announced).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an Error', new Error('boom'), 'boom'],
    ['a string', 'plain failure', 'plain failure'],
    ['an object', { code: 7 }, '{"code":7}'],
    ['undefined', undefined, 'undefined'],
  ])('reports %s with a readable message', (_label, thrown, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reportError(thrown)
    expect(window.wellreadEvents?.at(-1)).toMatchObject({ name: 'client.error', message })
  })

  it('does not let the context overwrite the event name or message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reportError(new Error('real'), { name: 'fake', message: 'fake' })
    expect(window.wellreadEvents?.at(-1)).toMatchObject({ name: 'client.error', message: 'real' })
  })
})
