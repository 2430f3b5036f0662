// @vitest-environment node
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { captureLogs } from '../../../tests/unit/log-capture'
import { loadConfig } from '../../platform/config.mjs'
import { internalSearchUrl } from '../../services/search/address.mjs'
import CacheHandler from '../page-cache/next-handler.mjs'
import { pageCacheStore } from '../page-cache/store.mjs'
import { createEdgeCache, EDGE_HEADER } from './cached-answers.mjs'
import { keepAnswer } from './call-answers.mjs'
import { createEdge } from './headers.mjs'
import { clearLanes, registerLane } from './lanes.mjs'
import { createListener } from './listener.mjs'
import { currentRequestContext } from './request-context.mjs'

/**
 * The HTTP server as `server.mjs` builds it, with a stand-in for Next.js that serves pages the way Next does
 * for a cached page: through the real cache handler, rendering on a miss, with Next's headers.
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
async function startSite({
  staticDir = null as string | null,
  revalidateSeconds = false as number | false,
} = {}) {
  const cfg = loadConfig({ NODE_ENV: 'production' })
  const cacheHandler = new CacheHandler({})
  const renders: string[] = []
  /** Each lookup of an address the edge may answer, as the metrics count it. */
  const lookups: string[] = []
  const edgeCache = createEdgeCache({ staticDir, onLookup: (result) => lookups.push(result) })
  const edge = createEdge(cfg, {
    dev: false,
    thirdParties: [],
    onHead: (_req, res, status) => edgeCache.record(res, status, currentRequestContext()),
  })
  const contents = new Map<string, string>([['/health/sleep', 'Sleep, version 1']])
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname.startsWith('/_next/static/') && staticDir) {
      const file = path.join(staticDir, url.pathname.slice('/_next/static/'.length))
      // As if Next.js had answered 200 for an address outside the build folder: the edge must still not read it.
      const outside = url.pathname.includes('..%2F')
      if (!outside && !fs.existsSync(file)) {
        res.writeHead(404).end()
        return
      }
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      res.setHeader('content-type', 'application/javascript; charset=UTF-8')
      res.end(outside ? 'not a build asset' : fs.readFileSync(file))
      return
    }
    const page = url.pathname
    const key = `/route-cache/APP_PAGE/abc/$${page}`
    if (req.headers.rsc) {
      // As Next.js does with a segment prefetch: it rewrites the request as it handles it, then answers the
      // page's RSC data from the page's cache entry.
      delete req.headers.rsc
      delete req.headers['next-router-segment-prefetch']
      req.url = page
      await cacheHandler.get(key)
      res.setHeader('cache-control', 's-maxage=31536000')
      res.setHeader('content-type', 'text/x-component')
      res.end('0:["rsc payload"]')
      return
    }
    const text = contents.get(page) ?? `Results for ${page}`
    let html = (await cacheHandler.get(key))?.value.html
    if (!html) {
      // Rendered, stored, and sent (as Next.js sends what it rendered, whether or not the cache kept it).
      renders.push(req.url ?? '')
      html = `<!doctype html><h1>${text}</h1>${'<p>Blood pressure and sleep.</p>'.repeat(100)}`
      await cacheHandler.set(
        key,
        { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': `_N_T_${page},article:${page}` } },
        { cacheControl: { revalidate: revalidateSeconds } },
      )
    }
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch')
    res.setHeader('x-nextjs-cache', 'MISS')
    res.setHeader(
      'cache-control',
      revalidateSeconds
        ? `s-maxage=${revalidateSeconds}, stale-while-revalidate=31535000`
        : 's-maxage=31536000',
    )
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(html)
  }
  /** The hot calls (answers.mjs), as their routes answer: kept for the edge when the answer is the question's. */
  const calls: string[] = []
  const answerSeconds = { value: 60 }
  const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    calls.push(`${req.method} ${url.pathname}${url.search}${text ? ` ${text}` : ''}`)
    let answer: string
    try {
      answer =
        req.method === 'POST'
          ? JSON.stringify({ placementDrivers: { asked: JSON.parse(text) } })
          : JSON.stringify({
              data: url.searchParams.has('zip') ? [{ price: url.searchParams.get('zip') }] : [],
            })
      if (req.method === 'GET' && !url.searchParams.has('formulationId')) throw new Error('no drug')
    } catch {
      res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ error: 'bad question' }))
      return
    }
    keepAnswer({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      body: req.method === 'POST' ? text : null,
      answer,
      tags: ['drivers'],
      maxAgeSeconds: answerSeconds.value,
    })
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': req.method === 'POST' ? 'private, no-store' : 'private, max-age=300',
    })
    res.end(answer)
  }
  const server = http.createServer(
    createListener({
      edgeCache,
      edge,
      handle: (req, res) => (req.url?.startsWith('/api/') ? route(req, res) : next(req, res)),
      rewrite: internalSearchUrl,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (
    p: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body: string | null = null,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${p}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end(body ?? undefined)
    })
  /** Ask until the edge answers (it compresses a new page in the background first). */
  const fromEdge = async (
    p: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body: string | null = null,
    /** The state the next step needs beyond "the edge answered" (e.g. its brotli variant is ready). */
    until: (answer: Answer) => boolean = () => true,
  ) => {
    for (let i = 0; i < 100; i++) {
      const answer = await get(p, headers, method, body)
      if (answer.headers[EDGE_HEADER] === 'edge' && until(answer)) return answer
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`the edge never answered ${p}`)
  }
  return {
    get,
    fromEdge,
    lookups,
    calls,
    answerSeconds,
    renders,
    contents,
    edgeCache,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const decode = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString()
  return answer.body.toString()
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('wellread.pageCache')]
})

