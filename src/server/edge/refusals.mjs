// @ts-check
/**
 * Requests the edge refuses itself, before Next.js sees them (issue 32), each with a clear 4xx instead of what the
 * framework would do:
 *
 * - anything but GET, HEAD and OPTIONS to a page of the site: 405, `Allow: GET, HEAD`. Next.js treats a POST with
 *   a form body as a Server Action and answered 500 when the body was not a well-formed form; the site's pages
 *   have none (`PAGE_TEMPLATES`);
 * - a form POST to the Payload admin that is not one of its Server Actions (no `Next-Action` header): 400;
 * - one of the admin's Server Actions (`Next-Action`) that does not come from a page of this site
 *   (`requestSource`, the same rule as the API's state-changing calls): 403 in the API's error shape. Next.js'
 *   own check compares `Origin` with `Host`, lets a request without `Origin` through and answers a mismatch 500;
 * - an address under /api/ that no route takes: 404 in the API's error shape (`{ "error": … }`), not the site's
 *   HTML page, so that an API client reads why;
 * - anything but GET and HEAD to an address no template takes: 404.
 */
import { CROSS_SITE_MESSAGE, originAllows, requestSource } from '../../platform/requestOrigin.mjs'
import { PAGE_TEMPLATES, UNMATCHED } from './route-template.mjs'

export const NO_API_MESSAGE = 'There is no API at this address.'
export const READ_ONLY_MESSAGE = 'This page can only be read (GET or HEAD).'
export const NOT_AN_ACTION_MESSAGE = 'This address takes no form posts.'
export const NOT_FOUND_MESSAGE = 'There is nothing at this address.'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const ADMIN = '/admin/[[...segments]]'
const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i

/**
 * @typedef {{ status: number, message: string, json: boolean, allow?: string }} Refusal
 */

/**
 * Why the edge refuses a request, or null when it goes on as before.
 * @param {string | undefined} method @param {string} pathname @param {string} template its route template
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {readonly string[] | null} [trustedOrigins] the site's origins (the admin's actions are checked with them)
 * @returns {Refusal | null}
 */
export function refusalOf(method = 'GET', pathname, template, headers, trustedOrigins = null) {
  const api = pathname === '/api' || pathname.startsWith('/api/')
  if (template === UNMATCHED) {
    if (api) return { status: 404, message: NO_API_MESSAGE, json: true }
    return READS.has(method) ? null : { status: 404, message: NOT_FOUND_MESSAGE, json: false }
  }
  if (PAGE_TEMPLATES.has(template) && !READS.has(method))
    return { status: 405, message: READ_ONLY_MESSAGE, json: false, allow: 'GET, HEAD' }
  if (template !== ADMIN || method !== 'POST') return null
  if (headers['next-action'] === undefined)
    return FORM_TYPE.test(String(headers['content-type'] ?? ''))
      ? { status: 400, message: NOT_AN_ACTION_MESSAGE, json: false }
      : null
  if (trustedOrigins) {
    const header = (/** @type {string} */ name) => {
      const value = headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    if (!originAllows(requestSource(header, trustedOrigins), 'same-origin'))
      return { status: 403, message: CROSS_SITE_MESSAGE, json: true }
  }
  return null
}

/**
 * Answer the request when the edge refuses it (with the edge's headers, `edge`), draining its body; false when it
 * goes on.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {(pathname: string) => string} routeOf
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} edge
 * @param {readonly string[] | null} [trustedOrigins] the site's origins, for the admin's actions
 */
export function refuse(req, res, routeOf, edge, trustedOrigins = null) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const pathname = q === -1 ? url : url.slice(0, q)
  const refusal = refusalOf(req.method, pathname, routeOf(pathname), req.headers, trustedOrigins)
  if (!refusal) return false
  edge(req, res)
  const body = refusal.json ? JSON.stringify({ error: refusal.message }) : `${refusal.message}\n`
  /** @type {Record<string, string>} */
  const headers = {
    'content-type': refusal.json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  }
  if (refusal.allow) headers.allow = refusal.allow
  // The body is not read: let it go, and close the connection if the client keeps sending a large one.
  req.resume()
  res.writeHead(refusal.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
