import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadRouteTemplates, routeTemplates, UNMATCHED_ROUTE } from './route-template.mjs'

/** Routes as Next.js 16 lists them in `.next/routes-manifest.json` (static first, dynamic most specific first). */
const MANIFEST = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/api/metrics', regex: '^/api/metrics(?:/)?$' },
    { page: '/privacy-policy', regex: '^/privacy\\-policy(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/auth/callback/[provider]', regex: '^/api/auth/callback/([^/]+?)(?:/)?$' },
    { page: '/search/results/[query]/[[...page]]', regex: '^/search/results/([^/]+?)(?:/(.+?))?(?:/)?$' },
    { page: '/[section]/[slug]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/[section]', regex: '^/([^/]+?)(?:/)?$' },
  ],
}

describe('route templates for the access log', () => {
  const routeOf = routeTemplates(MANIFEST)

  it.each([
    ['/', '/'],
    ['/api/metrics', '/api/metrics'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/health/erectile-dysfunction', '/[section]/[slug]'],
    ['/drugs/atorvastatin', '/[section]/[slug]'],
    ['/mental-health', '/[section]'],
    ['/search/results/hiv%20test/2', '/search/results/[query]/[[...page]]'],
    ['/api/auth/callback/google', '/api/auth/callback/[provider]'],
    ['/_next/static/chunks/app/page-0a1b.js', '/_next/static'],
    ['/_next/image', '/_next/image'],
    ['/a/b/c/d', UNMATCHED_ROUTE],
  ])('%s is %s', (pathname, template) => {
    expect(routeOf(pathname)).toBe(template)
  })

  it('reads the build’s manifest, and without one names nothing beyond the build’s asset folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-templates-'))
    try {
      expect(loadRouteTemplates(dir)('/health/sleep')).toBe(UNMATCHED_ROUTE)
      expect(loadRouteTemplates(dir)('/_next/static/x.js')).toBe('/_next/static')
      fs.writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify(MANIFEST))
      expect(loadRouteTemplates(dir)('/health/sleep')).toBe('/[section]/[slug]')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
