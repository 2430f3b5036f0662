import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListener } from './listener.mjs'
import { isSourceMapAddress } from './source-maps.mjs'

describe('the build’s source maps are never served', () => {
  it('recognises a map under /_next/static/, however it is spelled', () => {
    expect(isSourceMapAddress('/_next/static/chunks/0a1b.js.map')).toBe(true)
    expect(isSourceMapAddress('/_next/static/css/app.css.map?dpl=x')).toBe(true)
    expect(isSourceMapAddress('/_next/static/chunks/0a1b.js%2Emap')).toBe(true)
    expect(isSourceMapAddress('/_next/static/chunks/0a1b.js.MAP')).toBe(true)
    expect(isSourceMapAddress('/_next/static/chunks/0a1b.js')).toBe(false)
    expect(isSourceMapAddress('/health/a.map')).toBe(false)
    expect(isSourceMapAddress('/_next/static/chunks/0a1b.js?f=.map')).toBe(false)
  })

  describe('through the listener', () => {
    let server: http.Server
    let base: string
    const handled: string[] = []
    beforeAll(async () => {
      const listener = createListener({
        edgeCache: null,
        edge: () => {},
        handle: async (req, res) => {
          handled.push(req.url ?? '')
          res.end('chunk')
        },
      })
      server = http.createServer(listener)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve))
    })

    it('answers 404 for a map before Next.js or the edge’s cache sees it; serves the chunk itself', async () => {
      const map = await fetch(`${base}/_next/static/chunks/0a1b.js.map`)
      expect(map.status).toBe(404)
      expect(await map.text()).not.toContain('chunk')
      const chunk = await fetch(`${base}/_next/static/chunks/0a1b.js`)
      expect(chunk.status).toBe(200)
      expect(handled).toEqual(['/_next/static/chunks/0a1b.js'])
    })
  })
})
