// @ts-check
/**
 * The HTTP server's request listener, as `server.mjs` runs it (and the edge's tests): each request in its
 * request context, under its request id (`identify`: `X-Request-Id` on the answer, `reqId` on every log line);
 * its address rewritten when the server says so (a search's query made into its path); the edge's own answer
 * when it has one (cached pages, build assets, the hot calls' answers); else the edge's headers and Next.js.
 * One access log line per request once its answer is sent (`accessLine`).
 */

import { log } from '../../platform/log.mjs'
import { refuseMalformedPath } from './bad-requests.mjs'
import { EDGE_HEADER } from './cached-answers.mjs'
import { answerBodyLength, readAnswerBody, replayRequest } from './call-answers.mjs'
import { needsGpcRelay } from './headers.mjs'
import { laneBodyLength, laneFor, laneRequest, sendLaneResponse } from './lanes.mjs'
import { refuse } from './refusals.mjs'
import {
  currentRequestContext,
  endRequestContext,
  requestIdOf,
  runInRequestContext,
} from './request-context.mjs'
import { UNMATCHED } from './route-template.mjs'
import { refuseSourceMap } from './source-maps.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * @param {{
 *   edgeCache: ReturnType<typeof import('./cached-answers.mjs').createEdgeCache> | null,
 *   edge: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>,
 *   rewrite?: (url: string) => string | null,
 *   routeOf?: (pathname: string) => string,
 *   refusals?: boolean,
 *   trustedOrigins?: readonly string[] | null,
 * }} parts  `rewrite`: the address a request is handled under, when not its own (server.mjs: a search's);
 *   `routeOf`: the route template a path belongs to, for the access log (route-template.mjs); `refusals`: answer
 *   the requests no route of the app takes as it should (refusals.mjs: a POST to a page, an unknown API address);
 *   `trustedOrigins`: the site's origins, whose pages alone may call the admin's Server Actions (refusals.mjs)
 * @returns {import('node:http').RequestListener}
 */
export function createListener({
  edgeCache: sharedAnswers,
  edge,
  handle,
  rewrite = () => null,
  routeOf = () => UNMATCHED,
  refusals = false,
  trustedOrigins = null,
}) {
  const logger = log('edge')
  /**
   * Name the request (a well-formed incoming id, else a new one) on its answer, on what Next.js sees and in its
   * request context, and write its access line once its answer is sent.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  const identify = (req, res) => {
    const reqId = requestIdOf(req.headers[REQUEST_ID_HEADER])
    req.headers[REQUEST_ID_HEADER] = reqId
    // Set before anything else, so that the headers the edge's answers pass to writeHead are readable after.
    res.setHeader(REQUEST_ID_HEADER, reqId)
    const context = currentRequestContext()
    if (context) context.reqId = reqId
    const started = performance.now()
    res.once('close', () => {
      logger.info(
        accessLine(req, res, { reqId, routeOf, ms: performance.now() - started, context }),
        'request',
      )
      endRequestContext(context)
    })
  }
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const forward = (req, res) => {
    edge(req, res)
    next(req, res)
  }
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const next = (req, res) => {
    handle(req, res).catch((/** @type {unknown} */ err) => {
      logger.error({ err }, 'the request failed')
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Something went wrong. Please try again in a moment.')
    })
  }
  return (req, res) =>
    runInRequestContext(() => {
      identify(req, res)
      // The build's source maps are the server's alone (source-maps.mjs).
      if (refuseSourceMap(req, res)) return
      // An address that does not decode: 400 with a message (Next.js answered 500; bad-requests.mjs).
      if (refuseMalformedPath(req, res)) return
      const rewritten = req.url ? rewrite(req.url) : null
      if (rewritten) req.url = rewritten
      if (refusals && refuse(req, res, routeOf, edge, trustedOrigins)) return
      const context = currentRequestContext()
      // A request whose Global Privacy Control header the browser's cookies do not reflect yet gets its own
      // answer, which carries the relay (`gpcRelayFor`, added by `edge`): never the edge's shared one.
      const edgeCache = needsGpcRelay(req) ? null : sharedAnswers
      if (edgeCache?.serve(req, res, context)) return
      const url = req.url ?? '/'
      const q = url.indexOf('?')
      const pathname = q === -1 ? url : url.slice(0, q)
      const lane = laneFor(req.method, pathname)
      // A POST whose answer the edge may know, or whose lane reads it: its body is part of the question.
      const length =
        edgeCache || lane ? (answerBodyLength(req, pathname) ?? laneBodyLength(req, pathname)) : null
      if (length === null)
        return lane && req.method === 'GET' ? inLane(lane, req, res, null, edgeCache) : forward(req, res)
      void readAnswerBody(req, length).then(({ bytes, complete }) => {
        if (!complete) return forward(replayRequest(req, bytes), res)
        if (edgeCache?.serve(req, res, context, bytes)) return
        if (lane) return inLane(lane, req, res, bytes, null)
        forward(replayRequest(req, bytes), res)
      })
    })

  /**
   * Answer in the call's lane (lanes.mjs), with the edge's headers; Next.js answers if the lane fails first.
   * An answer that never changes is kept by the edge (`keeper`), which answers its address from then on.
   * @param {import('./lanes.mjs').LaneHandler} lane @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res @param {Buffer | null} body
   * @param {{ keep: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: Buffer) => boolean } | null} keeper
   */
  function inLane(lane, req, res, body, keeper) {
    const context = currentRequestContext()
    if (context) context.lane = true
    edge(req, res)
    lane(laneRequest(req, body))
      .then(async (response) => {
        const sent = await sendLaneResponse(
          res,
          response,
          req.method === 'HEAD',
          /** @type {string | undefined} */ (req.headers['accept-encoding']),
        )
        if (keeper && req.method === 'GET') keeper.keep(req, res, sent)
      })
      .catch((/** @type {unknown} */ err) => {
        logger.error({ err }, 'a lane failed; Next.js answers')
        if (context) context.lane = false
        if (!res.headersSent) next(body ? replayRequest(req, body) : req, res)
      })
  }
}

/**
 * The access log line of a request whose answer is sent (or whose client went away): its method, its route's
 * template (never its path or query: a path can name a condition), status, time in milliseconds, its id, and
 * which layer answered (`edge`: the edge's kept answer; `lane`: a lane; else Next.js' own cache header, `hit`,
 * `stale` or `miss`, when it sent one).
 *
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ reqId: string, routeOf: (pathname: string) => string, ms: number, context?: import('./request-context.mjs').RequestContext }} facts
 */
export function accessLine(req, res, { reqId, routeOf, ms, context }) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const nextCache = res.getHeader('x-nextjs-cache')
  /** @type {Record<string, unknown>} */
  const line = {
    reqId,
    method: req.method,
    route: routeOf(q === -1 ? url : url.slice(0, q)),
    status: res.statusCode,
    ms: Math.round(ms * 10) / 10,
  }
  const cache = context?.lane
    ? 'lane'
    : res.getHeader(EDGE_HEADER) === 'edge'
      ? 'edge'
      : typeof nextCache === 'string'
        ? nextCache.toLowerCase()
        : undefined
  if (cache) line.cache = cache
  if (!res.writableFinished) line.aborted = true
  return line
}
