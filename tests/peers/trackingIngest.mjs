// @ts-check
/**
 * A stand-in for 002 §7's tracking ingest (issue 30): a real HTTP server on 127.0.0.1 that takes Segment-style
 * batches with basic authorization, keeps what it received, and can be told how to answer the next requests
 * (a status, or no answer at all until the sender gives up), so tests see success, 4xx, 5xx and timeouts.
 */
import http from 'node:http'

/**
 * @typedef {{ authorization: string | undefined, body: any }} Received
 * @typedef {{ status: number } | { hang: true }} Answer
 */

/**
 * @param {{ user?: string, password?: string }} [options]
 */
export async function startTrackingIngestPeer({ user = 'wellread', password = 'ingest-secret' } = {}) {
  /** @type {Received[]} */
  const received = []
  /** @type {Answer[]} */
  const next = []
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set()
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const answer = next.shift() ?? { status: 200 }
      let body = null
      try {
        body = JSON.parse(raw)
      } catch {
        // kept as null: the test sees a body that was not JSON
      }
      received.push({ authorization: req.headers.authorization, body })
      if ('hang' in answer) {
        hanging.add(res)
        return
      }
      const status = req.headers.authorization === expected ? answer.status : 401
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(status < 300 ? { success: true } : { error: `answered ${status}` }))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/batch`
  return {
    url,
    user,
    password,
    received,
    /** The next requests' answers, in order (then 200). @param {...Answer} answers */
    answerNext: (...answers) => next.push(...answers),
    env: { TRACKING_INGEST_URL: url, TRACKING_INGEST_USER: user, TRACKING_INGEST_PASSWORD: password },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
