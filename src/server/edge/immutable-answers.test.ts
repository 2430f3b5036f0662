// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../platform/config.mjs'
import { createEdgeCache, EDGE_HEADER } from './cached-answers.mjs'
import { createEdge } from './headers.mjs'
import { clearLanes, registerLane } from './lanes.mjs'
import { createListener } from './listener.mjs'

/**
 * A lane's immutable answers (the image proxy's variants) kept by the edge, through the listener as
 * `server.mjs` builds it: the lane answers an address once per value of what it varies on, the edge after.
 */
const IMAGE = Buffer.alloc(40_000, 7)
const IMAGE_OVERRIDE: { body: Buffer | null } = { body: null }
const calls: string[] = []
let server: http.Server
let base = ''
let lookups: string[] = []

function imageAnswer(request: Request): Response {
  const url = new URL(request.url)
  calls.push(`${url.pathname}${url.search} ${request.headers.get('accept')}`)
  const avif = (request.headers.get('accept') ?? '').includes('image/avif')
  const headers: Record<string, string> = {
    'content-type': avif ? 'image/avif' : 'image/jpeg',
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${url.searchParams.get('w')}-${avif ? 'avif' : 'jpeg'}"`,
    vary: 'Accept',
  }
  if (url.searchParams.has('cookie')) headers['set-cookie'] = 'wr=1'
  if (url.searchParams.has('short')) headers['cache-control'] = 'public, max-age=60'
  return new Response(new Uint8Array(IMAGE_OVERRIDE.body ?? IMAGE), { headers })
}

beforeAll(async () => {
  registerLane({ method: 'GET', prefix: '/api/images', handle: async (r) => imageAnswer(r) })
  const edgeCache = createEdgeCache({
    immutableBytes: 100_000,
    immutableAnswerBytes: 45_000,
    onLookup: (result) => lookups.push(result),
  })
  const edge = createEdge(loadConfig({ NODE_ENV: 'production' }), { dev: false, thirdParties: [] })
  server = http.createServer(
    createListener({
      edgeCache,
      edge,
      handle: async (_req, res) => {
        res.writeHead(404).end()
      },
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  clearLanes()
  await new Promise((r) => server.close(r))
})
beforeEach(() => {
  calls.length = 0
  lookups = []
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
      .end()
  })
}

const AVIF = { accept: 'image/avif,image/webp,*/*' }

describe('immutable answers at the edge', () => {
  it('answers an address from memory after its lane answered it once, with the same bytes and headers', async () => {
    const first = await get('/api/images/a.jpg?w=640', AVIF)
    const second = await get('/api/images/a.jpg?w=640', AVIF)
    expect(calls).toEqual(['/api/images/a.jpg?w=640 image/avif,image/webp,*/*'])
    expect(first.headers[EDGE_HEADER]).toBeUndefined()
    expect(second.headers[EDGE_HEADER]).toBe('edge')
    expect(second.body.equals(first.body)).toBe(true)
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-content-type-options'])
      expect(second.headers[name], name).toBe(first.headers[name])
    expect(second.headers['content-length']).toBe(String(IMAGE.length))
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(lookups).toEqual(['hit'])
  })

  it('keeps one answer per value of the headers the answer varies on', async () => {
    await get('/api/images/b.jpg?w=640', AVIF)
    const jpeg = await get('/api/images/b.jpg?w=640', { accept: 'image/jpeg' })
    const again = await get('/api/images/b.jpg?w=640', { accept: 'image/jpeg' })
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect(again.headers['content-type']).toBe('image/jpeg')
    expect(again.headers[EDGE_HEADER]).toBe('edge')
    expect(calls).toHaveLength(2)
    expect(lookups).toEqual(['miss', 'hit'])
  })

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const first = await get('/api/images/c.jpg?w=320', AVIF)
    const notModified = await get('/api/images/c.jpg?w=320', {
      ...AVIF,
      'if-none-match': String(first.headers.etag),
    })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers.etag).toBe(first.headers.etag)
    expect(notModified.headers[EDGE_HEADER]).toBe('edge')
    const head = await get('/api/images/c.jpg?w=320', AVIF, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(IMAGE.length))
    expect(calls).toHaveLength(1)
  })

  it('never keeps an answer that sets a cookie or may change', async () => {
    for (const query of ['cookie=1', 'short=1']) {
      await get(`/api/images/d.jpg?w=480&${query}`, AVIF)
      const second = await get(`/api/images/d.jpg?w=480&${query}`, AVIF)
      expect(second.headers[EDGE_HEADER], query).toBeUndefined()
    }
    expect(calls).toHaveLength(4)
  })

  it('leaves a range request to the lane', async () => {
    await get('/api/images/e.jpg?w=480', AVIF)
    const ranged = await get('/api/images/e.jpg?w=480', { ...AVIF, range: 'bytes=0-9' })
    expect(ranged.headers[EDGE_HEADER]).toBeUndefined()
    expect(calls).toHaveLength(2)
  })

  it('drops the least recently used answers past its byte bound', async () => {
    // 100,000 bytes: two answers of 40,000 fit, a third pushes out the one used least recently.
    await get('/api/images/f1.jpg?w=160', AVIF)
    await get('/api/images/f2.jpg?w=160', AVIF)
    await get('/api/images/f1.jpg?w=160', AVIF)
    await get('/api/images/f3.jpg?w=160', AVIF)
    calls.length = 0
    expect((await get('/api/images/f1.jpg?w=160', AVIF)).headers[EDGE_HEADER]).toBe('edge')
    expect((await get('/api/images/f3.jpg?w=160', AVIF)).headers[EDGE_HEADER]).toBe('edge')
    expect((await get('/api/images/f2.jpg?w=160', AVIF)).headers[EDGE_HEADER]).toBeUndefined()
    expect(calls).toEqual(['/api/images/f2.jpg?w=160 image/avif,image/webp,*/*'])
  })

  it('leaves a body over its largest answer to the lane', async () => {
    const large = Buffer.alloc(50_000)
    IMAGE_OVERRIDE.body = large
    await get('/api/images/g.jpg?w=2560', AVIF)
    expect((await get('/api/images/g.jpg?w=2560', AVIF)).headers[EDGE_HEADER]).toBeUndefined()
    IMAGE_OVERRIDE.body = null
  })
})
