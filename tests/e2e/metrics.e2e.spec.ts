import { type APIRequestContext, expect, test } from '@playwright/test'
import { fromTheSite } from './helpers'

/**
 * Issue 29's beacons through the real server: a page's metrics are taken by beacon (text/plain) or as JSON,
 * refused with a message naming the field when the registry does not describe them, and show in this
 * instance's Prometheus exposition (`GET /metrics`, open to a scraper on this machine when no token is set).
 */
const PAGE = {
  build: 'e2e',
  route: '/legal/[slug]',
  pageTemplate: 'legal',
  formfactor: 'tablet',
  site: 'wellread',
}
const SERIES = 'wellread_reader_session_time_total{template="legal",formfactor="tablet",at="180"}'

async function seriesValue(request: APIRequestContext, series: string): Promise<number> {
  const res = await request.get('/metrics')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test('a page’s metrics by beacon and by JSON reach the instance’s Prometheus exposition; a bad body is a 400', async ({
  request,
}) => {
  const before = await seriesValue(request, SERIES)
  const body = { ...PAGE, metrics: [{ type: 'increment', name: 'session.time', tags: { at: '180' } }] }
  const beacon = await request.post('/api/metrics', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...fromTheSite() },
    data: JSON.stringify(body),
  })
  expect(beacon.status()).toBe(204)
  const fallback = await request.post('/api/metrics', { headers: fromTheSite(), data: body })
  expect(fallback.status()).toBe(204)
  expect(await seriesValue(request, SERIES)).toBe(before + 2)

  const unknown = await request.post('/api/metrics', {
    headers: fromTheSite(),
    data: { ...PAGE, metrics: [{ type: 'increment', name: 'reader.condition', tags: { drug: 'x' } }] },
  })
  expect(unknown.status()).toBe(400)
  expect(await unknown.json()).toEqual({ error: 'metrics[0].name: unknown metric "reader.condition"' })
  const notJson = await request.post('/api/metrics', {
    headers: { 'content-type': 'text/plain', ...fromTheSite() },
    data: 'metrics=1',
  })
  expect(notJson.status()).toBe(400)
  expect(await seriesValue(request, SERIES)).toBe(before + 2)

  const unload = await request.post('/api/metrics/unload', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...fromTheSite() },
    data: JSON.stringify({ ...PAGE, timeOnPage: 42_000, maxScroll: 50 }),
  })
  expect(unload.status()).toBe(204)
  const scrolled = 'wellread_reader_max_scroll_percent_bucket{le="50",template="legal",formfactor="tablet"}'
  expect(await seriesValue(request, scrolled)).toBeGreaterThanOrEqual(1)
  const tooFar = await request.post('/api/metrics/unload', {
    headers: fromTheSite(),
    data: { ...PAGE, timeOnPage: 1, maxScroll: 101 },
  })
  expect(tooFar.status()).toBe(400)
  expect((await tooFar.json()).error).toMatch(/^maxScroll/)
})
