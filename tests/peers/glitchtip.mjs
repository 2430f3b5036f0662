// @ts-check
/**
 * A Sentry-compatible error collector for tests, standing in for GlitchTip (issue 29): `POST
 * /api/{project}/envelope/` with an `X-Sentry-Auth` header naming the project's public key. It parses each
 * envelope the way Sentry does (a header line, then items: a header line with a `length` in bytes, or a line
 * when none, then the payload) and keeps the events; anything malformed is answered 400 and kept in
 * `rejected`, so a test sees why.
 *
 *   const glitchtip = await startGlitchTipPeer()
 *   ERRORS_FORWARD_DSN = glitchtip.dsn
 *   glitchtip.setMode('slow')   // answer after `slowMs` from now on
 */
import http from 'node:http'

/**
 * @typedef {object} ReceivedEvent
 * @property {Record<string, unknown>} header the envelope's header line
 * @property {Record<string, unknown>} item the event item's header line
 * @property {Record<string, any>} event the event
 * @property {string} auth the X-Sentry-Auth header
 * @property {string} contentType
 */

/**
 * @typedef {object} GlitchTipPeer
 * @property {string} dsn `http://<key>@127.0.0.1:PORT/<project>`, for ERRORS_FORWARD_DSN
 * @property {string} url `http://127.0.0.1:PORT`
 * @property {ReceivedEvent[]} events every accepted event, oldest first
 * @property {string[]} rejected why each refused request was refused
 * @property {number} requests every request received
 * @property {(mode: 'ok' | 'fail' | 'slow') => void} setMode 'fail' answers 500; 'slow' answers after `slowMs`
 * @property {() => Promise<void>} close
 */

/**
 * Reads an envelope: its header, and each item's header and payload (by the item's byte length, or to the end
 * of its line). Throws with the reason on anything malformed.
 * @param {Buffer} body
 * @returns {{ header: Record<string, unknown>, items: { header: Record<string, any>, payload: Buffer }[] }}
 */
export function parseEnvelope(body) {
  let at = 0
  const line = () => {
    const end = body.indexOf(0x0a, at)
    const text = body.subarray(at, end === -1 ? body.length : end)
    at = end === -1 ? body.length : end + 1
    return text
  }
  const header = JSON.parse(line().toString('utf8'))
  /** @type {{ header: Record<string, any>, payload: Buffer }[]} */
  const items = []
  while (at < body.length) {
    const headerLine = line().toString('utf8')
    if (!headerLine.trim()) continue
    const itemHeader = JSON.parse(headerLine)
    let payload
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length)
      if (payload.length !== itemHeader.length) throw new Error('an item is shorter than its length')
      at += itemHeader.length
      if (body[at] === 0x0a) at += 1
    } else payload = line()
    items.push({ header: itemHeader, payload })
  }
  return { header, items }
}

/**
 * @param {{ publicKey?: string, project?: string, port?: number, slowMs?: number }} [options]
 * @returns {Promise<GlitchTipPeer>}
 */
export async function startGlitchTipPeer({
  publicKey = 'wellreadtestkey',
  project = '29',
  port = 0,
  slowMs = 8_000,
} = {}) {
  /** @type {ReceivedEvent[]} */
  const events = []
  /** @type {string[]} */
  const rejected = []
  /** @type {'ok' | 'fail' | 'slow'} */
  let mode = 'ok'
  let requests = 0
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set()

  const server = http.createServer((req, res) => {
    requests += 1
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      /** @param {number} status @param {unknown} body */
      const answer = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      /** @param {string} why */
      const refuse = (why) => {
        rejected.push(why)
        answer(400, { detail: why })
      }
      const auth = String(req.headers['x-sentry-auth'] ?? '')
      if (req.method !== 'POST' || req.url !== `/api/${project}/envelope/`)
        return refuse(`${req.method} ${req.url}`)
      if (
        !new RegExp(`(^Sentry |, )sentry_key=${publicKey}(,|$)`).test(auth) ||
        !/sentry_version=7/.test(auth)
      )
        return refuse(`auth: ${auth}`)
      let envelope
      try {
        envelope = parseEnvelope(Buffer.concat(chunks))
      } catch (error) {
        return refuse(`envelope: ${/** @type {Error} */ (error).message}`)
      }
      const eventItem = envelope.items.find((i) => i.header.type === 'event')
      if (!eventItem) return refuse('no event item')
      const event = JSON.parse(eventItem.payload.toString('utf8'))
      if (event.event_id !== envelope.header.event_id) return refuse('event ids differ')
      const keep = () => {
        events.push({
          header: envelope.header,
          item: eventItem.header,
          event,
          auth,
          contentType: String(req.headers['content-type'] ?? ''),
        })
        answer(200, { id: event.event_id })
      }
      if (mode === 'fail') return answer(500, { detail: 'failing on purpose' })
      if (mode === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!res.destroyed) keep()
        }, slowMs)
        timers.add(timer)
        return
      }
      keep()
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://127.0.0.1:${address.port}`
  return {
    dsn: `http://${publicKey}@127.0.0.1:${address.port}/${project}`,
    url,
    events,
    rejected,
    get requests() {
      return requests
    },
    setMode(next) {
      mode = next
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
