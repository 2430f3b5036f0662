import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import {
  answerClientError,
  MALFORMED_PATH_MESSAGE,
  malformedPath,
  refuseMalformedPath,
  TOO_LARGE_MESSAGE,
} from './bad-requests.mjs'

// Found by `npm run fuzz` (issue 32): Next.js answered 500 for a dynamic segment that does not decode, and Node.js
// an empty 431 for an address past 16 KiB. Both are refusals with a message now.
describe('requests answered with a message before Next.js', () => {
  it('tells a path whose percent-encoding does not decode', () => {
    expect(malformedPath('/api/auth/signin/%')).toBe(true)
    expect(malformedPath('/api/auth/signin/%E0%A4%A')).toBe(true)
    expect(malformedPath('/%E0%A4%A/feed.xml?x=1')).toBe(true)
    expect(malformedPath('/api/profile/%25/site-flags/wellread')).toBe(false)
    expect(malformedPath('/health/caf%C3%A9')).toBe(false)
    // the query is the route's to read
    expect(malformedPath('/search?q1=%')).toBe(false)
  })

  async function serve(handler: http.RequestListener) {
    const server = http.createServer(handler)
    server.on('clientError', answerClientError)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, port: (server.address() as AddressInfo).port }
  }

  /** A raw request's whole answer (the connection closes after it). */
  const raw = (port: number, text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
      let answer = ''
      socket.on('data', (d) => {
        answer += d.toString()
      })
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it('answers a malformed path 400 with { error }, and lets others through', async () => {
    const { server, port } = await serve((req, res) => {
      if (refuseMalformedPath(req, res)) return
      res.end('through')
    })
    try {
      const bad = await fetch(`http://127.0.0.1:${port}/api/auth/signin/%E0%A4%A`)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: MALFORMED_PATH_MESSAGE })
      const good = await fetch(`http://127.0.0.1:${port}/api/auth/signin/apple`)
      expect(await good.text()).toBe('through')
    } finally {
      server.close()
    }
  })

  it('answers an address past the header limit 431 with { error }', async () => {
    const { server, port } = await serve((_req, res) => res.end('through'))
    try {
      const answer = await raw(port, `GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(answer).toMatch(/^HTTP\/1\.1 431 /)
      expect(answer).toContain('content-type: application/json')
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: TOO_LARGE_MESSAGE })
      const notHttp = await raw(port, 'NOT HTTP AT ALL\r\n\r\n')
      expect(notHttp).toMatch(/^HTTP\/1\.1 400 /)
    } finally {
      server.close()
    }
  })
})
