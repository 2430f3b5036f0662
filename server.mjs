// The HTTP server: Next.js (pages, API, Payload admin) behind a thin layer that answers page-cache hits and
// build assets itself (src/server/edge/cached-answers.mjs), sets security and caching headers, maps "database
// unreachable" failures to 503 and records the client address (src/server/edge/headers.mjs). With REDIS_URL, the page
// cache is shared with the other instances (src/server/page-cache/shared-tier.mjs). docs/adr/0008 and 0015.
//
//   node server.mjs          production (after `next build`; `npm start` builds when needed)
//   node server.mjs --dev    development with hot reload (`npm run dev`)
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { config, resetConfig, thirdPartiesOf } from './src/platform/config.mjs'
import { log } from './src/platform/log.mjs'
import { trustedOriginsOf } from './src/platform/requestOrigin.mjs'
import { answerClientError } from './src/server/edge/bad-requests.mjs'
import { createEdgeCache } from './src/server/edge/cached-answers.mjs'
import { ERROR_PAGE_ROUTE } from './src/server/edge/error-page.mjs'
import { createEdge } from './src/server/edge/headers.mjs'
import { createListener } from './src/server/edge/listener.mjs'
import { currentRequestContext } from './src/server/edge/request-context.mjs'
import { measureRequests } from './src/server/edge/request-metrics.mjs'
import { routeTemplate } from './src/server/edge/route-template.mjs'
import { warmUp } from './src/server/edge/warm-up.mjs'
import { createSharedTier } from './src/server/page-cache/shared-tier.mjs'
import { pageCacheStore } from './src/server/page-cache/store.mjs'
import { startLocalPartner } from './src/services/ads/localPartner.mjs'
import { startLocalSignIn } from './src/services/auth/localSignIn.mjs'
import { internalSearchUrl } from './src/services/search/address.mjs'

const dev = process.argv.includes('--dev')
if (!dev) process.env.NODE_ENV ||= 'production'
let cfg = config() // fails here, before anything starts, when a variable is invalid
const logger = log('server')
const say = (/** @type {string} */ m) => logger.info(m)
// The embedded default (no Apple or Google configured, a local SITE_URL): local OpenID Connect providers stand
// in for both, and the site reads their settings like a real provider's (src/services/auth/localSignIn.mjs,
// ADR 25). Before Next.js starts, so every route sees them.
const localSignIn = await startLocalSignIn(cfg, { log: say })
// …and a local programmatic ad partner (src/services/ads/localPartner.mjs, ADR 26), off until editors switch it on.
const localPartner = await startLocalPartner(cfg, { log: say })
if (localSignIn || localPartner) {
  resetConfig()
  cfg = config()
}
const hostname = process.env.HOST || '0.0.0.0'
const dir = path.dirname(fileURLToPath(import.meta.url))

// Several instances share one page cache through Redis: installed before Next.js stores anything.
const shared =
  cfg.redisUrl && !dev
    ? createSharedTier({
        url: cfg.redisUrl,
        store: pageCacheStore(),
        buildId: fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim(),
      })
    : null
if (shared) pageCacheStore().shared = shared

const app = next({ dev, dir, hostname, port: cfg.port })
const handle = app.getRequestHandler()
await app.prepare()
// Development renders every request afresh; the edge answers only in production.
const edgeCache =
  !dev && cfg.cache.edge
    ? createEdgeCache({
        staticDir: path.join(dir, '.next', 'static'),
        maxAddresses: cfg.cache.pageEntries * 4,
      })
    : null
const edge = createEdge(cfg, {
  dev,
  // The static list and the operator's vendors: the policy allows exactly what the browser's guard may use.
  thirdParties: thirdPartiesOf(cfg),
  onHead: edgeCache
    ? (_req, res, status) => edgeCache.record(res, status, currentRequestContext())
    : undefined,
})

// `/search?q1=…` is rendered and cached as `/search/results/{text}`; the address bar keeps the query.
// The access log names each request's route by the build's templates (a path can name a condition).
const listener = createListener({
  edgeCache,
  edge,
  handle,
  rewrite: internalSearchUrl,
  routeOf: routeTemplate,
  // A POST to a page, an unknown API address: a clear 4xx from the edge (src/server/edge/refusals.mjs).
  refusals: true,
  // The admin's Server Actions from this site's pages only, as the API's state-changing calls (refusals.mjs).
  trustedOrigins: trustedOriginsOf(cfg),
})

// Readers' first requests find the routes loaded and the most read pages cached (src/server/edge/warm-up.mjs).
// The error page is among them, so that it can be served from the page cache if the database goes away.
if (!dev && cfg.startup.warmUp) {
  await warmUp(listener, { extraPaths: [ERROR_PAGE_ROUTE], log: say })
}

// Every request timed by route template and status, in the registry `GET /metrics` exposes (docs/adr/0027 §8).
const server = http.createServer(measureRequests(listener))
// A request the HTTP parser refuses (too large, not HTTP) is answered with a message (bad-requests.mjs).
server.on('clientError', answerClientError)
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

server.listen(cfg.port, hostname, () => {
  say(`Wellread ready on http://localhost:${cfg.port} (${dev ? 'development' : 'production'})`)
  // Without a warm-up, render the error page once now, so that it can be served (from the page cache) if the
  // database goes away.
  if (!dev && !cfg.startup.warmUp) {
    fetch(`http://127.0.0.1:${cfg.port}${ERROR_PAGE_ROUTE}`).catch(() => {
      // The built-in error page stands in until it can be rendered.
    })
  }
})

let closing = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    server.close(() => {
      Promise.allSettled([app.close(), shared?.close(), localSignIn?.close()]).finally(() => process.exit(0))
    })
    // Idle keep-alive sockets would hold close() open.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
