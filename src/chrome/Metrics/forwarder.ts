/**
 * The page's metrics forwarder (issue 29, ADR 27 §4): reads the page's data layer (`window.wellreadEvents`,
 * `src/lib/tracking.ts`) and sends
 * - metrics (`{ name: 'metric' }` events, Web Vitals, the 90 s and 180 s session events) to `POST /api/metrics`,
 *   and the unload beacon (time on page, deepest scroll) to `POST /api/metrics/unload` the first time the page
 *   is hidden: **only with the reader's consent to analytics**, asked each time something is queued or sent;
 * - error reports (`client.error` events) to `POST /api/errors`: necessary for running the site, so with or
 *   without consent; they carry no identifier and the server scrubs them before it keeps anything.
 *
 * Each event of the data layer is read once (by its index), each body sent once (`sender.ts`). Bodies go out
 * a few seconds after their first item, and at once when the page is hidden (`visibilitychange`, listened to
 * on `window`, so after Web Vitals' own listener on `document` has reported; never `unload`).
 */
import { FINE_SCROLL_SHARE, FINE_SCROLL_THRESHOLDS } from '@/lib/events/constants'
import type { AnalyticsEvent } from '@/lib/events/registry'
import { SCROLL_THROTTLE_MS, TRACK_EVENT_TYPE, type TrackEvent } from '@/lib/tracking'
import { consentAllows } from '@/privacy/consent/browser'
import { CONSENT_EVENT } from '@/privacy/consent/events'
import { MAX_EVENTS_PER_BATCH } from '@/services/events/shared'
import { bodiesOf, bucketOf, metricFromTrackEvent, type ReportedMetric } from '@/services/metrics/shared'
import { toRegistryEvent } from './analytics'
import { describePage, type PageDescription, pageTemplateOf } from './page'
import {
  type ErrorReport,
  errorBodiesOf,
  errorReportOf,
  MAX_REPORTS_PER_PAGE,
  metricOfReport,
  reportKey,
} from './reports'
import { browserTransport, send, type Transport } from './sender'

export const METRICS_URL = '/api/metrics'
export const UNLOAD_URL = '/api/metrics/unload'
export const ERRORS_URL = '/api/errors'
/** The first-party analytics events' ingest (issue 30). */
export const EVENTS_URL = '/api/events'

/** How long metrics wait for company before they are sent, ms. */
export const METRICS_FLUSH_MS = 5_000
/** How long error reports wait, ms: short, so a page that is about to break still reports. */
export const ERRORS_FLUSH_MS = 1_000
/** 001 §9: session timing events at 90 s and 180 s. */
export const SESSION_MARKS_S = [90, 180] as const

/** The Web Vitals the page reports, by their `web-vitals` names. */
const VITALS = {
  LCP: 'webvitals.lcp',
  FCP: 'webvitals.fcp',
  TTFB: 'webvitals.ttfb',
  INP: 'webvitals.inp',
  CLS: 'webvitals.cls',
} as const

export type ForwarderEnv = {
  window: Window
  transport: Transport
  /** Whether the reader consents to analytics now. */
  analytics: () => boolean
  /** The page's description now (the path can change as the reader scrolls to the next article). */
  page: () => PageDescription
  /** Loads `web-vitals` (a dynamic import: only with consent). */
  loadVitals: () => Promise<typeof import('web-vitals')>
  /** A number in [0, 1): whether this page view is one of the one in ten that send the finer scroll sample. */
  random?: () => number
}

export type Forwarder = { flush: () => void; stop: () => void }

