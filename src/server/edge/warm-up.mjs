// @ts-check
/**
 * Before an instance takes readers' requests, it asks itself for a few pages (docs/adr/0015): Next.js loads
 * each route's code on its first request, the database pool connects, the search index builds, and the pages
 * readers ask for most are put in the page cache (from the shared cache when another instance rendered them).
 * An instance that joined a busy site cold, measured with `npm run bench`, answered in 7–8 s for its first
 * seconds and failed some requests; warmed, it answers like the others from its first request.
 *
 * The requests go through the same handler as readers' (edge, Next.js), on a private port, before the public
 * port is opened; each failure is ignored (a warm-up never stops a start).
 */
import http from 'node:http'

/** What is asked first, whatever the content: the routes every page view and widget reaches. */
export const WARM_UP_PATHS = [
  '/api/health',
  '/',
  '/feed.xml',
  '/search?q1=health',
  '/api/search/suggest?q=he',
  '/api/reader',
  // Answered 400 (no drug named): enough to load the route.
  '/api/optum/prices',
]

/**
 * The site's own page links in a page's HTML, in order of appearance, without repeats: sections
 * (`/health`) and articles (`/health/sleep`).
 *
 * @param {string} html
 * @param {{ sections: number, articles: number }} limits
 * @returns {string[]}
 */
export function linksToWarm(html, { sections, articles }) {
  const seen = new Set()
  const picked = { sections: /** @type {string[]} */ ([]), articles: /** @type {string[]} */ ([]) }
  for (const match of html.matchAll(/href="(\/[a-z0-9-]+(?:\/[a-z0-9-]+)?)"/g)) {
    const path = /** @type {string} */ (match[1])
    if (seen.has(path) || path.startsWith('/api') || path.startsWith('/admin') || path === '/search') continue
    seen.add(path)
    const isSection = path.split('/').length === 2
    const list = isSection ? picked.sections : picked.articles
    if (list.length < (isSection ? sections : articles)) list.push(path)
  }
  return [...picked.sections, ...picked.articles]
}

/**
 * Ask `listener` for the warm-up paths (and the sections and articles the home page links to), one at a
 * time, on a private port; resolves when done or after `budgetMs`.
 *
 * @param {http.RequestListener} listener
 * @param {{ extraPaths?: string[], budgetMs?: number, log?: (message: string) => void }} [options]
 */
export async function warmUp(listener, { extraPaths = [], budgetMs = 60_000, log = () => {} } = {}) {
  const server = http.createServer(listener)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const started = Date.now()
  let asked = 0
  /** @param {string} path */
  const ask = async (path) => {
    if (Date.now() - started > budgetMs) return ''
    asked += 1
    try {
      const res = await fetch(`${base}${path}`, {
        headers: { 'accept-encoding': 'gzip, br' },
        signal: AbortSignal.timeout(Math.max(1000, budgetMs - (Date.now() - started))),
      })
      if (res.headers.get('content-type')?.includes('text/html')) return await res.text()
      await res.arrayBuffer()
      return ''
    } catch {
      return ''
    }
  }
  try {
    let home = ''
    for (const path of [...WARM_UP_PATHS, ...extraPaths]) {
      const body = await ask(path)
      if (path === '/') home = body
    }
    for (const path of linksToWarm(home, { sections: 2, articles: 4 })) await ask(path)
  } finally {
    server.closeAllConnections?.()
    await new Promise((resolve) => server.close(() => resolve(undefined)))
  }
  log(`warmed up: ${asked} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
