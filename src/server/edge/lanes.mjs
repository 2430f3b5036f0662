// @ts-check
/**
 * Lanes: the hot public calls answered in this process without Next.js' router (docs/adr/0021).
 *
 * Readers' pages ask the drug widget's prices (`GET /api/optum/prices`) and their placements' drivers
 * (`POST /api/drivers/v4{path}`) on every view, and send their metrics beacons (`POST /api/metrics`, issue 29) and product events (`POST /api/commerce/events`). Through Next.js each costs several milliseconds of the one
 * JavaScript thread before the route's own work (a lookup in memory) begins; at 200 requests a second that is
 * the whole thread. The app registers the same handlers its route files call (`src/app/answerLanes.ts`,
 * from `instrumentation.ts` once Payload is up); the HTTP server hands these calls straight to them, with the
 * edge's headers, and keeps Next.js for everything else (and for these calls until the lanes are registered).
 */

/**
 * @typedef {(request: Request) => Promise<Response>} LaneHandler
 * @typedef {{ maxBytes: number, types: string[] }} LaneBody
 * @typedef {{ method: string, path?: string, prefix?: string, body?: LaneBody, handle: LaneHandler }} Lane
 *   `body`: a POST lane whose answer the edge does not keep (the readers' metrics beacons) reads its body
 *   here when it is of one of these types and announces at most this length; anything else goes to Next.js.
 */

import zlib from 'node:zlib'
import { acceptedEncodings, COMPRESSIBLE_TYPE, MIN_COMPRESSIBLE_BYTES } from './representation.mjs'

const KEY = Symbol.for('wellread.lanes')

/** @returns {Lane[]} */
function lanes() {
  const scope = /** @type {Record<symbol, Lane[] | undefined>} */ (/** @type {unknown} */ (globalThis))
  let list = scope[KEY]
  if (!list) {
    list = []
    scope[KEY] = list
  }
  return list
}

/**
 * Register a lane (again: the new handler replaces the old one for the same method and address).
 * @param {Lane} lane
 */
export function registerLane(lane) {
  const list = lanes()
  const same = list.findIndex(
    (l) => l.method === lane.method && l.path === lane.path && l.prefix === lane.prefix,
  )
  if (same >= 0) list.splice(same, 1, lane)
  else list.push(lane)
}

/** Forget every lane (tests). */
export function clearLanes() {
  lanes().length = 0
}

/**
 * The lane for a request's method and path, if one is registered.
 * @param {string | undefined} method @param {string} pathname
 * @returns {LaneHandler | null}
 */
export function laneFor(method, pathname) {
  for (const lane of lanes()) {
    if (lane.method !== method) continue
    if (lane.path !== undefined && pathname === lane.path) return lane.handle
    if (lane.prefix !== undefined && (pathname === lane.prefix || pathname.startsWith(`${lane.prefix}/`)))
      return lane.handle
  }
  return null
}

/**
 * The declared length of a POST's body that its lane reads itself (the lane's `body`), or null.
 * @param {import('node:http').IncomingMessage} req @param {string} pathname
 * @returns {number | null}
 */
export function laneBodyLength(req, pathname) {
  if (req.method !== 'POST') return null
  const body = lanes().find(
    (l) => l.method === 'POST' && l.body && l.path !== undefined && l.path === pathname,
  )?.body
  if (!body) return null
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  if (!type || !body.types.includes(type) || req.headers['transfer-encoding'] !== undefined) return null
  const declared = Number(req.headers['content-length'])
  return Number.isInteger(declared) && declared >= 0 && declared <= body.maxBytes ? declared : null
}

/**
 * The Web request a lane handler reads: the same method, address, headers and body.
 * @param {import('node:http').IncomingMessage} req @param {Buffer | null} body
 */
export function laneRequest(req, body) {
  /** @type {[string, string][]} */
  const headers = []
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.push([name, v])
    else headers.push([name, value])
  }
  const host = typeof req.headers.host === 'string' && req.headers.host ? req.headers.host : 'localhost'
  return new Request(`http://${host}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    ...(body && req.method !== 'GET' && req.method !== 'HEAD'
      ? { body: /** @type {BodyInit} */ (/** @type {unknown} */ (body)) }
      : {}),
  })
}

/**
 * Send a lane's Web response (its body read whole: these answers are small JSON, or one picture).
 * @param {import('node:http').ServerResponse} res @param {Response} response @param {boolean} head
 * @param {string | undefined} acceptEncoding the request's
 * @returns {Promise<Buffer>} the body as sent (compressed, when it was)
 */
export async function sendLaneResponse(res, response, head, acceptEncoding) {
  let body = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, name) => {
    if (name === 'content-length' || name === 'transfer-encoding' || name === 'set-cookie') return
    res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  // Compressed as Next.js would (gzip), when it pays for itself: text, never a picture (the image proxy's AVIF).
  if (
    body.length >= MIN_COMPRESSIBLE_BYTES &&
    !response.headers.has('content-encoding') &&
    COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '')
  ) {
    const vary = String(res.getHeader('vary') ?? '')
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (acceptedEncodings(acceptEncoding).gzip) {
      body = zlib.gzipSync(body)
      res.setHeader('content-encoding', 'gzip')
    }
  }
  res.setHeader('content-length', String(body.length))
  res.writeHead(response.status)
  res.end(head ? undefined : body)
  return body
}
