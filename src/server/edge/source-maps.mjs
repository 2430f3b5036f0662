// @ts-check
/**
 * The build's source maps are for the server (it maps readers' error stacks with them, ADR 27 §9), never for
 * readers: they hold the original source. Every build writes them beside its chunks under `/_next/static/`,
 * so the edge answers any request for a `.map` there 404, before the edge's cache or Next.js could serve it.
 */

const STATIC_MAP = /^\/_next\/static\/.*\.map$/i

/** Whether a request address (path and query) asks for a source map of the build. */
export function isSourceMapAddress(/** @type {string} */ url) {
  const q = url.search(/[?#]/)
  let pathname = q === -1 ? url : url.slice(0, q)
  try {
    // `%2Emap` is the same file to a file server: compare decoded.
    pathname = decodeURIComponent(pathname)
  } catch {
    // Not decodable: not a file any server would find either; compared as it is.
  }
  return STATIC_MAP.test(pathname)
}

/**
 * Answers 404 for a source map request; false (nothing sent) for any other.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function refuseSourceMap(req, res) {
  if (!isSourceMapAddress(req.url ?? '/')) return false
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(req.method === 'HEAD' ? undefined : 'Not found')
  return true
}
