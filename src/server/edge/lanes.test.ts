// @vitest-environment node

import type { ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { sendLaneResponse } from './lanes.mjs'

/** A response that keeps what the lane wrote. */
function fakeResponse() {
  const headers = new Map<string, unknown>()
  const sent: { status?: number; body?: Buffer } = {}
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    writeHead: (status: number) => {
      sent.status = status
    },
    end: (body?: Buffer) => {
      sent.body = body
    },
  }
  return { res: res as unknown as ServerResponse, headers, sent }
}

describe('a lane’s answer', () => {
  const text = 'a body that pays for its compression. '.repeat(100)

  it('is gzipped when it is text and the client takes gzip', async () => {
    const { res, headers, sent } = fakeResponse()
    await sendLaneResponse(
      res,
      new Response(text, { headers: { 'content-type': 'application/json' } }),
      false,
      'gzip, br',
    )
    expect(headers.get('content-encoding')).toBe('gzip')
    expect(headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(sent.body!).toString()).toBe(text)
  })

  it('is never compressed when it is a picture (the image proxy’s AVIF does not shrink)', async () => {
    const bytes = Buffer.alloc(50_000, 7)
    const { res, headers, sent } = fakeResponse()
    await sendLaneResponse(
      res,
      new Response(bytes, { headers: { 'content-type': 'image/avif', vary: 'Accept' } }),
      false,
      'gzip, br',
    )
    expect(headers.get('content-encoding')).toBeUndefined()
    expect(headers.get('vary')).toBe('Accept')
    expect(headers.get('content-length')).toBe('50000')
    expect(sent.body?.equals(bytes)).toBe(true)
  })
})
