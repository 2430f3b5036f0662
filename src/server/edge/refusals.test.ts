// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../platform/config.mjs'
import { CROSS_SITE_MESSAGE } from '../../platform/requestOrigin.mjs'
import { createEdge } from './headers.mjs'
import { createListener } from './listener.mjs'
import {
  NO_API_MESSAGE,
  NOT_AN_ACTION_MESSAGE,
  NOT_FOUND_MESSAGE,
  READ_ONLY_MESSAGE,
  refusalOf,
} from './refusals.mjs'
import { routeTemplate } from './route-template.mjs'

/**
 * Issue 32: a form POST to a page answered 500 (Next.js took it for a Server Action whose body it could not
 * parse) and an unknown API address answered the site's HTML 404. Through the listener as server.mjs builds it,
 * with a stand-in for Next.js that answers 500 to any form POST, as Next.js did.
 */
let server: http.Server
let base = ''
const SITE = 'https://wellread.example'
const reachedNext: string[] = []

beforeAll(async () => {
  const edge = createEdge(loadConfig({ NODE_ENV: 'production' }), { dev: false, thirdParties: [] })
  server = http.createServer(
    createListener({
      edgeCache: null,
      edge,
      routeOf: routeTemplate,
      refusals: true,
      trustedOrigins: [SITE],
      handle: async (req, res) => {
        reachedNext.push(`${req.method} ${req.url}`)
        const form = /multipart|urlencoded/.test(String(req.headers['content-type'] ?? ''))
        res.writeHead(req.method === 'POST' && form ? 500 : 200, { 'content-type': 'text/plain' })
        res.end('next.js')
      },
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
})

const BROKEN_FORM = {
  'content-type': 'multipart/form-data; boundary=XYZ',
}
const brokenBody = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'

describe('requests no route takes (issue 32)', () => {
  it.each(['/health/widget-gallery', '/nope', '/', '/search'])(
    'a malformed form POST to the page %s is 405, never 500',
    async (path) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: BROKEN_FORM, body: brokenBody })
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
      expect(await res.text()).toBe(`${READ_ONLY_MESSAGE}\n`)
      // The edge's security headers are on the refusal too.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('no-store')
    },
  )

  it('answers an unknown API address in the API’s error shape, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${base}/api/anything-unknown`, {
        method,
        ...(method === 'POST' ? { headers: BROKEN_FORM, body: brokenBody } : {}),
      })
      expect(res.status, method).toBe(404)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await res.json()).toEqual({ error: NO_API_MESSAGE })
    }
  })

  it('leaves everything a route takes to Next.js: reads of pages, API routes, the admin’s own actions', async () => {
    reachedNext.length = 0
    expect((await fetch(`${base}/health/sleep`)).status).toBe(200)
    expect((await fetch(`${base}/health/sleep`, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(`${base}/api/events`, { method: 'POST', body: '{}' })).status).toBe(200)
    expect((await fetch(`${base}/consent/validate`, { method: 'POST', body: '{}' })).status).toBe(200)
    const action = await fetch(`${base}/admin/collections/articles`, {
      method: 'POST',
      headers: { ...BROKEN_FORM, 'next-action': 'abc123', origin: SITE },
      body: brokenBody,
    })
    expect(action.status).toBe(500) // Next.js' own answer (the stand-in's)
    expect(reachedNext).toEqual([
      'GET /health/sleep',
      'HEAD /health/sleep',
      'POST /api/events',
      'POST /consent/validate',
      'POST /admin/collections/articles',
    ])
  })

  it('refuses an admin Server Action from another site’s page, or from no page, before Next.js sees it', async () => {
    reachedNext.length = 0
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ]) {
      const res = await fetch(`${base}/admin/collections/articles`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'abc123', ...headers },
        body: '[]',
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toEqual({ error: CROSS_SITE_MESSAGE })
    }
    const fromThePage = await fetch(`${base}/admin/collections/articles`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': 'abc123',
        'sec-fetch-site': 'same-origin',
      },
      body: '[]',
    })
    expect(fromThePage.status).toBe(200) // the stand-in's: it reached Next.js
    expect(reachedNext).toEqual(['POST /admin/collections/articles'])
  })

  it('refuses a form POST to the admin that is not one of its actions, and other methods where nothing is', async () => {
    const admin = await fetch(`${base}/admin`, { method: 'POST', headers: BROKEN_FORM, body: brokenBody })
    expect([admin.status, await admin.text()]).toEqual([400, `${NOT_AN_ACTION_MESSAGE}\n`])
    const nothing = await fetch(`${base}/newsletter/something-else`, {
      method: 'POST',
      headers: BROKEN_FORM,
      body: brokenBody,
    })
    expect([nothing.status, await nothing.text()]).toEqual([404, `${NOT_FOUND_MESSAGE}\n`])
  })
})

describe('refusalOf', () => {
  it('reads OPTIONS as a read, and names no refusal for a route handler', () => {
    expect(refusalOf('OPTIONS', '/health', '/[section]', {})).toBeNull()
    expect(refusalOf('POST', '/feed.xml', '/feed.xml', {})).toBeNull()
    expect(refusalOf('GET', '/newsletter/x', 'unmatched', {})).toBeNull()
    expect(refusalOf('PUT', '/health/a', '/[section]/[slug]', {})).toMatchObject({ status: 405 })
  })
})
