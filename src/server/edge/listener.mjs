// @ts-check
/**
 * The HTTP server's request listener, as `server.mjs` runs it (and the edge's tests): each request in its
 * request context; its address rewritten when the server says so (a search's query made into its path); the
 * edge's own answer when it has one (cached pages, build assets, the hot calls' answers); else the edge's
 * headers and Next.js.
 */

import { answerBodyLength, readAnswerBody, replayRequest } from './call-answers.mjs'
import { needsGpcRelay } from './headers.mjs'
import { laneFor, laneRequest, sendLaneResponse } from './lanes.mjs'
import { currentRequestContext, runInRequestContext } from './request-context.mjs'
import { refuseSourceMap } from './source-maps.mjs'

/**
 * @param {{
 *   edgeCache: ReturnType<typeof import('./cached-answers.mjs').createEdgeCache> | null,
 *   edge: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>,
 *   rewrite?: (url: string) => string | null,
 * }} parts  `rewrite`: the address a request is handled under, when not its own (server.mjs: a search's)
 * @returns {import('node:http').RequestListener}
 */
export function createListener({ edgeCache: sharedAnswers, edge, handle, rewrite = () => null }) {
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const forward = (req, res) => {
    edge(req, res)
    next(req, res)
  }
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const next = (req, res) => {
    handle(req, res).catch((/** @type {unknown} */ err) => {
      console.error('[server] request failed', req.url, err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Something went wrong. Please try again in a moment.')
    })
  }
  return (req, res) =>
    runInRequestContext(() => {
      // The build's source maps are the server's alone (source-maps.mjs).
      if (refuseSourceMap(req, res)) return
      const rewritten = req.url ? rewrite(req.url) : null
      if (rewritten) req.url = rewritten
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
      const length = edgeCache || lane ? answerBodyLength(req, pathname) : null
      if (length === null)
        return lane && req.method === 'GET' ? inLane(lane, req, res, null) : forward(req, res)
      void readAnswerBody(req, length).then(({ bytes, complete }) => {
        if (!complete) return forward(replayRequest(req, bytes), res)
        if (edgeCache?.serve(req, res, context, bytes)) return
        if (lane) return inLane(lane, req, res, bytes)
        forward(replayRequest(req, bytes), res)
      })
    })

  /**
   * Answer in the call's lane (lanes.mjs), with the edge's headers; Next.js answers if the lane fails first.
   * @param {import('./lanes.mjs').LaneHandler} lane @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res @param {Buffer | null} body
   */
  function inLane(lane, req, res, body) {
    const context = currentRequestContext()
    if (context) context.lane = true
    edge(req, res)
    lane(laneRequest(req, body))
      .then((response) =>
        sendLaneResponse(
          res,
          response,
          req.method === 'HEAD',
          /** @type {string | undefined} */ (req.headers['accept-encoding']),
        ),
      )
      .catch((/** @type {unknown} */ err) => {
        console.error('[server] lane failed; Next.js answers', req.url, err)
        if (context) context.lane = false
        if (!res.headersSent) next(body ? replayRequest(req, body) : req, res)
      })
  }
}
