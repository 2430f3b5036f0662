import { describe, expect, it } from 'vitest'
import { bodiesOf, MAX_BODY_BYTES, MAX_SEND_ATTEMPTS, metricFromTrackEvent, retryDelayMs } from './shared'

const PAGE = {
  build: 'b1',
  route: '/[section]/[slug]',
  pageTemplate: 'article',
  formfactor: 'mobile',
  site: 'wellread',
} as const

describe('metricFromTrackEvent', () => {
  it('turns the runtime’s metric events into the registry’s metrics, with only their own tags', () => {
    expect(
      metricFromTrackEvent({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: 503 }),
    ).toEqual({
      type: 'increment',
      name: 'ui.fetch.error',
      tags: { status: '503' },
    })
    // The placement is the driver metric's tag; a path beside it is never one.
    expect(
      metricFromTrackEvent({
        name: 'metric',
        metric: 'drivers.not_found',
        placement: 'headerNewsletter',
        path: '/health/x',
      }),
    ).toEqual({ type: 'increment', name: 'drivers.not_found', tags: { placement: 'headerNewsletter' } })
    expect(
      metricFromTrackEvent({ name: 'metric', metric: 'ads.decision.timeout', type: 'increment' }),
    ).toEqual({
      type: 'increment',
      name: 'ads.decision.timeout',
    })
  })

  it('drops other events, unknown metrics and values the registry refuses', () => {
    expect(metricFromTrackEvent({ name: 'page_view', path: '/health/x' })).toBeNull()
    expect(metricFromTrackEvent({ name: 'metric', metric: 'quiz.answer', choice: 'b' })).toBeNull()
    expect(metricFromTrackEvent({ name: 'metric', metric: 'ui.fetch.error', status: 200 })).toBeNull()
    expect(metricFromTrackEvent({ name: 'metric', metric: 'webvitals.lcp', duration: 1234 })).toBeNull()
    expect(metricFromTrackEvent({ name: 'metric', metric: 'webvitals.lcp', duration: 2500 })).toEqual({
      type: 'histogram',
      name: 'webvitals.lcp',
      duration: 2500,
    })
  })
})

describe('bodiesOf', () => {
  it('sends a page’s metrics in one body when they fit, each body describing the page', () => {
    const bodies = bodiesOf(PAGE, [{ type: 'increment', name: 'ads.decision.timeout' }])
    expect(bodies).toHaveLength(1)
    expect(JSON.parse(bodies[0] as string)).toEqual({
      ...PAGE,
      metrics: [{ type: 'increment', name: 'ads.decision.timeout' }],
    })
    expect(bodiesOf(PAGE, [])).toEqual([])
  })

  it('cuts many metrics into bodies of at most 200 metrics and under the beacon’s size, losing none', () => {
    const metrics = Array.from({ length: 450 }, () => ({
      type: 'increment' as const,
      name: 'ui.fetch.error',
      tags: { status: '503' },
    }))
    const bodies = bodiesOf(PAGE, metrics)
    expect(bodies.map((b) => (JSON.parse(b) as { metrics: unknown[] }).metrics.length)).toEqual([
      200, 200, 50,
    ])
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(MAX_BODY_BYTES)
  })
})

describe('retryDelayMs', () => {
  it('waits 2^n seconds before the n-th retry, and gives up after the last try', () => {
    expect(retryDelayMs(0)).toBe(0)
    expect(retryDelayMs(1)).toBe(2_000)
    expect(retryDelayMs(2)).toBe(4_000)
    expect(retryDelayMs(5)).toBe(32_000)
    expect(retryDelayMs(MAX_SEND_ATTEMPTS)).toBeNull()
  })
})
