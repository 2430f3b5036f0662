/**
 * Requests Next.js and Node.js would answer without a message (issue 32, found by `npm run fuzz`): an address whose
 * percent-encoding does not decode (`/api/auth/signin/%`: Next.js answered 500, plain text, when it decoded a
 * dynamic segment), and a request Node.js' HTTP parser refuses (an address or headers past 16 KiB: an empty 431).
 * Both are the client's mistake: a 400 or 431 with `{ error }`, as every refusal of the site's API.
 */
import { STATUS_CODES } from 'node:http'

export const MALFORMED_PATH_MESSAGE = 'The address is not valid: its percent-encoding does not decode.'
export const TOO_LARGE_MESSAGE = 'The request’s address or headers are too large (at most 16 KiB).'
export const NOT_HTTP_MESSAGE = 'The request is not valid HTTP.'

/** Whether an address's path (before `?`) has percent-encoding that does not decode as UTF-8. */
export function malformedPath(/** @type {string} */ url) {
  const q = url.indexOf('?')
  const pathname = q === -1 ? url : url.slice(0, q)
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The JSON refusal of a request the listener will not hand on. */
export function refuseMalformedPath(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
) {
  if (!malformedPath(req.url ?? '/')) return false
  res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ error: MALFORMED_PATH_MESSAGE }))
  return true
}

/**
 * The server's `clientError` listener: a request the HTTP parser refused is answered with a message, then the
 * connection is closed (Node.js' own answer is an empty 400 or 431). A connection already reset is dropped.
 * @param {Error & { code?: string }} error @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({ error: status === 431 ? TOO_LARGE_MESSAGE : NOT_HTTP_MESSAGE })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  )
}
