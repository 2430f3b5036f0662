// @vitest-environment jsdom

import { eventProblem } from '@/lib/events/registry'
import { reportError, track } from '@/lib/tracking'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import {
  ERRORS_URL,
  EVENTS_URL,
  type Forwarder,
  METRICS_FLUSH_MS,
  METRICS_URL,
  startForwarder,
  UNLOAD_URL,
} from './forwarder'
import type { Transport } from './sender'

const page = {
  build: 'b1',
  route: '/[section]/[slug]',
  pageTemplate: 'article' as const,
  formfactor: 'desktop' as const,
  site: 'wellread.test',
}

type Vitals = Record<
  'onLCP' | 'onFCP' | 'onTTFB' | 'onINP' | 'onCLS',
  (cb: (m: { name: string; value: number }) => void) => void
>

let forwarder: Forwarder | null = null
let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  vi.useFakeTimers()
  delete window.wellreadEvents
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  forwarder?.stop()
  forwarder = null
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function start({
  consent = true,
  vitals,
  random = () => 0.99,
}: {
  consent?: boolean
  vitals?: (cbs: Vitals) => void
  random?: () => number
} = {}) {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  const allowed = { analytics: consent }
  const transport: Transport = {
    beacon: (url, body) => {
      sent.push({ url, body: JSON.parse(body) })
      return true
    },
    post: async () => 204,
    schedule: (run, ms) => setTimeout(run, ms),
    log: () => {},
  }
  let vitalsLoads = 0
  forwarder = startForwarder({
    window,
    transport,
    analytics: () => allowed.analytics,
    page: () => page,
    random,
    loadVitals: async () => {
      vitalsLoads++
      const cbs = {} as Vitals
      for (const name of ['onLCP', 'onFCP', 'onTTFB', 'onINP', 'onCLS'] as const)
        cbs[name] = (cb) => {
          const metric = { LCP: 1700, FCP: 900, TTFB: 120, INP: 64, CLS: 0.02 }[name.slice(2)]!
          cb({ name: name.slice(2), value: metric })
        }
      vitals?.(cbs)
      return cbs as unknown as typeof import('web-vitals')
    },
  })
  return { sent, allowed, vitalsLoads: () => vitalsLoads }
}

