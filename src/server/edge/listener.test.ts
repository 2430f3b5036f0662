// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs, type LogLine } from '../../../tests/unit/log-capture'
import { log } from '../../platform/log.mjs'
import { clearLanes, registerLane } from './lanes.mjs'
import { createListener } from './listener.mjs'
import { currentRequestContext, noteServed, type RequestContext } from './request-context.mjs'
import { routeTemplate } from './route-template.mjs'

/**
 * The request id and the access log, through the listener `server.mjs` runs, with a stand-in for Next.js that
 * logs from inside its asynchronous work as a route handler and the services it calls do.
 */
const routeOf = routeTemplate

let server: http.Server
let base = ''
/** Contexts kept past their request, as a module keeping a promise made during it keeps its context. */
const keptContexts: (RequestContext | undefined)[] = []
let lateNoteDone = false
beforeAll(async () => {
  registerLane({
    method: 'GET',
    path: '/api/optum/prices',
    handle: async () => {
      log('pricing').warn('in the lane')
      return new Response('{}', { headers: { 'content-type': 'application/json' } })
    },
  })
  registerLane({
    method: 'POST',
    path: '/api/beacon',
    body: { maxBytes: 64, types: ['text/plain', 'application/json'] },
    handle: async (request) => new Response(`lane read ${(await request.text()).length} bytes`),
  })
  server = http.createServer(
    createListener({
      edgeCache: null,
      edge: () => {},
      routeOf,
      handle: async (req, res) => {
        if (req.url === '/kept') {
          keptContexts.push(currentRequestContext())
          noteServed('/kept', { value: { kind: 'APP_PAGE', html: 'a page the cache later drops' } })
          // Work Next.js finishes after the answer (a page rendered again in the background) notes its entry late.
          setTimeout(() => {
            noteServed('/kept', { value: { kind: 'APP_PAGE', html: 'rendered in the background' } })
            lateNoteDone = true
          }, 50)
          res.writeHead(200, { 'content-type': 'text/plain' })
          return void res.end('kept')
        }
        await new Promise((r) => setTimeout(r, 5))
        await Promise.resolve().then(() => log('csp').warn({ status: 400 }, 'inside the route handler'))
        if (req.url === '/api/beacon') {
          res.writeHead(415, { 'content-type': 'text/plain' })
          return void res.end('next.js answered')
        }
        res.setHeader('x-nextjs-cache', 'MISS')
        res.writeHead(req.url?.startsWith('/api/') ? 400 : 200, { 'content-type': 'text/plain' })
        res.end('ok')
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

/** Ask, and wait for the access line of the answer (written once the response is closed). */
async function ask(p: string, headers: Record<string, string> = {}) {
  const captured = captureLogs()
  try {
    const res = await fetch(`${base}${p}`, { headers })
    await res.text()
    await expect.poll(() => captured.lines.some((l) => l.msg === 'request')).toBe(true)
    return { res, lines: captured.lines, text: captured.text() }
  } finally {
    captured.restore()
  }
}

describe('request ids and the access log', () => {
  it('keeps a well-formed incoming X-Request-Id, answers with it and writes it on every line of the request', async () => {
    const { res, lines } = await ask('/api/csp-report', { 'x-request-id': 'lb-7f3a_0001' })
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a_0001')
    const handler = lines.find((l) => l.msg === 'inside the route handler') as LogLine
    expect(handler).toMatchObject({ reqId: 'lb-7f3a_0001', component: 'csp', level: 'warn' })
    const access = lines.find((l) => l.msg === 'request') as LogLine
    expect(access).toMatchObject({
      reqId: 'lb-7f3a_0001',
      component: 'edge',
      level: 'info',
      method: 'GET',
      route: '/api/csp-report',
      status: 400,
      cache: 'miss',
    })
    expect(access.ms).toBeGreaterThanOrEqual(5)
  })

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with other characters', 'id with spaces; drop table'],
    ['empty', ''],
  ])('replaces an incoming id %s with a new one', async (_why, incoming) => {
    const { res, lines } = await ask('/api/csp-report', { 'x-request-id': incoming })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual([
      'inside the route handler',
      'request',
    ])
  })

  it('lets go of the page a request served once its answer is sent, though its context lives on', async () => {
    await ask('/kept')
    const [context] = keptContexts
    expect(context?.ended).toBe(true)
    expect(context?.served).toBeNull()
    await expect.poll(() => lateNoteDone).toBe(true)
    expect(context?.served).toBeNull()
  })

  it('gives each request its own id', async () => {
    const a = await ask('/api/csp-report')
    const b = await ask('/api/csp-report')
    expect(a.res.headers.get('x-request-id')).not.toBe(b.res.headers.get('x-request-id'))
  })

  it('names the route by its template, never the path or the query', async () => {
    const { lines, text } = await ask('/health/erectile-dysfunction?zip=10001&drug=sildenafil')
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ route: '/[section]/[slug]', status: 200 })
    expect(text).not.toMatch(/erectile|10001|sildenafil|zip=|drug=/)
  })

  it('says when a lane answered, with the lane’s lines under the same id', async () => {
    const { res, lines } = await ask('/api/optum/prices?drug=lisinopril&zip=10001')
    const id = res.headers.get('x-request-id')
    expect(lines.find((l) => l.msg === 'in the lane')).toMatchObject({ reqId: id })
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ reqId: id, cache: 'lane', status: 200 })
    expect(JSON.stringify(lines)).not.toMatch(/lisinopril|10001/)
  })

  it('hands a POST lane its body when of its types and length, else leaves the request to Next.js', async () => {
    const post = (type: string, body: string) =>
      fetch(`${base}/api/beacon`, { method: 'POST', headers: { 'content-type': type }, body }).then(
        async (r) => [r.status, await r.text()],
      )
    expect(await post('text/plain;charset=UTF-8', '{"a":1}')).toEqual([200, 'lane read 7 bytes'])
    expect(await post('application/json', '{}')).toEqual([200, 'lane read 2 bytes'])
    expect(await post('application/x-www-form-urlencoded', 'a=1')).toEqual([415, 'next.js answered'])
    expect(await post('text/plain', 'x'.repeat(65))).toEqual([415, 'next.js answered'])
  })
})
