import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * This build's id (ADR 27 §9): WELLREAD_BUILD_ID when the deploy names it, else the checkout's commit, else
 * "local". Instances built from one commit agree, so a load balancer's readers never see a false skew; Next.js
 * sends it with every navigation and reloads a page whose build the server no longer runs.
 */
function buildId(): string {
  const named = process.env.WELLREAD_BUILD_ID?.trim()
  if (named) return named.replace(/[^\w.-]/g, '-').slice(0, 64)
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dirname, encoding: 'utf8' }).trim()
  } catch {
    return 'local'
  }
}

/**
 * The id the build in `.next` was made with (its routes manifest), for the server that runs it: the checkout
 * may have moved on since, and a server announcing another id than its pages' would make Next.js reload every
 * navigation.
 */
function builtId(): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dirname, '.next', 'routes-manifest.json'), 'utf8'))
    return typeof manifest.deploymentId === 'string' && manifest.deploymentId ? manifest.deploymentId : null
  } catch {
    return null
  }
}

const configFor = (build: string): NextConfig => ({
  poweredByHeader: false,
  // Source maps for the browser's chunks in every build: the server maps readers' error stacks with them
  // (src/services/errors/sourceMaps.ts). Never served: the edge answers 404 for any .map under /_next/static/
  // (src/server/edge/source-maps.mjs).
  productionBrowserSourceMaps: true,
  deploymentId: build,
  // The build id in the code of both sides: the error reports' release, and the page's side of a skew check.
  env: { WELLREAD_BUILD: build },
  // Rendered pages are cached in this process's memory (see src/server/page-cache/next-handler.mjs and docs/adr/0002).
  cacheHandler: path.resolve(dirname, 'src/server/page-cache/next-handler.mjs'),
  cacheMaxMemorySize: 0,
  // prom-client and pino are loaded from node_modules, not bundled: the HTTP server (server.mjs) and the bundles
  // then use one copy of each, around one registry (src/platform/prometheus.mjs, docs/adr/0027 §8) and one logger
  // (src/platform/log.mjs, §10).
  serverExternalPackages: ['prom-client', 'pino'],
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }],
  },
  async rewrites() {
    return {
      // Next.js answers /_error with its own 404 before routing; the spec's error page lives at /site-error.
      beforeFiles: [{ source: '/_error', destination: '/site-error' }],
      afterFiles: [],
      fallback: [],
    }
  },
  turbopack: {
    root: path.resolve(dirname),
  },
  // CI type-checks the whole project (`tsc --noEmit`) just before it builds: the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.WELLREAD_TYPES_CHECKED === '1' },
})

export default (phase: string): NextConfig =>
  withPayload(configFor((phase === PHASE_PRODUCTION_SERVER && builtId()) || buildId()), {
    devBundleServerPackages: false,
  })