describe('the edge answers page-cache hits', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  beforeEach(async () => {
    site = await startSite()
  })
  afterEach(async () => {
    await site.close()
  })

  it('sends the same page with the same headers as Next.js did, from the edge, compressed as the client allows', async () => {
    const first = await site.get('/health/sleep', { 'accept-encoding': 'gzip, br' })
    expect(first.headers[EDGE_HEADER]).toBeUndefined()
    const hit = await site.fromEdge('/health/sleep', { 'accept-encoding': 'gzip, deflate, br' })
    expect(site.renders).toEqual(['/health/sleep'])
    expect(hit.status).toBe(200)
    expect(decode(hit)).toBe(first.body.toString())
    for (const name of [
      'content-security-policy',
      'cache-control',
      'content-type',
      'x-frame-options',
      'referrer-policy',
    ]) {
      expect(hit.headers[name], name).toBe(first.headers[name])
    }
    expect(hit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
    expect(hit.headers.vary).toBe(
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    )
    expect(hit.headers['x-nextjs-cache']).toBe('HIT')
    expect(['br', 'gzip']).toContain(hit.headers['content-encoding'])
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)

    const gz = await site.fromEdge('/health/sleep', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(decode(gz)).toBe(first.body.toString())
    const plain = await site.fromEdge('/health/sleep')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(first.body.toString())
    // One strong ETag per encoding. The first hit may be gzip while brotli is still being made (on a busy
    // machine it is): then it shares the gzip answer's ETag, as it is the same representation.
    const encodings = new Set([hit.headers['content-encoding'], 'gzip', 'identity'])
    expect(new Set([hit.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(encodings.size)
    if (hit.headers['content-encoding'] === 'gzip') expect(hit.headers.etag).toBe(gz.headers.etag)
  })

  it('counts each lookup of an address it may answer: a miss until it learnt the page, then hits; none for API calls', async () => {
    await site.get('/health/sleep')
    expect(site.lookups).toEqual(['miss'])
    await site.fromEdge('/health/sleep')
    expect(site.lookups.at(-1)).toBe('hit')
    expect(site.lookups.filter((r) => r === 'hit')).toHaveLength(1)
    const counted = site.lookups.length
    await site.get('/api/health')
    expect(site.lookups).toHaveLength(counted)
  })

  it('answers each request from the edge under its own request id, never the one of the request it kept', async () => {
    const first = await site.get('/health/sleep', { 'x-request-id': 'kept-from-the-render' })
    expect(first.headers['x-request-id']).toBe('kept-from-the-render')
    const logs = captureLogs()
    const hit = await site.fromEdge('/health/sleep', { 'x-request-id': 'the-reader-now' })
    expect(hit.headers['x-request-id']).toBe('the-reader-now')
    // Its access line says the edge answered (the listener's test covers Next.js' and the lanes' answers).
    await vi.waitFor(() =>
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ reqId: 'the-reader-now', msg: 'request', cache: 'edge', status: 200 }),
      ),
    )
    logs.restore()
    const other = await site.fromEdge('/health/sleep')
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const notModified = await site.get('/health/sleep', {
      'if-none-match': String(other.headers.etag),
      'x-request-id': 'revalidating-reader',
    })
    expect(notModified.status).toBe(304)
    expect(notModified.headers['x-request-id']).toBe('revalidating-reader')
  })

  it('answers If-None-Match with 304 and HEAD with the headers alone', async () => {
    await site.get('/health/sleep')
    const hit = await site.fromEdge('/health/sleep', { 'accept-encoding': 'br' })
    const again = await site.get('/health/sleep', {
      'accept-encoding': 'br',
      'if-none-match': String(hit.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(hit.headers.etag)
    expect(again.headers['cache-control']).toBe(hit.headers['cache-control'])
    const head = await site.get('/health/sleep', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers[EDGE_HEADER]).toBe('edge')
    expect(head.headers['content-length']).toBe(hit.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('never serves a page from the edge after one of its tags was revalidated', async () => {
    await site.get('/health/sleep')
    await site.fromEdge('/health/sleep')
    site.contents.set('/health/sleep', 'Sleep, version 2')
    pageCacheStore().invalidateTags(['article:/health/sleep'])
    const after = await site.get('/health/sleep')
    expect(after.headers[EDGE_HEADER]).toBeUndefined()
    expect(after.body.toString()).toContain('Sleep, version 2')
    expect(site.renders).toEqual(['/health/sleep', '/health/sleep'])
    const hit = await site.fromEdge('/health/sleep')
    expect(hit.body.toString()).toContain('Sleep, version 2')
  })

  it('forgets a page the page cache dropped at once, though its address is never asked again', async () => {
    // A one-off address (a search nobody repeats) is not asked again, so the edge would never look at its
    // snapshot again: the snapshot kept the dropped page's HTML and compressed copies alive until 8,000 other
    // addresses had come (the soak's memory grew with every publish while it did).
    await site.get('/search?q1=once')
    await site.fromEdge('/search?q1=once', { 'accept-encoding': 'br' })
    await site.get('/health/sleep')
    await site.fromEdge('/health/sleep')
    const before = site.edgeCache.size
    pageCacheStore().invalidateTags(['article:/search/results/once'])
    expect(site.edgeCache.size).toBe(before - 1)
    // The other page is still the edge's.
    expect((await site.get('/health/sleep')).headers[EDGE_HEADER]).toBe('edge')
  })

  it('leaves drafts, client navigations, Server Actions, range requests and API routes to Next.js', async () => {
    await site.get('/health/sleep')
    await site.fromEdge('/health/sleep')
    const refused: Record<string, string>[] = [
      { cookie: 'a=b; __prerender_bypass=123' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-action': 'abc' },
      { range: 'bytes=0-10' },
    ]
    for (const headers of refused) {
      const answer = await site.get('/health/sleep', headers)
      expect(answer.headers[EDGE_HEADER], JSON.stringify(headers)).toBeUndefined()
    }
    const post = await site.get('/health/sleep', {}, 'POST')
    expect(post.headers[EDGE_HEADER]).toBeUndefined()
  })

  it('keys a page by its path; a search by its query, made into the path first', async () => {
    await site.get('/health/sleep')
    const tracked = await site.fromEdge('/health/sleep?utm_source=newsletter')
    expect(tracked.body.toString()).toContain('Sleep, version 1')
    await site.get('/search?q1=sleep')
    const sleep = await site.fromEdge('/search?q1=sleep')
    expect(sleep.body.toString()).toContain('Results for /search/results/sleep')
    const other = await site.get('/search?q1=tea')
    expect(other.headers[EDGE_HEADER]).toBeUndefined()
    expect(other.body.toString()).toContain('Results for /search/results/tea')
  })
})

describe('Global Privacy Control’s header, relayed to the page (wr_gpc)', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  beforeEach(async () => {
    site = await startSite()
  })
  afterEach(async () => {
    await site.close()
  })
  const PRICES = '/api/optum/prices?formulationId=99201-0120-30&quantity=30&zip=47201'

  it('a browser that sends Sec-GPC: 1 without the cookie gets its own answer carrying it, never the shared one', async () => {
    await site.get('/health/sleep')
    const shared = await site.fromEdge('/health/sleep')
    const relayed = await site.get('/health/sleep', { 'sec-gpc': '1' })
    expect(relayed.headers[EDGE_HEADER]).toBeUndefined()
    expect(relayed.status).toBe(200)
    expect(relayed.body.toString()).toBe(shared.body.toString())
    expect(relayed.headers['set-cookie']).toEqual(['wr_gpc=1; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(relayed.headers['cache-control']).toBe('private, no-store')
    // Once the browser has it, its pages are everyone's again, and carry no cookie.
    const after = await site.fromEdge('/health/sleep', { 'sec-gpc': '1', cookie: 'wr_gpc=1' })
    expect(after.headers['set-cookie']).toBeUndefined()
    expect(after.headers['cache-control']).toMatch(/^public, /)
    // A call without the header (a beacon as the page goes) leaves it; a page load without it clears it.
    const beacon = await site.fromEdge('/health/sleep', {
      cookie: 'wr_gpc=1; usprivacy=1YYY',
      'sec-fetch-mode': 'no-cors',
    })
    expect(beacon.headers['set-cookie']).toBeUndefined()
    const stopped = await site.get('/health/sleep', {
      cookie: 'wr_gpc=1; usprivacy=1YYY',
      'sec-fetch-mode': 'navigate',
    })
    expect(stopped.headers[EDGE_HEADER]).toBeUndefined()
    expect(stopped.headers['set-cookie']).toEqual(['wr_gpc=; Path=/; Max-Age=0; SameSite=Lax'])
    // Others never see any of it.
    const other = await site.fromEdge('/health/sleep')
    expect(other.headers['set-cookie']).toBeUndefined()
  })

  it('the hot calls’ kept answers too: the call reaches its route, and its answer carries the cookie', async () => {
    await site.get(PRICES)
    await site.fromEdge(PRICES)
    const relayed = await site.get(PRICES, { 'sec-gpc': '1' })
    expect(relayed.headers[EDGE_HEADER]).toBeUndefined()
    expect(relayed.headers['set-cookie']).toEqual(['wr_gpc=1; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(site.calls).toEqual([`GET ${PRICES}`, `GET ${PRICES}`])
  })
})

describe('the hot calls’ answers (answers.mjs)', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  beforeEach(async () => {
    site = await startSite()
  })
  afterEach(async () => {
    await site.close()
  })
  const PRICES = '/api/optum/prices?formulationId=99201-0120-30&quantity=30&zip=47201'
  const DRIVERS = '/api/drivers/v4/health/sleep'
  const json = { 'content-type': 'application/json' }
  const question = JSON.stringify({ articlePlacements: ['articlePlacement'], profile: { bucket: 7 } })

  it('repeats a prices answer to the same query from the edge, with the route’s headers, compressed', async () => {
    const first = await site.get(PRICES, { 'accept-encoding': 'gzip' })
    expect(first.headers[EDGE_HEADER]).toBeUndefined()
    const hit = await site.fromEdge(PRICES, { 'accept-encoding': 'gzip' })
    expect(site.calls).toEqual([`GET ${PRICES}`])
    expect(decode(hit)).toBe(first.body.toString())
    expect(hit.headers['cache-control']).toBe('private, max-age=300')
    expect(hit.headers['content-type']).toBe('application/json')
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(hit.headers['x-nextjs-cache']).toBeUndefined()
    expect(hit.headers.vary).toMatch(/Accept-Encoding/)
    // Another query is another question.
    const other = await site.get(PRICES.replace('47201', '10001'))
    expect(other.headers[EDGE_HEADER]).toBeUndefined()
    expect(JSON.parse(other.body.toString())).toEqual({ data: [{ price: '10001' }] })
  })

  it('repeats a drivers answer to the same body; another body, and every miss, reach the route whole', async () => {
    const first = await site.get(DRIVERS, json, 'POST', question)
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body.toString())).toEqual({ placementDrivers: { asked: JSON.parse(question) } })
    const hit = await site.fromEdge(DRIVERS, json, 'POST', question)
    expect(hit.body.toString()).toBe(first.body.toString())
    expect(hit.headers['cache-control']).toBe('private, no-store')
    const another = JSON.stringify({ articlePlacements: ['articlePlacement'], profile: { bucket: 8 } })
    const miss = await site.get(DRIVERS, json, 'POST', another)
    expect(miss.headers[EDGE_HEADER]).toBeUndefined()
    expect(JSON.parse(miss.body.toString()).placementDrivers.asked.profile.bucket).toBe(8)
    // The same body to another page is another question too.
    const elsewhere = await site.get('/api/drivers/v4/health/diet', json, 'POST', question)
    expect(elsewhere.headers[EDGE_HEADER]).toBeUndefined()
    expect(site.calls).toEqual([
      `POST ${DRIVERS} ${question}`,
      `POST ${DRIVERS} ${another}`,
      `POST /api/drivers/v4/health/diet ${question}`,
    ])
  })

  it('never repeats an error, nor a body the edge does not read (another type, no length): the route gets those as sent', async () => {
    await site.get(DRIVERS, json, 'POST', '{not json')
    const again = await site.get(DRIVERS, json, 'POST', '{not json')
    expect(again.status).toBe(400)
    expect(again.headers[EDGE_HEADER]).toBeUndefined()
    await site.get('/api/optum/prices?zip=47201')
    expect((await site.get('/api/optum/prices?zip=47201')).status).toBe(400)
    const text = { 'content-type': 'text/plain' }
    await site.get(DRIVERS, text, 'POST', question)
    expect((await site.get(DRIVERS, text, 'POST', question)).headers[EDGE_HEADER]).toBeUndefined()
    const chunked = { ...json, 'transfer-encoding': 'chunked' }
    await site.get(DRIVERS, chunked, 'POST', question)
    expect(site.calls.filter((c) => c === `POST ${DRIVERS} ${question}`)).toHaveLength(3)
  })

  it('asks the route again once the answer’s tags are revalidated, or its time has passed', async () => {
    await site.get(PRICES)
    await site.fromEdge(PRICES)
    pageCacheStore().invalidateTags(['drivers'])
    expect((await site.get(PRICES)).headers[EDGE_HEADER]).toBeUndefined()
    expect(site.calls).toHaveLength(2)
    site.answerSeconds.value = 1
    await site.get(DRIVERS, json, 'POST', question)
    await site.fromEdge(DRIVERS, json, 'POST', question)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await site.get(DRIVERS, json, 'POST', question)).headers[EDGE_HEADER]).toBeUndefined()
    // The route's new answer is the edge's again.
    await site.fromEdge(DRIVERS, json, 'POST', question)
    expect(site.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2)
  })
})

describe('lanes (lanes.mjs): the hot calls answered without Next.js', () => {
  let site: Awaited<ReturnType<typeof startSite>>
  const laneCalls: string[] = []
  beforeEach(async () => {
    site = await startSite()
    laneCalls.length = 0
    registerLane({
      method: 'POST',
      prefix: '/api/drivers/v4',
      handle: async (request) => {
        const text = await request.text()
        laneCalls.push(`${request.method} ${new URL(request.url).pathname} ${text}`)
        if (text === '"fail"') throw new Error('the lane broke')
        const answer = JSON.stringify({ placementDrivers: { lane: JSON.parse(text), pad: 'x'.repeat(1200) } })
        keepAnswer({
          method: 'POST',
          url: request.url,
          body: text,
          answer,
          tags: ['drivers'],
          maxAgeSeconds: 30,
        })
        return new Response(answer, {
          headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
        })
      },
    })
  })
  afterEach(async () => {
    clearLanes()
    await site.close()
  })
  const json = { 'content-type': 'application/json' }

  it('answers in the lane with the edge’s headers, gzip when allowed; then the edge repeats it', async () => {
    const body = JSON.stringify({ profile: { bucket: 3 } })
    const first = await site.get(
      '/api/drivers/v4/health/sleep',
      { ...json, 'accept-encoding': 'gzip' },
      'POST',
      body,
    )
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decode(first)).placementDrivers.lane).toEqual({ profile: { bucket: 3 } })
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect(first.headers[EDGE_HEADER]).toBeUndefined()
    expect(laneCalls).toEqual([`POST /api/drivers/v4/health/sleep ${body}`])
    expect(site.calls).toEqual([])
    const again = await site.fromEdge('/api/drivers/v4/health/sleep', json, 'POST', body)
    expect(decode(again)).toBe(decode(first))
    expect(laneCalls).toHaveLength(1)
  })

  it('leaves a call to Next.js when its lane fails, and calls with no lane', async () => {
    const failed = await site.get('/api/drivers/v4/health/sleep', json, 'POST', '"fail"')
    expect(failed.status).toBe(200)
    expect(site.calls).toEqual(['POST /api/drivers/v4/health/sleep "fail"'])
    await site.get('/api/optum/prices?formulationId=1&zip=47201')
    expect(site.calls).toHaveLength(2)
  })
})

describe('client-side navigations', () => {
  it('never teach the edge to answer a page load with an RSC payload, even when Next.js rewrites them', async () => {
    const site = await startSite()
    try {
      await site.get('/health/sleep')
      await site.fromEdge('/health/sleep')
      for (let i = 0; i < 3; i++) {
        const rsc = await site.get('/health/sleep', { rsc: '1', 'next-router-segment-prefetch': '/_tree' })
        expect(rsc.headers['content-type']).toBe('text/x-component')
        expect(rsc.headers[EDGE_HEADER]).toBeUndefined()
      }
      const page = await site.get('/health/sleep', { 'accept-encoding': 'identity' })
      expect(page.headers[EDGE_HEADER]).toBe('edge')
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body.toString()).toContain('<h1>Sleep, version 1</h1>')
    } finally {
      await site.close()
    }
  })
})

describe('pages with a revalidation time', () => {
  it('go back to Next.js once the time has passed (it serves the page once more and renders it again)', async () => {
    const site = await startSite({ revalidateSeconds: 1 })
    try {
      await site.get('/health/sleep')
      await site.fromEdge('/health/sleep')
      await new Promise((r) => setTimeout(r, 1100))
      const late = await site.get('/health/sleep')
      expect(late.headers[EDGE_HEADER]).toBeUndefined()
      // Counted as stale in the metrics: there, but past its time.
      expect(site.lookups.at(-1)).toBe('stale')
    } finally {
      await site.close()
    }
  })
})

describe('build assets', () => {
  it('are read and compressed once, then served from the edge; missing files and escapes stay with Next.js', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-static-'))
    const script = `console.log(${JSON.stringify('wellread '.repeat(500))})`
    fs.mkdirSync(path.join(dir, 'chunks'))
    fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
    const site = await startSite({ staticDir: dir })
    try {
      const first = await site.get('/_next/static/chunks/app.js')
      expect(first.headers[EDGE_HEADER]).toBeUndefined()
      // Brotli is made in the background, one entry at a time (gzip serves meanwhile): wait for it.
      const accept = { 'accept-encoding': 'br, gzip' }
      const hit = await site.fromEdge('/_next/static/chunks/app.js', accept, 'GET', null, (a) =>
        Boolean(a.headers['content-encoding'] === 'br'),
      )
      expect(hit.headers['content-encoding']).toBe('br')
      expect(decode(hit)).toBe(script)
      expect(hit.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(hit.headers['content-type']).toBe('application/javascript; charset=UTF-8')
      expect(hit.headers.vary).toBe('Accept-Encoding')
      const missing = await site.get('/_next/static/chunks/none.js')
      expect(missing.status).toBe(404)
      for (let i = 0; i < 3; i++) {
        const escaped = await site.get('/_next/static/..%2F..%2F..%2F..%2Fetc%2Fpasswd')
        expect(escaped.headers[EDGE_HEADER]).toBeUndefined()
        expect(escaped.body.toString()).toBe('not a build asset')
        await new Promise((r) => setTimeout(r, 20))
      }
    } finally {
      await site.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
