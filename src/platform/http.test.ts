// @vitest-environment node

import { z } from 'zod'
import { gateRefusal, isSameOriginRequest, parseJsonBody, readBody, refuseCrossSite } from './http'
import { memoryRateLimiter } from './state/adapters/memory'

const SITE = 'https://wellread.example'

describe('the same-origin check', () => {
  const trusted = [SITE]
  it.each([
    [{ origin: SITE }, true],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, false],
    [{ origin: 'null' }, false],
    // A page of the site whose referrer policy hides its origin: the browser still says same-origin.
    [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOriginRequest(new Headers(headers), trusted)).toBe(expected)
  })
})

const post = (headers: Record<string, string>, body: BodyInit | null = '{}') =>
  new Request('https://wellread.example/api/x', {
    method: 'POST',
    headers: { 'x-wellread-client-ip': '203.0.113.7', ...headers },
    body,
  })

describe('refuseCrossSite', () => {
  it('answers 403 with a JSON error no cache keeps, or null', async () => {
    const refused = refuseCrossSite(post({ origin: 'https://evil.example' }), [SITE])
    expect(refused?.status).toBe(403)
    expect(refused?.headers.get('cache-control')).toBe('private, no-store')
    expect(await refused?.json()).toEqual({ error: 'This request must come from a page of this site.' })
    expect(refuseCrossSite(post({ origin: SITE }), [SITE])).toBeNull()
  })

  it('refuses a request no page made under `same-origin`, lets it through under `not-cross-site`', () => {
    expect(refuseCrossSite(post({}), [SITE])?.status).toBe(403)
    expect(refuseCrossSite(post({}), [SITE], 'not-cross-site')).toBeNull()
    expect(refuseCrossSite(post({ origin: 'https://evil.example' }), [SITE], 'not-cross-site')?.status).toBe(
      403,
    )
  })
})

describe('gateRefusal', () => {
  it('refuses another site’s page before the limit counts it, then limits the address', async () => {
    const limiter = memoryRateLimiter({ name: `gate-${Math.random()}`, points: 1, durationSeconds: 60 })
    const gate = { trustedOrigins: [SITE], limiter }
    expect((await gateRefusal(post({ origin: 'https://evil.example' }), gate, 'Too many.'))?.status).toBe(403)
    expect(await gateRefusal(post({ origin: SITE }), gate, 'Too many.')).toBeNull()
    const limited = await gateRefusal(post({ origin: SITE }), gate, 'Too many.')
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited?.json()).toEqual({ error: 'Too many.' })
  })

  it('without a limiter, checks where the request comes from only', async () => {
    expect(await gateRefusal(post({ origin: SITE }), { trustedOrigins: [SITE] }, 'x')).toBeNull()
  })
})

describe('readBody and parseJsonBody: the body limit', () => {
  /** A body sent without a length, in chunks; counts how many the reader pulled. */
  function streamed(chunks: number, size: number) {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close()
        pulled += 1
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
    })
    return { body, pulled: () => pulled }
  }

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    const { body, pulled } = streamed(1_000, 1_024)
    const request = new Request('https://wellread.example/api/x', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit)
    expect(await readBody(request, 4_096)).toEqual({ ok: false })
    expect(pulled()).toBeLessThan(10)
  })

  it('refuses a declared length over the limit without reading, and reads one within it', async () => {
    const over = new Request('https://wellread.example/api/x', {
      method: 'POST',
      headers: { 'content-length': '5000' },
      body: 'x',
    })
    expect(await readBody(over, 4_096)).toEqual({ ok: false })
    const within = await readBody(post({}, 'héllo'), 6)
    expect(within.ok && new TextDecoder().decode(within.bytes)).toBe('héllo')
  })

  it('answers 413 for a JSON body over the limit, whether it said its length or not', async () => {
    const { body } = streamed(100, 1_024)
    const request = new Request('https://wellread.example/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const parsed = await parseJsonBody(request, z.unknown(), { maxBytes: 16_384 })
    expect(parsed.ok || parsed.response.status).toBe(413)
    const declared = await parseJsonBody(
      post({ 'content-type': 'application/json' }, `"${'x'.repeat(20)}"`),
      z.string(),
      {
        maxBytes: 10,
      },
    )
    expect(declared.ok || declared.response.status).toBe(413)
    const fits = await parseJsonBody(post({ 'content-type': 'application/json' }, '"ok"'), z.string(), {
      maxBytes: 10,
    })
    expect(fits.ok && fits.value).toBe('ok')
  })
})
