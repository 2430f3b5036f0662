// @vitest-environment node
import type http from 'node:http'
import { linksToWarm, WARM_UP_PATHS, warmUp } from './warm-up.mjs'

describe('linksToWarm', () => {
  it('takes the first sections and articles a page links to, once each, never the admin, API or search', () => {
    const html = [
      '<a href="/health">Health</a>',
      '<a href="/admin">Admin</a>',
      '<a href="/api/health">x</a>',
      '<a href="/search">Search</a>',
      '<a href="/health/sleep-basics">Sleep</a>',
      '<a href="/health/sleep-basics">Sleep again</a>',
      '<a href="/nutrition">Nutrition</a>',
      '<a href="/fitness">Fitness</a>',
      '<a href="/drugs/atorvastatin">Atorvastatin</a>',
      '<a href="https://elsewhere.example/x/y">Elsewhere</a>',
      '<a href="/fitness/walking-for-heart-health">Walking</a>',
    ].join('')
    expect(linksToWarm(html, { sections: 2, articles: 2 })).toEqual([
      '/health',
      '/nutrition',
      '/health/sleep-basics',
      '/drugs/atorvastatin',
    ])
    expect(linksToWarm('', { sections: 2, articles: 2 })).toEqual([])
  })
})

describe('warmUp', () => {
  it('asks the handler for the routes every page needs, then what the home page links to, and ignores failures', async () => {
    const asked: string[] = []
    const listener: http.RequestListener = (req, res) => {
      asked.push(req.url ?? '')
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<a href="/health">H</a><a href="/health/sleep">S</a>')
      } else if (req.url === '/feed.xml') {
        req.socket.destroy()
      } else {
        res.writeHead(req.url === '/api/optum/prices' ? 400 : 200)
        res.end()
      }
    }
    const messages: string[] = []
    await warmUp(listener, { extraPaths: ['/_error'], log: (m) => messages.push(m) })
    expect(asked).toEqual([...WARM_UP_PATHS, '/_error', '/health', '/health/sleep'])
    expect(messages[0]).toMatch(
      new RegExp(`^warmed up: ${WARM_UP_PATHS.length + 3} requests in \\d+\\.\\d s$`),
    )
  })
})
