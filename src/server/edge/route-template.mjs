// @ts-check
/**
 * The route a request's path belongs to, named by its template (`/[section]/[slug]`, `/api/metrics`), for the
 * access log: a path can name a reader's condition or drug, a template cannot.
 *
 * The templates are the build's own (`.next/routes-manifest.json`: Next.js lists every page and route handler
 * there, with the expression it matches paths by), so a new route is named without a list to keep here. Paths
 * no route matches (build assets, files of `public/`, a development server with no manifest) get a coarse
 * name that holds no part of the path beyond its first, fixed segment.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest
 */

/** What a path outside every route is called. */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * A function naming the template of a path, from a routes manifest.
 *
 * @param {RoutesManifest | null} manifest
 * @returns {(pathname: string) => string}
 */
export function routeTemplates(manifest) {
  const fixed = new Map((manifest?.staticRoutes ?? []).map((r) => [r.page, r.page]))
  // Next.js lists dynamic routes most specific first, so the first match is the route it renders.
  const dynamic = (manifest?.dynamicRoutes ?? []).map((r) => ({ page: r.page, re: new RegExp(r.regex) }))
  return (pathname) => {
    if (pathname.startsWith('/_next/')) {
      const kind = pathname.slice('/_next/'.length).split('/', 1)[0] ?? ''
      return /^[a-z-]+$/.test(kind) ? `/_next/${kind}` : '/_next'
    }
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const page = fixed.get(trimmed)
    if (page) return page
    let decoded = trimmed
    try {
      decoded = decodeURIComponent(trimmed)
    } catch {
      // Not valid percent-encoding: matched as it came.
    }
    for (const { page, re } of dynamic) if (re.test(trimmed) || re.test(decoded)) return page
    return UNMATCHED_ROUTE
  }
}

/**
 * The templates of the build in `distDir` (`.next`); without a manifest (development), every path outside
 * `/_next/` is `(unmatched)`.
 *
 * @param {string} distDir
 */
export function loadRouteTemplates(distDir) {
  try {
    const text = fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')
    return routeTemplates(/** @type {RoutesManifest} */ (JSON.parse(text)))
  } catch {
    return routeTemplates(null)
  }
}