const hide = () => {
  visibility = 'hidden'
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

describe('the metrics forwarder', () => {
  it('sends the data layer’s metrics, the Web Vitals in their buckets and the session marks, once each', async () => {
    track({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: 503, path: '/health/x' })
    const { sent } = start()
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    track({ name: 'metric', metric: 'drivers.not_found', type: 'increment', placement: 'nope' })
    await vi.advanceTimersByTimeAsync(180_000)
    const metrics = sent.filter((s) => s.url === METRICS_URL).flatMap((s) => s.body.metrics as object[])
    expect(metrics).toEqual(
      expect.arrayContaining([
        { type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } },
        { type: 'histogram', name: 'webvitals.lcp', duration: 1800 },
        { type: 'histogram', name: 'webvitals.cls', duration: 0.05 },
        { type: 'histogram', name: 'webvitals.inp', duration: 100 },
        { type: 'increment', name: 'session.time', tags: { at: '90' } },
        { type: 'increment', name: 'session.time', tags: { at: '180' } },
      ]),
    )
    // The unknown placement is not one the registry knows: never sent. Nothing twice.
    expect(metrics.filter((m) => JSON.stringify(m).includes('ui.fetch.error'))).toHaveLength(1)
    expect(JSON.stringify(metrics)).not.toContain('/health/x')
    expect(metrics).toHaveLength(8)
    expect(sent.find((s) => s.url === METRICS_URL)!.body).toMatchObject(page)
  })

  it('without analytics consent sends error reports only, and loads no Web Vitals', async () => {
    const { sent, vitalsLoads } = start({ consent: false })
    track({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: 500 })
    reportError(new TypeError('x is undefined'), { where: 'widget.quiz' })
    await vi.advanceTimersByTimeAsync(200_000)
    hide()
    expect(vitalsLoads()).toBe(0)
    expect(sent.map((s) => s.url)).toEqual([ERRORS_URL])
    expect(sent[0]!.body).toMatchObject({ pageTemplate: 'article', route: '/[section]/[slug]' })
    expect(sent[0]!.body.errors).toEqual([
      expect.objectContaining({
        kind: 'render',
        where: 'widget.quiz',
        name: 'TypeError',
        message: 'x is undefined',
      }),
    ])
  })

  it('starts the Web Vitals when the reader consents on the page', async () => {
    const { allowed, vitalsLoads } = start({ consent: false })
    allowed.analytics = true
    window.dispatchEvent(new Event(CONSENT_EVENT))
    await vi.advanceTimersByTimeAsync(0)
    expect(vitalsLoads()).toBe(1)
  })

  it('sends everything and the unload beacon when the page is hidden, the unload once', async () => {
    const { sent } = start()
    track({ name: 'metric', metric: 'newsletter.error', type: 'increment', status: 500 })
    await vi.advanceTimersByTimeAsync(10)
    hide()
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    hide()
    const unloads = sent.filter((s) => s.url === UNLOAD_URL)
    expect(unloads).toHaveLength(1)
    expect(unloads[0]!.body).toMatchObject({ ...page, maxScroll: expect.any(Number) })
    expect(unloads[0]!.body.timeOnPage).toEqual(expect.any(Number))
    expect(
      sent.filter((s) => s.url === METRICS_URL).flatMap((s) => s.body.metrics as object[]),
    ).toContainEqual({
      type: 'increment',
      name: 'newsletter.error',
      tags: { status: '500' },
    })
  })

  it('reports the same error once per page, and a chunk failure with its count unless the page unloads', async () => {
    const { sent } = start()
    for (let i = 0; i < 5; i++) reportError(new Error('same'), { where: 'x' })
    reportError(new Error('Loading chunk 3 failed'), { where: 'client.error.chunk', island: 'quiz' })
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    const errors = sent
      .filter((s) => s.url === ERRORS_URL)
      .flatMap((s) => s.body.errors as { kind: string }[])
    expect(errors.map((e) => e.kind)).toEqual(['report', 'chunk'])
    const metrics = sent
      .filter((s) => s.url === METRICS_URL)
      .flatMap((s) => s.body.metrics as { name: string }[])
    expect(metrics.filter((m) => m.name === 'client.error.chunk')).toHaveLength(1)
    window.dispatchEvent(new Event('pagehide'))
    reportError(new Error('Loading chunk 4 failed'), { where: 'client.error.chunk', island: 'recipe' })
    forwarder?.flush()
    const after = sent
      .filter((s) => s.url === ERRORS_URL)
      .flatMap((s) => s.body.errors as { message: string }[])
    expect(after.map((e) => e.message)).not.toContain('Loading chunk 4 failed')
  })

  it('sends nothing queued once consent is withdrawn', async () => {
    const { sent, allowed } = start()
    track({ name: 'metric', metric: 'newsletter.error', type: 'increment', status: 500 })
    allowed.analytics = false
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    hide()
    expect(sent.filter((s) => s.url !== ERRORS_URL)).toEqual([])
  })
})

describe('a page that cannot be described', () => {
  it('sends nothing and does not loop on its own error', async () => {
    const sent: string[] = []
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    forwarder = startForwarder({
      window,
      transport: {
        beacon: (url) => {
          sent.push(url)
          return true
        },
        post: async () => 204,
        schedule: setTimeout,
        log: () => {},
      },
      analytics: () => true,
      page: () => {
        throw new TypeError('no page')
      },
      loadVitals: async () => ({ onLCP() {}, onFCP() {}, onTTFB() {}, onINP() {}, onCLS() {} }) as never,
    })
    reportError(new Error('x'))
    track({ name: 'metric', metric: 'newsletter.error', type: 'increment', status: 500 })
    await vi.advanceTimersByTimeAsync(10_000)
    hide()
    expect(sent).toEqual([])
    expect(log.mock.calls.filter((c) => String(c[0]).includes('could not be described')).length).toBeLessThan(
      5,
    )
  })
})

