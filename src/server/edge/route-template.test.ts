// @vitest-environment node
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { measureRequests } from './request-metrics.mjs'
import {
  APP_ROUTE_TEMPLATES,
  PAGE_TEMPLATES,
  ROUTE_LABELS,
  routeTemplate,
  UNMATCHED,
} from './route-template.mjs'

const app = path.resolve(__dirname, '../../app')

/** Next.js' pattern of each page, route and metadata file under src/app (route groups left out). */
function appPatterns(only?: 'pages'): string[] {
  const found: string[] = []
  const visit = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name)
        visit(path.join(dir, entry.name), group ? segments : [...segments, entry.name])
        continue
      }
      const base = `/${segments.join('/')}`.replace(/\/$/, '') || '/'
      const join = (name: string) => (base === '/' ? `/${name}` : `${base}/${name}`)
      if (entry.name === 'page.tsx' || (entry.name === 'route.ts' && only !== 'pages')) found.push(base)
      else if (only === 'pages') continue
      // Metadata files: robots.ts answers /robots.txt, sitemap.ts /sitemap.xml, icon.svg itself.
      else if (entry.name === 'robots.ts') found.push(join('robots.txt'))
      else if (entry.name === 'sitemap.ts') found.push(join('sitemap.xml'))
      else if (entry.name === 'icon.svg') found.push(join('icon.svg'))
    }
  }
  visit(app, [])
  return found.sort()
}

/** A concrete path of a pattern: each dynamic segment filled, a catch-all with two segments. */
function samplePath(template: string, optionalEmpty = false): string {
  const parts = template
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      if (part.startsWith('[[...')) return optionalEmpty ? [] : ['x', 'y']
      if (part.startsWith('[...')) return ['x', 'y']
      if (part.startsWith('[')) return ['some-value']
      return [part]
    })
  return `/${parts.join('/')}`
}

describe('routeTemplate', () => {
  it('knows every page and route of the app, and nothing else', () => {
    expect([...APP_ROUTE_TEMPLATES].sort()).toEqual(appPatterns())
  })

  it('knows which of them are pages (the admin apart: its layout has Server Actions)', () => {
    expect([...PAGE_TEMPLATES].sort()).toEqual(appPatterns('pages').filter((t) => !t.startsWith('/admin')))
  })

  it('the site’s pages have no Server Actions: only the admin’s layout does', () => {
    const withActions: string[] = []
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) visit(file)
        else if (/\.tsx?$/.test(entry.name) && /['"]use server['"]/.test(fs.readFileSync(file, 'utf8')))
          withActions.push(path.relative(app, file))
      }
    }
    visit(path.resolve(app, '..'))
    expect(withActions).toEqual([path.join('(payload)', 'layout.tsx')])
  })

  it.each(APP_ROUTE_TEMPLATES.map((t) => [t]))('takes a path of %s to that template', (template) => {
    expect(routeTemplate(samplePath(template))).toBe(template)
    if (template.includes('[[...')) expect(routeTemplate(samplePath(template, true))).toBe(template)
  })

  it.each([
    ['/health/sleep-apnea-and-diabetes', '/[section]/[slug]'],
    ['/health', '/[section]'],
    ['/health/page/3', '/[section]/page/[page]'],
    ['/health/feed.xml', '/[section]/feed.xml'],
    ['/health/sleep/comments/2', '/[section]/[slug]/[...rest]'],
    ['/search/results/insulin%20pump', '/search/results/[query]/[[...page]]'],
    ['/api/drivers/v4/article/sidebar', '/api/drivers/v4/[[...path]]'],
    ['/api/cms/articles/12', '/api/cms/[...slug]'],
    ['/admin', '/admin/[[...segments]]'],
    ['/admin/collections/articles/4', '/admin/[[...segments]]'],
    ['/_next/static/chunks/app-123.js', '/_next/static/[...path]'],
    ['/_next/image', '/_next/image'],
    ['/_next/webpack-hmr', '/_next/[...path]'],
    ['/api/not-a-route', UNMATCHED],
    ['/api/optum/prices/extra', UNMATCHED],
    ['/newsletter/something-else', UNMATCHED],
    ['/next/other', UNMATCHED],
  ])('%s → %s (a reader’s path never becomes a label)', (pathname, template) => {
    expect(routeTemplate(pathname)).toBe(template)
  })

  it('returns only values of its closed set', () => {
    const labels = new Set(ROUTE_LABELS)
    for (const pathname of ['/', '//', '/a/b/c/d/e/f', '/api', '/%00', '/robots.txt', '/x.php', '/api/cms'])
      expect(labels.has(routeTemplate(pathname))).toBe(true)
  })
})

describe('measureRequests', () => {
  async function serve(listener: http.RequestListener) {
    const seen: { labels: { route: string; method: string; status: string }; seconds: number }[] = []
    const server = http.createServer(
      measureRequests(listener, { observe: (labels, seconds) => seen.push({ labels, seconds }) }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      seen,
      base,
      close: () => {
        server.closeAllConnections()
        return new Promise((resolve) => server.close(resolve))
      },
    }
  }

  it('labels each answered request by the template of the address it came with, its method and status', async () => {
    const site = await serve((req, res) => {
      // The listener may rewrite the address (a search's query into its path): the label keeps the original.
      req.url = '/search/results/rewritten'
      res.writeHead(req.method === 'POST' ? 204 : 404)
      res.end()
    })
    try {
      await fetch(`${site.base}/search?q1=insulin`)
      await fetch(`${site.base}/api/metrics`, { method: 'POST', body: '{}' })
      await fetch(`${site.base}/health/a-condition?utm_source=x`, { method: 'DELETE' })
      await vi.waitFor(() => expect(site.seen).toHaveLength(3))
      expect(site.seen.map((s) => s.labels)).toEqual([
        { route: '/search', method: 'GET', status: '404' },
        { route: '/api/metrics', method: 'POST', status: '204' },
        { route: '/[section]/[slug]', method: 'DELETE', status: '404' },
      ])
      for (const { seconds } of site.seen) expect(seconds).toBeGreaterThan(0)
    } finally {
      await site.close()
    }
  })

  it('labels a request whose client left before its answer `aborted`', async () => {
    let answer: (() => void) | null = null
    const site = await serve((_req, res) => {
      answer = () => res.end('late')
    })
    try {
      const controller = new AbortController()
      const request = fetch(`${site.base}/`, { signal: controller.signal }).catch(() => null)
      await vi.waitFor(() => expect(answer).not.toBeNull())
      controller.abort()
      await request
      await vi.waitFor(() => expect(site.seen).toHaveLength(1))
      expect(site.seen[0]?.labels).toEqual({ route: '/', method: 'GET', status: 'aborted' })
    } finally {
      await site.close()
    }
  })
})
