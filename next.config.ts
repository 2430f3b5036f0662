import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One pino for the HTTP server and the app's bundles (src/platform/log.mjs keeps one logger per process).
  serverExternalPackages: ['pino'],
  // Source maps for the browser's chunks, for a one-off analysis of what a page's JavaScript holds (never
  // in a deployed build: they would be public).
  productionBrowserSourceMaps: process.env.WELLREAD_BROWSER_SOURCE_MAPS === '1',
  // Rendered pages are cached in this process's memory (see src/server/page-cache/next-handler.mjs and docs/adr/0002).
  cacheHandler: path.resolve(dirname, 'src/server/page-cache/next-handler.mjs'),
  cacheMaxMemorySize: 0,
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
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