/** Starts the forwarder on a page. */
export function startForwarder(env: ForwarderEnv): Forwarder {
  const win = env.window
  const doc = win.document
  let read = 0
  let metrics: ReportedMetric[] = []
  let errors: ErrorReport[] = []
  /** Queued registry events, each with the id of the article it is about (null: the page's own). */
  let events: { event: AnalyticsEvent; article: string | null }[] = []
  let viewed = false
  // 001 §9: one page view in ten also reports every tenth of the page it reaches.
  const fineSample = (env.random ?? Math.random)() < FINE_SCROLL_SHARE
  let fineSent = 0
  let eventsTimer: ReturnType<typeof setTimeout> | null = null
  const reported = new Set<string>()
  let metricsTimer: ReturnType<typeof setTimeout> | null = null
  let errorsTimer: ReturnType<typeof setTimeout> | null = null
  let unloading = false
  let unloadSent = false
  let vitalsStarted = false
  let maxScroll = 0
  let lastScroll = -Infinity
  const timers: ReturnType<typeof setTimeout>[] = []

  const queueMetric = (metric: ReportedMetric | null) => {
    if (!metric || !env.analytics()) return
    metrics.push(metric)
    metricsTimer ??= setTimeout(flushMetrics, METRICS_FLUSH_MS)
  }

  // Registry events (issue 30): with analytics consent only, like metrics; sent with the page's article id.
  const queueEvent = (event: AnalyticsEvent, article: string | null = null) => {
    if (!env.analytics()) return
    events.push({ event, article })
    eventsTimer ??= setTimeout(flushEvents, METRICS_FLUSH_MS)
  }
  /** The id of the page's own article (the first on the page), or null on a page that is not an article. */
  const ownArticle = () =>
    doc.querySelector('article[data-article-id]')?.getAttribute('data-article-id') ?? null
  /** The id of the article at `path` on this page (an appended next article), or null. */
  const articleAt = (path: unknown): string | null => {
    if (typeof path !== 'string') return null
    for (const el of doc.querySelectorAll('article[data-article-id]'))
      if (el.getAttribute('data-article-path') === path) return el.getAttribute('data-article-id')
    return null
  }
  /** The template of the article with this id on the page (the address shows the article being read). */
  const templateOfArticle = (id: string | null) => {
    const el = id ? doc.querySelector(`article[data-article-id="${CSS.escape(id)}"]`) : null
    const path = el?.getAttribute('data-article-path')
    return el && path
      ? pageTemplateOf(path, {
          articleTemplate: el.getAttribute('data-template'),
          articlePath: path,
          pageKind: null,
        })
      : null
  }
  /** The page's own view, once, as soon as the reader allows analytics (on load, or later on the page). */
  const noteView = () => {
    if (viewed || !env.analytics()) return
    viewed = true
    queueEvent({ event: 'page_view' })
  }

  const queueError = (report: ErrorReport | null) => {
    if (!report) return
    // 001 §8: a chunk that fails while the page unloads is the unload's doing, not an error.
    if (report.kind === 'chunk' && unloading) return
    queueMetric(metricOfReport(report))
    const key = reportKey(report)
    if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return
    reported.add(key)
    errors.push(report)
    errorsTimer ??= setTimeout(flushErrors, ERRORS_FLUSH_MS)
  }

  /** Reads the data layer's events not read yet, in order. */
  const readDataLayer = () => {
    const layer = (win as Window & { wellreadEvents?: TrackEvent[] }).wellreadEvents
    if (!Array.isArray(layer)) return
    // A data layer someone emptied or replaced starts over.
    if (read > layer.length) read = 0
    for (; read < layer.length; read++) {
      const event = layer[read]
      if (!event || typeof event !== 'object') continue
      if (event.name === 'metric') queueMetric(metricFromTrackEvent(event))
      else if (event.name === 'client.error')
        queueError(
          errorReportOf(event, {
            visibility: doc.visibilityState === 'hidden' ? 'hidden' : 'visible',
            sinceStart: win.performance.now(),
          }),
        )
      else {
        const analytics = toRegistryEvent(event)
        if (analytics && analytics !== 'internal') {
          // An appended article's own events name it (its path); the rest are the page's article's.
          const article = articleAt(event.path)
          if (analytics.event !== 'page_view') queueEvent(analytics, article)
          // The page's own view is counted once (`noteView`); an appended article's is a virtual page view.
          else if (article && article !== ownArticle())
            queueEvent({ event: 'page_view', virtual: true }, article)
        }
      }
    }
  }

  /** The page's description; null (and logged, not reported: a report would need it too) if it cannot be read. */
  const pageNow = (): PageDescription | null => {
    try {
      return env.page()
    } catch (error) {
      console.error('[metrics] the page could not be described', error)
      return null
    }
  }

  function flushMetrics() {
    if (metricsTimer) clearTimeout(metricsTimer)
    metricsTimer = null
    const list = metrics
    metrics = []
    // Consent withdrawn since they were queued: nothing of them leaves.
    const page = list.length > 0 && env.analytics() ? pageNow() : null
    if (!page) return
    for (const body of bodiesOf(page, list)) void send(env.transport, METRICS_URL, body)
  }

  function flushEvents() {
    if (eventsTimer) clearTimeout(eventsTimer)
    eventsTimer = null
    const list = events
    events = []
    const page = list.length > 0 && env.analytics() ? pageNow() : null
    if (!page) return
    const own = ownArticle()
    const byArticle = new Map<string | null, AnalyticsEvent[]>()
    for (const { event, article } of list) {
      const key = article ?? own
      byArticle.set(key, [...(byArticle.get(key) ?? []), event])
    }
    for (const [article, batch] of byArticle)
      for (let i = 0; i < batch.length; i += MAX_EVENTS_PER_BATCH) {
        const body = JSON.stringify({
          v: 1,
          page: {
            article,
            template: templateOfArticle(article) ?? page.pageTemplate,
            formfactor: page.formfactor,
          },
          events: batch.slice(i, i + MAX_EVENTS_PER_BATCH),
        })
        void send(env.transport, EVENTS_URL, body)
      }
  }

  function flushErrors() {
    if (errorsTimer) clearTimeout(errorsTimer)
    errorsTimer = null
    const list = errors
    errors = []
    const page = list.length > 0 ? pageNow() : null
    if (!page) return
    for (const body of errorBodiesOf(page, list)) void send(env.transport, ERRORS_URL, body)
  }

  const sendUnload = () => {
    if (unloadSent || !env.analytics()) return
    const page = pageNow()
    if (!page) return
    unloadSent = true
    noteScroll(true)
    const body = JSON.stringify({
      timeOnPage: Math.min(Math.round(win.performance.now()), 86_400_000),
      maxScroll,
      ...page,
    })
    void send(env.transport, UNLOAD_URL, body)
  }

  function noteScroll(force = false) {
    const now = win.performance.now()
    if (!force && now - lastScroll < SCROLL_THROTTLE_MS) return
    lastScroll = now
    const root = doc.documentElement
    const height = Math.max(root.scrollHeight, 1)
    const seen = Math.min(100, Math.round(((win.scrollY + win.innerHeight) / height) * 100))
    if (seen > maxScroll) maxScroll = seen
    if (fineSample && env.analytics())
      for (const t of FINE_SCROLL_THRESHOLDS) {
        if (t <= fineSent || t > seen) continue
        fineSent = t
        queueEvent({ event: 'scroll', percent_scrolled: t, fine: true })
      }
  }
  const onScroll = () => noteScroll()

  const startVitals = () => {
    if (vitalsStarted || !env.analytics()) return
    vitalsStarted = true
    env
      .loadVitals()
      .then((vitals) => {
        const report = (metric: { name: string; value: number }) => {
          const name = VITALS[metric.name as keyof typeof VITALS]
          if (!name) return
          const bucket = bucketOf(name, metric.value)
          if (bucket !== null) queueMetric({ type: 'histogram', name, duration: bucket })
        }
        vitals.onLCP(report)
        vitals.onFCP(report)
        vitals.onTTFB(report)
        vitals.onINP(report)
        vitals.onCLS(report)
      })
      .catch(() => {
        vitalsStarted = false
      })
  }

  const onTrack = () => readDataLayer()
  const onHidden = () => {
    if (doc.visibilityState !== 'hidden') return
    readDataLayer()
    flushErrors()
    flushMetrics()
    flushEvents()
    sendUnload()
  }
  const onPageHide = () => {
    unloading = true
    onHidden()
  }
  const onConsent = () => {
    startVitals()
    noteView()
    readDataLayer()
  }

  win.addEventListener(TRACK_EVENT_TYPE, onTrack)
  win.addEventListener('visibilitychange', onHidden)
  win.addEventListener('pagehide', onPageHide)
  win.addEventListener('scroll', onScroll, { passive: true })
  win.addEventListener(CONSENT_EVENT, onConsent)
  for (const seconds of SESSION_MARKS_S) {
    const wait = Math.max(0, seconds * 1000 - win.performance.now())
    timers.push(
      setTimeout(() => {
        queueMetric({ type: 'increment', name: 'session.time', tags: { at: String(seconds) } })
        queueEvent({ event: 'user_engagement', engagement_time_sec: seconds })
      }, wait),
    )
  }
  noteView()
  readDataLayer()
  startVitals()
  noteScroll(true)

  return {
    flush: () => {
      readDataLayer()
      flushErrors()
      flushMetrics()
      flushEvents()
    },
    stop: () => {
      win.removeEventListener(TRACK_EVENT_TYPE, onTrack)
      win.removeEventListener('visibilitychange', onHidden)
      win.removeEventListener('pagehide', onPageHide)
      win.removeEventListener('scroll', onScroll)
      win.removeEventListener(CONSENT_EVENT, onConsent)
      for (const timer of timers) clearTimeout(timer)
      if (metricsTimer) clearTimeout(metricsTimer)
      if (errorsTimer) clearTimeout(errorsTimer)
      if (eventsTimer) clearTimeout(eventsTimer)
    },
  }
}

let running: Forwarder | null = null

/** Starts the forwarder once on this page, with the browser's own transport, consent and page. */
export function startMetrics(): Forwarder {
  running ??= startForwarder({
    window,
    transport: browserTransport(),
    analytics: () => consentAllows('analytics'),
    page: () =>
      describePage(
        document,
        location.pathname,
        window.innerWidth,
        process.env.NEXT_DEPLOYMENT_ID,
        location.hostname,
      ),
    loadVitals: () => import('web-vitals'),
  })
  return running
}