describe('the forwarder’s analytics events (issue 30)', () => {
  it('sends the data layer’s analytics events as registry events to /api/events, naming the article by id', async () => {
    document.body.innerHTML =
      '<article data-template="article" data-article-id="42" data-article-path="/health/x"></article>'
    const { sent } = start()
    track({ name: 'page_view', path: '/health/x', title: 'Living with x' })
    track({ name: 'click', category: 'product card', productId: '7', position: 2, brand: 'Acme' })
    track({ name: 'open', category: 'faq', position: 1 })
    track({ name: 'scroll_depth', path: '/health/x', threshold: 50 })
    track({ name: 'scroll_depth', path: '/health/x', threshold: 100 })
    track({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: 503 })
    await vi.advanceTimersByTimeAsync(90_000 + METRICS_FLUSH_MS)
    const batches = sent.filter((s) => s.url === EVENTS_URL).map((s) => s.body)
    expect(batches[0]).toMatchObject({
      v: 1,
      page: { article: '42', template: 'article', formfactor: 'desktop' },
    })
    const events = batches.flatMap((b) => b.events as Record<string, unknown>[])
    expect(events).toEqual([
      { event: 'page_view' },
      { event: 'select_item', category: 'product card', productId: '7', position: 2, brand: 'Acme' },
      { event: 'accordion_open', category: 'faq', position: 1 },
      { event: 'scroll', percent_scrolled: 50 },
      { event: 'user_engagement', engagement_time_sec: 90 },
    ])
    for (const e of events) expect(eventProblem(e), JSON.stringify(e)).toBeNull()
    expect(JSON.stringify(batches)).not.toContain('/health/x')
    expect(JSON.stringify(batches)).not.toContain('Living with x')
    document.body.innerHTML = ''
  })

  it('names an appended article’s events by its own id, its view a virtual page view; the page’s own view once', async () => {
    document.body.innerHTML =
      '<article data-template="article" data-article-id="42" data-article-path="/health/x"></article>' +
      '<article data-template="article" data-article-id="43" data-article-path="/health/y"></article>'
    const { sent } = start()
    track({ name: 'page_view', path: '/health/x', title: 'X' })
    track({ name: 'page_view', path: '/health/y', title: 'Y' })
    track({ name: 'scroll_depth', path: '/health/y', threshold: 25 })
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    const batches = sent
      .filter((s) => s.url === EVENTS_URL)
      .map((s) => s.body as { page: { article: string }; events: unknown[] })
    expect(batches.map((b) => [b.page.article, b.events])).toEqual([
      ['42', [{ event: 'page_view' }]],
      [
        '43',
        [
          { event: 'page_view', virtual: true },
          { event: 'scroll', percent_scrolled: 25 },
        ],
      ],
    ])
    document.body.innerHTML = ''
  })

  it('one page view in ten also sends every tenth of the page it reaches, as the finer sample (001 §9)', async () => {
    const root = document.documentElement
    const saved = {
      scrollHeight: Object.getOwnPropertyDescriptor(root, 'scrollHeight'),
      innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
      scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
    }
    Object.defineProperty(root, 'scrollHeight', { configurable: true, get: () => 10_000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => 1_000 })
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
      window.dispatchEvent(new Event('scroll'))
    }
    const sampled = start({ random: () => 0.05 })
    scrollTo(0)
    await vi.advanceTimersByTimeAsync(600)
    scrollTo(2_500)
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    const fine = sampled.sent
      .filter((s) => s.url === EVENTS_URL)
      .flatMap((s) => s.body.events as { event: string; fine?: boolean; percent_scrolled?: number }[])
      .filter((e) => e.fine)
    expect(fine.map((e) => e.percent_scrolled)).toEqual([10, 20, 30])
    forwarder?.stop()
    const other = start({ random: () => 0.1 })
    scrollTo(9_000)
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    expect(JSON.stringify(other.sent)).not.toContain('"fine"')
    // Files share the worker's window (`isolate: false`): leave it as it was.
    const put = (target: object, name: string, d: PropertyDescriptor | undefined) => {
      if (d) Object.defineProperty(target, name, d)
      else Reflect.deleteProperty(target, name)
    }
    put(root, 'scrollHeight', saved.scrollHeight)
    put(window, 'innerHeight', saved.innerHeight)
    put(window, 'scrollY', saved.scrollY)
  })

  it('sends no analytics event without analytics consent, nor one queued before consent was withdrawn', async () => {
    const { sent, allowed } = start({ consent: false })
    track({ name: 'page_view', path: '/health/x' })
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_MS)
    allowed.analytics = true
    track({ name: 'open', category: 'faq' })
    allowed.analytics = false
    await vi.advanceTimersByTimeAsync(200_000)
    hide()
    expect(sent.filter((s) => s.url === EVENTS_URL)).toEqual([])
  })
})
