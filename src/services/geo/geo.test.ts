// @vitest-environment node

import { parseReaderContext } from '@/lib/reader/contract'
import { cdnHeaderCountryResolver, countryFromHeaders } from './adapters/cdn-header'
import { handleReaderRequest } from './http'

const HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country']

describe('countryFromHeaders', () => {
  it.each([
    [{}, 'US', 'default'],
    [{ 'x-vercel-ip-country': 'DE' }, 'DE', 'header'],
    [{ 'cf-ipcountry': 'gb' }, 'GB', 'header'],
    [{ 'cloudfront-viewer-country': ' ca ' }, 'CA', 'header'],
    [{ 'x-vercel-ip-country': 'FR', 'cf-ipcountry': 'DE' }, 'FR', 'header'],
    [{ 'cf-ipcountry': 'XX' }, 'US', 'default'],
    [{ 'cf-ipcountry': 'T1', 'cloudfront-viewer-country': 'NL' }, 'NL', 'header'],
    [{ 'cf-ipcountry': 'USA' }, 'US', 'default'],
    [{ 'cf-ipcountry': '<script>' }, 'US', 'default'],
    [{ 'x-country': 'JP' }, 'US', 'default'],
  ])('%o → %s (%s)', (headers, country, source) => {
    expect(countryFromHeaders(new Headers(headers), HEADERS, 'US')).toEqual({ country, source })
  })

  it('uses the configured default when no header says', () => {
    expect(countryFromHeaders(new Headers(), HEADERS, 'DE')).toEqual({ country: 'DE', source: 'default' })
  })
})

describe('GET /api/reader', () => {
  const resolver = cdnHeaderCountryResolver(HEADERS, 'US')

  it('answers the country, private to the reader and varying with the country headers', async () => {
    const res = handleReaderRequest(
      new Request('http://localhost/api/reader', { headers: { 'cf-ipcountry': 'MX' } }),
      resolver,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toBe(HEADERS.join(', '))
    const body = await res.json()
    expect(parseReaderContext(body)).toEqual({ country: 'MX' })
  })

  it('answers the default country on a machine without a CDN', async () => {
    const res = handleReaderRequest(new Request('http://localhost/api/reader'), resolver)
    expect(await res.json()).toEqual({ country: 'US' })
  })
})

describe('parseReaderContext', () => {
  it.each([
    [{ country: 'US' }, { country: 'US' }],
    [{ country: 'us' }, null],
    [{ country: 'USA' }, null],
    [{ country: 1 }, null],
    [{}, null],
    [null, null],
    ['US', null],
  ])('%j → %j', (body, expected) => {
    expect(parseReaderContext(body)).toEqual(expected)
  })
})
