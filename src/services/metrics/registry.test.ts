import { describe, expect, it } from 'vitest'
import { bucketOf, formFactorOf, METRIC_NAMES, METRICS, metricProblem } from './registry'

describe('the metrics registry', () => {
  it('holds the metrics the pages already count (001 §8, 002 §8, issue 28) and the Web Vitals', () => {
    for (const name of [
      'ui.fetch.error',
      'client.error.chunk',
      'newsletter.error',
      'drivers.not_found',
      'ads.blocked',
      'ads.decision.timeout',
      'drugCostSavings.copay.timeout',
      'session.time',
      'webvitals.lcp',
      'webvitals.inp',
      'webvitals.cls',
      'webvitals.fcp',
      'webvitals.ttfb',
    ])
      expect(METRIC_NAMES).toContain(name)
  })

  it('keeps every histogram’s buckets ascending, with the Web Vitals thresholds among them', () => {
    for (const name of METRIC_NAMES) {
      const buckets: readonly number[] = (METRICS[name] as { buckets?: readonly number[] }).buckets ?? []
      expect([...buckets].sort((a, b) => a - b)).toEqual(buckets)
    }
    // good / poor: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, FCP 1.8 s / 3 s, TTFB 0.8 s / 1.8 s
    expect(METRICS['webvitals.lcp'].buckets).toEqual(expect.arrayContaining([2_500, 4_000]))
    expect(METRICS['webvitals.inp'].buckets).toEqual(expect.arrayContaining([200, 500]))
    expect(METRICS['webvitals.cls'].buckets).toEqual(expect.arrayContaining([0.1, 0.25]))
    expect(METRICS['webvitals.fcp'].buckets).toEqual(expect.arrayContaining([1_800, 3_000]))
    expect(METRICS['webvitals.ttfb'].buckets).toEqual(expect.arrayContaining([800, 1_800]))
  })

  it('puts an observation in the smallest bucket at or above it, and none past the last', () => {
    expect(bucketOf('webvitals.lcp', 0)).toBe(100)
    expect(bucketOf('webvitals.lcp', 2_500)).toBe(2_500)
    expect(bucketOf('webvitals.lcp', 2_501)).toBe(3_000)
    expect(bucketOf('webvitals.lcp', 60_001)).toBeNull()
    expect(bucketOf('webvitals.cls', 0)).toBe(0)
    expect(bucketOf('webvitals.cls', 0.07)).toBe(0.1)
    expect(bucketOf('webvitals.inp', Number.NaN)).toBeNull()
    expect(bucketOf('webvitals.inp', -1)).toBeNull()
  })

  it('labels the form factor by 001 §9’s breakpoints', () => {
    expect(formFactorOf(375)).toBe('mobile')
    expect(formFactorOf(767)).toBe('mobile')
    expect(formFactorOf(768)).toBe('tablet')
    expect(formFactorOf(1099)).toBe('tablet')
    expect(formFactorOf(1100)).toBe('desktop')
  })

  it('accepts a known metric with its own tags and a bucketed observation', () => {
    expect(metricProblem({ type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } })).toBeNull()
    expect(metricProblem({ type: 'increment', name: 'ui.fetch.error', tags: { status: '0' } })).toBeNull()
    expect(
      metricProblem({
        type: 'increment',
        name: 'drivers.not_found',
        tags: { placement: 'headerNewsletter' },
      }),
    ).toBeNull()
    expect(metricProblem({ type: 'histogram', name: 'webvitals.lcp', duration: 2_500 })).toBeNull()
  })

  it('refuses an unknown name, the wrong type, an unknown tag or value, and an unbucketed observation', () => {
    expect(metricProblem({ type: 'increment', name: 'reader.email' })).toEqual([
      'name',
      'unknown metric "reader.email"',
    ])
    expect(metricProblem({ type: 'increment', name: 'toString' })?.[0]).toBe('name')
    expect(metricProblem({ type: 'histogram', name: 'ui.fetch.error' })).toEqual([
      'type',
      'ui.fetch.error is an increment',
    ])
    expect(metricProblem({ type: 'increment', name: 'ui.fetch.error', tags: { path: '/health/x' } })).toEqual(
      ['tags.path', 'ui.fetch.error has only the tags status'],
    )
    expect(metricProblem({ type: 'increment', name: 'ads.decision.timeout', tags: { drug: 'x' } })).toEqual([
      'tags.drug',
      'ads.decision.timeout has no tags',
    ])
    expect(metricProblem({ type: 'increment', name: 'ui.fetch.error', tags: { status: '200' } })).toEqual([
      'tags.status',
      'status must be an HTTP status from 400 to 599, or 0',
    ])
    expect(metricProblem({ type: 'increment', name: 'session.time', tags: { at: '91' } })).toEqual([
      'tags.at',
      'at must be one of 90, 180',
    ])
    expect(metricProblem({ type: 'histogram', name: 'webvitals.lcp' })).toEqual([
      'duration',
      'webvitals.lcp needs a duration',
    ])
    expect(metricProblem({ type: 'histogram', name: 'webvitals.lcp', duration: 1234 })?.[0]).toBe('duration')
  })
})
